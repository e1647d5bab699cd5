// Weather-safe shipping as a shopper meets it (docs/decisions/044-weather-safe-shipping.md). The shop asks the local National Weather Service
// stand-in (playwright.config.ts), set here so Minneapolis (55401) is cold enough for a heat pack and
// Saint Paul (55101) freezes, for a hold. The product page and the cart say so for the ZIP code the shopper gives, the
// shipping step adds the heat pack to the bill, and a held order's status page shows the hold.
import path from 'node:path';
import type { Page } from '@playwright/test';
import { seriousViolations } from './axe-helpers.ts';
import { expect, test } from './fixtures.ts';
import { WEATHER_URL } from './playwright.config.ts';
import {
  createProduct,
  deleteProduct,
  emailsTo,
  fillShipping,
  openWithCart,
  payWithCard,
  uniqueEmail,
  uniqueId,
} from './shop-helpers.ts';

const MINNEAPOLIS = { street1: '1 Lake Street', city: 'Minneapolis', state: 'MN', zip: '55401' };
/** Where the stand-in keeps a ZIP code's forecast: its latitude and longitude to two places. */
const MINNEAPOLIS_POINT = '44.98,-93.27';
// The shop keeps a forecast for an hour, as NWS asks: the freeze is across the river, in a ZIP code of its own.
const SAINT_PAUL = { street1: '5 River Road', city: 'Saint Paul', state: 'MN', zip: '55101' };
const SAINT_PAUL_POINT = '44.95,-93.09';

async function weatherAt(place: string, lowF: number, highF: number) {
  const response = await fetch(`${WEATHER_URL}/__standin`, {
    method: 'POST',
    body: JSON.stringify({ places: { [place]: { lowF, highF } } }),
  });
  expect(response.ok).toBe(true);
}

/** With SCREENSHOTS=1, the screens this journey passes (docs/screenshots/storefront-weather-*), desktop and phone. */
async function shot(page: Page, name: string): Promise<void> {
  if (process.env.SCREENSHOTS !== '1') return;
  await page.screenshot({
    path: path.join(
      import.meta.dirname,
      '..',
      'docs',
      'screenshots',
      `storefront-weather-${name}-${test.info().project.name}.png`,
    ),
    animations: 'disabled',
    caret: 'hide',
    style: '[data-rht-toaster] { display: none !important; }',
  });
}

test.afterAll(async () => {
  await fetch(`${WEATHER_URL}/__standin`, { method: 'POST', body: JSON.stringify({ reset: true }) });
});

test('a cold ZIP code: the heat pack on the product page, in the cart and on the bill; a freeze holds the order, and its status page says so @phone', async ({
  page,
}) => {
  test.slow(); // A long journey: two orders paid through the test page.
  const plant = await createProduct(page.request, {
    name: `Frost-shy Calathea ${uniqueId()}`,
    qty: 20,
    price: 40,
  });
  const email = uniqueEmail('cold');
  try {
    await weatherAt(MINNEAPOLIS_POINT, 38, 49);

    await test.step('the product page: a ZIP code gives the dates and the heat pack', async () => {
      await page.goto(`/products/${plant.id}`);
      await page.getByLabel('Your ZIP code').fill(MINNEAPOLIS.zip);
      await page.getByRole('button', { name: 'Check' }).click();
      await expect(page.getByTestId('delivery-estimate')).toContainText(/Ships \w{3} \w{3} \d+, arrives/);
      await expect(page.getByTestId('delivery-estimate')).toContainText('to Minneapolis, MN');
      await expect(page.getByTestId('weather-notice')).toHaveText(
        "Cold at 55401 this week: we'll add a heat pack ($4.95, added at checkout)",
      );
      await page.getByTestId('weather-notice').scrollIntoViewIfNeeded();
      await shot(page, 'product');
      expect(await seriousViolations(page)).toEqual([]);
    });

    await test.step('the cart remembers the ZIP code and says the same', async () => {
      await openWithCart(page, [{ productId: plant.id, qty: 1, userId: null }], '/cart');
      await expect(page.getByLabel('Your ZIP code')).toHaveValue(MINNEAPOLIS.zip);
      await expect(page.getByTestId('weather-notice')).toContainText(
        "Cold at 55401 this week: we'll add a heat pack",
      );
      expect(await seriousViolations(page)).toEqual([]);
    });

    await test.step('the shipping step: the heat pack is on the bill before paying', async () => {
      await page.getByRole('link', { name: 'PROCEED TO PAYMENT' }).click();
      const form = page.getByRole('form', { name: 'Shipping information' });
      await fillShipping(page, { firstName: 'Frosty', lastName: 'Lakes', email, ...MINNEAPOLIS });
      await expect(form.getByTestId('weather-notice')).toContainText(
        "Cold at 55401 this week: we'll add a heat pack",
      );
      const summary = page.getByRole('complementary', { name: 'Order summary' });
      await expect(summary.getByTestId('summary-heat-pack')).toHaveText('$4.95');
      await form.getByTestId('weather-notice').scrollIntoViewIfNeeded();
      await shot(page, 'shipping');
      expect(await seriousViolations(page)).toEqual([]);
      await form.getByRole('button', { name: 'CONTINUE TO PAYMENT' }).click();
      await expect(page).toHaveURL(/\/pay\//);
      await expect(page.getByRole('row', { name: /Heat pack \(cold weather\)/ })).toContainText('$4.95');
      await payWithCard(page);
      await expect(page.getByLabel('What you paid')).toContainText('Heat pack (cold weather)$4.95');
    });

    await test.step('a freeze: the next order is held, and its status page shows the hold', async () => {
      await weatherAt(SAINT_PAUL_POINT, 18, 27);
      await openWithCart(page, [{ productId: plant.id, qty: 1, userId: null }], '/cart');
      await page.getByLabel('Your ZIP code').fill(SAINT_PAUL.zip);
      await page.getByRole('button', { name: 'Check' }).click();
      await expect(page.getByTestId('weather-notice')).toContainText('Too cold to ship safely to 55101 now');
      await page.getByRole('link', { name: 'PROCEED TO PAYMENT' }).click();
      const form = page.getByRole('form', { name: 'Shipping information' });
      await fillShipping(page, { firstName: 'Frosty', lastName: 'Lakes', email, ...SAINT_PAUL });
      await expect(form.getByTestId('weather-notice')).toContainText('Too cold to ship safely to 55101 now');
      await form.getByRole('button', { name: 'CONTINUE TO PAYMENT' }).click();
      await payWithCard(page);
      const orderId = new URL(page.url()).searchParams.get('orderid') ?? '';
      expect(orderId).toMatch(/^\d+$/);
      const confirmed = await expect
        .poll(
          () => emailsTo(email).find((mail) => mail.subject.includes(`#${orderId} is confirmed`))?.body ?? '',
        )
        .toContain('/status#key=')
        .then(() => emailsTo(email).find((mail) => mail.subject.includes(`#${orderId} is confirmed`))!.body);
      const link = /(http:\/\/\S+?\/orders\/\d+\/status#key=[\w-]+)/.exec(confirmed)![1]!;
      await page.goto(link);
      await expect(page.getByTestId('ship-plan')).toContainText('Held for safe weather');
      await shot(page, 'held-status');
      expect(await seriousViolations(page)).toEqual([]);
    });
  } finally {
    await deleteProduct(page.request, plant.id);
  }
});
