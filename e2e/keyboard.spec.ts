// Everything a shopper needs works from the keyboard alone: Tab to reach, Enter to use.
import { expect, test } from './fixtures.ts';
import { cartBadge, inStock, tabTo, toast } from './shop-helpers.ts';

test('keyboard only: filter the grid, add a plant, then one more in the cart', async ({ page }) => {
  const [plant] = await inStock(page.request, 1);
  if (!plant) throw new Error('a plant in stock is needed');

  await page.goto('/products');
  await expect(page.getByTestId('loading-overlay')).toBeHidden();
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await tabTo(page, skip, 1);

  const filter = page.getByRole('button', { name: /Filter By:/ });
  await tabTo(page, filter);
  await page.keyboard.press('Enter');
  await expect(filter).toHaveAttribute('aria-expanded', 'true');
  await tabTo(page, page.getByRole('button', { name: 'Easy-care', exact: true }), 12);
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('filter-label')).toHaveText('Easy-care');

  await page.goto(`/products/${plant.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(plant.name);
  const add = page.getByRole('button', { name: 'ADD TO CART', exact: true }).first();
  await tabTo(page, add, 20);
  await page.keyboard.press('Enter');
  await expect(toast(page, 'Product added to cart!')).toBeVisible();
  await expect(cartBadge(page)).toHaveText('1');

  // Back up to the top bar's cart link, and into the cart.
  await page.keyboard.press('Home');
  const cartLink = page.getByRole('banner').getByRole('link', { name: 'CART 1 item' });
  for (let presses = 0; presses < 20; presses += 1) {
    if (await cartLink.evaluate((element) => element === document.activeElement)) break;
    await page.keyboard.press('Shift+Tab');
  }
  await expect(cartLink).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/cart$/);

  const plus = page.getByRole('button', { name: `One more ${plant.name}` });
  await tabTo(page, plus, 20);
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('line-qty')).toHaveText('2');
  await expect(plus).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('line-qty')).toHaveText('3');
});
