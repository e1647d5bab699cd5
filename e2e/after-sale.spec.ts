// After the sale: a guest's order is shipped with a USPS number, the guest follows the status link from
// the email the shop wrote, the owner refunds one line and puts it back in stock; and the packing slips
// of every order waiting to ship print one order a page, a gift's without prices.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { E2E_DATA_DIR } from './playwright.config.ts';
import { ADDRESS, adminToken, createProduct, fillShipping, openWithCart, payWithCard, product, seedBrowser, shipEveryDay, uniqueEmail, uniqueId } from './shop-helpers.ts';

const USPS_NUMBER = '9400 1118 9922 3456 7890 12';

/** Quoted-printable soft line breaks and escapes undone, so an .eml reads as written. */
const decoded = (raw: string) => raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/** The one email the shop wrote (no SMTP here: DATA_DIR/mail/*.eml) whose subject is `subject`. */
async function writtenEmail(subject: string): Promise<string> {
  let found: string[] = [];
  await expect(async () => {
    const dir = path.join(E2E_DATA_DIR, 'mail');
    found = readdirSync(dir).map((name) => decoded(readFileSync(path.join(dir, name), 'utf8'))).filter((mail) => mail.includes(`Subject: ${subject}`));
    expect(found).toHaveLength(1);
  }).toPass({ timeout: 10_000 });
  return found[0]!;
}

function statusLinkIn(mail: string): string {
  const link = /(http:\/\/\S+?\/orders\/\d+\/status#key=[\w-]+)/.exec(mail)?.[1];
  if (!link) throw new Error('no status link in the email');
  return link;
}

async function adminPage(page: Page): Promise<void> {
  await seedBrowser(page, { token: await adminToken(page.request) });
}

/** A guest order paid on the test page through the API, as a browser would (the card form posted). */
async function paidOrder(request: APIRequestContext, productId: number, extra: Record<string, unknown> = {}): Promise<number> {
  const body = {
    name: { firstName: 'Juniper', lastName: 'Slip' },
    address: { street1: '3 Moss Court', street2: '', city: 'Boise', state: 'ID', zip: '83702' },
    userEmail: uniqueEmail('slip'),
    promoCode: '',
    cart: JSON.stringify([{ productId, qty: 2 }]),
    userId: null,
    currencyId: 1,
    ...extra,
  };
  const order = (await (await request.post('/api/orders', { data: body })).json()) as { id: number; checkoutToken: string };
  const payUrl = (await (await request.post('/api/orders/checkout', { data: order, headers: { 'x-checkout-token': order.checkoutToken } })).json()) as string;
  const nextYear = String((new Date().getFullYear() + 1) % 100).padStart(2, '0');
  const paid = await request.post(new URL(payUrl).pathname, { form: { cardNumber: '4242 4242 4242 4242', expiry: `12/${nextYear}`, cvc: '123', zip: '83702' }, maxRedirects: 0 });
  expect(paid.status()).toBe(303);
  return order.id;
}

test('a guest buys, the owner ships with USPS, the guest follows the emailed link, the owner refunds one line into stock', async ({ page, browser }) => {
  const fern = await createProduct(page.request, { name: `E2E Status Fern ${uniqueId()}`, qty: 20, price: 21 });
  const palm = await createProduct(page.request, { name: `E2E Status Palm ${uniqueId()}`, qty: 20, price: 15.5 });
  let orderId = 0;

  await test.step('a guest buys a fern and two palms', async () => {
    await openWithCart(page, [{ productId: fern.id, qty: 1 }, { productId: palm.id, qty: 2 }], '/shipping');
    await fillShipping(page, { ...ADDRESS, email: uniqueEmail('status') });
    await page.getByRole('button', { name: 'CONTINUE TO PAYMENT' }).click();
    await payWithCard(page);
    await expect(page.getByRole('heading', { name: 'THANK YOU FOR YOUR PURCHASE!' })).toBeVisible();
    orderId = Number(new URL(page.url()).searchParams.get('orderid'));
    expect((await product(page.request, fern.id)).qty).toBe(19);
  });

  const owner = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  await test.step('the owner ships it with a USPS tracking number', async () => {
    await adminPage(owner);
    await owner.goto(`/account/admin/orders/${orderId}`);
    await owner.getByRole('button', { name: 'Mark as shipped' }).click();
    const form = owner.getByRole('form', { name: 'Ship the order' });
    await form.getByLabel('Carrier').selectOption('usps');
    await form.getByLabel('Tracking number').fill(USPS_NUMBER);
    await form.getByRole('button', { name: 'Mark as shipped' }).click();
    await expect(owner.getByRole('link', { name: 'Tracking page' })).toBeVisible();
  });

  await test.step('the guest opens the link in the "on its way" email and sees the tracking link', async () => {
    const mail = await writtenEmail(`Your Houseplant Shop order #${orderId} is on its way`);
    expect(mail).toContain('USPS tracking number 9400111899223456789012');
    await page.evaluate(() => localStorage.clear());
    await page.goto(statusLinkIn(mail));
    await expect(page.getByRole('heading', { level: 1, name: `Order #${orderId}` })).toBeVisible();
    const status = page.getByRole('region', { name: 'Order status' });
    await expect(status).toContainText('Shipped');
    await expect(status.getByRole('link', { name: 'Track your package' })).toHaveAttribute('href', 'https://tools.usps.com/go/TrackConfirmAction?tLabels=9400111899223456789012');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
  });

  await test.step('the owner refunds the fern and puts it back in stock', async () => {
    await owner.reload();
    const refund = owner.getByRole('form', { name: 'Refund' });
    await refund.getByLabel(`Units of ${fern.name} to refund`).fill('1');
    await refund.getByLabel('Reason (the customer reads it)').fill('The fern arrived with a broken pot');
    await expect(refund.getByLabel('Put the refunded plants back in stock')).toBeChecked();
    await refund.getByRole('button', { name: 'Refund $21.00' }).click();
    // Nothing goes before the owner says yes to the amount (decision 029).
    const ask = owner.getByRole('dialog', { name: 'Refund $21.00?' });
    await expect(ask).toContainText('$21.00 of order #');
    await ask.getByRole('button', { name: 'Yes, refund $21.00' }).click();
    await expect(owner.getByRole('region', { name: 'Refunds' })).toContainText('Refund by plant · $21.00');
    await owner.context().close();
  });

  await test.step('the status page shows the partial refund, and the fern is back in stock', async () => {
    await page.reload();
    const status = page.getByRole('region', { name: 'Order status' });
    await expect(status).toContainText('Shipped, partly refunded');
    await expect(status).toContainText('Refunded $21.00');
    await expect(status).toContainText('The fern arrived with a broken pot');
    await expect(page.getByTestId('order-refunded')).toHaveText('−$21.00');
    expect((await product(page.request, fern.id)).qty).toBe(20);
    expect((await product(page.request, palm.id)).qty).toBe(18);
    const refundMail = await writtenEmail(`A refund of $21.00 for your Houseplant Shop order #${orderId}`);
    expect(statusLinkIn(refundMail)).toBe(page.url());
  });
});

test('packing slips print one order a page, and a gift order\'s page shows no prices', async ({ page }) => {
  // The slips list what may leave today: the shop ships every day for this test, so its orders are due now.
  const restoreCalendar = await shipEveryDay(page.request);
  const plant = await createProduct(page.request, { name: `E2E Slip Pothos ${uniqueId()}`, qty: 40, price: 12.75 });
  const plain = await paidOrder(page.request, plant.id);
  const gift = await paidOrder(page.request, plant.id, { gift: true, giftMessage: 'Happy housewarming, Sam! Keep it out of direct sun.' });
  await restoreCalendar();

  await adminPage(page);
  await page.goto('/account/admin/packing-slips');
  await expect(page.getByRole('article', { name: `Packing slip for order #${gift}` })).toBeVisible();
  const waiting = (await (await page.request.get('/api/packing-slips', { headers: { authorization: await adminToken(page.request) } })).json()) as { orderId: number }[];
  await expect(page.getByRole('article')).toHaveCount(waiting.length);

  const pdf = await getDocument({ data: new Uint8Array(await page.pdf({ format: 'Letter' })) }).promise;
  expect(pdf.numPages).toBe(waiting.length);
  const pages: string[] = [];
  for (let n = 1; n <= pdf.numPages; n += 1) {
    const content = await (await pdf.getPage(n)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  // One order a page, each on its own page, in the order they wait.
  const orderOn = (orderId: number) => new RegExp(`Order #${orderId}(?!\\d)`);
  waiting.forEach(({ orderId }, index) => expect(pages[index]).toMatch(orderOn(orderId)));
  const giftPage = pages.find((text) => orderOn(gift).test(text))!;
  expect(giftPage).toContain('Happy housewarming, Sam!');
  // The PDF's text comes in pieces split at the font's ligatures ("1ffc" reads "1 ff c"): compare without spaces.
  const compact = (text: string) => text.normalize('NFKC').replace(/\s+/g, '');
  expect(compact(giftPage)).toContain(compact(plant.name));
  expect(giftPage).not.toMatch(/\$\s*\d/);
  const plainPage = pages.find((text) => orderOn(plain).test(text))!;
  expect(plainPage).toContain('$12.75');
  expect(plainPage).toContain('$25.50');
});
