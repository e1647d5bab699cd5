// A plant with no stock says SOLD OUT everywhere and cannot be added; a cart that held it lets it go.
import { expect, test } from './fixtures.ts';
import { cartBadge, createProduct, deleteProduct, openWithCart, setStock, uniqueId } from './shop-helpers.ts';

test('a sold-out plant cannot be added to the cart', async ({ page }) => {
  // A plant of this test's own, so setting its stock to 0 changes nothing another journey relies on.
  const name = `E2E Sold Out Plant ${uniqueId()}`;
  const plant = await createProduct(page.request, { name, qty: 3, price: 19.5 });
  try {
    // A guest had put two in the cart before it sold out.
    await openWithCart(page, [{ userId: null, productId: plant.id, qty: 2 }], '/cart');
    await expect(page.getByRole('heading', { name, exact: true })).toBeVisible();
    await expect(cartBadge(page)).toHaveText('2');

    await setStock(page.request, plant.id, 0);

    await page.goto(`/products/${plant.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    await expect(page.getByText('Sold out for now')).toBeVisible();
    // The plant's own button comes first; the recommendations below have theirs.
    const button = page.getByRole('button', { name: /^(ADD TO CART|ALL IN CART|SOLD OUT)$/ }).first();
    await expect(button).toHaveText('SOLD OUT');
    await expect(button).toBeDisabled();
    // On reload the cart let the sold-out line go.
    await expect(cartBadge(page)).toHaveText('0');
    await button.click({ force: true });
    await expect(cartBadge(page)).toHaveText('0');

    // In the grid too: searched by name, the card says SOLD OUT and its button does nothing.
    await page.goto(`/products?search=${encodeURIComponent(name)}`);
    const card = page.getByRole('main').getByRole('article').filter({ hasText: name });
    await expect(card).toHaveCount(1);
    await expect(card.getByText('SOLD OUT', { exact: true }).first()).toBeVisible();
    await expect(card.getByRole('button', { name: 'SOLD OUT' })).toBeDisabled();

    await page.goto('/cart');
    await expect(page.getByRole('heading', { name: 'Your cart is empty...' })).toBeVisible();
  } finally {
    await deleteProduct(page.request, plant.id);
  }
});
