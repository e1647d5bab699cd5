// The owner brings Shopify's customer list (decision 062): in Admin > Customers a file is checked first,
// each refused row with every reason and nothing imported while one is refused; the mended file's dry run
// says which rows come without their address, the import makes the accounts, and the first batch of
// invitations goes out. Screenshots of the dry run and the result (desktop and phone) only on request:
//   npm run build && SCREENSHOTS=1 npx playwright test -c e2e/playwright.config.ts customers-import --project desktop
import type { Locator, Page } from '@playwright/test';
import { adminNav, runId } from './admin-helpers.ts';
import { expect, test } from './fixtures.ts';
import { newPage, shoot, type Size } from './screenshot-helpers.ts';
import { adminToken, seedBrowser } from './shop-helpers.ts';

const HEADER =
  'First Name,Last Name,Email,Accepts Email Marketing,Default Address Company,Default Address Address1,Default Address Address2,Default Address City,Default Address Province Code,Default Address Country Code,Default Address Zip,Default Address Phone,Phone,Accepts SMS Marketing,Total Spent,Total Orders,Note,Tax Exempt,Tags';

function customers(id: string, { broken }: { broken: boolean }): string {
  return [
    HEADER,
    `Maya,Okafor,maya.${id}@example.com,yes,,12 Fern Lane,Unit 4,Portland,OR,US,97201,,+1 503 555 0100,no,120.50,3,Loves calatheas,no,vip`,
    `Jonas,Berg,jonas.${id}@example.com,no,,1 King St W,,Toronto,ON,CA,M5H 1A1,,,no,10.00,1,,no,`,
    broken ? `Ines,Duarte,ines.${id}-at-example.com,maybe,,5 Palm Ave,,Miami,FL,US,33101,,,no,45.00,2,,no,` : `Ines,Duarte,ines.${id}@example.com,no,,5 Palm Ave,,Miami,FL,US,33101,,,no,45.00,2,,no,`,
    broken ? `Maya,Again,MAYA.${id}@example.com,no,,,,,,,,,,no,,,,no,` : '',
    '',
  ].join('\n');
}

async function upload(page: Page, name: string, csv: string): Promise<void> {
  await page.getByLabel(/Customer CSV/).setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await page.getByRole('button', { name: 'Check file' }).click();
}

/** On a phone, what the shot is about scrolled to the top of the screen, under the top bar. */
async function shootAt(page: Page, name: string, size: Size, target: Locator): Promise<void> {
  if (size === 'phone')
    await target.evaluate((element) => {
      element.scrollIntoView({ block: 'start', behavior: 'instant' });
      window.scrollBy({ top: -80, behavior: 'instant' });
    });
  await shoot(page, name, size, { keepScroll: size === 'phone' });
}

async function importJourney(page: Page, size: Size | null): Promise<void> {
  const id = runId();
  await page.goto('/account/admin');
  await adminNav(page).getByRole('link', { name: 'CUSTOMERS' }).click();
  await expect(page.getByRole('heading', { name: 'Your customers as a Shopify customer CSV' })).toBeVisible();

  await upload(page, 'customers-export.csv', customers(id, { broken: true }));
  const refused = page.getByRole('table', { name: /Refused rows/ });
  await expect(refused).toContainText(`'ines.${id}-at-example.com' is not an email address`);
  await expect(refused).toContainText("'maybe' is neither yes nor no");
  await expect(refused).toContainText(`MAYA.${id}@example.com is also on row 2: one account an email`);
  await expect(page.getByRole('button', { name: 'Import' })).toBeDisabled();
  if (size) await shootAt(page, 'admin-customers-refused', size, page.getByRole('heading', { name: 'customers-export.csv' }));

  await upload(page, 'customers-export.csv', customers(id, { broken: false }));
  await expect(page.getByRole('status')).toContainText('Checked (Shopify\'s current columns): 3 rows; 3 accounts to make');
  await expect(page.getByRole('table', { name: 'Coming in without their address' })).toContainText('The address is outside the United States (CA)');
  if (size) await shootAt(page, 'admin-customers-dry-run', size, page.getByRole('heading', { name: 'customers-export.csv' }));

  await page.getByRole('button', { name: 'Import' }).click();
  await expect(page.getByRole('status')).toContainText('Imported');
  await expect(page.getByRole('status')).toContainText('3 accounts made');
  const invitations = page.getByRole('region', { name: 'Invitations' });
  await expect(invitations).toContainText('not invited yet');
  if (size) await shootAt(page, 'admin-customers-imported', size, page.getByRole('heading', { name: 'customers-export.csv' }));
  await invitations.getByRole('button', { name: /^Send \d+ invitations?$/ }).click();
  await expect(invitations).toContainText('on the way');
}

test('the owner checks a Shopify customer CSV, mends it, imports it and sends the first invitations', async ({ page, request }) => {
  await seedBrowser(page, { token: await adminToken(request) });
  await importJourney(page, null);
});

test.describe('customers import screenshots', () => {
  test.skip(process.env.SCREENSHOTS !== '1', 'screenshots only on request');
  for (const size of ['desktop', 'phone'] as const) {
    test(`customers import at ${size}`, async ({ browser, request }) => {
      const page = await newPage(browser, size);
      await seedBrowser(page, { token: await adminToken(request) });
      await importJourney(page, size);
      await page.context().close();
    });
  }
});
