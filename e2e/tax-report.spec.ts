// The owner's tax report (decision 036): a paid order to a state the shop does not collect in,
// near a threshold the owner lowered, shows the plain warning; the CSV downloads; correcting the threshold
// takes the warning away.
import { readFileSync } from 'node:fs';
import { expect, test } from './fixtures.ts';
import { adminNav, expectAccessible, signInAsAdmin } from './admin-helpers.ts';
import { adminToken, inStock } from './shop-helpers.ts';

test.use({ viewport: { width: 1280, height: 800 } });

test('the owner sees tax by state, is warned about Texas, downloads the CSV and corrects the threshold', async ({ page }) => {
  const request = page.request;
  const admin = await adminToken(request);
  const put = (state: string, data: object) => request.put(`/api/admin/nexus-thresholds/${state}`, { headers: { authorization: admin }, data });
  expect((await put('TX', { sales: 10, transactions: null, asOf: '2026-01-01', note: 'Lowered for the test.' })).status()).toBe(200);

  await test.step('a paid order shipped to Texas', async () => {
    const [plant] = await inStock(request, 1);
    const address = { street1: '1 Congress Ave', street2: '', city: 'Austin', state: 'TX', zip: '73301' };
    const body = { name: { firstName: 'Tex', lastName: 'Gardener' }, address, userEmail: 'tex@example.com', promoCode: '', cart: JSON.stringify([{ productId: plant!.id, qty: 1, userId: null }]), userId: null, currencyId: 1 };
    const placed = await request.post('/api/orders', { data: body });
    expect(placed.status(), await placed.text()).toBe(201);
    const order = (await placed.json()) as { checkoutToken: string };
    const payUrl = (await (await request.post('/api/orders/checkout', { data: order, headers: { 'x-checkout-token': order.checkoutToken } })).json()) as string;
    const paid = await request.post(new URL(payUrl).pathname, { form: { cardNumber: '4242 4242 4242 4242', expiry: '12/39', cvc: '123', zip: '73301' }, maxRedirects: 0 });
    expect(paid.status()).toBe(303);
  });

  await signInAsAdmin(page);
  await adminNav(page).getByRole('link', { name: 'TAX REPORT' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sales tax by state' })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'You may need to register in TX' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Sales tax per state per month' }).getByRole('cell', { name: 'TX', exact: true }).first()).toBeVisible();
  await expectAccessible(page, 'tax report');

  await test.step('Download CSV gives a file with a header and a Texas row', async () => {
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download CSV' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^tax-report-\d{4}-\d{2}-to-\d{4}-\d{2}\.csv$/);
    const text = readFileSync((await download.path())!, 'utf8');
    expect(text.split('\r\n')[0]).toBe('Month,State,Region,Orders,Sales,Taxable sales,Tax collected,Tax refunded,Amount refunds (tax part unknown)');
    // Texas is not collected: its row is the state alone, the Region cell empty (decision 046).
    expect(text).toMatch(/\r\n\d{4}-\d{2},TX,,\d+,/);
  });

  await test.step("correcting Texas's threshold takes the warning away", async () => {
    await page.getByRole('link', { name: 'Edit thresholds' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Economic-nexus thresholds' })).toBeVisible();
    await page.getByRole('button', { name: 'Edit Texas' }).click();
    const form = page.getByRole('form', { name: "Texas's threshold" });
    await form.getByLabel('Sales (dollars a year)').fill('500000');
    await form.getByLabel('Note').fill('Checked with the Comptroller.');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('listitem').filter({ hasText: 'Texas' })).toContainText('$500,000');
    await expectAccessible(page, 'nexus thresholds');
    await page.getByRole('link', { name: 'Back to the report' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Sales tax by state' })).toBeVisible();
    await expect(page.getByText('You may need to register in TX')).toHaveCount(0);
  });
});
