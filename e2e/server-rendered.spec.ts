// The storefront is rendered on the server (decision 015): a visitor without JavaScript, a crawler or a
// link preview sees plants, prices and pictures; the browser then takes the page over without a
// mismatch (the fixture fails on any console error) and shows the shopper's own state.
import {
  cartBadge,
  catalogue,
  cents,
  createProduct,
  seedBrowser,
  signUp,
  toast,
  usd,
  type Product,
} from './shop-helpers.ts';
import { expect, test } from './fixtures.ts';

const PER_PAGE = 12;

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the landing page, the grid (page 2 by its link) and a product page show plants, prices and pictures', async ({
    page,
  }) => {
    const products = await catalogue(page.request);
    const first = products[0]!;

    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your perfect plant, one click away');
    await expect(page.getByRole('link', { name: 'SHOP NOW' })).toHaveAttribute('href', '/products');

    await page.getByRole('link', { name: 'SHOP NOW' }).click();
    await expect(page).toHaveURL(/\/products$/);
    const cards = page.getByRole('main').getByRole('article');
    await expect(cards).toHaveCount(PER_PAGE);
    await expect(cards.first().getByRole('heading')).toHaveText(first.name);
    // A plant whose sizes cost differently shows where its prices start (docs/decisions/061).
    const varies = first.variants.some((variant) => variant.price !== first.priceFrom);
    await expect(cards.first()).toContainText(varies ? `From ${usd(cents(first.priceFrom))}` : usd(cents(first.price)));
    // The card's picture link is hidden from assistive technology (the name's link is the one to use).
    const picture = cards.first().locator(`img[alt="${first.name}"]`);
    await expect(picture).toBeVisible();
    expect((await page.request.get((await picture.getAttribute('src'))!)).status()).toBe(200);

    await page.getByRole('link', { name: 'Next page' }).click();
    await expect(page).toHaveURL(/\/products\?page=2$/);
    await expect(page.getByText(`Page 2 of ${Math.ceil(products.length / PER_PAGE)}`)).toBeVisible();
    await expect(cards.first().getByRole('heading')).toHaveText(products[PER_PAGE]!.name);

    const plant = products[PER_PAGE]!;
    await cards.first().getByRole('link', { name: plant.name }).click();
    await expect(page).toHaveURL(new RegExp(`/products/${plant.handle}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(plant.name);
    await expect(page.getByText(usd(cents(plant.price))).first()).toBeVisible();
    await expect(page.getByRole('main').getByRole('img', { name: plant.name }).first()).toBeVisible();
    await expect(page).toHaveTitle(`${plant.name} · Houseplant Shop`);
  });

  test('an unknown product answers 404 with the 404 page', async ({ page }) => {
    const response = await page.goto('/products/987654');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'PAGE NOT FOUND :(' })).toBeVisible();
  });
});

test('a plant named like a script shows its name as text, and no script runs', async ({ page }) => {
  const name = '</script><script>alert(1)</script>';
  const plant: Product = await createProduct(page.request, { name, qty: 5, price: 9.5, tags: ['Small'] });
  page.on('dialog', (dialog) => {
    throw new Error(`a dialog opened: ${dialog.message()}`);
  });
  await page.goto(`/products/${plant.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  await page.getByRole('button', { name: 'ADD TO CART', exact: true }).first().click();
  await expect(toast(page, 'Product added to cart!')).toBeVisible();
  await page.goto(`/products?search=${encodeURIComponent('alert(1)')}`);
  await expect(page.getByRole('main').getByRole('article').getByRole('heading')).toHaveText([name]);
});

test('a returning shopper gets the server-rendered page, then their name, cart and a working page', async ({
  page,
}) => {
  const shopper = await signUp(page.request, 'Fern');
  const [plant] = (await catalogue(page.request)).filter((p) => p.qty >= 5 && !p.name.startsWith('E2E'));
  if (!plant) throw new Error('a plant in stock is needed');
  await seedBrowser(page, { token: shopper.token, cart: [{ productId: plant.id, qty: 1, userId: null }] });

  for (const path of ['/', '/products?sort=price-desc&page=2', `/products/${plant.id}`]) {
    await page.goto(path);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Hi, Fern' })).toBeVisible();
    await expect(cartBadge(page)).toHaveText('1');
  }
  await page.getByRole('button', { name: 'ADD TO CART', exact: true }).first().click();
  await expect(page.getByText('2 in your cart')).toBeVisible();
  await page.getByRole('link', { name: 'Back to shop' }).click();
  await expect(page).toHaveURL(/\/products$/);
  await page.getByLabel('SORT BY').selectOption({ label: 'Price: low to high' });
  await expect(page).toHaveURL(/\/products\?sort=price-asc$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/products$/);
});
