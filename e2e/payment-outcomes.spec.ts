// What happens on the test payment page when it does not simply pay: a declined card can be retried,
// and canceling returns to the shop with the cart intact and the reserved stock released.
import { type Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import {
  ADDRESS,
  cartBadge,
  DECLINED_CARD,
  fillShipping,
  inStock,
  openWithCart,
  payWithCard,
  product,
  uniqueEmail,
  type Product,
} from './shop-helpers.ts';

async function toPaymentPage(page: Page, plants: Product[]): Promise<void> {
  await openWithCart(
    page,
    plants.map((p, index) => ({ userId: null, productId: p.id, qty: index + 1 })),
    '/shipping',
  );
  await fillShipping(page, { ...ADDRESS, email: uniqueEmail('pay') });
  await page.getByRole('button', { name: 'CONTINUE TO PAYMENT' }).click();
  await expect(page).toHaveURL(/\/pay\//);
}

test('a declined card shows why, and the shopper can pay with another card', async ({ page }) => {
  const plants = await inStock(page.request, 1);
  await toPaymentPage(page, plants);

  await payWithCard(page, DECLINED_CARD);
  await expect(page.getByRole('alert')).toHaveText('Your card was declined.');
  await expect(page).toHaveURL(/\/pay\//);

  await payWithCard(page);
  await expect(page.getByRole('heading', { name: 'THANK YOU FOR YOUR PURCHASE!' })).toBeVisible();
  await expect(cartBadge(page)).toHaveText('0');
});

test("the browser's back button on the payment page returns to a full cart", async ({ page }) => {
  const plants = await inStock(page.request, 2);
  await toPaymentPage(page, plants);
  await page.goBack();
  await expect(page).toHaveURL(/\/shipping$/);
  await expect(page.getByRole('heading', { name: 'Shipping information' })).toBeVisible();
  await expect(cartBadge(page)).toHaveText('3');
  await page.goto('/cart');
  await expect(page.getByRole('main').getByRole('listitem')).toHaveCount(2);
});

test('canceling on the payment page shows Checkout canceled and keeps the cart', async ({ page }) => {
  const plants = await inStock(page.request, 2);
  const stockBefore = plants.map((p) => p.qty);
  await toPaymentPage(page, plants);
  // The order holds its plants while the shopper pays.
  expect((await product(page.request, plants[1]!.id)).qty).toBe(stockBefore[1]! - 2);

  await page.getByRole('link', { name: 'Cancel and return to the shop' }).click();
  await expect(page).toHaveURL(/\/confirmation\?status=canceled&orderid=\d+$/);
  await expect(page.getByRole('heading', { name: 'Checkout canceled' })).toBeVisible();
  await expect(cartBadge(page)).toHaveText('3');

  await page.getByRole('link', { name: 'Back to cart' }).click();
  const lines = page.getByRole('main').getByRole('listitem');
  await expect(lines).toHaveCount(2);
  await expect(lines.filter({ hasText: plants[1]!.name }).getByTestId('line-qty')).toHaveText('2');
  for (const [index, plant] of plants.entries()) {
    expect((await product(page.request, plant.id)).qty).toBe(stockBefore[index]);
  }
});
