// Addresses that survive the move from Shopify (docs/decisions/060-addresses-that-survive-the-move.md): a
// plant's page lives at its handle, a changed handle and an imported redirect answer 301, and the owner
// keeps the redirects in Admin > Redirects. With SCREENSHOTS=1 the screen is written to docs/screenshots,
// desktop and phone.
import { mkdirSync } from 'node:fs';
import { expect, test } from './fixtures.ts';
import { adminNav, expectAccessible, runId, signInAsAdmin } from './admin-helpers.ts';
import { newPage, OUT, shoot } from './screenshot-helpers.ts';
import { adminToken, seedBrowser } from './shop-helpers.ts';

const CSV = (tag: string) =>
  ['Redirect from,Redirect to', `/products/old-zz-${tag},/products/zz-plant`, `/blogs/news/${tag},/collections/all`, `/pages/about-${tag},https://evil.example/`, ''].join('\n');

test("the owner changes a plant's handle: its page moves, its number and old address lead there @phone", async ({ page, request }) => {
  const token = await adminToken(request);
  const tag = runId();
  const made = await request.post('/api/products', { headers: { authorization: token }, data: { name: `Moving Fern ${tag}`, qty: 3, price: 15, description: 'A fern that moves house.' } });
  const plant = (await made.json()) as { id: number; handle: string };
  expect(plant.handle).toBe(`moving-fern-${tag}`);

  await signInAsAdmin(page);
  await page.goto(`/account/admin/editproduct/${plant.id}`);
  const form = page.getByRole('form', { name: 'Edit product' });
  const handle = form.getByLabel('Handle');
  await expect(handle).toHaveValue(`moving-fern-${tag}`);
  await handle.fill('Not A Handle');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('A handle is up to 200 lowercase letters, digits and hyphens').first()).toBeVisible();
  await handle.fill(`fern-for-bathrooms-${tag}`);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'saved' }).first()).toBeVisible();

  await page.goto(`/products/moving-fern-${tag}`);
  await expect(page).toHaveURL(new RegExp(`/products/fern-for-bathrooms-${tag}$`));
  await expect(page.getByRole('heading', { level: 1, name: `Moving Fern ${tag}` })).toBeVisible();
  await page.goto(`/products/${plant.id}`);
  await expect(page.getByRole('heading', { level: 1, name: `Moving Fern ${tag}` })).toBeVisible();
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/products/fern-for-bathrooms-${tag}$`));
  // The grid's card links the handle.
  await page.goto(`/products?search=${tag}`);
  await expect(page.getByRole('link', { name: `Moving Fern ${tag}` }).first()).toHaveAttribute('href', `/products/fern-for-bathrooms-${tag}`);
});

test("Admin > Redirects: the owner adds one, imports Shopify's CSV with a refused row, and both answer 301 @phone", async ({ page }) => {
  const tag = runId();
  await signInAsAdmin(page);
  await adminNav(page).getByRole('link', { name: 'REDIRECTS' }).click();
  await expect(page).toHaveURL(/\/account\/admin\/redirects$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Addresses that keep working' })).toBeVisible();

  await page.getByLabel('Redirect from', { exact: true }).fill('//evil.example');
  await page.getByLabel('Redirect to', { exact: true }).fill('/products');
  await page.getByRole('button', { name: 'Add redirect' }).click();
  await expect(page.getByRole('alert')).toContainText('Redirect from starts with //, which is another site');
  await page.getByLabel('Redirect from', { exact: true }).fill(`/spring-sale-${tag}`);
  await page.getByLabel('Redirect to', { exact: true }).fill('/products?light=low');
  await page.getByRole('button', { name: 'Add redirect' }).click();
  await expect(page.getByRole('button', { name: `Delete the redirect from /spring-sale-${tag}`, exact: true })).toBeVisible();
  await expectAccessible(page, 'redirects');

  await page.getByLabel(/URL-redirects CSV/).setInputFiles({ name: 'redirects.csv', mimeType: 'text/csv', buffer: Buffer.from(CSV(tag)) });
  await page.getByRole('button', { name: 'Check file' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Checked: 3 rows; 2 to add, 0 to replace, 1 refused.' })).toBeVisible();
  await expect(page.getByText('Redirect to leads to another site (https://evil.example)')).toBeVisible();
  await expectAccessible(page, 'redirects, a checked file');
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Imported: 3 rows; 2 added' })).toBeVisible();
  await expect(page.getByRole('button', { name: `Delete the redirect from /products/old-zz-${tag}`, exact: true })).toBeVisible();

  const old = await page.request.get(`/products/old-zz-${tag}`, { maxRedirects: 0 });
  expect(old.status()).toBe(301);
  expect(old.headers().location).toBe('/products/zz-plant');
  await page.goto(`/spring-sale-${tag}`);
  await expect(page).toHaveURL(/\/products\?light=low$/);
  await page.goto('/collections/all');
  await expect(page).toHaveURL(/\/products$/);
  await page.goto('/pages/contact-us');
  await expect(page).toHaveURL(/\/contact$/);

  // Deleted, the address is the 404 page again.
  await page.goto('/account/admin/redirects');
  await page.getByRole('button', { name: `Delete the redirect from /spring-sale-${tag}` }).click();
  await page.getByRole('dialog', { name: 'Delete this redirect?' }).getByRole('button', { name: 'Delete redirect' }).click();
  await expect(page.getByRole('button', { name: `Delete the redirect from /spring-sale-${tag}`, exact: true })).toHaveCount(0);
  const gone = await page.goto(`/spring-sale-${tag}`);
  expect(gone?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/not found/i);
});

test.describe('screenshots', () => {
  test.skip(process.env.SCREENSHOTS !== '1', 'screenshots only on request');
  test.describe.configure({ timeout: 300_000 });

  test('the Redirects screen with a checked Shopify file', async ({ browser, request }) => {
    mkdirSync(OUT, { recursive: true });
    const token = await adminToken(request);
    for (const from of ['/collections/indoor-trees', '/products/fiddle-leaf', '/blogs/plant-care/repotting']) {
      await request.post('/api/admin/redirects', { headers: { authorization: token }, data: { from, to: from.includes('fiddle') ? '/products/monstera-deliciosa' : '/products' } });
    }
    for (const size of ['desktop', 'phone'] as const) {
      const page = await newPage(browser, size);
      await seedBrowser(page, { token });
      await page.goto('/account/admin/redirects');
      await page.getByLabel(/URL-redirects CSV/).setInputFiles({ name: 'redirects.csv', mimeType: 'text/csv', buffer: Buffer.from(CSV('shot')) });
      await page.getByRole('button', { name: 'Check file' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Checked' })).toBeVisible();
      await shoot(page, 'admin-redirects', size);
      await page.context().close();
    }
  });
});
