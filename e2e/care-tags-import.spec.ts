// Shopify's care tags on import (docs/decisions/061): the check shows what each tag and care metafield
// becomes and on how many plants, and the owner changes one before importing; the imported plants land in
// the Pet safe filter, their own tags read as words, and a plant sold in sizes says where its prices start.
// Screenshots of the mapping (desktop and phone) on request:
// npm run build && SCREENSHOTS=1 npx playwright test -c e2e/playwright.config.ts care-tags-import --project desktop
import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { expectAccessible, runId, signInAsAdmin } from './admin-helpers.ts';
import { newPage, OUT, shoot, type Size } from './screenshot-helpers.ts';

test.use({ viewport: { width: 1280, height: 800 } });

/** A Shopify export of six plants, handles made unique for this run. */
function shopifyFile(tag: string): string {
  return [
    'Handle,Title,Tags,Option1 Name,Option1 Value,Variant SKU,Variant Price,Variant Inventory Qty,Status,Light (product.metafields.custom.light)',
    `maranta-${tag},Maranta ${tag},"pet-friendly, low-light",Size,"4"" pot",MAR-4-${tag},24.00,6,active,`,
    `maranta-${tag},,,,"6"" pot",MAR-6-${tag},38.00,4,,`,
    `maranta-${tag},,,,"10"" pot",MAR-10-${tag},69.00,2,,`,
    `calathea-${tag},Calathea ${tag},"pet-friendly, bright-indirect, gift-idea",Title,Default Title,CAL-${tag},32.00,5,active,`,
    `peperomia-${tag},Peperomia ${tag},pet-friendly,Title,Default Title,PEP-${tag},18.00,5,active,`,
    `zz-${tag},ZZ Plant ${tag},"not-pet-safe, low-light, easy-care",Title,Default Title,ZZ-${tag},29.00,5,active,`,
    `pothos-${tag},Pothos ${tag},low-light,Title,Default Title,POT-${tag},15.00,5,active,`,
    `dieffenbachia-${tag},Dieffenbachia ${tag},not-pet-safe,Title,Default Title,DIE-${tag},27.00,5,active,Bright indirect`,
    '',
  ].join('\n');
}

async function checkFile(page: Page, tag: string): Promise<void> {
  await page.goto('/account/admin/import');
  await page.getByLabel(/Product CSV/).setInputFiles({ name: 'shopify-products.csv', mimeType: 'text/csv', buffer: Buffer.from(shopifyFile(tag)) });
  await page.getByRole('button', { name: 'Check file' }).click();
  await expect(page.getByRole('table', { name: /Tags and care: what they become/ })).toBeVisible({ timeout: 30_000 });
}

const mappingRow = (page: Page, source: string) => page.getByTestId('mapping-row').filter({ has: page.getByText(source, { exact: true }) });

test('the owner sees and changes what the care tags become, imports, and shoppers find the pet-safe plants', async ({ page }) => {
  const tag = runId();
  await signInAsAdmin(page);
  await checkFile(page, tag);
  await expect(mappingRow(page, 'pet-friendly')).toContainText('pet-friendly → Pet safe: 3 plants');
  await expect(mappingRow(page, 'low-light')).toContainText('low-light → Low/Artificial: 3 plants');
  await expect(mappingRow(page, 'not-pet-safe')).toContainText('not-pet-safe → Poisonous/toxic: 2 plants');
  await expect(mappingRow(page, 'gift-idea')).toContainText('gift-idea → kept as a tag: 1 plant');
  await expectAccessible(page, 'import check with the tag mapping');

  // The owner calls easy-care nothing in particular: the check runs again with that choice.
  await page.getByRole('combobox', { name: 'What easy-care becomes' }).selectOption('');
  await expect(mappingRow(page, 'easy-care')).toContainText('easy-care → kept as a tag: 1 plant');
  await page.getByRole('button', { name: 'Import' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Imported' })).toContainText('6 products created');

  // The Pet safe filter finds exactly the pet-friendly plants of the file.
  const petSafe = (await (await page.request.get('/api/products?pets=safe&limit=100')).json()) as { name: string }[];
  expect(petSafe.map((plant) => plant.name).filter((name) => name.endsWith(tag)).sort()).toEqual([`Calathea ${tag}`, `Maranta ${tag}`, `Peperomia ${tag}`]);

  await page.goto(`/products?search=${tag}`);
  const cards = page.getByRole('article');
  await expect(cards).toHaveCount(6);
  // The plant in three sizes says where its prices start, not its default size's price.
  const maranta = cards.filter({ hasText: `Maranta ${tag}` });
  await expect(maranta.getByText('From $24.00', { exact: true })).toBeVisible();
  await expect(maranta).not.toContainText('$69');
  await expect(maranta.getByTestId('card-sizes')).toHaveText('3 sizes: 4" pot · 6" pot · 10" pot');
  await expect(cards.filter({ hasText: `Pothos ${tag}` }).getByText('Pet safe')).toHaveCount(0);

  await cards.filter({ hasText: `Calathea ${tag}` }).getByRole('link', { name: `Calathea ${tag}` }).click();
  const chips = page.getByRole('list', { name: 'Tags' });
  await expect(chips).toContainText('Gift idea');
  await expect(chips).not.toContainText('gift-idea');

  await page.goto(`/products?search=${tag}`);
  await page.getByRole('link', { name: `ZZ Plant ${tag}` }).click();
  await expect(page.getByRole('list', { name: 'Tags' }).getByRole('listitem').filter({ hasText: 'Poisonous/toxic' })).toContainText('Warning:');
  await expect(page.getByRole('list', { name: 'Tags' })).toContainText('Easy care');
});

test.describe('screenshots', () => {
  test.skip(process.env.SCREENSHOTS !== '1', 'screenshots only on request');
  test.describe.configure({ timeout: 180_000 });

  for (const size of ['desktop', 'phone'] as Size[]) {
    test(`the import check's tag mapping at ${size}`, async ({ browser }) => {
      mkdirSync(OUT, { recursive: true });
      const page = await newPage(browser, size);
      await signInAsAdmin(page);
      await checkFile(page, runId());
      const table = page.getByRole('table', { name: /Tags and care: what they become/ });
      // A phone's screen shows the mapping from its caption down, under the top bar.
      if (size === 'phone') await table.evaluate((element) => window.scrollTo({ top: element.getBoundingClientRect().top + window.scrollY - 72, behavior: 'instant' }));
      await shoot(page, 'admin-import-tag-mapping', size, { keepScroll: size === 'phone' });
      await page.context().close();
    });
  }
});
