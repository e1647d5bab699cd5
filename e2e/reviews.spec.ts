// Reviews (decision 041): the owner asks for reviews right after shipping (0 days, so the
// journey need not wait two weeks), the background sweep (every 2 s here) emails the buyer, who rates two plants from the
// emailed link with a photo; the product pages show them (HTML as text), the grid shows the stars and
// filters by them, the structured data carries the rating, and axe finds nothing serious.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, TestInfo } from '@playwright/test';
import { seriousViolations } from './axe-helpers.ts';
import { expect, test } from './fixtures.ts';
import { E2E_DATA_DIR } from './playwright.config.ts';
import { adminToken, createProduct, uniqueEmail, uniqueId } from './shop-helpers.ts';

// A 24x32 PNG of leaf green, as a phone's photo stands in here.
const PHOTO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAABgAAAAgCAIAAACHPC9vAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAL0lEQVRIiWPwqomkCmIYNchrNIy8RtNRzWgWqRktRiJHS8jI0VrEa7SC9BrajQgAElddLoZMswkAAAAASUVORK5CYII=',
  'base64',
);

const decoded = (raw: string) => raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/** The review request written to `to` (the sweep, every 2 s in the journeys, writes it right after shipping at 0 days). */
async function reviewEmailTo(to: string): Promise<string> {
  let found: string[] = [];
  await expect(async () => {
    const dir = path.join(E2E_DATA_DIR, 'mail');
    found = readdirSync(dir)
      .map((name) => decoded(readFileSync(path.join(dir, name), 'utf8')))
      .filter((mail) => mail.includes(`To: ${to}`) && mail.includes('Subject: How are your new plants doing?'));
    expect(found).toHaveLength(1);
  }).toPass({ timeout: 20_000, intervals: [1_000] });
  return found[0]!;
}

/** A guest's order of both plants, paid on the test page and shipped by the owner, through the API. */
async function shippedOrder(request: APIRequestContext, email: string, productIds: number[]): Promise<number> {
  const body = {
    name: { firstName: 'Rosa', lastName: 'Fernwood' },
    address: { street1: '3 Moss Court', street2: '', city: 'Boise', state: 'ID', zip: '83702' },
    userEmail: email,
    promoCode: '',
    cart: JSON.stringify(productIds.map((productId) => ({ productId, qty: 1 }))),
    userId: null,
    currencyId: 1,
  };
  const order = (await (await request.post('/api/orders', { data: body })).json()) as { id: number; checkoutToken: string };
  const payUrl = (await (await request.post('/api/orders/checkout', { data: order, headers: { 'x-checkout-token': order.checkoutToken } })).json()) as string;
  const nextYear = String((new Date().getFullYear() + 1) % 100).padStart(2, '0');
  const paid = await request.post(new URL(payUrl).pathname, { form: { cardNumber: '4242 4242 4242 4242', expiry: `12/${nextYear}`, cvc: '123', zip: '83702' }, maxRedirects: 0 });
  expect(paid.status()).toBe(303);
  const token = await adminToken(request);
  const shipped = await request.put(`/api/orders/${order.id}/ship`, { headers: { authorization: token }, data: { carrier: 'usps', trackingNumber: '9400111899223456789012' } });
  expect(shipped.status()).toBe(200);
  return order.id;
}

/** With SCREENSHOTS=1 the journey's screens go to docs/screenshots (storefront-reviews-*), else beside its results. */
function shotPath(testInfo: TestInfo, name: string): string {
  return process.env.SCREENSHOTS === '1'
    ? path.join(import.meta.dirname, '..', 'docs', 'screenshots', `storefront-reviews-${name}-${testInfo.project.name}.png`)
    : testInfo.outputPath(`${name}.png`);
}

test('from the emailed link a buyer rates two plants with a photo; the product pages, the grid and the structured data show it @phone', async ({ page }, testInfo) => {
  test.setTimeout(90_000);
  const token = await adminToken(page.request);
  const settings = await page.request.put('/api/admin/review-settings', { headers: { authorization: token }, data: { requestAfterDays: 0, moderation: false } });
  expect(settings.status()).toBe(200);
  const fern = await createProduct(page.request, { name: `E2E Review Fern ${uniqueId()}`, qty: 20, price: 19 });
  const palm = await createProduct(page.request, { name: `E2E Review Palm ${uniqueId()}`, qty: 20, price: 24 });
  const email = uniqueEmail('reviews');
  const orderId = await shippedOrder(page.request, email, [fern.id, palm.id]);

  let link = '';
  await test.step('the review request arrives, with one-click unsubscribe', async () => {
    const mail = await reviewEmailTo(email);
    expect(mail).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    link = /(http:\/\/\S+?\/reviews\/write\/\d+#key=[\w-]+)/.exec(mail)![1]!;
    expect(link).toContain(`/reviews/write/${orderId}#key=`);
  });

  await test.step('from the link, the buyer rates the fern 4 stars with a photo and the palm 2 stars', async () => {
    await page.goto(link);
    await expect(page.getByRole('heading', { name: 'Review your plants' })).toBeVisible();
    const fernForm = page.getByRole('form', { name: `Review of ${fern.name}` });
    await fernForm.getByText('4 ★').click();
    await fernForm.getByLabel('Title (optional)').fill('Two new leaves already');
    await fernForm.getByLabel('Your review (optional)').fill('Arrived well packed and has grown since.');
    await fernForm.getByLabel(/^Photos/).setInputFiles({ name: 'fern.png', mimeType: 'image/png', buffer: PHOTO });
    await expect(fernForm.getByRole('img', { name: 'Photo 1' })).toBeVisible();
    await fernForm.getByRole('button', { name: 'PUBLISH REVIEW' }).click();
    await expect(page.getByTestId('written-review').filter({ hasText: fern.name })).toContainText('4 stars · Published');

    const palmForm = page.getByRole('form', { name: `Review of ${palm.name}` });
    await palmForm.getByText('2 ★').click();
    await palmForm.getByLabel('Your review (optional)').fill('Lost a frond <b>not bold</b> but recovering.');
    await palmForm.getByRole('button', { name: 'PUBLISH REVIEW' }).click();
    await expect(page.getByTestId('written-review').filter({ hasText: palm.name })).toContainText('2 stars · Published');
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: shotPath(testInfo, 'write'), fullPage: true });
  });

  await test.step("the fern's page shows the rating, the review and its photo; its structured data carries the rating", async () => {
    await page.goto(`/products/${fern.id}`);
    const reviews = page.getByRole('region', { name: 'Reviews' });
    await expect(reviews.getByTestId('rating-average')).toHaveText('4.0');
    await expect(reviews.getByTestId('rating-count')).toHaveText('Based on 1 review');
    await expect(reviews.getByText('Two new leaves already')).toBeVisible();
    await expect(reviews.getByText('Verified buyer')).toBeVisible();
    await expect(reviews.getByRole('img', { name: /Shopper's photo 1, from Rosa F\./ })).toBeVisible();
    const data = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((text) => JSON.parse(text) as Record<string, unknown>);
    const listing = data.find((block) => block['@type'] === 'Product')!;
    expect(listing.aggregateRating).toMatchObject({ '@type': 'AggregateRating', ratingValue: 4, reviewCount: 1 });
    expect(await seriousViolations(page)).toEqual([]);
    await reviews.scrollIntoViewIfNeeded();
    await page.screenshot({ path: shotPath(testInfo, 'product'), fullPage: true });
  });

  await test.step("the palm's page shows the review's HTML as text", async () => {
    await page.goto(`/products/${palm.id}`);
    const reviews = page.getByRole('region', { name: 'Reviews' });
    await expect(reviews.getByText('Lost a frond <b>not bold</b> but recovering.')).toBeVisible();
    expect(await reviews.locator('b').count()).toBe(0);
  });

  await test.step('the grid shows the stars and count, and its 4-stars filter keeps the fern only', async () => {
    await page.goto('/products?rating=4');
    const fernCard = page.getByRole('article').filter({ hasText: fern.name });
    await expect(fernCard.getByTestId('card-rating')).toContainText('(1 review)');
    await expect(fernCard.getByRole('img', { name: 'Rated 4 out of 5' })).toBeVisible();
    await expect(page.getByRole('article').filter({ hasText: palm.name })).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: shotPath(testInfo, 'grid') });
  });

  await page.request.put('/api/admin/review-settings', { headers: { authorization: token }, data: { requestAfterDays: 14, moderation: false } });
});
