// Decision 029's screens in the browser: checkout that forgives (typed values kept, the promo priced
// before paying, an unpaid order offered back), the cart's counts and line totals, the sign-up page that
// loads the password rule only when the password is typed, the refund that asks first. With
// SCREENSHOTS=1 it also writes each changed screen, desktop and phone, to docs/screenshots.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { devices, type Browser, type Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { ADDRESS, adminToken, cartBadge, createProduct, fillShipping, inStock, payWithCard, seedBrowser, uniqueEmail, uniqueId, type Product } from './shop-helpers.ts';

const OUT = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'docs', 'screenshots');
type Size = 'desktop' | 'phone';
const SIZES: Size[] = process.env.SCREENSHOTS === '1' ? ['desktop', 'phone'] : ['desktop'];
const CONTEXTS = {
  desktop: { viewport: { width: 1440, height: 900 }, deviceScaleFactor: 1 },
  phone: { viewport: { width: 390, height: 844 }, deviceScaleFactor: 1, isMobile: true, hasTouch: true, userAgent: devices['Pixel 7'].userAgent },
} as const;

async function newPage(browser: Browser, size: Size): Promise<Page> {
  const context = await browser.newContext({ ...CONTEXTS[size], baseURL: test.info().project.use.baseURL });
  return context.newPage();
}

async function shot(page: Page, name: string, size: Size, fullPage = size === 'desktop'): Promise<void> {
  if (process.env.SCREENSHOTS !== '1') return;
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: path.join(OUT, `${name}-${size}.png`), fullPage, animations: 'disabled', caret: 'hide', style: '[data-rht-toaster] { display: none !important; }' });
}

const cartOf = (plants: Product[], qty = 2) => plants.map((plant) => ({ userId: null, productId: plant.id, qty }));
const shippingForm = (page: Page) => page.getByRole('form', { name: 'Shipping information' });

for (const size of SIZES) {
  test(`checkout forgives, at ${size}`, async ({ browser, request }) => {
    const plants = await inStock(request, 2);
    const page = await newPage(browser, size);
    await seedBrowser(page, { cart: cartOf(plants) });

    // The badge counts plants (two of each: 4), and each line shows its total.
    await page.goto('/cart');
    await expect(cartBadge(page)).toHaveText('4');
    await expect(page.getByTestId('line-total').first()).toBeVisible();
    await shot(page, 'storefront-cart', size);

    // A mistake keeps what was typed; the message sits by its field, which takes the focus.
    await page.goto('/shipping');
    await fillShipping(page, { ...ADDRESS, email: 'rosa-at-example' });
    await shippingForm(page).getByRole('button', { name: 'CONTINUE TO PAYMENT' }).click();
    const email = shippingForm(page).getByLabel('Email', { exact: true });
    await expect(email).toBeFocused();
    await expect(email).toHaveValue('rosa-at-example');
    await expect(email).toHaveAccessibleDescription('Invalid email format');
    await expect(shippingForm(page).getByLabel('First name')).toHaveValue(ADDRESS.firstName);
    await shot(page, 'storefront-shipping-errors', size);

    // The promo's discount and the new total, before paying.
    await email.fill(uniqueEmail('forgives'));
    await shippingForm(page).getByLabel('Promo code').fill('WELCOME10');
    const summary = page.getByRole('complementary', { name: 'Order summary' });
    await expect(summary.getByText(/Discount \(welcome10, 10% off\)/)).toBeVisible();
    await expect(summary.getByText('Total', { exact: true })).toBeVisible();
    await shot(page, 'storefront-shipping-promo', size);

    // Off to pay for twenty of a plant (the most one shopper may hold unpaid), then, in a new tab, the
    // same again: the shop refuses, and the shopper is offered the first order back or a fresh start.
    const many = await createProduct(request, { name: `E2E Held Plant ${uniqueId()}`, qty: 100, price: 9 });
    const email2 = uniqueEmail('held');
    await seedBrowser(page, { cart: [{ userId: null, productId: many.id, qty: 20 }] });
    await page.goto('/shipping');
    await fillShipping(page, { ...ADDRESS, email: email2 });
    await shippingForm(page).getByRole('button', { name: 'CONTINUE TO PAYMENT' }).click();
    await expect(page).toHaveURL(/\/pay\//);
    const firstOrder = Number(await page.evaluate(() => (JSON.parse(sessionStorage.getItem('checkout') ?? '{}') as { orderId: number }).orderId));
    await page.evaluate(() => sessionStorage.clear()); // as in a new tab
    await seedBrowser(page, { cart: [{ userId: null, productId: many.id, qty: 20 }] });
    await page.goto('/shipping');
    await fillShipping(page, { ...ADDRESS, email: email2 });
    await shippingForm(page).getByRole('button', { name: 'CONTINUE TO PAYMENT' }).click();
    const alert = shippingForm(page).getByRole('alert');
    await expect(alert).toContainText(`Order #${firstOrder} from this browser is waiting to be paid`);
    await shot(page, 'storefront-shipping-unpaid', size);
    await alert.getByRole('button', { name: `Finish paying for order #${firstOrder}` }).click();
    await expect(page).toHaveURL(/\/pay\//);
    await payWithCard(page);
    await expect(page.getByRole('heading', { name: 'THANK YOU FOR YOUR PURCHASE!' })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`orderid=${firstOrder}$`));
    await page.context().close();
  });

  test(`start over releases the unpaid order's plants, at ${size}`, async ({ browser, request }) => {
    const plant = await createProduct(request, { name: `E2E Start Over ${uniqueId()}`, qty: 100, price: 9 });
    const email = uniqueEmail('start-over');
    const page = await newPage(browser, size);
    const toPayment = async () => {
      await seedBrowser(page, { cart: [{ userId: null, productId: plant.id, qty: 20 }] });
      await page.goto('/shipping');
      await fillShipping(page, { ...ADDRESS, email });
      await shippingForm(page).getByRole('button', { name: 'CONTINUE TO PAYMENT' }).click();
    };
    await toPayment();
    await expect(page).toHaveURL(/\/pay\//);
    const stock = async () => ((await (await request.get(`/api/products/${plant.id}`)).json()) as Product).qty;
    expect(await stock()).toBe(80);
    await page.evaluate(() => sessionStorage.clear());
    await toPayment();
    await shippingForm(page).getByRole('alert').getByRole('button', { name: 'Start over' }).click();
    // The old order is canceled through the server (its plants back in stock), and the new one goes to payment.
    await expect(page).toHaveURL(/\/pay\//);
    expect(await stock()).toBe(80);
    await page.context().close();
  });
}

test('the sign-up page loads the password rule only once the password field is used', async ({ page }) => {
  const loaded: string[] = [];
  page.on('request', (request) => {
    if (/password-strength/.test(request.url())) loaded.push(request.url());
  });
  await page.goto('/signup');
  await page.getByLabel('First name').fill('Maya');
  await page.getByLabel('Email').fill('maya@example.com');
  await page.waitForLoadState('networkidle');
  expect(loaded).toEqual([]);
  await page.getByLabel('Password').focus();
  await expect.poll(() => loaded.length).toBeGreaterThan(0);
});

for (const size of SIZES) {
  test(`phone-sized header, filter bar, admin menu, 404 and the refund's question, at ${size}`, async ({ browser, request }) => {
    const page = await newPage(browser, size);
    await page.goto('/products');
    await expect(page.getByRole('heading', { name: 'All plants' })).toBeVisible();
    if (size === 'phone') {
      const header = await page.getByRole('banner').boundingBox();
      expect(header!.height).toBeLessThanOrEqual(57);
    }
    await page.evaluate(() => window.scrollTo({ top: 900, behavior: 'instant' }));
    await shot(page, 'storefront-products-scrolled', size, false);

    await page.goto('/no/such/page');
    await expect(page.getByRole('contentinfo')).toBeInViewport();
    await shot(page, 'storefront-not-found', size, false);

    // A paid order to refund, as the admin.
    const [plant] = await inStock(request, 1);
    const buyer = await newPage(browser, 'desktop');
    await seedBrowser(buyer, { cart: cartOf([plant!], 1) });
    await buyer.goto('/shipping');
    await fillShipping(buyer, { ...ADDRESS, email: uniqueEmail('refund') });
    await buyer.getByRole('button', { name: 'CONTINUE TO PAYMENT' }).click();
    await payWithCard(buyer);
    await expect(buyer.getByRole('heading', { name: 'THANK YOU FOR YOUR PURCHASE!' })).toBeVisible();
    const orderId = new URL(buyer.url()).searchParams.get('orderid');
    await buyer.context().close();

    await seedBrowser(page, { token: await adminToken(request) });
    await page.goto('/account/admin/products');
    const nav = page.getByRole('navigation', { name: 'Admin' });
    for (const label of ['ADMIN DASHBOARD', 'ADD NEW PRODUCT', 'USER MANAGEMENT']) {
      // Every label is whole on the screen, none cut by a sideways scroll.
      await expect(nav.getByRole('link', { name: label })).toBeInViewport({ ratio: 1 });
    }
    await shot(page, 'admin-products', size, false);

    await page.goto(`/account/admin/orders/${orderId}`);
    const refund = page.getByRole('form', { name: 'Refund' });
    await refund.getByText('Everything left').click();
    await refund.getByLabel('Reason (the customer reads it)').fill('Arrived wilted');
    const button = refund.getByRole('button', { name: /^Refund \$/ });
    const amount = (await button.textContent())!.replace('Refund ', '');
    await button.click();
    const ask = page.getByRole('dialog', { name: `Refund ${amount}?` });
    await expect(ask).toContainText(`${amount} of order #${orderId}`);
    await shot(page, 'admin-order-refund-confirm', size, false);
    await ask.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('region', { name: 'Refunds' })).toHaveCount(0);
    await page.context().close();
  });
}

for (const size of SIZES) {
  test(`an order this browser cannot read is not confirmed yet, at ${size}`, async ({ browser }) => {
    const page = await newPage(browser, size);
    await page.goto('/confirmation?status=complete&orderid=2147483647');
    await expect(page.getByRole('heading', { name: 'We could not confirm your order yet' })).toBeVisible();
    await expect(page.getByText(/No payment was taken/)).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Check again' })).toBeEnabled();
    await shot(page, 'storefront-confirmation-unconfirmed', size, false);
    await page.context().close();
  });
}
