// What an order costs, the owner's side (decision 034): a shipping rate added, offered and then deactivated;
// a state where the shop collects sales tax added, listed and stopped; a plant marked food-producing.
// Every spec shares one shop: a rate left active would price other journeys' orders, so the rate ends
// inactive and the state (Wyoming, which no other journey ships to) removed, by the journey or, if it
// fails halfway, by afterEach.
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { adminNav, expectAccessible, runId, signInAsAdmin } from './admin-helpers.ts';
import { adminToken, createProduct, deleteProduct } from './shop-helpers.ts';

const STATE = 'WY';
const STATE_NAME = 'Wyoming';
const RATE_PREFIX = 'E2E Rate';

const ratesTable = (page: Page) => page.getByRole('table', { name: 'Shipping rates' });
const taxTable = (page: Page) => page.getByRole('table', { name: 'States where the shop collects sales tax' });
const rowOf = (table: ReturnType<typeof ratesTable>, text: string) => table.getByRole('row').filter({ hasText: text });

interface Rate {
  id: number;
  name: string;
  price: number;
  freeFrom: number | null;
  minDays: number;
  maxDays: number;
  active: boolean;
  position: number;
}

/** Deactivates any rate this spec made and stops collecting in its state: the shop as the other journeys expect it. */
async function putTheShopBack(request: APIRequestContext): Promise<void> {
  const headers = { authorization: await adminToken(request) };
  const rates = (await (await request.get('/api/admin/shipping-rates', { headers })).json()) as Rate[];
  for (const { id, ...rate } of rates.filter((one) => one.active && one.name.startsWith(RATE_PREFIX))) {
    expect((await request.put(`/api/admin/shipping-rates/${id}`, { headers, data: { ...rate, active: false } })).ok()).toBe(true);
  }
  expect([204, 404]).toContain((await request.delete(`/api/admin/tax-states/${STATE}`, { headers })).status());
}

test.afterEach(async ({ request }) => putTheShopBack(request));

test('the admin adds a shipping rate and a sales tax state, sees them listed, and takes them back', async ({ page, request, isMobile }) => {
  test.skip(isMobile, 'the phone has its own journey below');
  await page.setViewportSize({ width: 1280, height: 800 });
  const name = `${RATE_PREFIX} ${runId()}`;
  const offered = async () => ((await (await request.get('/api/shipping-rates')).json()) as Rate[]).map((rate) => rate.name);

  await test.step('the Shipping screen checks a rate before sending it', async () => {
    await signInAsAdmin(page);
    await adminNav(page).getByRole('link', { name: 'SHIPPING', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Shipping rates' })).toBeVisible();
    await expect(page.getByText('Orders keep the rate as it was when placed')).toBeVisible();
    await page.getByRole('button', { name: 'Add a rate' }).click();
    const form = page.getByRole('form', { name: 'Add shipping rate' });
    await expect(form.getByLabel('Name')).toBeFocused();
    await form.getByLabel('Name').fill(name);
    await form.getByLabel('Price (USD)').fill('12.345');
    await form.getByLabel('Shortest estimate (business days)').fill('6');
    await form.getByLabel('Longest estimate (business days)').fill('3');
    let sent = false;
    page.on('request', (r) => {
      if (r.url().endsWith('/api/admin/shipping-rates') && r.method() === 'POST') sent = true;
    });
    await form.getByRole('button', { name: 'Add rate' }).click();
    await expect(form.getByText('Enter an amount in dollars and cents, e.g. 9.95')).toBeVisible();
    await expect(form.getByText('The longest estimate cannot be shorter than the shortest')).toBeVisible();
    await expect(form.getByLabel('Price (USD)')).toBeFocused();
    expect(sent).toBe(false);
    await expectAccessible(page, 'shipping rate refused');
  });

  await test.step('a corrected rate is saved, listed with its estimate, and offered to shoppers', async () => {
    const form = page.getByRole('form', { name: 'Add shipping rate' });
    await form.getByLabel('Price (USD)').fill('12.50');
    await form.getByLabel('Free from (USD, optional)').fill('150');
    await form.getByLabel('Shortest estimate (business days)').fill('3');
    await form.getByLabel('Longest estimate (business days)').fill('6');
    await expect(form.getByText('Shoppers see "3-6 business days"')).toBeVisible();
    const saved = page.waitForResponse((r) => r.url().endsWith('/api/admin/shipping-rates') && r.request().method() === 'POST');
    await form.getByRole('button', { name: 'Add rate' }).click();
    expect((await saved).status()).toBe(201);
    await expect(form).toHaveCount(0);
    const row = rowOf(ratesTable(page), name);
    await expect(row).toContainText('$12.50');
    await expect(row).toContainText('$150.00');
    await expect(row).toContainText('3-6 business days');
    await expect(row).toContainText('Active');
    expect(await offered()).toContain(name);
    await expectAccessible(page, 'shipping rates');
  });

  await test.step('an edit changes the listed price', async () => {
    await rowOf(ratesTable(page), name).getByRole('button', { name: `Edit ${name}` }).click();
    const form = page.getByRole('form', { name: `Edit ${name}` });
    await expect(form.getByLabel('Price (USD)')).toHaveValue('12.50');
    await form.getByLabel('Price (USD)').fill('11');
    await form.getByRole('button', { name: 'Save rate' }).click();
    await expect(form).toHaveCount(0);
    await expect(rowOf(ratesTable(page), name)).toContainText('$11.00');
  });

  await test.step('deactivated, the rate stays listed but shoppers are no longer offered it', async () => {
    const row = rowOf(ratesTable(page), name);
    await row.getByRole('button', { name: `Deactivate ${name}`, exact: true }).click();
    await expect(row).toContainText('Inactive');
    await expect(row.getByRole('button', { name: `Activate ${name}`, exact: true })).toBeVisible();
    expect(await offered()).not.toContain(name);
    await page.reload();
    await expect(rowOf(ratesTable(page), name)).toContainText('Inactive');
  });

  await test.step('the Sales tax screen adds Wyoming at 4% with shipping taxed', async () => {
    await adminNav(page).getByRole('link', { name: 'SALES TAX', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Sales tax' })).toBeVisible();
    await expect(page.getByText('You are responsible for these rates', { exact: false })).toBeVisible();
    await page.getByRole('button', { name: 'Add a state' }).click();
    const form = page.getByRole('form', { name: 'Add tax state' });
    await form.getByRole('button', { name: 'Start collecting' }).click();
    await expect(form.getByText('Choose the state')).toBeVisible();
    await form.getByLabel('State', { exact: true }).selectOption(STATE);
    await form.getByLabel('Rate (%)').fill('4');
    await form.getByLabel('Shipping is taxed in this state').check();
    await expect(form.getByLabel('Food-producing plants (herbs, fruit trees) are exempt here')).toBeChecked();
    const saved = page.waitForResponse((r) => r.url().endsWith(`/api/admin/tax-states/${STATE}`) && r.request().method() === 'PUT');
    await form.getByRole('button', { name: 'Start collecting' }).click();
    expect((await saved).status()).toBe(200);
    const row = rowOf(taxTable(page), STATE_NAME);
    await expect(row).toContainText('4%');
    await expect(row).toContainText('Taxed');
    await expect(row).toContainText('Exempt');
    await expectAccessible(page, 'sales tax');
  });

  await test.step('an edit changes the rate; adding again offers Wyoming no more', async () => {
    await rowOf(taxTable(page), STATE_NAME).getByRole('button', { name: `Edit ${STATE_NAME}` }).click();
    const form = page.getByRole('form', { name: `Edit ${STATE_NAME}` });
    await form.getByLabel('Rate (%)').fill('4.25');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form).toHaveCount(0);
    await expect(rowOf(taxTable(page), STATE_NAME)).toContainText('4.25%');
    await page.getByRole('button', { name: 'Add a state' }).click();
    await expect(page.getByRole('form', { name: 'Add tax state' }).getByRole('option', { name: 'Wyoming (collecting already)' })).toBeDisabled();
    await page.getByRole('form', { name: 'Add tax state' }).getByRole('button', { name: 'Cancel' }).click();
  });

  await test.step('stopping asks first, then Wyoming is gone', async () => {
    await rowOf(taxTable(page), STATE_NAME).getByRole('button', { name: `Stop collecting in ${STATE_NAME}` }).click();
    const dialog = page.getByRole('dialog', { name: `Stop collecting in ${STATE_NAME}?` });
    await expect(dialog).toContainText('Orders already placed keep their tax');
    await expectAccessible(page, 'stop collecting dialog');
    const removed = page.waitForResponse((r) => r.url().endsWith(`/api/admin/tax-states/${STATE}`) && r.request().method() === 'DELETE');
    await dialog.getByRole('button', { name: 'Stop collecting' }).click();
    expect((await removed).status()).toBe(204);
    await expect(rowOf(taxTable(page), STATE_NAME)).toHaveCount(0);
  });
});

test("a plant's tax category is saved with it and shown when it is edited again", async ({ page, request, isMobile }) => {
  test.skip(isMobile, 'the desktop journey covers the form');
  const plant = await createProduct(request, { name: `E2E Basil ${runId()}`, qty: 3, price: 6 });
  await signInAsAdmin(page);
  await page.goto(`/account/admin/editproduct/${plant.id}`);
  const form = page.getByRole('form', { name: 'Edit product' });
  await expect(form.getByLabel('Tax category')).toHaveValue('plant');
  await form.getByLabel('Tax category').selectOption({ label: 'Food-producing plant (herbs, fruit trees)' });
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/account\/admin\/products$/);
  await page.goto(`/account/admin/editproduct/${plant.id}`);
  await expect(page.getByRole('form', { name: 'Edit product' }).getByLabel('Tax category')).toHaveValue('food-plant');
  expect(((await (await request.get(`/api/products/${plant.id}`)).json()) as { taxCategory: string }).taxCategory).toBe('food-plant');
  await deleteProduct(request, plant.id);
});

test('on a phone both screens are cards, nothing to scroll sideways @phone', async ({ page, request, isMobile }) => {
  test.skip(!isMobile, 'the card layout is for small screens');
  const headers = { authorization: await adminToken(request) };
  // Inactive from the start: no order is priced by it.
  const rate = { name: `${RATE_PREFIX} ${runId()}`, price: 7.5, freeFrom: 60, minDays: 2, maxDays: 5, active: false, position: 0 };
  expect((await request.post('/api/admin/shipping-rates', { headers, data: rate })).status()).toBe(201);
  expect((await request.put(`/api/admin/tax-states/${STATE}`, { headers, data: { ratePercent: 4, shippingTaxable: false, foodPlantsExempt: true } })).ok()).toBe(true);
  await signInAsAdmin(page);
  const fits = (table: ReturnType<typeof ratesTable>) =>
    table.evaluate((element) => element.getBoundingClientRect().right <= window.innerWidth && document.documentElement.scrollWidth <= window.innerWidth);

  await page.goto('/account/admin/shipping');
  await expect(rowOf(ratesTable(page), rate.name)).toContainText('2-5 business days');
  expect(await fits(ratesTable(page))).toBe(true);
  await expectAccessible(page, 'shipping rates on a phone');

  await page.goto('/account/admin/sales-tax');
  await expect(rowOf(taxTable(page), STATE_NAME)).toContainText('4%');
  expect(await fits(taxTable(page))).toBe(true);
  await rowOf(taxTable(page), STATE_NAME).getByRole('button', { name: `Edit ${STATE_NAME}` }).tap();
  await expect(page.getByRole('form', { name: `Edit ${STATE_NAME}` }).getByLabel('Rate (%)')).toHaveValue('4');
  await expectAccessible(page, 'sales tax on a phone');
});
