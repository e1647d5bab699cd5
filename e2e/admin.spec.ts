// The shop owner's journeys: products with an uploaded image, promo codes a shopper uses and then
// cannot, users, and shipping a paid order; and nobody else gets into the admin area.
import { expect, test } from './fixtures.ts';
import {
  adminNav,
  drawPlantPng,
  expectAccessible,
  payWithTestCard,
  plantInStock,
  productById,
  runId,
  shippingForm,
  shopperAtShipping,
  signInAsAdmin,
  SHOPPER_PASSWORD,
  signUpShopper,
} from './admin-helpers.ts';

test.use({ viewport: { width: 1280, height: 800 } });

const BANNER = 'Submission Failed! Please complete all required fields';

test('a shopper or a visitor opening /account/admin is sent home', async ({ page }) => {
  const adminChunks: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/admin-[\w-]+\.js$/.test(request.url())) adminChunks.push(request.url());
  });
  // The storefront loads no admin code: the admin area is a chunk of its own.
  await page.goto('/');
  await page.goto('/products');
  await expect(page.getByRole('article').first()).toBeVisible();
  expect(adminChunks).toEqual([]);

  await page.goto('/account/admin');
  await expect(page).toHaveURL(/\/$/);

  const shopper = await signUpShopper(page.request, 'Peeky');
  await page.evaluate((token) => localStorage.setItem('token', token), shopper.token);
  await page.goto('/account/admin/products');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('navigation', { name: 'Admin' })).toHaveCount(0);
  // The API refuses the shopper whatever the browser shows.
  expect((await page.request.get('/api/admin/dashboard', { headers: { authorization: shopper.token } })).status()).toBe(403);
});

test('the admin adds a plant with an uploaded image, sees it in the shop, edits and deletes it', async ({ page }) => {
  const name = `E2E Admin Fern ${runId()}`;
  const nav = adminNav(page);

  await test.step('sign in and land on the dashboard', async () => {
    await signInAsAdmin(page);
    await expect(page.getByRole('heading', { level: 1, name: 'The shop today' })).toBeVisible();
    for (const link of ['ADMIN DASHBOARD', 'PRODUCTS', 'ADD NEW PRODUCT', 'PROMOS', 'ADD NEW PROMO', 'USER MANAGEMENT', 'ORDERS', 'PAGES', 'Back']) {
      await expect(nav.getByRole('link', { name: link, exact: true })).toBeVisible();
    }
    await expect(page.getByRole('region', { name: 'Low stock' })).toContainText(/or fewer left/);
    await expectAccessible(page, 'dashboard');
  });

  await test.step('an empty form shows the banner, and the server refuses what was still sent', async () => {
    await nav.getByRole('link', { name: 'ADD NEW PRODUCT' }).click();
    const form = page.getByRole('form', { name: 'Add product' });
    const refused = page.waitForResponse((r) => r.url().endsWith('/api/products') && r.request().method() === 'POST');
    await form.getByRole('button', { name: 'Add product' }).click();
    await expect(form.getByRole('alert')).toHaveText(BANNER);
    expect((await refused).status()).toBe(400);
    await expect(form.getByText('Name is required')).toBeVisible();
    await expect(form.getByText('Quantity must be at least 1')).toBeVisible();
    await expectAccessible(page, 'add product, refused');
  });

  await test.step('fill it in with tags and an image from disk, previewed before upload', async () => {
    const form = page.getByRole('form', { name: 'Add product' });
    await form.getByLabel('Name').fill(name);
    await form.getByLabel('Price (USD)').fill('18.50');
    await form.getByLabel('Quantity in stock').fill('7');
    await form.getByLabel('Short description (optional)').fill('Soft fronds for a bright bathroom');
    await form.getByLabel('Description', { exact: true }).fill('A fern grown for the end-to-end tests. Keep its soil moist and its light bright but indirect.');
    for (const tag of ['Small', 'Partial/Bright indirect', 'Pet safe']) await form.getByLabel(tag, { exact: true }).check();
    await form.getByLabel('Poisonous/toxic').check();
    await expect(form.getByLabel('Pet safe')).not.toBeChecked();
    await form.getByLabel('Pet safe').check();
    await form.locator('input[type="file"]').setInputFiles({ name: 'fern.png', mimeType: 'image/png', buffer: await drawPlantPng(page) });
    await expect(form.getByRole('img', { name: 'Preview of the chosen image' })).toBeVisible();
    await expect(form.getByText('fern.png')).toBeVisible();
    await expectAccessible(page, 'add product, filled');
  });

  let productId = 0;
  await test.step('save: the image is uploaded, then the product; back to the list', async () => {
    const form = page.getByRole('form', { name: 'Add product' });
    const upload = page.waitForResponse((r) => r.url().endsWith('/api/images'));
    const created = page.waitForResponse((r) => r.url().endsWith('/api/products') && r.request().method() === 'POST');
    await form.getByRole('button', { name: 'Add product' }).click();
    expect((await upload).status()).toBe(201);
    const product = (await (await created).json()) as { id: number; imageURL: string; tags: { tagName: string }[] };
    productId = product.id;
    expect(product.imageURL).not.toContain('placeholder');
    expect(product.tags.map((t) => t.tagName).sort()).toEqual(['Partial/Bright indirect', 'Pet safe', 'Small']);
    await expect(page).toHaveURL(/\/account\/admin\/products$/);
    const row = page.getByRole('row').filter({ hasText: name });
    await expect(row.getByRole('cell')).toHaveText([String(productId), name, '$18.50', '7', 'Active', /Edit.*Delete/]);
    await expectAccessible(page, 'products');
  });

  await test.step('the shop grid shows it with the uploaded image', async () => {
    await page.goto(`/products?search=${encodeURIComponent(name)}`);
    const card = page.getByRole('article').filter({ hasText: name });
    await expect(card).toBeVisible();
    await expect(card.getByText('$18.50')).toBeVisible();
    // The card's picture link is hidden from assistive technology (the name link beside it says the same).
    const image = card.locator(`img[alt="${name}"]`);
    await expect(image).toHaveAttribute('src', /\/images\/(?!placeholder)[\w-]+\.webp$/);
    // The browser picks the width it needs (400, 800 or the full 1070 pixels) of the uploaded picture.
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0 && img.currentSrc))
      .toMatch(/\/images\/u-[0-9a-f]{16}(-\d+w)?\.webp$/);
  });

  await test.step('edit its price and stock', async () => {
    await page.goto('/account/admin/products');
    await page.getByRole('link', { name: `Edit ${name}` }).click();
    await expect(page).toHaveURL(new RegExp(`/account/admin/editproduct/${productId}$`));
    const form = page.getByRole('form', { name: 'Edit product' });
    await expect(form.getByLabel('Name')).toHaveValue(name);
    await expect(form.getByRole('img', { name: 'Current product image' })).toBeVisible();
    await form.getByLabel('Price (USD)').fill('21');
    await form.getByLabel('Quantity in stock').fill('0');
    await expectAccessible(page, 'edit product');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(/\/account\/admin\/products$/);
    await expect(page.getByRole('row').filter({ hasText: name }).getByRole('cell')).toHaveText([String(productId), name, '$21.00', '0', 'Active', /Edit/]);
    const stored = (await (await productById(page.request, productId)).json()) as { price: number; qty: number };
    expect(stored).toMatchObject({ price: 21, qty: 0 });
  });

  await test.step('delete it, after a confirmation', async () => {
    await page.getByRole('button', { name: `Delete ${name}` }).click();
    const dialog = page.getByRole('dialog', { name: `Delete ${name}?` });
    await expect(dialog).toBeVisible();
    await expectAccessible(page, 'delete dialog');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('row').filter({ hasText: name })).toHaveCount(1);

    await page.getByRole('button', { name: `Delete ${name}` }).click();
    await dialog.getByRole('button', { name: 'Delete product' }).click();
    await expect(page.getByRole('row').filter({ hasText: name })).toHaveCount(0);
    expect((await productById(page.request, productId)).status()).toBe(404);
  });
});

test('the admin adds a promo a shopper uses, ships the paid order, and makes the promo inactive', async ({ page, browser }) => {
  const code = `e2e${runId()}`;
  const shopper = await signUpShopper(page.request, 'Olive');
  const plant = await plantInStock(page.request);
  const nav = adminNav(page);

  await test.step('add a promo: the banner first, then 20% active', async () => {
    await signInAsAdmin(page);
    await nav.getByRole('link', { name: 'ADD NEW PROMO' }).click();
    const form = page.getByRole('form', { name: 'Add promo' });
    await form.getByRole('button', { name: 'Add promo' }).click();
    await expect(form.getByRole('alert')).toHaveText(BANNER);
    await form.getByLabel('Promo code').fill(code.toUpperCase());
    await form.getByLabel('Promo rate').fill('0.2');
    await form.getByLabel('Status').selectOption('true');
    await expect(form.getByText('20% off the order')).toBeVisible();
    await expectAccessible(page, 'add promo');
    await form.getByRole('button', { name: 'Add promo' }).click();
    await expect(page).toHaveURL(/\/account\/admin\/promos$/);
    await expect(page.getByRole('row').filter({ hasText: code }).getByRole('cell')).toHaveText([/\d+/, code, '20%', 'Active', /Edit.*Delete/]);
    await expectAccessible(page, 'promos');
  });

  let orderId = '';
  await test.step('the shopper checks out with it and pays with the test card', async () => {
    const shop = await shopperAtShipping(browser, shopper, plant);
    await shippingForm(shop).getByLabel('Promo code').fill(code.toUpperCase());
    await shippingForm(shop).getByRole('button', { name: 'CONTINUE TO PAYMENT' }).click();
    await expect(shop.getByText(`Discount (${code}, 20% off)`)).toBeVisible();
    await payWithTestCard(shop);
    await expect(shop.getByRole('heading', { name: 'THANK YOU FOR YOUR PURCHASE!' })).toBeVisible();
    orderId = new URL(shop.url()).searchParams.get('orderid') ?? '';
    expect(orderId).toMatch(/^\d+$/);
    await shop.context().close();
  });

  await test.step('USER MANAGEMENT lists the shopper; disabling signs them out and keeps them out, enabling lets them back', async () => {
    await nav.getByRole('link', { name: 'USER MANAGEMENT' }).click();
    const row = page.getByRole('row').filter({ hasText: shopper.email });
    const fullName = `${shopper.firstName} ${shopper.lastName}`;
    await expect(row.getByRole('cell')).toHaveText([String(shopper.id), fullName, shopper.email, 'customer', 'No', 'Active', 'Disable']);
    const adminRow = page.getByRole('row').filter({ hasText: 'admin@shop.test' });
    await expect(adminRow.getByRole('cell').nth(4)).toHaveText('Yes');
    // Nobody disables themself: the admin's own row has no action.
    await expect(adminRow.getByRole('button')).toHaveCount(0);
    await expectAccessible(page, 'users');

    await row.getByRole('button', { name: `Disable ${fullName}` }).click();
    const dialog = page.getByRole('dialog', { name: `Disable ${fullName}?` });
    await dialog.getByRole('button', { name: 'Disable account' }).click();
    await expect(row.getByRole('cell').nth(5)).toHaveText('Disabled');
    expect((await page.request.get('/api/auth', { headers: { authorization: shopper.token } })).status()).toBe(401);
    // A disabled account answers as a wrong password does, whatever was typed (decision 025).
    const login = await page.request.post('/api/auth/login', { data: { email: shopper.email, password: SHOPPER_PASSWORD } });
    const wrong = await page.request.post('/api/auth/login', { data: { email: shopper.email, password: 'not-the-password-1' } });
    expect(login.status()).toBe(401);
    expect([wrong.status(), await wrong.text()]).toEqual([login.status(), await login.text()]);

    await row.getByRole('button', { name: `Enable ${fullName}` }).click();
    await expect(row.getByRole('cell').nth(5)).toHaveText('Active');
    const again = await page.request.post('/api/auth/login', { data: { email: shopper.email, password: SHOPPER_PASSWORD } });
    expect(again.status()).toBe(200);
    // The old token ended with the disabling; the shopper's later steps use the new one.
    shopper.token = ((await again.json()) as { token: string }).token;
  });

  await test.step('the dashboard counts the paid order today, waiting to ship', async () => {
    await nav.getByRole('link', { name: 'ADMIN DASHBOARD' }).click();
    const today = page.getByRole('region', { name: 'Today' });
    await expect(today).toContainText(/\$[\d,]+\.\d\d/);
    await expect(today).toContainText(/[1-9]\d* paid orders?/);
    await expect(page.getByRole('region', { name: 'Waiting to ship' })).toContainText(/[1-9]\d* paid orders? to pack/);
    // The sales chart (decision 050): today is the last bar; the arrow keys read the days; a month view.
    const sales = page.getByRole('region', { name: 'Sales, last 30 days' });
    const readout = sales.getByTestId('sales-readout');
    await expect(readout).toContainText(/^Today, .*: \$[\d,]+\.\d\d from [1-9]\d* orders?/);
    await sales.getByRole('group', { name: /Sales by day/ }).focus();
    await page.keyboard.press('ArrowLeft');
    await expect(readout).toContainText(/^Yesterday, /);
    await expectAccessible(page, 'dashboard with orders');
    await sales.getByRole('button', { name: 'By month' }).click();
    await expect(page.getByRole('region', { name: 'Sales, last 12 months' }).getByTestId('sales-readout')).toContainText(/^This month, /);
    await expect(page.getByRole('region', { name: 'Top plants' }).getByRole('listitem').first()).toContainText(/\$[\d,]+\.\d\d · [1-9]\d* sold/);
  });

  await test.step('ORDERS: the paid order under its filter, its detail, and shipping it', async () => {
    await nav.getByRole('link', { name: 'ORDERS' }).click();
    await page.getByRole('search', { name: 'Search orders' }).getByLabel('Status').selectOption('complete');
    await page.getByRole('search', { name: 'Search orders' }).getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/account\/admin\/orders\?status=complete$/);
    const row = page.getByRole('row').filter({ hasText: `#${orderId}` });
    await expect(row).toContainText(shopper.email);
    await expect(row).toContainText('Paid');
    await expect(row).toContainText(code);
    await expectAccessible(page, 'orders');

    await row.getByRole('link', { name: `#${orderId}` }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Order #${orderId}` })).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: plant.name })).toBeVisible();
    await expect(page.getByText(`Discount (${code}, 20%)`)).toBeVisible();
    await expect(page.locator('address')).toContainText('7 Orchid Row');
    await expect(page.locator('address')).toContainText('Austin, TX 73301');
    await expect(page.getByRole('link', { name: shopper.email })).toBeVisible();
    await expectAccessible(page, 'order detail');

    await page.getByRole('button', { name: 'Mark as shipped' }).click();
    const shipForm = page.getByRole('form', { name: 'Ship the order' });
    await shipForm.getByLabel('Carrier').selectOption('ups');
    await shipForm.getByLabel('Tracking number').fill('1Z999AA1');
    await shipForm.getByRole('button', { name: 'Mark as shipped' }).click();
    await expect(shipForm.getByText('Enter a UPS tracking number: 18 characters starting with 1Z')).toBeVisible();
    await shipForm.getByLabel('Tracking number').fill('1Z 999 AA1 01 2345 6784');
    await shipForm.getByRole('button', { name: 'Mark as shipped' }).click();
    await expect(page.getByRole('main').getByText('Shipped', { exact: true }).first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Tracking page' })).toHaveAttribute('href', 'https://www.ups.com/track?tracknum=1Z999AA10123456784');
    await expect(page.getByRole('button', { name: 'Mark as shipped' })).toHaveCount(0);
    await page.getByRole('link', { name: 'All orders' }).click();
    await page.getByRole('search', { name: 'Search orders' }).getByLabel('Status').selectOption('shipped');
    await page.getByRole('search', { name: 'Search orders' }).getByRole('button', { name: 'Search' }).click();
    await expect(page.getByRole('row').filter({ hasText: `#${orderId}` })).toContainText('Shipped');
  });

  await test.step('edit the promo to inactive', async () => {
    await nav.getByRole('link', { name: 'PROMOS' }).click();
    await expect(page.getByRole('row').filter({ hasText: code })).toContainText('Active');
    await page.getByRole('link', { name: `Edit ${code}` }).click();
    const form = page.getByRole('form', { name: 'Edit promo' });
    await expect(form.getByLabel('Promo code')).toHaveValue(code);
    await expect(form.getByLabel('Promo rate')).toHaveValue('0.2');
    await form.getByLabel('Status').selectOption('false');
    await expectAccessible(page, 'edit promo');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(/\/account\/admin\/promos$/);
    await expect(page.getByRole('row').filter({ hasText: code })).toContainText('Inactive');
  });

  await test.step('the shopper is now refused the code', async () => {
    const shop = await shopperAtShipping(browser, shopper, plant);
    const promo = shippingForm(shop).getByLabel('Promo code');
    await promo.fill(code);
    await shippingForm(shop).getByRole('button', { name: 'CONTINUE TO PAYMENT' }).click();
    // The code stays as typed, marked invalid, so the shopper can correct it.
    await expect(promo).toHaveAttribute('placeholder', 'Invalid promo code');
    await expect(promo).toHaveAttribute('aria-invalid', 'true');
    await expect(promo).toHaveValue(code);
    await expect(shop).toHaveURL(/\/shipping$/);
    await shop.context().close();
  });
});
