import type { PolicyPage } from '@shop/shared/policy-pages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { policyPages } from '../../db/schema/pages.ts';
import { seedIfEmpty } from '../../seed/seed.ts';
import { adminToken, createTestShop, type TestShop } from '../../test/harness.ts';
import { ROOTBOUND } from '../settings/settings.test-support.ts';
import { createShippingRate } from '../shipping/save-shipping-rate.ts';

// The policy pages take the shop's facts from its settings (docs/decisions/052-ready-to-open.md).
let shop: TestShop;
let admin: string;

beforeAll(async () => {
  shop = await createTestShop({ seed: 'none', pages: true });
  admin = await adminToken(shop);
});
afterAll(() => shop.close());

const SLUGS = ['shipping', 'returns', 'privacy', 'terms', 'contact'] as const;
const PATHS = ['/shipping-policy', '/returns', '/privacy', '/terms', '/contact'];
const read = async (slug: string) => (await shop.request({ method: 'GET', url: `/api/pages/${slug}` })).json() as PolicyPage;
const html = async (path: string) => (await shop.request({ method: 'GET', url: path })).body;
const as = (method: 'PUT' | 'POST', url: string, payload: object) => shop.request({ method, url, token: admin, payload });
const shippingSettings = async () => (await shop.request({ method: 'GET', url: '/api/admin/shipping-settings', token: admin })).json() as Record<string, unknown>;

describe('the demo pages say the shop’s own facts', () => {
  test('a new shop’s demo text names no shop and no example address, and leaves no placeholder showing', async () => {
    for (const slug of SLUGS) {
      const page = await read(slug);
      // The name is the settings' (the default one until the owner sets theirs), never the text's.
      expect(page.body, slug).not.toMatch(/Houseplant Shop|hello@example\.com|Monday to Wednesday/);
      expect(page.html, slug).not.toMatch(/hello@example\.com|\{\{/);
    }
    // With no contact email set yet, the lines that would hold it are left out whole.
    expect((await read('contact')).html).not.toContain('Email:');
  });

  test('the owner’s name, contact, ship days, claim window and hold temperatures show on every page, on the API and on the server-rendered page', async () => {
    expect((await as('PUT', '/api/admin/settings', ROOTBOUND)).statusCode).toBe(200);
    expect((await as('PUT', '/api/admin/shipping-settings', { ...(await shippingSettings()), shipDays: [2, 4], cutoffHour: 15, holdBelowF: 35, holdAboveF: 90 })).statusCode).toBe(200);
    expect((await as('PUT', '/api/claims/settings', { windowDays: 21 })).statusCode).toBe(200);

    const [shipping, returns, terms, contact] = await Promise.all([read('shipping'), read('returns'), read('terms'), read('contact')]);
    expect(shipping.html).toContain('We pack and ship orders <strong>Tuesday and Thursday</strong>');
    expect(shipping.html).toContain('An order placed before 3 pm Eastern Time on a ship day leaves that day');
    expect(shipping.html).toContain('below <strong>35 °F</strong> or above <strong>90 °F</strong>');
    expect(returns.html).toContain('<h2>Our 21-day arrival guarantee</h2>');
    expect(returns.html).toContain('<strong>21 days of the day your order shipped</strong>');
    expect(returns.html).toContain('Report a problem with a plant');
    expect(terms.html).toContain('Rootbound Plant Co. is run by Rootbound Plant Company LLC');
    expect(terms.html).toContain('Our address: 410 Glenwood Ave, Suite 2, Raleigh, NC 27603.');
    expect(contact.html).toContain('<strong>Email:</strong> <a href="mailto:hello@rootbound.example">hello@rootbound.example</a>');
    expect(contact.html).toContain('<strong>Phone:</strong> (919) 555-0142');
    // The owner's Markdown keeps its placeholders: the editor shows them, the page shows the facts.
    expect(returns.body).toContain('{{claim window days}}');

    for (const [index, path] of PATHS.entries()) {
      const body = await html(path);
      expect(body, path).not.toMatch(/Houseplant Shop|hello@example\.com|Monday to Wednesday/);
      if (path === '/returns') expect(body).toContain('Our 21-day arrival guarantee');
      if (path === '/shipping-policy') expect(body).toContain('Tuesday and Thursday');
      expect((await read(SLUGS[index]!)).html, SLUGS[index]).not.toMatch(/Houseplant Shop|hello@example\.com|Monday to Wednesday|\{\{/);
    }
  });

  test('changing a setting changes the page at once', async () => {
    await as('PUT', '/api/claims/settings', { windowDays: 45 });
    expect((await read('returns')).html).toContain('<h2>Our 45-day arrival guarantee</h2>');
    expect(await html('/returns')).toContain('Our 45-day arrival guarantee');
    await as('PUT', '/api/admin/settings', { ...ROOTBOUND, name: 'Fern & Foxglove', contactEmail: 'care@fern.example' });
    expect(await html('/contact')).toContain('care@fern.example');
    expect((await read('terms')).html).toContain('Fern &amp; Foxglove is run by');
  });

  test('the free-shipping sentence is the rates’ own, and is left out when no rate is free', async () => {
    // No rate on offer: every order ships free, and the page says so as the checkout gives it.
    expect((await read('shipping')).html).toContain('<p>Free shipping on every order: the rates we charge today are below.</p>');
    await createShippingRate({ db: shop.db, input: { name: 'Standard', price: 9.95, freeFrom: null, minDays: 3, maxDays: 6, active: true, position: 1 } });
    expect((await read('shipping')).html.toLowerCase()).not.toContain('free shipping');
    expect((await read('shipping')).html).not.toContain('the rates we charge today are below');
    await createShippingRate({ db: shop.db, input: { name: 'Saver', price: 7.95, freeFrom: 75, minDays: 4, maxDays: 8, active: true, position: 2 } });
    expect((await read('shipping')).html).toContain('<p>Free shipping on orders over $75: the rates we charge today are below.</p>');
  });

  test('a setting with Markdown’s characters is shown as text', async () => {
    await as('PUT', '/api/admin/settings', { ...ROOTBOUND, name: '*Leaf* [Co](javascript:alert(1)) #1', legalName: '' });
    const terms = (await read('terms')).html;
    expect(terms).toContain('*Leaf* [Co](javascript:alert(1)) #1 is run by *Leaf* [Co](javascript:alert(1)) #1');
    expect(terms).not.toContain('<em>Leaf</em>');
    expect(terms).not.toContain('href="javascript');
    await as('PUT', '/api/admin/settings', ROOTBOUND);
  });
});

describe('the placeholders the owner writes', () => {
  test('an unknown placeholder is refused on save and on preview with the names the shop fills', async () => {
    for (const url of ['/api/pages/returns', '/api/pages/returns/preview']) {
      const response = await as(url.endsWith('preview') ? 'POST' : 'PUT', url, { title: 'Returns', body: 'Within {{return days}} days, at {{ Contact Email }}.' });
      expect(response.statusCode, url).toBe(400);
      expect(response.json().error, url).toContain('{{return days}} is not a placeholder the shop fills in. Use {{shop name}}, {{legal name}}');
    }
    expect((await read('returns')).body).toContain('{{claim window days}}');
  });

  test('the owner may keep, rewrite or delete them: a name is matched whatever its case and spaces', async () => {
    const response = await as('PUT', '/api/pages/contact', { title: 'Contact', body: 'Write to {{ Contact   Email }} or call {{PHONE}}.' });
    expect(response.statusCode).toBe(200);
    expect((response.json() as PolicyPage).html).toBe('<p>Write to <a href="mailto:hello@rootbound.example">hello@rootbound.example</a> or call (919) 555-0142.</p>\n');
  });
});

describe('a shop that still has the earlier demo text', () => {
  const EARLIER_CONTACT = `Questions about a plant, an order or its care? Write to us.

**Email:** hello@example.com

> **Demo text.** hello@example.com is a placeholder: replace it with the address you answer, and add a phone number or postal address if you have one.

We answer within one business day, Monday to Friday.

- **About an order:** include your order number (it is in your confirmation email).
- **A damaged plant:** include a photo of the plant and its box; see our [arrival guarantee](/returns).
- **Plant care:** tell us the plant, where it stands and how often you water it, and a photo helps.`;

  test('gets the new text when it starts, unless the owner changed a word', async () => {
    await shop.db.update(policyPages).set({ body: EARLIER_CONTACT }).where(eq(policyPages.slug, 'contact'));
    await shop.db.update(policyPages).set({ body: `${EARLIER_CONTACT}\n\nOpen Saturdays.` }).where(eq(policyPages.slug, 'privacy'));
    await seedIfEmpty(shop.db, { adminEmail: 'someone@shop.test', adminPassword: 'whatever-password-1', seed: 'none' });
    const contact = await read('contact');
    expect(contact.body).toContain('{{contact email}}');
    expect(contact.html).not.toContain('hello@example.com');
    expect((await read('privacy')).body).toContain('Open Saturdays.');
  });
});
