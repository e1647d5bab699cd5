// Drafts and bulk actions (docs/decisions/055-drafts-and-bulk-edit.md): the owner finds a draft, publishes it
// from its page, and takes several plants off the shop at once; shoppers never see a draft.
import { expect, test } from './fixtures.ts';
import { expectAccessible, runId, signInAsAdmin } from './admin-helpers.ts';
import { adminToken } from './shop-helpers.ts';

test.use({ viewport: { width: 1280, height: 800 } });

test('the owner finds a draft, publishes it, then unpublishes two plants at once', async ({ page }) => {
  const token = await adminToken(page.request);
  const make = async (name: string) =>
    ((await (await page.request.post('/api/products', { headers: { authorization: token }, data: { name, qty: 3, price: 15, description: 'A plant for the drafts test.' } })).json()) as { id: number }).id;
  const tag = runId();
  const [draft, other] = [await make(`Draft Fern ${tag}`), await make(`Other Fern ${tag}`)];
  await page.request.post('/api/admin/products/bulk', { headers: { authorization: token }, data: { ids: [draft], action: 'unpublish' } });
  expect((await page.request.get(`/api/products/${draft}`)).status()).toBe(404);

  await signInAsAdmin(page);
  await page.goto('/account/admin/products');
  await page.getByLabel('Status').selectOption('draft');
  const row = page.getByRole('row').filter({ hasText: `Draft Fern ${tag}` });
  await expect(row.getByRole('cell').nth(4)).toHaveText('Draft');
  await expect(page.getByRole('row').filter({ hasText: `Other Fern ${tag}` })).toHaveCount(0);
  await expectAccessible(page, 'products, drafts only');

  await row.getByRole('link', { name: `Draft Fern ${tag}`, exact: true }).click();
  await expect(page.getByText('Shoppers do not see it until it is published.')).toBeVisible();
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Draft Fern ${tag} published` })).toBeVisible();
  await expect(page.getByRole('link', { name: 'View in the shop' })).toBeVisible();
  expect((await page.request.get(`/api/products/${draft}`)).status()).toBe(200);

  await page.goto('/account/admin/products');
  await page.getByLabel('Find a product').fill(tag);
  await page.getByRole('checkbox', { name: `Select Draft Fern ${tag}` }).check();
  await page.getByRole('checkbox', { name: `Select Other Fern ${tag}` }).check();
  await page.getByRole('region', { name: 'Bulk actions' }).getByRole('button', { name: 'Unpublish' }).click();
  const dialog = page.getByRole('dialog', { name: 'Unpublish 2 products?' });
  await expect(dialog).toContainText(`Draft Fern ${tag}`);
  await expect(dialog).toContainText(`Other Fern ${tag}`);
  await expectAccessible(page, 'bulk confirmation');
  await dialog.getByRole('button', { name: 'Unpublish 2 products' }).click();
  await expect(page.getByRole('status').filter({ hasText: '2 products moved to drafts' })).toBeVisible();
  for (const id of [draft, other]) expect((await page.request.get(`/api/products/${id}`)).status()).toBe(404);
});
