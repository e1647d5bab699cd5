// The cart follows the shopper: a cart built as a guest merges into the one kept on the server at log-in
// (for a plant in both, the larger quantity wins), and a stale line cannot stop the cart from syncing.
import { type Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import {
  cartBadge,
  createProduct,
  deleteProduct,
  inStock,
  openWithCart,
  serverCart,
  saveServerCart,
  signUp,
  toast,
  uniqueId,
  type Product,
} from './shop-helpers.ts';

function lineQty(page: Page, plant: Product) {
  return page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: plant.name, exact: true }) })
    .getByTestId('line-qty');
}

const byProduct = (lines: { productId: number; qty: number }[]) =>
  lines.map(({ productId, qty }) => ({ productId, qty })).sort((x, y) => x.productId - y.productId);

test('a guest cart merges into the server cart at log-in, the larger quantity winning', async ({ page }) => {
  const [a, b, c] = await inStock(page.request, 3);
  if (!a || !b || !c) throw new Error('three plants in stock are needed');
  const shopper = await signUp(page.request, 'Fern');
  await saveServerCart(page.request, shopper, [
    { productId: a.id, qty: 1 },
    { productId: b.id, qty: 4 },
  ]);

  // As a guest: three of A and two of B already in the cart, then one of C from its page.
  await openWithCart(
    page,
    [
      { userId: null, productId: a.id, qty: 3 },
      { userId: null, productId: b.id, qty: 2 },
    ],
    `/products/${c.id}`,
  );
  await page.getByRole('button', { name: 'ADD TO CART', exact: true }).first().click();
  await expect(cartBadge(page)).toHaveText('6');

  await page.getByRole('banner').getByRole('link', { name: 'LOGIN' }).click();
  await page.getByLabel('Email').fill(shopper.email);
  await page.getByLabel('Password').fill(shopper.password);
  await page.getByRole('button', { name: 'LOG IN' }).click();
  await expect(toast(page, 'Logged in!')).toBeVisible();
  await expect(cartBadge(page)).toHaveText('8');

  await page.goto('/cart');
  await expect(lineQty(page, a)).toHaveText('3');
  await expect(lineQty(page, b)).toHaveText('4');
  await expect(lineQty(page, c)).toHaveText('1');
  const expected = byProduct([
    { productId: a.id, qty: 3 },
    { productId: b.id, qty: 4 },
    { productId: c.id, qty: 1 },
  ]);
  await expect.poll(async () => byProduct(await serverCart(page.request, shopper))).toEqual(expected);

  // A change in the cart reaches the server too.
  await page.getByRole('button', { name: `One less ${b.name}` }).click();
  await expect(lineQty(page, b)).toHaveText('3');
  await expect
    .poll(async () => (await serverCart(page.request, shopper)).find((line) => line.productId === b.id)?.qty)
    .toBe(3);
});

test('a stale line in the local cart is dropped and the rest still syncs', async ({ page }) => {
  const [a] = await inStock(page.request, 1);
  if (!a) throw new Error('a plant in stock is needed');
  const gone = await createProduct(page.request, {
    name: `E2E Vanishing Plant ${uniqueId()}`,
    qty: 5,
    price: 12,
  });
  await deleteProduct(page.request, gone.id);
  const shopper = await signUp(page.request, 'Rowan');

  // The browser still remembers the deleted plant, and the shopper's token.
  await openWithCart(
    page,
    [
      { userId: shopper.id, productId: a.id, qty: 2 },
      { userId: shopper.id, productId: gone.id, qty: 1 },
    ],
    '/cart',
    shopper.token,
  );
  await expect(
    page.getByRole('banner').getByRole('link', { name: `Hi, ${shopper.firstName}` }),
  ).toBeVisible();
  await expect(lineQty(page, a)).toHaveText('2');
  await expect(page.getByRole('main').getByRole('listitem')).toHaveCount(1);
  await expect(cartBadge(page)).toHaveText('2');
  await expect
    .poll(async () => byProduct(await serverCart(page.request, shopper)))
    .toEqual([{ productId: a.id, qty: 2 }]);
  expect(
    await page.evaluate(() => JSON.parse(localStorage.getItem('cart') ?? '[]') as unknown[]),
  ).toHaveLength(1);
});
