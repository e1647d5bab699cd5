// One order's whole life, as the shopper and the owner live it, and the timeline each of them reads
// (decisions 057 and 059): a shopper pays for plants going to a ZIP code the weather stand-in freezes,
// so the order is held; the owner ships it anyway after a question naming the forecast low, ships it with
// tracking and marks it delivered after a question; the shopper files a claim with two photos from the
// emailed link; the owner sends a replacement with a note and refunds part. Both timelines list paid,
// held, released, shipped, delivered, claim, replacement and refund in that order, read as shown.
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { drawPlantPng, expectAccessible } from './admin-helpers.ts';
import { seriousViolations } from './axe-helpers.ts';
import { expect, test } from './fixtures.ts';
import { WEATHER_URL } from './playwright.config.ts';
import { OUT, shoot, type Size } from './screenshot-helpers.ts';
import {
  adminToken,
  createProduct,
  deleteProduct,
  emailsTo,
  fillShipping,
  openWithCart,
  payWithCard,
  seedBrowser,
  uniqueEmail,
  uniqueId,
} from './shop-helpers.ts';

// A ZIP code no other journey sets: the shop keeps a forecast for an hour.
const DULUTH = { street1: '3 Lakewalk Avenue', city: 'Duluth', state: 'MN', zip: '55802' };
/** Where the stand-in keeps Duluth's forecast: its latitude and longitude to two places. */
const DULUTH_POINT = '46.77,-92.09';
const USPS_NUMBER = '9400 1118 9922 3456 7890 55';
const NOTE = 'A sturdier one from the back greenhouse is on its way, wrapped for the cold';

/** What both timelines list, in this order, as their labels read. */
const LIFE = [
  /^Order placed/,
  /^Paid/,
  /^Held for safe weather/,
  /^Released to ship/,
  /^Shipped/,
  /^Delivered/,
  /^Claim filed/,
  /^Replacement sent/,
  /^Refunded \$12\.00/,
];

async function weatherAt(place: string, lowF: number, highF: number) {
  const response = await fetch(`${WEATHER_URL}/__standin`, { method: 'POST', body: JSON.stringify({ places: { [place]: { lowF, highF } } }) });
  expect(response.ok).toBe(true);
}

const size = (): Size => (test.info().project.name === 'phone' ? 'phone' : 'desktop');

/** With SCREENSHOTS=1, a screen of this journey into docs/screenshots, on the project's screen. */
async function shot(page: Page, name: string, keepScroll = false): Promise<void> {
  if (process.env.SCREENSHOTS === '1') await shoot(page, name, size(), { keepScroll });
}

/** With SCREENSHOTS=1, the open question as it shows (the screen, not the whole page). */
async function shotDialog(page: Page, name: string): Promise<void> {
  if (process.env.SCREENSHOTS !== '1') return;
  await page.mouse.move(0, 0);
  await page.screenshot({ path: path.join(OUT, `${name}-${size()}.png`), animations: 'disabled', caret: 'hide', style: '[data-rht-toaster] { display: none !important; }' });
}

/** The owner, signed in on a screen like the shopper's. */
async function ownerPage(browser: Browser, page: Page): Promise<Page> {
  const { viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, baseURL } = test.info().project.use;
  const context = await browser.newContext({ viewport: viewport ?? page.viewportSize(), userAgent, deviceScaleFactor, isMobile, hasTouch, baseURL });
  const owner = await context.newPage();
  await seedBrowser(owner, { token: await adminToken(owner.request) });
  return owner;
}

/** The one email to `to` whose subject contains `subject`, once the shop has written it. */
async function emailWith(to: string, subject: string): Promise<string> {
  let body = '';
  await expect(() => {
    const found = emailsTo(to).filter((mail) => mail.subject.includes(subject));
    expect(found).toHaveLength(1);
    body = found[0]!.body;
  }).toPass({ timeout: 15_000 });
  return body;
}

test.afterAll(async () => {
  await fetch(`${WEATHER_URL}/__standin`, { method: 'POST', body: JSON.stringify({ reset: true }) });
});

test("an order's life, held for a freeze to a claim's replacement and a refund: the owner's and the shopper's timelines list it in order @phone", async ({ page, browser }) => {
  test.slow(); // Payment, two people, a claim with photos and a refund.
  const plant = await createProduct(page.request, { name: `Frost-shy Maranta ${uniqueId()}`, qty: 20, price: 24 });
  const email = uniqueEmail('timeline');
  let owner: Page | undefined;
  try {
    await weatherAt(DULUTH_POINT, 9, 19);
    let orderId = '';
    let statusLink = '';

    await test.step('the shopper pays for two plants to a freezing ZIP code: the order is held', async () => {
      await openWithCart(page, [{ productId: plant.id, qty: 2, userId: null }], '/cart');
      await page.getByRole('link', { name: 'PROCEED TO PAYMENT' }).click();
      await fillShipping(page, { firstName: 'Wren', lastName: 'Northwood', email, ...DULUTH });
      await expect(page.getByRole('form', { name: 'Shipping information' }).getByTestId('weather-notice')).toContainText('Too cold to ship safely to 55802 now');
      await page.getByRole('button', { name: 'CONTINUE TO PAYMENT' }).click();
      await payWithCard(page);
      orderId = new URL(page.url()).searchParams.get('orderid') ?? '';
      expect(orderId).toMatch(/^\d+$/);
      await expect(page.getByTestId('order-dates')).toContainText('Held for safe weather');
      const confirmed = await emailWith(email, `#${orderId} is confirmed`);
      statusLink = /(http:\/\/\S+?\/orders\/\d+\/status#key=[\w-]+)/.exec(confirmed)?.[1] ?? '';
      expect(statusLink).not.toBe('');
    });

    owner = await ownerPage(browser, page);
    const adminTimeline = owner.getByRole('list', { name: 'Timeline' }).getByRole('listitem');

    await test.step('the owner ships it anyway, after a question naming the forecast low, then ships it with tracking', async () => {
      await owner!.goto(`/account/admin/orders/${orderId}`);
      const weather = owner!.getByRole('region', { name: 'Weather' });
      await expect(weather).toContainText('Held for the weather');
      await weather.getByRole('button', { name: 'Ship anyway' }).click();
      const ask = owner!.getByRole('dialog', { name: `Ship order #${orderId} anyway?` });
      await expect(ask).toContainText('The forecast where it goes: low 9 °F, high 19 °F.');
      await ask.getByRole('button', { name: 'Ship anyway' }).click();
      await expect(weather).toContainText('Planned to leave today');

      await owner!.getByRole('button', { name: 'Mark as shipped' }).click();
      const form = owner!.getByRole('form', { name: 'Ship the order' });
      await form.getByLabel('Tracking number').fill(USPS_NUMBER);
      await form.getByRole('button', { name: 'Mark as shipped' }).click();
      await expect(owner!.getByRole('region', { name: 'Shipment' })).toContainText('USPS');
    });

    await test.step('the owner marks it delivered, after a question', async () => {
      await owner!.getByRole('button', { name: 'Mark delivered' }).click();
      const ask = owner!.getByRole('dialog', { name: `Mark order #${orderId} delivered?` });
      await expect(ask).toContainText('The arrival guarantee then counts from today, not from the day it shipped');
      await expectAccessible(owner!, 'the mark-delivered question');
      await shotDialog(owner!, 'admin-order-mark-delivered');
      await ask.getByRole('button', { name: 'Mark delivered' }).click();
      await expect(owner!.getByRole('region', { name: 'Shipment' })).toContainText('Delivered');
      await expect(owner!.getByRole('button', { name: 'Mark delivered' })).toHaveCount(0);
    });

    let claimId = 0;
    await test.step('the shopper files a claim with two photos from the emailed link, counted from delivery', async () => {
      await page.goto(statusLink);
      const guarantee = page.getByRole('region', { name: 'ARRIVAL GUARANTEE' });
      await expect(guarantee).toContainText('within 30 days of delivery');
      await guarantee.getByRole('button', { name: 'Report a problem with a plant' }).click();
      const form = page.getByRole('form', { name: 'Report a problem with a plant' });
      await form.getByLabel('How many', { exact: true }).fill('1');
      await form.getByLabel('What happened', { exact: true }).selectOption('dead');
      await form.getByLabel('Describe it', { exact: true }).fill('Frozen through: the leaves went black overnight.');
      const png = await drawPlantPng(page);
      await form.getByLabel('Close-up of the problem', { exact: true }).setInputFiles({ name: 'closeup.png', mimeType: 'image/png', buffer: png });
      await form.getByLabel('The whole plant, from a distance', { exact: true }).setInputFiles({ name: 'distance.png', mimeType: 'image/png', buffer: png });
      await form.getByRole('button', { name: 'Send the claim' }).click();
      const claim = guarantee.getByRole('listitem').filter({ hasText: /Claim #\d+/ }).first();
      await expect(claim).toContainText('Waiting for the shop');
      claimId = Number(/Claim #(\d+)/.exec((await claim.getByRole('heading').textContent()) ?? '')?.[1]);
      expect(claimId).toBeGreaterThan(0);
    });

    await test.step('the owner sends a replacement with a note, from the order page to the claims queue', async () => {
      await owner!.goto(`/account/admin/orders/${orderId}`);
      await owner!.getByRole('link', { name: `Claim #${claimId}` }).click();
      const card = owner!.getByRole('article', { name: new RegExp(`Claim #${claimId}:`) });
      await card.getByRole('button', { name: 'Send a replacement' }).click();
      const ask = owner!.getByRole('dialog', { name: `Send 1 × ${plant.name} again?` });
      await ask.getByLabel(/Your note to the customer/).fill(NOTE);
      await ask.getByRole('button', { name: 'Send the replacement' }).click();
      await expect(card).toContainText('Replacement on its way');
    });

    await test.step('the owner refunds part, and the timeline lists the order’s life in order', async () => {
      await owner!.goto(`/account/admin/orders/${orderId}`);
      const refund = owner!.getByRole('form', { name: 'Refund' });
      await refund.getByText('An amount', { exact: true }).click();
      await refund.getByLabel('Amount in dollars').fill('12.00');
      await refund.getByLabel('Reason (the customer reads it)').fill('For the second one, which the cold marked too');
      await refund.getByRole('button', { name: 'Refund $12.00' }).click();
      await owner!.getByRole('dialog', { name: 'Refund $12.00?' }).getByRole('button', { name: 'Yes, refund $12.00' }).click();
      await expect(owner!.getByRole('region', { name: 'Refunds' })).toContainText('Refund of an amount · $12.00');
      await expect(adminTimeline).toHaveText(LIFE);
      await expect(adminTimeline.nth(4)).toContainText('USPS 9400111899223456789055');
      await expectAccessible(owner!, 'the admin order page with its timeline');
      // On a phone the shot is the screen: the timeline's, as the owner scrolls to it (a desktop's is the whole page).
      await owner!.getByRole('list', { name: 'Timeline' }).scrollIntoViewIfNeeded();
      await shot(owner!, 'admin-order-timeline', size() === 'phone');
    });

    await test.step('the shopper’s status page lists the same life in the same order', async () => {
      // Still on the link's page from the claim: read it afresh, as the shopper coming back would.
      await page.reload();
      const timeline = page.getByRole('region', { name: 'Order status' }).getByRole('listitem');
      await expect(timeline).toHaveText(LIFE);
      // Why the shop held it is the owner's; the shopper reads that it was held, and the note with the replacement.
      await expect(timeline.nth(2)).not.toContainText('too cold');
      await expect(page.getByRole('region', { name: 'ARRIVAL GUARANTEE' })).toContainText(NOTE);
      await expect(page.getByRole('region', { name: 'Order status' })).toContainText('Delivered by USPS');
      expect(await seriousViolations(page)).toEqual([]);
      await shot(page, 'order-status-timeline');
    });
  } finally {
    await owner?.context().close();
    await deleteProduct(page.request, plant.id);
  }
});
