// The owner's own shop (decision 045): in Admin > Settings the owner gives the shop its name, logo,
// accent colour, contact, postal address and time zone; after that the header, footer, <title>,
// og:site_name, structured data, an order's email, its packing slip and the payment page say them, and no
// page or email says the demo's name. Every spec shares one shop: the settings are put back afterwards.
// Screenshots (admin-settings and the renamed home page; desktop and phone) only on request:
//   npm run build && SCREENSHOTS=1 npx playwright test -c e2e/playwright.config.ts owners-shop --project desktop
import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { adminNav, drawPlantPng, expectAccessible, signInAsAdmin } from './admin-helpers.ts';
import { seriousViolations } from './axe-helpers.ts';
import { expect, test } from './fixtures.ts';
import { newPage, OUT, shoot } from './screenshot-helpers.ts';
import { E2E_DATA_DIR } from './playwright.config.ts';
import { adminToken, createProduct, seedBrowser, uniqueEmail, uniqueId } from './shop-helpers.ts';

const DEMO_NAME = /Houseplant Shop/i;
const NAME = 'Rootbound Plant Co.';

/** The settings the shop had before the journey, as the settings API takes them. */
let before: Record<string, unknown>;

async function settingsApi(request: APIRequestContext) {
  const headers = { authorization: await adminToken(request) };
  return {
    get: async () => (await (await request.get('/api/admin/settings', { headers })).json()) as Record<string, unknown> & { logo: unknown },
    put: async (data: Record<string, unknown>) => expect((await request.put('/api/admin/settings', { headers, data })).ok()).toBe(true),
    removeLogo: async () => expect((await request.delete('/api/admin/settings/logo', { headers })).ok()).toBe(true),
  };
}

test.beforeAll(async ({ request }) => {
  const { savedAt: _savedAt, logo: _logo, ...input } = await (await settingsApi(request)).get();
  before = input;
});

test.afterEach(async ({ request }) => {
  const api = await settingsApi(request);
  await api.put(before);
  if ((await api.get()).logo) await api.removeLogo();
});

/** Quoted-printable soft line breaks and escapes undone, so an .eml reads as written. */
const decoded = (raw: string) => raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/** The one email the shop wrote (no SMTP here: DATA_DIR/mail/*.eml) to `to`. */
async function emailTo(to: string): Promise<string> {
  let found: string[] = [];
  await expect(async () => {
    const dir = path.join(E2E_DATA_DIR, 'mail');
    found = readdirSync(dir).map((name) => decoded(readFileSync(path.join(dir, name), 'utf8'))).filter((mail) => mail.includes(`To: ${to}`));
    expect(found).toHaveLength(1);
  }).toPass({ timeout: 10_000 });
  return found[0]!;
}

/** A guest's order of one plant, placed and at the payment step: its number and the payment page's address. */
async function orderAtPayment(request: APIRequestContext, productId: number, email: string): Promise<{ id: number; payUrl: string }> {
  const body = {
    name: { firstName: 'Juniper', lastName: 'Reed' },
    address: { street1: '3 Moss Court', street2: '', city: 'Boise', state: 'ID', zip: '83702' },
    userEmail: email,
    promoCode: '',
    cart: JSON.stringify([{ productId, qty: 1 }]),
    userId: null,
    currencyId: 1,
  };
  const order = (await (await request.post('/api/orders', { data: body })).json()) as { id: number; checkoutToken: string };
  const payUrl = (await (await request.post('/api/orders/checkout', { data: order, headers: { 'x-checkout-token': order.checkoutToken } })).json()) as string;
  return { id: order.id, payUrl };
}

/** What a visitor's browser was sent: the page's words and its head. */
async function pageText(page: Page): Promise<string> {
  return `${await page.title()}\n${await page.locator('head').innerHTML()}\n${await page.locator('body').innerText()}`;
}

test("@phone the owner's name, logo, colour and contact are on every page, the order's email, its packing slip and the payment page", async ({ page, request, browser }) => {
  test.slow(); // Settings, an upload, an order and its email, and axe on four screens.
  const form = page.getByRole('form', { name: 'Store settings' });

  await test.step('the owner fills in Admin > Settings and uploads a logo', async () => {
    await signInAsAdmin(page);
    await adminNav(page).getByRole('link', { name: 'SETTINGS' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Your shop' })).toBeVisible();
    await page.getByLabel('Logo file').setInputFiles({ name: 'rootbound.png', mimeType: 'image/png', buffer: await drawPlantPng(page) });
    await expect(page.getByRole('button', { name: 'Replace logo' })).toBeVisible();
    await form.getByLabel('Shop name').fill(NAME);
    await form.getByLabel('Legal name').fill('Rootbound Plant Company LLC');
    await form.getByLabel('Tagline').fill('Plants raised in Raleigh, packed with care');
    await form.getByLabel('Accent colour (hex)').fill('#7a3b2e');
    await form.getByLabel('Contact email').fill('hello@rootbound.example');
    await form.getByLabel('Phone', { exact: true }).fill('(919) 555-0142');
    await form.getByLabel('Street', { exact: true }).fill('410 Glenwood Ave');
    await form.getByLabel('Street line 2 (optional)').fill('Suite 2');
    await form.getByLabel('City').fill('Raleigh');
    await form.getByLabel('State').selectOption('NC');
    await form.getByLabel('ZIP code').fill('27603');
    await form.getByLabel('Time zone').selectOption('America/New_York');
    await expect(form.getByText('(readable)')).toBeVisible();
    await expectAccessible(page, 'admin settings, filled in');
    await form.getByRole('button', { name: 'Save settings' }).click();
    await expect(page.getByText('Settings saved')).toBeVisible();
    // This tab's header shows the new name at once.
    await expect(page.getByRole('banner').getByRole('link', { name: NAME })).toBeVisible();
  });

  await test.step('a shopper sees the name, logo, colour and contact in the header, footer, title, previews and structured data', async () => {
    const { viewport, isMobile, hasTouch, userAgent, baseURL } = test.info().project.use;
    const shopper = await (await browser.newContext({ viewport, isMobile, hasTouch, userAgent, baseURL })).newPage();
    try {
      await shopper.goto('/');
      await expect(shopper).toHaveTitle(new RegExp(NAME.replace('.', '\\.')));
      const brand = shopper.getByRole('banner').getByRole('link', { name: NAME });
      await expect(brand).toBeVisible();
      await expect(brand.locator('img')).toHaveAttribute('src', /^\/images\//);
      await expect(shopper.locator('meta[property="og:site_name"]')).toHaveAttribute('content', NAME);
      const organization = (await shopper.locator('script[type="application/ld+json"]').allTextContents())
        .map((text) => JSON.parse(text) as Record<string, unknown>)
        .find((data) => data['@type'] === 'Organization');
      expect(organization).toMatchObject({ name: NAME, email: 'hello@rootbound.example', telephone: '+19195550142', address: { addressLocality: 'Raleigh', addressRegion: 'NC' } });
      const footer = shopper.getByRole('contentinfo');
      await expect(footer).toContainText(NAME);
      await expect(footer).toContainText('410 Glenwood Ave, Suite 2');
      await expect(footer).toContainText('Raleigh, NC 27603');
      await expect(footer.getByRole('link', { name: 'hello@rootbound.example' })).toHaveAttribute('href', 'mailto:hello@rootbound.example');
      await expect(footer.getByRole('link', { name: '(919) 555-0142' })).toHaveAttribute('href', 'tel:+19195550142');
      // The accent colour reaches the buttons.
      expect(await shopper.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--color-accent').trim())).toBe('#7a3b2e');
      expect(await seriousViolations(shopper), 'home page, renamed').toEqual([]);

      // The policy pages too: their facts come from the settings (decision 052).
      for (const address of ['/', '/products', '/cart', '/login', '/no-such-page', '/shipping-policy', '/returns', '/privacy', '/terms', '/contact']) {
        await shopper.goto(address);
        await shopper.waitForLoadState('networkidle');
        expect(await pageText(shopper), address).not.toMatch(DEMO_NAME);
      }
      await shopper.goto('/products');
      // Opened directly, as a search engine or a link preview opens it: its structured data names the brand.
      await shopper.goto((await shopper.locator('main a[href^="/products/"]').first().getAttribute('href'))!);
      await expect(shopper.locator('main h1')).toBeVisible();
      expect(await pageText(shopper), 'a product page').not.toMatch(DEMO_NAME);
      const product = (await shopper.locator('script[type="application/ld+json"]').allTextContents()).join('\n');
      expect(product).toContain(`"brand":{"@type":"Brand","name":"${NAME}"}`);
    } finally {
      await shopper.context().close();
    }
  });

  await test.step("an order's payment page, its email and its packing slip are the owner's", async () => {
    const plant = await createProduct(request, { name: `E2E Rootbound Fern ${uniqueId()}`, qty: 5, price: 24 });
    const email = uniqueEmail('rootbound');
    const order = await orderAtPayment(request, plant.id, email);

    await page.goto(new URL(order.payUrl).pathname);
    await expect(page).toHaveTitle(new RegExp(`${NAME.replace('.', '\\.')}$`));
    await expect(page.getByText(NAME, { exact: true })).toBeVisible();
    expect(await pageText(page), 'payment page').not.toMatch(DEMO_NAME);
    const nextYear = String((new Date().getFullYear() + 1) % 100).padStart(2, '0');
    const paid = await request.post(new URL(order.payUrl).pathname, { form: { cardNumber: '4242 4242 4242 4242', expiry: `12/${nextYear}`, cvc: '123', zip: '83702' }, maxRedirects: 0 });
    expect(paid.status()).toBe(303);

    const mail = await emailTo(email);
    expect(mail).toContain(`Subject: Your ${NAME} order #${order.id} is confirmed`);
    expect(mail).toMatch(/^From: "Rootbound Plant Co\." <[^>]+>$/m);
    expect(mail).toContain('Reply-To: hello@rootbound.example');
    expect(mail).toContain('Rootbound Plant Company LLC, 410 Glenwood Ave, Suite 2, Raleigh, NC 27603');
    expect(mail).not.toMatch(DEMO_NAME);

    await seedBrowser(page, { token: await adminToken(request) });
    await page.goto(`/account/admin/orders/${order.id}/packing-slip`);
    const slip = page.getByRole('article', { name: `Packing slip for order #${order.id}` });
    await expect(slip).toContainText(NAME);
    await expect(slip).toContainText('410 Glenwood Ave, Suite 2, Raleigh, NC 27603');
    await expect(slip).toContainText('Questions? Email hello@rootbound.example or call (919) 555-0142.');
    expect(await slip.innerText()).not.toMatch(DEMO_NAME);
    await expectAccessible(page, 'packing slips, renamed');
  });
});

test.describe('screenshots', () => {
  test.skip(process.env.SCREENSHOTS !== '1', 'screenshots only on request');
  test.describe.configure({ timeout: 300_000 });

  test("the settings screen and the owner's renamed shop", async ({ browser, request }) => {
    mkdirSync(OUT, { recursive: true });
    const api = await settingsApi(request);
    for (const size of ['desktop', 'phone'] as const) {
      const page = await newPage(browser, size);
      await seedBrowser(page, { token: await adminToken(request) });
      await api.put({
        ...before,
        name: NAME,
        legalName: 'Rootbound Plant Company LLC',
        tagline: 'Plants raised in Raleigh, packed with care',
        accentColour: '#7a3b2e',
        contactEmail: 'hello@rootbound.example',
        phone: '(919) 555-0142',
        address: { street1: '410 Glenwood Ave', street2: 'Suite 2', city: 'Raleigh', state: 'NC', zip: '27603' },
        social: { instagram: 'https://www.instagram.com/rootboundplants' },
        timeZone: 'America/New_York',
      });
      await page.goto('/account/admin/settings');
      await expect(page.getByRole('form', { name: 'Store settings' })).toBeVisible();
      await shoot(page, 'admin-settings', size);
      await page.goto('/');
      await shoot(page, 'storefront-renamed', size);
      await page.context().close();
      await api.put(before);
    }
  });
});
