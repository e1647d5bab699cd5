// The orders list at volume (decision 069): the owner finds an order by its customer's name, narrows it to the
// shipped ones (the address keeps the search), downloads the filtered CSV and reads it, then on the order's
// page adds a note and a tag and corrects the tracking number; each shows on the timeline or the list.
// With SCREENSHOTS=1 it also takes docs/screenshots/admin-orders-list-{desktop,phone}.png.
import { readFileSync } from 'node:fs';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { expectAccessible, runId, signInAsAdmin } from './admin-helpers.ts';
import { shoot } from './screenshot-helpers.ts';
import { adminToken, inStock } from './shop-helpers.ts';

const UPS_TYPO = '1Z999AA10123456784';
const UPS_RIGHT = '1Z999AA10123456785';

/** A paid order from `lastName`, through the API as a shopper places it. */
async function paidOrder(request: APIRequestContext, firstName: string, lastName: string): Promise<number> {
  const [plant] = await inStock(request, 1);
  const address = { street1: '12 Fern Street', street2: '', city: 'Portland', state: 'OR', zip: '97201' };
  const body = { name: { firstName, lastName }, address, userEmail: `${lastName.toLowerCase()}@example.com`, promoCode: '', cart: JSON.stringify([{ productId: plant!.id, qty: 1, userId: null }]), userId: null, currencyId: 1 };
  const placed = await request.post('/api/orders', { data: body });
  expect(placed.status(), await placed.text()).toBe(201);
  const order = (await placed.json()) as { id: number; checkoutToken: string };
  const payUrl = (await (await request.post('/api/orders/checkout', { data: order, headers: { 'x-checkout-token': order.checkoutToken } })).json()) as string;
  const paid = await request.post(new URL(payUrl).pathname, { form: { cardNumber: '4242 4242 4242 4242', expiry: '12/39', cvc: '123', zip: '97201' }, maxRedirects: 0 });
  expect(paid.status()).toBe(303);
  return order.id;
}

test('the owner searches, filters, exports, notes, tags and corrects a tracking number @phone', async ({ page }) => {
  const request = page.request;
  const admin = await adminToken(request);
  const family = `Volume${runId()}`;
  const waiting = await paidOrder(request, 'Ada', family);
  const shipped = await paidOrder(request, '=HYPERLINK("https://evil.test")', family);
  const ship = await request.put(`/api/orders/${shipped}/ship`, { headers: { authorization: admin }, data: { carrier: 'ups', trackingNumber: UPS_TYPO } });
  expect(ship.status(), await ship.text()).toBe(200);

  await signInAsAdmin(page);
  await page.goto('/account/admin/orders');
  const form = page.getByRole('search', { name: 'Search orders' });
  const table = page.getByRole('table', { name: 'Orders' });

  await test.step('a search by name finds both; "Shipped" narrows it to one, and the address keeps both', async () => {
    await form.getByLabel('Search').fill(family.toLowerCase());
    await form.getByRole('button', { name: 'Search' }).click();
    await expect(table.getByRole('link', { name: `#${waiting}` })).toBeVisible();
    await expect(table.getByRole('link', { name: `#${shipped}` })).toBeVisible();
    await form.getByLabel('Status').selectOption('shipped');
    await form.getByRole('button', { name: 'Search' }).click();
    await expect(table.getByRole('link', { name: `#${waiting}` })).toHaveCount(0);
    await expect(table.getByRole('link', { name: `#${shipped}` })).toBeVisible();
    expect(new URL(page.url()).search).toBe(`?q=${family.toLowerCase()}&status=shipped`);
    await page.reload();
    await expect(page.getByRole('search', { name: 'Search orders' }).getByLabel('Search')).toHaveValue(family.toLowerCase());
    await expect(table.getByRole('link', { name: `#${shipped}` })).toBeVisible();
    await expectAccessible(page, 'orders list');
    if (process.env.SCREENSHOTS === '1') {
      const phone = test.info().project.name === 'phone';
      // The phone's shot is one screen: from the search form down (below the sticky top bar), past the admin menu.
      if (phone) await form.evaluate((element) => window.scrollTo({ top: element.getBoundingClientRect().top + window.scrollY - 96, behavior: 'instant' }));
      await shoot(page, 'admin-orders-list', phone ? 'phone' : 'desktop', { keepScroll: phone });
    }
  });

  await test.step('Export CSV downloads the filtered list, the formula in the name kept as text', async () => {
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^orders-\d{4}-\d{2}-\d{2}\.csv$/);
    const rows = readFileSync((await download.path())!, 'utf8').trim().split('\r\n');
    expect(rows[0]).toMatch(/^Order,Placed,Status,Shipment,Email,Name,/);
    expect(rows).toHaveLength(2);
    expect(rows[1]).toContain(`${shipped},`);
    expect(rows[1]).toContain(`"'=HYPERLINK(""https://evil.test"") ${family}"`);
  });

  await test.step("on the order's page: a note and a tag, then the tracking number corrected", async () => {
    await table.getByRole('link', { name: `#${shipped}` }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Order #${shipped}` })).toBeVisible();
    const timeline = page.getByRole('list', { name: 'Timeline' });
    const notes = page.getByRole('form', { name: 'Add a note' });
    await notes.getByLabel('Note').fill('Customer asked to leave it at the back door');
    await notes.getByRole('button', { name: 'Add note' }).click();
    await expect(timeline).toContainText('Customer asked to leave it at the back door');
    const tags = page.getByRole('form', { name: 'Tags' });
    await tags.getByLabel('Tags').fill('VIP, fragile');
    await tags.getByRole('button', { name: 'Save tags' }).click();
    await expect(page.getByRole('form', { name: 'Tags' }).getByLabel('Tags')).toHaveValue('vip, fragile');
    await page.getByRole('button', { name: 'Correct tracking number' }).click();
    const correction = page.getByRole('form', { name: 'Correct the tracking number' });
    await correction.getByLabel('Tracking number').fill(UPS_RIGHT);
    await correction.getByRole('button', { name: 'Save the correction' }).click();
    await expect(timeline).toContainText('Tracking number corrected');
    await expect(timeline).toContainText(`UPS ${UPS_TYPO} → UPS ${UPS_RIGHT}`);
    await expectAccessible(page, 'order page with notes');
  });

  await test.step('the list finds it by the tag and by the corrected number', async () => {
    await page.goto('/account/admin/orders');
    await page.getByRole('search', { name: 'Search orders' }).getByLabel('Tag').fill('vip');
    await page.getByRole('search', { name: 'Search orders' }).getByRole('button', { name: 'Search' }).click();
    await expect(table.getByRole('link', { name: `#${shipped}` })).toBeVisible();
    await page.goto(`/account/admin/orders?q=${UPS_RIGHT}`);
    await expect(table.getByRole('link', { name: `#${shipped}` })).toBeVisible();
    await expect(table).toContainText(UPS_RIGHT);
  });
});
