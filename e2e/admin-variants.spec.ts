// The owner sells a plant in sizes (decision 032, item 5): options and their values, Generate, then each
// variant's price, SKU, stock (by adjustment), the default and archiving; the shop then offers the sizes.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { expectAccessible, runId, signInAsAdmin } from './admin-helpers.ts';
import { adminToken, createProduct, deleteProduct } from './shop-helpers.ts';

const section = (page: Page) => page.getByRole('region', { name: 'Sizes and planters' });
const table = (page: Page) => page.getByRole('table', { name: 'Sizes and planters' });
const row = (page: Page, title: string) => table(page).getByRole('row').filter({ has: page.getByText(title, { exact: true }) });

test('the admin sells a plant in three sizes, and the shop offers them', async ({ page, request, isMobile }) => {
  test.skip(isMobile, 'the phone has its own journey below');
  await page.setViewportSize({ width: 1280, height: 800 });
  const name = `E2E Sized Fern ${runId()}`;
  const plant = await createProduct(request, { name, qty: 4, price: 18 });
  const sku = `FERN-${runId().toUpperCase()}-6`;

  await test.step('add a Size option with three values, in order', async () => {
    await signInAsAdmin(page);
    await page.goto(`/account/admin/editproduct/${plant.id}`);
    const editor = section(page);
    await expect(editor.getByText('No options yet')).toBeVisible();
    await editor.getByRole('button', { name: '+ Add an option' }).click();
    await editor.getByLabel('Option name').fill('Size');
    await editor.getByLabel('Size value 1').fill('4" pot');
    for (const [index, value] of ['10" pot', '6" pot'].entries()) {
      await editor.getByRole('button', { name: '+ Add a value to Size' }).click();
      await editor.getByLabel(`Size value ${index + 2}`).fill(value);
    }
    // 6" goes before 10".
    await editor.getByRole('button', { name: 'Move 6" pot up' }).click();
    for (const [index, value] of ['4" pot', '6" pot', '10" pot'].entries()) await expect(editor.getByLabel(`Size value ${index + 1}`)).toHaveValue(value);
    await expect(editor.getByRole('button', { name: 'Generate combinations' })).toBeDisabled();
    await editor.getByRole('button', { name: 'Save options' }).click();
    await expect(editor.getByRole('button', { name: 'Generate combinations' })).toBeEnabled();
    // The plant's one variant took the first value.
    await expect(table(page).getByRole('row')).toHaveCount(2);
  });

  await test.step('generate the combinations', async () => {
    await section(page).getByRole('button', { name: 'Generate combinations' }).click();
    await expect(table(page).getByRole('row')).toHaveCount(4);
    await expect(row(page, '10" pot')).toBeVisible();
    // The product form no longer edits price and stock: each size has its own.
    await expect(page.getByRole('form', { name: 'Edit product' }).getByLabel('Price (USD)')).toHaveCount(0);
    await expectAccessible(page, 'sizes and planters');
  });

  await test.step("a size's low-stock hint takes two lines at most, and the row's buttons stay in sight", async () => {
    const six = row(page, '6" pot');
    const hint = six.getByText(/^Low-stock alert:/);
    const lines = () => hint.evaluate((element) => Math.round(element.getBoundingClientRect().height / parseFloat(getComputedStyle(element).lineHeight)));
    await expect(hint).toHaveText(/^Low-stock alert: default \(\d+\)$/);
    expect(await lines()).toBeLessThanOrEqual(2);
    const field = six.getByLabel('Low-stock alert at of 6" pot', { exact: true });
    await field.fill('3');
    await expect(hint).toHaveText(/^Low-stock alert: own; clear for default \(\d+\)$/);
    expect(await lines()).toBeLessThanOrEqual(2);
    await field.fill('');
    // Nothing to scroll sideways: Save, Archive and Delete are in the table's view.
    expect(await table(page).evaluate((element) => element.parentElement!.scrollWidth <= element.parentElement!.clientWidth)).toBe(true);
  });

  await test.step('a bad price is refused by its field; then a price and a SKU are saved', async () => {
    const six = row(page, '6" pot');
    await six.getByLabel('Price (USD) of 6" pot', { exact: true }).fill('12.345');
    await six.getByRole('button', { name: 'Save 6" pot' }).click();
    await expect(six.getByText('Price must be between 0 and 10000.00 in steps of 0.01')).toBeVisible();
    await expect(six.getByLabel('Price (USD) of 6" pot', { exact: true })).toHaveAttribute('aria-invalid', 'true');
    await six.getByLabel('Price (USD) of 6" pot', { exact: true }).fill('38');
    await six.getByLabel('SKU of 6" pot', { exact: true }).fill(sku);
    const saved = page.waitForResponse((r) => /\/variants\/\d+$/.test(r.url()) && r.request().method() === 'PUT');
    await six.getByRole('button', { name: 'Save 6" pot' }).click();
    expect((await saved).status()).toBe(200);
    await expect(six.getByLabel('Price (USD) of 6" pot', { exact: true })).toHaveValue('38.00');
    await expect(six.getByRole('button', { name: 'Save 6" pot' })).toBeDisabled();
  });

  await test.step('stock goes up by 5: a change is sent, never a count', async () => {
    const six = row(page, '6" pot');
    await expect(six.getByLabel('0 in stock')).toBeVisible();
    await six.getByLabel('Change stock by of 6" pot', { exact: true }).fill('+5');
    const sent = page.waitForRequest((r) => r.url().endsWith('/stock') && r.method() === 'POST');
    await six.getByRole('button', { name: 'Apply stock change to 6" pot' }).click();
    expect((await sent).postDataJSON()).toEqual({ change: 5 });
    await expect(six.getByLabel('5 in stock')).toBeVisible();
    await expect(six.getByLabel('Change stock by of 6" pot', { exact: true })).toHaveValue('');
  });

  await test.step('the 6" pot becomes the default; the 10" pot is archived', async () => {
    // The radio turns once the server has made it the default.
    await row(page, '6" pot').getByRole('radio', { name: 'Default: 6" pot' }).click();
    await expect(row(page, '6" pot').getByRole('radio', { name: 'Default: 6" pot' })).toBeChecked();
    await expect(row(page, '6" pot').getByText('Default', { exact: true })).toBeVisible();
    await expect(row(page, '4" pot').getByText('Default', { exact: true })).toHaveCount(0);
    await row(page, '10" pot').getByRole('button', { name: 'Archive 10" pot' }).click();
    await expect(row(page, '10" pot').getByText('Archived', { exact: true })).toBeVisible();
    await expect(row(page, '10" pot').getByRole('button', { name: 'Put on sale 10" pot' })).toBeVisible();
  });

  await test.step('deleting asks first; one without orders is gone', async () => {
    await row(page, '10" pot').getByRole('button', { name: 'Delete 10" pot' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete 10" pot?' });
    await expect(dialog).toContainText('One that orders name would be archived instead');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(table(page).getByRole('row')).toHaveCount(4);
  });

  await test.step('the shop offers the sizes on sale, the default chosen, each with its own address', async () => {
    await page.goto(`/products/${plant.id}`);
    const sizes = page.getByRole('group', { name: /^SIZE/ });
    await expect(sizes.getByRole('radio')).toHaveCount(2);
    await expect(sizes.getByRole('radio', { name: '6" pot' })).toBeChecked();
    await expect(page.getByText('$38.00').first()).toBeVisible();
    await expect(page.getByText(`SKU ${sku}`)).toBeVisible();
    await sizes.getByText('4" pot').click();
    await expect(page).toHaveURL(/\?variant=\d+/);
    await expect(page.getByText('$18.00').first()).toBeVisible();
    await expect(page.getByRole('radio', { name: '10" pot' })).toHaveCount(0);
  });

  await deleteProduct(request, plant.id);
});

test('the sizes table is a card per row on a phone, nothing to scroll sideways @phone', async ({ page, request, isMobile }) => {
  test.skip(!isMobile, 'the card layout is for small screens');
  const plant = await createProduct(request, { name: `E2E Phone Fern ${runId()}`, qty: 2, price: 20 });
  const headers = { authorization: await adminToken(request) };
  await request.put(`/api/products/${plant.id}/options`, { headers, data: { options: [{ name: 'Size', values: ['Small', 'Large'] }] } });
  await request.post(`/api/products/${plant.id}/variants/generate`, { headers, data: {} });
  await signInAsAdmin(page);
  await page.goto(`/account/admin/editproduct/${plant.id}`);
  await expect(table(page).getByRole('row')).toHaveCount(3);
  const fits = await table(page).evaluate((element) => element.getBoundingClientRect().right <= window.innerWidth && document.documentElement.scrollWidth <= window.innerWidth);
  expect(fits).toBe(true);
  await row(page, 'Large').getByLabel('Change stock by of Large', { exact: true }).fill('-1');
  await row(page, 'Large').getByRole('button', { name: 'Apply stock change to Large' }).tap();
  // Nothing to take away: the server's refusal shows on that card.
  await expect(row(page, 'Large').getByRole('alert')).toHaveText('Only 0 in stock: it cannot go down by 1');
  await expectAccessible(page, 'sizes and planters on a phone');
  await deleteProduct(request, plant.id);
});
