// Any other path is the 404 page (status 404), with a way home; so is an unknown plant.
import { expect, test } from './fixtures.ts';

test('an unknown address shows PAGE NOT FOUND :( with a link home', async ({ page }) => {
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'PAGE NOT FOUND :(' })).toBeVisible();
  await expect(page).toHaveTitle('Page not found · Houseplant Shop');
  // Its footer is in view, not a screen below (decision 029).
  await expect(page.getByRole('contentinfo')).toBeInViewport();
  await page.getByRole('main').getByRole('link', { name: 'Back home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'SHOP NOW' })).toBeVisible();
});

test('an unknown plant is the 404 page too', async ({ page }) => {
  const response = await page.goto('/products/987654');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'PAGE NOT FOUND :(' })).toBeVisible();
  await expect(page).toHaveTitle('Page not found · Houseplant Shop');
  await expect(page.getByRole('main').getByRole('link', { name: 'Back home' })).toBeVisible();
});
