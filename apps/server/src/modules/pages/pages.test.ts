import type { PolicyPage } from '@shop/shared/policy-pages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { users } from '../../db/schema/accounts.ts';
import { policyPages } from '../../db/schema/pages.ts';
import { seedIfEmpty } from '../../seed/seed.ts';
import { ADMIN, adminToken, createTestShop, createUser, type TestShop } from '../../test/harness.ts';
import { createShippingRate } from '../shipping/save-shipping-rate.ts';

let shop: TestShop;
let admin: string;
let adminId: number;

// SEED=none: a shop without the demo catalogue still has its five pages.
beforeAll(async () => {
  shop = await createTestShop({ seed: 'none' });
  admin = await adminToken(shop);
  [{ id: adminId }] = (await shop.db.select({ id: users.id }).from(users).where(eq(users.email, ADMIN.email))) as [{ id: number }];
});
afterAll(() => shop.close());

const read = (slug: string) => shop.request({ method: 'GET', url: `/api/pages/${slug}` });
const save = (slug: string, payload: unknown, as: { token?: string } = { token: admin }) =>
  shop.request({ method: 'PUT', url: `/api/pages/${slug}`, token: as.token, payload: payload as object });

describe('reading the policy pages', () => {
  test('every shop starts with its five pages, listed in the footer’s order', async () => {
    const response = await shop.request({ method: 'GET', url: '/api/pages' });
    expect(response.statusCode).toBe(200);
    expect(response.json().map((page: { slug: string; title: string }) => [page.slug, page.title])).toEqual([
      ['shipping', 'Shipping'],
      ['returns', 'Returns and arrival guarantee'],
      ['privacy', 'Privacy'],
      ['terms', 'Terms of sale'],
      ['contact', 'Contact us'],
    ]);
  });

  test('a page comes with its Markdown, its HTML, a summary and when it changed', async () => {
    const response = await read('returns');
    expect(response.statusCode).toBe(200);
    const page = response.json() as PolicyPage;
    expect(page.slug).toBe('returns');
    expect(page.body).toContain('## Our {{claim window days}}-day arrival guarantee');
    expect(page.html).toContain('<h2>Our 30-day arrival guarantee</h2>');
    expect(page.html).toContain('<strong>30 days of the day your order shipped</strong>');
    expect(page.summary).toBe('Every plant we send is guaranteed to arrive healthy.');
    expect(Number.isNaN(Date.parse(page.updatedAt))).toBe(false);
  });

  test('the seeded text says plainly what only the owner can finish', async () => {
    for (const slug of ['privacy', 'terms']) expect(((await read(slug)).json() as PolicyPage).body).toContain('**Demo text.**');
    for (const slug of ['shipping', 'returns', 'contact']) expect(((await read(slug)).json() as PolicyPage).body).not.toContain('Demo text');
  });

  test('an unknown page is not found', async () => {
    const response = await read('cookies');
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toBe('Page not found');
  });
});

describe('the admin edits a page', () => {
  test('a save is read back at once, with who saved it and when', async () => {
    const before = ((await read('terms')).json() as PolicyPage).updatedAt;
    const response = await save('terms', { title: '  Our terms  ', body: 'Plain **terms**.' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ slug: 'terms', title: 'Our terms', body: 'Plain **terms**.', html: '<p>Plain <strong>terms</strong>.</p>\n' });
    const page = (await read('terms')).json() as PolicyPage;
    expect(page.title).toBe('Our terms');
    expect(Date.parse(page.updatedAt)).toBeGreaterThanOrEqual(Date.parse(before));
    const [row] = await shop.db.select().from(policyPages).where(eq(policyPages.slug, 'terms'));
    expect(row?.updatedBy).toBe(adminId);
  });

  test('starting the shop again never writes over the owner’s text', async () => {
    await save('privacy', { title: 'Privacy', body: 'The owner’s own words.' });
    await seedIfEmpty(shop.db, { adminEmail: 'someone@shop.test', adminPassword: 'whatever-password-1', seed: 'none' });
    expect(((await read('privacy')).json() as PolicyPage).body).toBe('The owner’s own words.');
  });

  test('a page may be left empty', async () => {
    const response = await save('contact', { title: 'Contact', body: '' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ body: '', html: '', summary: '' });
  });

  test('a body of exactly 100,000 characters is kept', async () => {
    const body = 'a'.repeat(100_000);
    const response = await save('terms', { title: 'Long terms', body });
    expect(response.statusCode).toBe(200);
    expect(((await read('terms')).json() as PolicyPage).body).toHaveLength(100_000);
  });

  const refused: [string, string, unknown, string][] = [
    ['an unknown page', 'cookies', { title: 'Cookies', body: 'x' }, 'There is no page called "cookies": the shop\'s pages are shipping, returns, privacy, terms and contact'],
    ['an empty title', 'returns', { title: '', body: 'x' }, 'Title is required'],
    ['a title of spaces', 'returns', { title: '   ', body: 'x' }, 'Title is required'],
    ['no title', 'returns', { body: 'x' }, 'Title is required'],
    ['a title over 120 characters', 'returns', { title: 't'.repeat(121), body: 'x' }, 'The title can be at most 120 characters'],
    ['a body over 100,000 characters', 'returns', { title: 'Returns', body: 'a'.repeat(100_001) }, 'The page text can be at most 100,000 characters'],
    ['no body', 'returns', { title: 'Returns' }, 'The page text is required (it may be empty)'],
  ];
  for (const [what, slug, payload, message] of refused) {
    test(`refuses ${what} with a clear message and changes nothing`, async () => {
      const before = (await read('returns')).json() as PolicyPage;
      const response = await save(slug, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toBe(message);
      expect((await read('returns')).json()).toEqual(before);
    });
  }

  test('a NUL character is refused, not a server error', async () => {
    const response = await save('returns', { title: 'Returns', body: 'a\u0000b' });
    expect(response.statusCode).toBe(400);
  });

  test('a shopper cannot save a page', async () => {
    const shopper = await createUser(shop);
    expect((await save('returns', { title: 'Hacked', body: 'x' }, { token: shopper.token })).statusCode).toBe(403);
    expect((await save('returns', { title: 'Hacked', body: 'x' }, {})).statusCode).toBe(401);
    expect(((await read('returns')).json() as PolicyPage).title).toBe('Returns and arrival guarantee');
  });
});

describe('what the owner writes is sanitised on output', () => {
  test('a script, an onerror attribute and a javascript: link never reach the page', async () => {
    const body = [
      'Hello <script>alert("x")</script>',
      '<img src=x onerror=alert(1)>',
      '[click me](javascript:alert(1)) and <a href="javascript:alert(2)">raw</a>',
      '[safe](/returns)',
    ].join('\n\n');
    expect((await save('returns', { title: 'Returns', body })).statusCode).toBe(200);
    const { html } = (await read('returns')).json() as PolicyPage;
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toMatch(/<img/i);
    expect(html).not.toMatch(/href="javascript:/i);
    expect(html).toContain('&lt;script&gt;');
    expect(html).toContain('<a href="/returns">safe</a>');
  });

  test('the preview shows the server’s rendering and saves nothing', async () => {
    const before = (await read('returns')).json() as PolicyPage;
    const response = await shop.request({
      method: 'POST',
      url: '/api/pages/returns/preview',
      token: admin,
      payload: { title: 'Draft', body: '# Draft\n\n<script>x</script>' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ title: 'Draft', html: '<h2>Draft</h2>\n<p>&lt;script&gt;x&lt;/script&gt;</p>\n' });
    expect((await read('returns')).json()).toEqual(before);
  });
});

describe('the shipping page', () => {
  test('with no rate on offer it says every order ships free, as the checkout charges', async () => {
    const { html } = (await read('shipping')).json() as PolicyPage;
    expect(html).toContain('<h2>When we ship</h2>');
    expect(html).toContain('<h2>Shipping rates today</h2>\n<p>Every order ships free.</p>');
  });

  test('lists the rates the checkout offers, in their order, and none it does not', async () => {
    await createShippingRate({ db: shop.db, input: { name: 'Express <2 days>', price: 19.5, freeFrom: null, minDays: 1, maxDays: 2, active: true, position: 2 } });
    await createShippingRate({ db: shop.db, input: { name: 'Standard', price: 7.95, freeFrom: 75, minDays: 3, maxDays: 6, active: true, position: 1 } });
    await createShippingRate({ db: shop.db, input: { name: 'Retired', price: 4, freeFrom: null, minDays: 5, maxDays: 9, active: false, position: 0 } });
    const { html } = (await read('shipping')).json() as PolicyPage;
    const rows = [...html.matchAll(/<tr><th scope="row">(.*?)<\/th><td>(.*?)<\/td><td>(.*?)<\/td><\/tr>/g)].map((match) => match.slice(1));
    expect(rows).toEqual([
      ['Standard', '$7.95, free on orders of $75.00 or more', '3-6 business days'],
      ['Express &#60;2 days&#62;', '$19.50', '1-2 business days'],
    ]);
    expect(html).not.toContain('Retired');
    // The table follows the owner's text.
    expect(html.indexOf('<table>')).toBeGreaterThan(html.indexOf('<h2>Tracking</h2>'));
  });
});
