// The arrival guarantee (decision 042): a guest whose plant arrived dead follows the status link
// from the "on its way" email, files a claim with a close-up and a photo from a distance, the owner sends
// a replacement from the claims queue, and the guest sees it on the status page and in an email.
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { drawPlantPng, expectAccessible } from './admin-helpers.ts';
import { expect, test } from './fixtures.ts';
import { adminToken, createProduct, emailsTo, seedBrowser, uniqueEmail, uniqueId } from './shop-helpers.ts';

const USPS_NUMBER = '9400 1118 9922 3456 7890 12';
/** The owner's note with the replacement, which the customer reads on the claim and in the email. */
const NOTE = 'So sorry: a sturdier one from the back greenhouse is on its way';

/** With SCREENSHOTS=1, the replacement question as the owner sees it on a desktop and a phone (docs/screenshots/admin-claim-replace-*). */
async function shotDialog(page: Page): Promise<void> {
  if (process.env.SCREENSHOTS !== '1') return;
  const desktop = page.viewportSize();
  for (const [size, viewport] of [['desktop', { width: 1440, height: 900 }], ['phone', { width: 390, height: 844 }]] as const) {
    await page.setViewportSize(viewport);
    await page.screenshot({ path: path.join(import.meta.dirname, '..', 'docs', 'screenshots', `admin-claim-replace-${size}.png`), animations: 'disabled', caret: 'hide' });
  }
  if (desktop) await page.setViewportSize(desktop);
}

/** A guest's order of two plants, paid on the test page and shipped by the owner, through the API. */
async function shippedOrder(request: APIRequestContext, productId: number, email: string): Promise<number> {
  const body = {
    name: { firstName: 'Rosemary', lastName: 'Claim' },
    address: { street1: '8 Ivy Lane', street2: '', city: 'Tucson', state: 'AZ', zip: '85701' },
    userEmail: email,
    promoCode: '',
    cart: JSON.stringify([{ productId, qty: 2 }]),
    userId: null,
    currencyId: 1,
  };
  const order = (await (await request.post('/api/orders', { data: body })).json()) as { id: number; checkoutToken: string };
  const payUrl = (await (await request.post('/api/orders/checkout', { data: order, headers: { 'x-checkout-token': order.checkoutToken } })).json()) as string;
  const nextYear = String((new Date().getFullYear() + 1) % 100).padStart(2, '0');
  const paid = await request.post(new URL(payUrl).pathname, { form: { cardNumber: '4242 4242 4242 4242', expiry: `12/${nextYear}`, cvc: '123', zip: '85701' }, maxRedirects: 0 });
  expect(paid.status()).toBe(303);
  const token = await adminToken(request);
  const shipped = await request.put(`/api/orders/${order.id}/ship`, { data: { carrier: 'usps', trackingNumber: USPS_NUMBER }, headers: { authorization: token } });
  expect(shipped.status()).toBe(200);
  return order.id;
}

/** The one email to `to` whose subject is `subject`, once the shop has written it. */
async function emailWith(to: string, subject: string): Promise<string> {
  let body = '';
  await expect(async () => {
    const found = emailsTo(to).filter((mail) => mail.subject === subject);
    expect(found).toHaveLength(1);
    body = found[0]!.body;
  }).toPass({ timeout: 10_000 });
  return body;
}

test('a guest files a claim with two photos from the emailed link, the owner sends a replacement, the guest sees it and gets the email', async ({ page, browser }) => {
  const plant = await createProduct(page.request, { name: `E2E Claim Calathea ${uniqueId()}`, qty: 20, price: 32 });
  const email = uniqueEmail('claim');
  const orderId = await shippedOrder(page.request, plant.id, email);
  const statusLink = /(http:\/\/\S+?\/orders\/\d+\/status#key=[\w-]+)/.exec(await emailWith(email, `Your Houseplant Shop order #${orderId} is on its way`))?.[1];
  expect(statusLink).toBeTruthy();
  let claimId = 0;

  await test.step('the guest opens the link, reports the plant as arrived dead with a close-up and a distance shot', async () => {
    await page.goto(statusLink!);
    await expect(page.getByRole('heading', { level: 1, name: `Order #${orderId}` })).toBeVisible();
    const guarantee = page.getByRole('region', { name: 'ARRIVAL GUARANTEE' });
    await expect(guarantee).toContainText('within 30 days of shipping');
    await guarantee.getByRole('button', { name: 'Report a problem with a plant' }).click();
    const form = page.getByRole('form', { name: 'Report a problem with a plant' });
    await expect(form.getByLabel('Plant', { exact: true })).toHaveValue(/\d+/);
    await form.getByLabel('How many', { exact: true }).fill('1');
    await form.getByLabel('What happened', { exact: true }).selectOption('dead');
    await form.getByLabel('Describe it', { exact: true }).fill('The leaves were brown and crisp when I opened the box.');
    const png = await drawPlantPng(page);
    await form.getByLabel('Close-up of the problem', { exact: true }).setInputFiles({ name: 'closeup.png', mimeType: 'image/png', buffer: png });
    await form.getByLabel('The whole plant, from a distance', { exact: true }).setInputFiles({ name: 'distance.png', mimeType: 'image/png', buffer: png });
    await expectAccessible(page, 'the claim form');
    await form.getByRole('button', { name: 'Send the claim' }).click();

    const claim = guarantee.getByRole('listitem').filter({ hasText: /Claim #\d+/ }).first();
    await expect(claim).toContainText('Waiting for the shop');
    await expect(claim).toContainText(`1 × ${plant.name}`);
    claimId = Number(/Claim #(\d+)/.exec((await claim.getByRole('heading').textContent()) ?? '')?.[1]);
    const photos = claim.getByRole('list', { name: `Photos of claim #${claimId}` }).getByRole('img');
    await expect(photos).toHaveCount(2);
    await expect(photos.first()).toHaveAttribute('src', /^blob:/);
    await expectAccessible(page, 'the status page with a claim');
    await emailWith(email, `We received your claim for Houseplant Shop order #${orderId}`);
  });

  await test.step('the owner sends a replacement from the claims queue', async () => {
    const owner = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    await seedBrowser(owner, { token: await adminToken(owner.request) });
    await owner.goto('/account/admin/claims');
    const card = owner.getByRole('article', { name: new RegExp(`Claim #${claimId}:`) });
    await expect(card).toContainText('Arrived dead: The leaves were brown and crisp');
    await expect(card.getByRole('list', { name: `Photos of claim #${claimId}` }).getByRole('img')).toHaveCount(2);
    await expect(card.getByRole('list', { name: `Photos of claim #${claimId}` }).getByRole('img').first()).toHaveAttribute('src', /^blob:/);
    await expectAccessible(owner, 'the claims queue');
    // It asks first, and takes a note the customer reads; Cancel sends nothing.
    await card.getByRole('button', { name: 'Send a replacement' }).click();
    const ask = owner.getByRole('dialog', { name: `Send 1 × ${plant.name} again?` });
    await expect(ask).toContainText('A $0 order for Rosemary Claim');
    await expect(ask.getByRole('button', { name: 'Send the replacement' })).toBeDisabled();
    await ask.getByRole('button', { name: 'Cancel' }).click();
    await expect(card.getByRole('button', { name: 'Send a replacement' })).toBeVisible();
    await card.getByRole('button', { name: 'Send a replacement' }).click();
    await ask.getByLabel(/Your note to the customer/).fill(NOTE);
    await expectAccessible(owner, 'the replacement question');
    await shotDialog(owner);
    await ask.getByRole('button', { name: 'Send the replacement' }).click();
    await expect(card.getByRole('link', { name: /^order #\d+$/ })).toBeVisible();
    await expect(card).toContainText('Replacement on its way');
    await owner.context().close();
  });

  await test.step('the guest sees the replacement on the status page and gets the email', async () => {
    await page.reload();
    const claim = page.getByRole('region', { name: 'ARRIVAL GUARANTEE' }).getByRole('listitem').filter({ hasText: `Claim #${claimId}` }).first();
    await expect(claim).toContainText('Replacement on its way');
    await expect(claim).toContainText('Approved: a replacement');
    await expect(claim).toContainText(new RegExp(`Replacement order #\\d+: ${NOTE}`));
    const mail = await emailWith(email, `A replacement for your Houseplant Shop order #${orderId} is on its way`);
    expect(mail).toContain(`We approved claim #${claimId}`);
    expect(mail).toContain(NOTE);
    await expectAccessible(page, 'the status page with a replaced claim');
  });
});
