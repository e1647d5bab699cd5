// Any other path is the 404 page, with a way home; an unknown plant says so too.
import { expect, test } from '@playwright/test';

test('an unknown address shows PAGE NOT FOUND :( with a link home', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'PAGE NOT FOUND :(' })).toBeVisible();
  await expect(page).toHaveTitle('Page not found · Houseplant Shop');
  await page.getByRole('main').getByRole('link', { name: 'Back home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'SHOP NOW' })).toBeVisible();
});

test('an unknown plant says it cannot be found', async ({ page }) => {
  await page.goto('/products/987654');
  await expect(page.getByRole('heading', { name: "We couldn't find that plant" })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Browse the shop' })).toBeVisible();
});
