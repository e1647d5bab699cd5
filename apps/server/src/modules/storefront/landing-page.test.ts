// The owner's landing page and the announcement line (decision 049), as the server renders them.
import type { Product } from '@shop/shared/products';
import type { ShippingRate } from '@shop/shared/shipping';
import { FREE_SHIPPING_WORDS, type LandingView, STOREFRONT_DEFAULTS, type StorefrontContentInput } from '@shop/shared/storefront-content';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildApp } from '../../app.ts';
import { adminToken, createTestShop, type TestShop } from '../../test/harness.ts';
import { setStock } from '../inventory/index.ts';
import { webAppFromSource } from './storefront.test-support.ts';

let shop: TestShop;
let admin: string;
let plants: Product[];
let rates: ShippingRate[];

beforeAll(async () => {
  shop = await createTestShop({ pages: true });
  admin = await adminToken(shop);
  plants = (await shop.request({ method: 'GET', url: '/api/products' })).json() as Product[];
  rates = (await shop.request({ method: 'GET', url: '/api/admin/shipping-rates', token: admin })).json() as ShippingRate[];
});
afterAll(() => shop.close());

const html = async (url: string, app = shop.app) => (await app.inject({ method: 'GET', url })).body;

/** The announcement line's words, as a screen reader reads them ('' when the page has none). */
function announcement(page: string): string {
  const section = /<section aria-label="Announcement"[^>]*>([\s\S]*?)<\/section>/.exec(page)?.[1] ?? '';
  return section
    .replace(/<span aria-hidden="true"[^>]*>[^<]*<\/span>/g, '')
    .replace(/<[^>]+>/g, '')
    .replaceAll('&amp;', '&')
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&#x27;', "'")
    .trim();
}

async function saveContent(changes: Partial<StorefrontContentInput>) {
  const response = await shop.request({ method: 'PUT', url: '/api/admin/storefront', token: admin, payload: { ...STOREFRONT_DEFAULTS, ...changes } });
  expect(response.statusCode, response.body).toBe(200);
}

/** Standard's free-from amount (dollars, null: never free), and Expedited's. */
async function setFreeFrom(standard: number | null, expedited: number | null = null) {
  for (const [name, freeFrom] of [['Standard', standard], ['Expedited', expedited]] as const) {
    const { id, price, minDays, maxDays, position, active } = rates.find((rate) => rate.name === name)!;
    const response = await shop.request({
      method: 'PUT',
      url: `/api/admin/shipping-rates/${id}`,
      token: admin,
      payload: { name, price, freeFrom, minDays, maxDays, position, active },
    });
    expect(response.statusCode, response.body).toBe(200);
  }
}

/** The public pages a shopper can open: the server's own and the ones the browser renders in the shell. */
const PUBLIC_PAGES = () => ['/', '/products', `/products/${plants[0]!.id}`, '/shipping-policy', '/returns', '/privacy', '/terms', '/contact', '/cart', '/shipping'];

describe('a new shop', () => {
  test("shows today's landing: the headline, the sub-line, SHOP NOW to the grid, the ways to shop, and no hand-typed free shipping", async () => {
    const page = await html('/');
    expect(page).toContain('>Your perfect plant, one click away</h1>');
    expect(page).toContain('transform your space, no green thumb needed');
    expect(page).toMatch(/<a[^>]*href="\/products"[^>]*>SHOP NOW/);
    expect(page).toContain('id="ways-to-shop"');
    expect(page).toContain('>Houseplants</p>');
    expect(page).not.toContain('FREE US SHIPPING');
  });

  test('the hero picture is the LCP element it was: the WebP widths for each screen, fetched first', async () => {
    const hero = /<img[^>]*fetchPriority="high"[^>]*>/i.exec(await html('/'))?.[0] ?? '';
    expect(hero).toContain('src="/images/landing.webp"');
    expect(hero).toContain('srcSet="/images/landing-800w.webp 800w, /images/landing-1600w.webp 1600w, /images/landing.webp 2400w"');
    expect(hero).toContain('sizes="(max-aspect-ratio: 16/9) 100vh, 100vw"');
  });

  test('every page, those the browser renders too, says above the top bar what the rates give: Standard is free from $75', async () => {
    for (const url of PUBLIC_PAGES()) {
      const page = await html(url);
      expect(announcement(page), url).toBe('Free shipping on orders over $75');
      expect(page.indexOf('aria-label="Announcement"'), url).toBeLessThan(page.indexOf('<div id="root">'));
    }
  });
});

describe('what the shop says about free shipping follows the rates (docs/product/rules.md#shipping-claims)', () => {
  afterAll(() => setFreeFrom(75));

  test('with no rate ever free, no public page says free shipping, within a second of the change', async () => {
    await html('/');
    await setFreeFrom(null);
    await expect.poll(async () => announcement(await html('/')), { timeout: 1000, interval: 25 }).toBe('');
    for (const url of PUBLIC_PAGES()) {
      const page = await html(url);
      // "Free shipping", "FREE US SHIPPING", "free-shipping amount", "ships free", "shipping is free"...
      expect(page, url).not.toMatch(FREE_SHIPPING_WORDS);
      expect(page, url).not.toContain('aria-label="Announcement"');
    }
  });

  test('free from $0 is free shipping on every order; the cheaper of two thresholds is the one said', async () => {
    await setFreeFrom(0);
    await expect.poll(async () => announcement(await html('/products')), { timeout: 1000, interval: 25 }).toBe('Free shipping on every order');
    await setFreeFrom(120, 50);
    await expect.poll(async () => announcement(await html('/products')), { timeout: 1000, interval: 25 }).toBe('Free shipping on orders over $50');
  });
});

describe("the owner's landing", () => {
  afterAll(() => saveContent({}));

  test('shows their words, button, plants in their order (a sold-out one left out) and no ways to shop, at once and in GET /api/landing', async () => {
    const [first, soldOut, second] = plants.slice(9, 12) as [Product, Product, Product];
    await shop.db.transaction((tx) => setStock({ db: tx, input: { variantId: soldOut.defaultVariantId, qty: 0 } }));
    await html('/');
    await saveContent({
      eyebrow: 'Rootbound Plant Co.',
      headline: 'Plants that <em>thrive</em> on neglect',
      subline: 'Grown in Raleigh & shipped with care',
      buttonText: 'Pet-safe plants',
      buttonLink: '/products?pets=safe',
      featured: [first.id, soldOut.id, second.id],
      waysToShop: false,
      announcement: 'Open <b>Saturdays</b> at the greenhouse',
    });
    await expect.poll(async () => html('/'), { timeout: 1000, interval: 25 }).toContain('>Plants that &lt;em&gt;thrive&lt;/em&gt; on neglect</h1>');
    const page = await html('/');
    expect(page).toContain('Grown in Raleigh &amp; shipped with care');
    expect(page).toMatch(/<a[^>]*href="\/products\?pets=safe"[^>]*>Pet-safe plants/);
    expect(page).not.toContain('id="ways-to-shop"');
    expect(page).not.toContain('Your perfect plant, one click away</h1>');
    expect(announcement(page)).toBe('Free shipping on orders over $75. Open <b>Saturdays</b> at the greenhouse');
    expect(page).not.toContain('<b>Saturdays</b>');
    const featured = [...page.matchAll(/<h3[^>]*><a[^>]*>([^<]*)<\/a><\/h3>/g)].map((match) => match[1]);
    expect(featured).toEqual([first.name, second.name]);
    expect(/<meta property="og:title" content="([^"]*)">/.exec(page)?.[1]).toBe('Plants that &#60;em&#62;thrive&#60;/em&#62; on neglect');

    const view = (await shop.request({ method: 'GET', url: '/api/landing' })).json() as LandingView;
    expect(view).toMatchObject({ headline: 'Plants that <em>thrive</em> on neglect', waysToShop: false, heroImage: '/images/landing.jpg' });
    expect(view.featured.map((plant) => plant.id)).toEqual([first.id, second.id]);
    await shop.db.transaction((tx) => setStock({ db: tx, input: { variantId: soldOut.defaultVariantId, qty: soldOut.qty } }));
  });

  test('their own picture is the hero, at the same widths, fetched first, and shared in link previews', async () => {
    const photo = await sharp({ create: { width: 3000, height: 2000, channels: 3, background: '#8a6b3d' } }).jpeg().toBuffer();
    const boundary = 'landing-hero';
    const uploaded = await shop.request({
      method: 'POST',
      url: '/api/images/hero',
      token: admin,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: Buffer.concat([
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="greenhouse.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`),
        photo,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]),
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const { imageURL } = uploaded.json() as { imageURL: string };
    await saveContent({ heroImage: imageURL });
    const base = imageURL.slice(0, -'.jpg'.length);
    await expect.poll(async () => html('/'), { timeout: 1000, interval: 25 }).toContain(`src="${base}.webp"`);
    const hero = /<img[^>]*fetchPriority="high"[^>]*>/i.exec(await html('/'))?.[0] ?? '';
    expect(hero).toContain(`srcSet="${base}-800w.webp 800w, ${base}-1600w.webp 1600w, ${base}.webp 2400w"`);
    expect(hero).toContain('sizes="(max-aspect-ratio: 16/9) 100vh, 100vw"');
    expect(/<meta property="og:image" content="([^"]*)">/.exec(await html('/'))?.[1]).toBe(`http://shop.test${base}-share.jpg`);
    expect((await shop.request({ method: 'GET', url: `${base}-share.jpg` })).statusCode).toBe(200);
  });

  test(`an edit shows in another instance's landing within a second (${process.env.TEST_DB === 'pg' ? 'PostgreSQL' : 'PGlite'})`, async () => {
    // A second app on the same database: on PostgreSQL it hears of changes through its own LISTEN connections.
    const other = await buildApp({ config: shop.config, database: shop.database, logger: false, web: await webAppFromSource() });
    try {
      expect(await html('/', other)).toContain('Your perfect plant');
      await saveContent({ headline: 'Seen by both instances', announcement: 'Closed on Thanksgiving' });
      await expect.poll(async () => html('/', other), { timeout: 1000, interval: 25 }).toContain('>Seen by both instances</h1>');
      expect(announcement(await html('/products', other))).toBe('Free shipping on orders over $75. Closed on Thanksgiving');
      await setFreeFrom(null);
      await expect.poll(async () => announcement(await html('/products', other)), { timeout: 1000, interval: 25 }).toBe('Closed on Thanksgiving');
    } finally {
      await setFreeFrom(75);
      await other.close();
    }
  });
});
