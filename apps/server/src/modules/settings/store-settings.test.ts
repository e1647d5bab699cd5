import type { StoreSettingsView } from '@shop/shared/store-settings';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildApp } from '../../app.ts';
import { openDatabase } from '../../db/client.ts';
import { adminToken, createTestShop, type TestShop } from '../../test/harness.ts';
import { webAppFromSource } from '../storefront/storefront.test-support.ts';
import { logoPng, multipartFile, ROOTBOUND } from './settings.test-support.ts';

let shop: TestShop;
let admin: string;

beforeAll(async () => {
  shop = await createTestShop({ pages: true });
  admin = await adminToken(shop);
});
afterAll(() => shop.close());

const settings = async () => (await shop.request({ method: 'GET', url: '/api/admin/settings', token: admin })).json<StoreSettingsView>();
const save = (payload: object) => shop.request({ method: 'PUT', url: '/api/admin/settings', token: admin, payload });
const uploadLogo = async (bytes: Buffer, type = 'image/png') =>
  shop.request({ method: 'PUT', url: '/api/admin/settings/logo', token: admin, ...multipartFile('logo', 'logo.png', type, bytes) });
const page = async (url: string) => (await shop.request({ method: 'GET', url })).body;
const shopScript = (html: string) => JSON.parse(/<script type="application\/json" id="ssr-shop">([\s\S]*?)<\/script>/.exec(html)![1]!) as { name: string };

describe('store settings (decision 045)', () => {
  test("a shop starts with the name it was drawn with, never saved by its owner, in the shipping settings' time zone", async () => {
    expect(await settings()).toMatchObject({ name: 'Houseplant Shop', tagline: 'Your perfect plant, one click away', savedAt: null, logo: null, address: null, timeZone: 'America/New_York' });
  });

  test('bad input is refused with a sentence and changes nothing', async () => {
    const before = await settings();
    const refusals: [object, RegExp][] = [
      [{ name: '  ' }, /shop's name/],
      [{ name: 'x'.repeat(61) }, /at most 60/],
      [{ accentColour: '#f5e6c8' }, /too light to read .*contrast 1\.\d:1, needs 4\.5:1/],
      [{ accentColour: 'green' }, /colour such as/],
      [{ contactEmail: 'hello@' }, /email address/],
      [{ phone: '555-0142' }, /US phone number/],
      [{ address: { street1: '1 Main St', city: 'Raleigh', state: 'ZZ', zip: '27601' } }, /Choose the state/],
      [{ address: { street1: '1 Main St', city: 'Raleigh', state: 'NC', zip: '2760' } }, /5-digit ZIP/],
      [{ social: { instagram: 'http://instagram.com/x' } }, /https:\/\//],
      [{ social: { myspace: 'https://myspace.com/x' } }, /Instagram, Facebook/],
      [{ timeZone: 'Mars/Olympus' }, /time zone such as/],
    ];
    for (const [change, message] of refusals) {
      const response = await save({ ...ROOTBOUND, ...change });
      expect(response.statusCode, JSON.stringify(change)).toBe(400);
      expect(response.body, JSON.stringify(change)).toMatch(message);
    }
    expect(await settings()).toEqual(before);
  });

  test("the owner's name and words are saved, trimmed, with when they were saved", async () => {
    const response = await save({ ...ROOTBOUND, name: '  Rootbound Plant Co. ', accentColour: '#7A3B2E' });
    expect(response.statusCode, response.body).toBe(200);
    const saved = response.json<StoreSettingsView>();
    expect(saved).toMatchObject({ ...ROOTBOUND, name: 'Rootbound Plant Co.', accentColour: '#7a3b2e' });
    expect(saved.savedAt).not.toBeNull();
    expect(await settings()).toEqual(saved);
  });

  test('the time zone is one setting: the shipping form and the settings change the same one', async () => {
    const shipping = (await shop.request({ method: 'GET', url: '/api/admin/shipping-settings', token: admin })).json<Record<string, unknown>>();
    const moved = await shop.request({ method: 'PUT', url: '/api/admin/shipping-settings', token: admin, payload: { ...shipping, timeZone: 'America/Chicago' } });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await settings()).timeZone).toBe('America/Chicago');
    expect((await save({ ...ROOTBOUND, timeZone: 'America/Denver' })).statusCode).toBe(200);
    expect((await shop.request({ method: 'GET', url: '/api/admin/shipping-settings', token: admin })).json()).toMatchObject({ timeZone: 'America/Denver' });
    await save(ROOTBOUND);
  });

  test('a logo is sized to fit 512 px with its transparency, served as a PNG, and can be removed', async () => {
    const response = await uploadLogo(await logoPng(1600, 400));
    expect(response.statusCode, response.body).toBe(200);
    const { logo } = response.json<StoreSettingsView>();
    expect(logo).toMatchObject({ width: 512, height: 128 });
    expect(logo!.url).toMatch(/^\/images\/logo-[0-9a-f]{12}\.png$/);
    const served = await shop.request({ method: 'GET', url: logo!.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'png', width: 512, height: 128, hasAlpha: true });
    // A product picture has no PNG.
    expect((await shop.request({ method: 'GET', url: '/images/placeholder.png' })).statusCode).toBe(404);

    expect((await uploadLogo(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'image/svg+xml')).statusCode).toBe(415);
    const huge = await uploadLogo(Buffer.alloc(2 * 1024 * 1024 + 10, 1));
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toEqual({ error: 'The logo is larger than 2 MB' });

    const removed = await shop.request({ method: 'DELETE', url: '/api/admin/settings/logo', token: admin });
    expect(removed.json<StoreSettingsView>().logo).toBeNull();
    // Pages and emails that showed the old logo keep showing it.
    expect((await shop.request({ method: 'GET', url: logo!.url })).statusCode).toBe(200);
  });

  test("after the rename, every page says the owner's name and none says the demo's", async () => {
    expect((await save(ROOTBOUND)).statusCode).toBe(200);
    expect((await uploadLogo(await logoPng(400, 400))).statusCode).toBe(200);
    const { logo } = await settings();
    const [plant] = (await shop.request({ method: 'GET', url: '/api/products?limit=1' })).json<{ id: number }[]>();
    for (const url of ['/', '/products', `/products/${plant!.id}`, '/cart', '/account', '/login', '/no-such-page', '/shipping-policy', '/returns', '/privacy', '/terms', '/contact']) {
      const html = await page(url);
      expect(html, url).not.toMatch(/Houseplant Shop/i);
      expect(/<title>([^<]*)<\/title>/.exec(html)![1], url).toContain('Rootbound Plant Co.');
      expect(shopScript(html).name, url).toBe('Rootbound Plant Co.');
      // The footer (after the app's root): name, contact, address, legal name.
      const footer = /<footer class="shop-footer[\s\S]*<\/footer>/.exec(html)![0];
      expect(footer, url).toContain('Rootbound Plant Co.');
      expect(footer).toContain('href="mailto:hello@rootbound.example"');
      expect(footer).toContain('href="tel:+19195550142"');
      expect(footer).toContain('410 Glenwood Ave, Suite 2');
      expect(footer).toContain('Raleigh, NC 27603');
      expect(footer).toContain('Rootbound Plant Company LLC');
      expect(footer).toContain('href="https://www.instagram.com/rootboundplants"');
      // The owner's logo is the icon, and the accent colour reaches the stylesheet.
      expect(html).toContain(`<link rel="icon" href="${logo!.url}" type="image/png">`);
      expect(html).toContain('<style>:root{--color-accent:#7a3b2e}</style>');
    }
    const landing = await page('/');
    expect(landing).toContain('<meta property="og:site_name" content="Rootbound Plant Co.">');
    const organization = [...landing.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)]
      .map((match) => JSON.parse(match[1]!) as Record<string, unknown>)
      .find((data) => data['@type'] === 'Organization');
    expect(organization).toMatchObject({
      name: 'Rootbound Plant Co.',
      legalName: 'Rootbound Plant Company LLC',
      logo: `http://shop.test${logo!.url}`,
      email: 'hello@rootbound.example',
      telephone: '+19195550142',
      address: { streetAddress: '410 Glenwood Ave, Suite 2', addressLocality: 'Raleigh', addressRegion: 'NC', postalCode: '27603', addressCountry: 'US' },
      sameAs: ['https://www.instagram.com/rootboundplants'],
    });
    const product = await page(`/products/${plant!.id}`);
    expect(product).toMatch(/"brand":\{"@type":"Brand","name":"Rootbound Plant Co\."\}/);
    expect(product).toMatch(/"seller":\{"@type":"Organization","name":"Rootbound Plant Co\."\}/);
  });

  test('a kept page is rendered again once the settings change', async () => {
    await save(ROOTBOUND);
    expect(await page('/products')).toContain('Rootbound Plant Co.');
    await save({ ...ROOTBOUND, name: 'Rootbound & Sons' });
    const html = await page('/products');
    expect(html).toContain('Rootbound &amp; Sons');
    expect(html).not.toContain('Rootbound Plant Co.');
    await save(ROOTBOUND);
  });
});

describe('another instance of the shop', () => {
  test('shows a settings change saved on this one within a second, on its own connection to the database', async () => {
    // On PostgreSQL the other instance has a pool of its own, so only the database's notification tells
    // it; PGlite belongs to one process, whose instances share it.
    const database = shop.database.kind === 'postgres' ? await openDatabase({ databaseUrl: (shop.database as { url?: string }).url!, poolSize: 2 }) : shop.database;
    const other = await buildApp({ config: shop.config, database, logger: false, web: await webAppFromSource() });
    try {
      await save(ROOTBOUND);
      const otherName = async () => shopScript((await other.inject({ method: 'GET', url: '/products' })).body).name;
      expect(await otherName()).toBe('Rootbound Plant Co.');
      await save({ ...ROOTBOUND, name: 'Rootbound Greenhouse' });
      const savedAt = Date.now();
      await expect.poll(otherName, { timeout: 1000, interval: 20 }).toBe('Rootbound Greenhouse');
      expect(Date.now() - savedAt).toBeLessThan(1000);
    } finally {
      await other.close();
      if (database !== shop.database) await database.close();
      await save(ROOTBOUND);
    }
  });
});
