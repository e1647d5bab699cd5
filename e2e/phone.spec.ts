// On a phone the top bar folds into a slide-in menu: search and numbered links. Run by the 'phone'
// project (a phone-sized, touch viewport), which picks the tests tagged @phone.
import { expect, test } from './fixtures.ts';
import { signInAsAdmin } from './admin-helpers.ts';
import { cartBadge, inStock, toast } from './shop-helpers.ts';

test('the slide-in menu finds a plant and the cart takes it @phone', async ({ page, isMobile }) => {
  test.skip(!isMobile, 'the slide-in menu is for small screens');
  const [plant] = await inStock(page.request, 1);
  if (!plant) throw new Error('a plant in stock is needed');
  const menu = page.getByRole('dialog', { name: 'Menu' });
  const openMenu = page.getByRole('button', { name: 'Open menu' });

  await page.goto('/');
  await expect(page.getByRole('banner').getByRole('link', { name: 'SHOP', exact: true })).toBeHidden();
  await expect(menu).toBeHidden();
  await openMenu.click();
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('link')).toHaveText([/^01\s*LOGIN$/, /^02\s*SHOP$/, /^03\s*CART$/]);
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();

  await openMenu.click();
  await menu.getByRole('link', { name: /SHOP/ }).click();
  await expect(menu).toBeHidden();
  await expect(page).toHaveURL(/\/products$/);
  await expect(page.getByTestId('loading-overlay')).toBeHidden();

  await openMenu.click();
  const search = menu.getByRole('searchbox', { name: 'Search plants' });
  await search.fill(plant.name);
  await search.press('Enter');
  await expect(menu).toBeHidden();
  await expect(page).toHaveURL(/\/products\?search=/);
  const card = page.getByRole('main').getByRole('article').filter({ hasText: plant.name }).first();
  await card.getByRole('button', { name: 'ADD TO CART' }).tap();
  await expect(toast(page, 'Product added to cart!')).toBeVisible();
  await expect(cartBadge(page)).toHaveText('1');

  await openMenu.click();
  await menu.getByRole('link', { name: /CART/ }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByRole('heading', { name: plant.name, exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'PROCEED TO PAYMENT' }).tap();
  await expect(page).toHaveURL(/\/shipping$/);
});

test('a plant page on a phone shows its name, price and ADD TO CART without scrolling @phone', async ({ page, isMobile }) => {
  test.skip(!isMobile, 'the phone layout is for small screens');
  const [plant] = await inStock(page.request, 1);
  if (!plant) throw new Error('a plant in stock is needed');
  await page.goto(`/products/${plant.id}`);
  await expect(page.getByRole('heading', { level: 1, name: plant.name })).toBeInViewport();
  // The first ADD TO CART is the plant's own; the similar plants' cards come later.
  const add = page.getByRole('main').getByRole('button', { name: 'ADD TO CART' }).first();
  await expect(add).toBeInViewport({ ratio: 1 });
  await add.tap();
  await expect(toast(page, 'Product added to cart!')).toBeVisible();
  // The story follows the button.
  await expect(page.getByText(plant.shortDescription)).toBeVisible();
});

test('the admin tables fit a phone: each row is a card, nothing to scroll sideways @phone', async ({ page, isMobile }) => {
  test.skip(!isMobile, 'the card layout is for small screens');
  await signInAsAdmin(page);
  for (const [path, caption] of [
    ['products', 'Products'],
    ['promos', 'Promo codes'],
    ['users', 'Users'],
  ] as const) {
    await page.goto(`/account/admin/${path}`);
    const table = page.getByRole('table', { name: caption });
    await expect(table).toBeVisible();
    const fits = await table.evaluate((element) => {
      const frame = element.parentElement!;
      return frame.scrollWidth <= frame.clientWidth && element.getBoundingClientRect().right <= window.innerWidth;
    });
    expect(fits, path).toBe(true);
    // Each cell names its column (the header row is left to screen readers).
    const label = await table.getByRole('cell').first().evaluate((cell) => getComputedStyle(cell, '::before').content);
    expect(label, path).toBe('"Id"');
  }
});
