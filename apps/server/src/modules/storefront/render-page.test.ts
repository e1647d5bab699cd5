import { gzipSync } from 'node:zlib';
import type { Product } from '@shop/shared/products';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildApp } from '../../app.ts';
import { adminToken, createTestShop, type TestShop } from '../../test/harness.ts';
import { orderBody } from '../orders/orders.test-support.ts';
import { webAppFromSource } from './storefront.test-support.ts';

let shop: TestShop;
let admin: string;
let catalogue: Product[];

beforeAll(async () => {
  shop = await createTestShop({ pages: true });
  admin = await adminToken(shop);
  catalogue = (await shop.request({ method: 'GET', url: '/api/products' })).json();
});
afterAll(() => shop.close());

const page = (url: string, headers: Record<string, string> = {}) =>
  shop.request({ method: 'GET', url, headers });

function metaContent(html: string, key: string): string | undefined {
  const tag = new RegExp(
    `<meta (?:name|property)="${key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}" content="([^"]*)">`,
  ).exec(html);
  return tag?.[1]?.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)));
}

function canonical(html: string): string | undefined {
  return /<link rel="canonical" href="([^"]*)">/.exec(html)?.[1];
}

function title(html: string): string | undefined {
  return /<title>([^<]*)<\/title>/
    .exec(html)?.[1]
    ?.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)));
}

/** Every JSON-LD object of the page, parsed as a search engine would. */
function structuredData(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!) as Record<string, unknown>,
  );
}

/** The JSON-LD shapes these tests read (schema.org's Product with its Offer, and the rest loosely). */
interface Listing {
  name: string;
  image: string[];
  offers: { '@type': string; price: string; priceCurrency: string; availability: string; url: string; hasMerchantReturnPolicy: Record<string, unknown> };
}
interface StructuredData {
  Product: Listing;
  ProductGroup: Listing & { productGroupID: string; url: string; variesBy: string[]; hasVariant: (Listing & Record<string, unknown>)[] };
  BreadcrumbList: { itemListElement: { position: number; name: string; item: string }[] };
  Organization: Record<string, unknown>;
  WebSite: Record<string, unknown>;
}

function ofType<T extends keyof StructuredData>(html: string, type: T): StructuredData[T] {
  const found = structuredData(html).find((data) => data['@type'] === type);
  if (!found) throw new Error(`no ${type} in the page's JSON-LD`);
  return found as unknown as StructuredData[T];
}

/** The state the browser hydrates with. */
function hydrationState(html: string): { products: { products: Product[]; singleProduct: Product | null } } {
  const json = /<script type="application\/json" id="ssr-state">([\s\S]*?)<\/script>/.exec(html)?.[1];
  if (!json) throw new Error('no hydration state');
  return JSON.parse(json) as { products: { products: Product[]; singleProduct: Product | null } };
}

const isAbsolute = (url: string | undefined) => /^https?:\/\/[^/]+\//.test(url ?? '');

describe('the landing page', () => {
  test('is rendered with its headline, a title, a description, a canonical address and a link preview', async () => {
    const response = await page('/');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toContain('Your perfect plant, one click away');
    expect(response.body).toContain('SHOP NOW');
    expect(title(response.body)).toBe('Houseplant Shop · Your perfect plant, one click away');
    expect(metaContent(response.body, 'description')).toBe('Houseplant Shop: Your perfect plant, one click away.');
    expect(canonical(response.body)).toBe('http://shop.test/');
    expect(metaContent(response.body, 'og:image')).toBe('http://shop.test/images/landing-share.jpg');
    expect(metaContent(response.body, 'twitter:card')).toBe('summary_large_image');
  });

  test('shows the ways to shop and the first eight plants in stock, in the page and in its state', async () => {
    const html = (await page('/')).body;
    for (const href of ['/products?pets=safe', '/products?light=low', '/products?care=easy', '/products?size=small']) {
      expect(html).toContain(`href="${href}"`);
    }
    const featured = catalogue.filter((p) => p.qty > 0).slice(0, 8);
    expect((hydrationState(html).products as unknown as { landing: { featured: Product[] } }).landing.featured.map((p) => p.id)).toEqual(
      featured.map((p) => p.id),
    );
    for (const plant of featured) expect(html).toContain(`>${plant.name.replaceAll("'", '&#x27;')}</a>`);
  });

  test('describes the shop (Organization) and its search (WebSite with a SearchAction on the grid)', async () => {
    const html = (await page('/')).body;
    expect(ofType(html, 'Organization')).toMatchObject({ name: 'Houseplant Shop', url: 'http://shop.test/' });
    const site = ofType(html, 'WebSite');
    expect(site.potentialAction).toMatchObject({
      '@type': 'SearchAction',
      target: { urlTemplate: 'http://shop.test/products?search={search_term_string}' },
      'query-input': 'required name=search_term_string',
    });
  });
});

describe('the grid', () => {
  test('shows the first 12 plants with names, prices and sized pictures, and links to page 2', async () => {
    const response = await page('/products');
    expect(response.statusCode).toBe(200);
    for (const product of catalogue.slice(0, 12)) {
      expect(response.body).toContain(`>${product.name}</a>`);
      // A plant in sizes of several prices shows where its prices start, as its page does (decisions 032, 061).
      if (product.variants.some((variant) => variant.price !== product.priceFrom)) expect(response.body).toContain(`From $${product.priceFrom.toFixed(2)}`);
      else expect(response.body).toContain(`$${product.price.toFixed(2)}`);
      expect(response.body).toMatch(
        new RegExp(
          `<img src="${product.imageURL.replace('.jpg', '.webp')}" srcSet="[^"]*-400w\\.webp 400w, [^"]*" sizes="[^"]+" alt="${product.name}" width="1070" height="1400"`,
        ),
      );
    }
    expect(response.body).not.toContain(`>${catalogue[12]!.name}</a>`);
    expect(response.body).toContain('href="/products?page=2"');
    expect(canonical(response.body)).toBe('http://shop.test/products');
  });

  test('page 2 of the grid is its own page, with its own title, description and canonical address', async () => {
    const [first, second] = await Promise.all([page('/products'), page('/products?page=2')]);
    expect(second.body).toContain(`>${catalogue[12]!.name}</a>`);
    expect(title(second.body)).toBe('Shop all plants, page 2 · Houseplant Shop');
    expect(title(first.body)).toBe('Shop all plants · Houseplant Shop');
    expect(metaContent(second.body, 'description')).not.toBe(metaContent(first.body, 'description'));
    expect(canonical(second.body)).toBe('http://shop.test/products?page=2');
  });

  test('a filtered, sorted page is rendered from the address and points at its filters\' first page as canonical', async () => {
    // An address from before the filter groups: its tag is the choice it stands for (decision 027).
    const response = await page('/products?tag=Pet%20safe&sort=price-asc&page=2');
    expect(response.statusCode).toBe(200);
    const state = hydrationState(response.body).products;
    expect(state).toMatchObject({
      filterBy: ['Pet safe'],
      sortBy: 'price-asc',
      productPage: 12,
      pageKey: '/products?pets=safe&sort=price-asc&page=2',
    });
    const petSafe = catalogue
      .filter((p) => p.tags.some((t) => t.tagName === 'Pet safe'))
      .sort((a, b) => a.price - b.price || a.name.toLowerCase().localeCompare(b.name.toLowerCase()));
    expect(state.products.map((p) => p.price)).toEqual(
      petSafe.slice(12, 24).map((p) => p.price),
    );
    expect(title(response.body)).toBe('Pet safe plants, page 2 · Houseplant Shop');
    expect(canonical(response.body)).toBe('http://shop.test/products?pets=safe');
  });

  test('combined filters are rendered from the address, each grid page its own canonical page', async () => {
    const response = await page('/products?pets=safe&light=low&size=small');
    const has = (p: Product, tagName: string) => p.tags.some((t) => t.tagName === tagName);
    const expected = catalogue.filter((p) => has(p, 'Small') && has(p, 'Low/Artificial') && p.care?.petSafety === 'safe');
    expect(expected.length).toBeGreaterThan(0);
    const state = hydrationState(response.body).products;
    expect(state).toMatchObject({ filterBy: ['Small', 'Low/Artificial', 'Pet safe'], pageKey: '/products?size=small&light=low&pets=safe' });
    expect(state.products.map((p) => p.name)).toEqual(expected.map((p) => p.name));
    for (const plant of expected) expect(response.body).toContain(`>${plant.name.replaceAll("'", '&#x27;')}</a>`);
    expect(response.body).toContain('href="/products?size=small&amp;light=low"');
    expect(title(response.body)).toBe('Small, Low/Artificial, Pet safe plants · Houseplant Shop');
    expect(canonical(response.body)?.replaceAll('&#38;', '&')).toBe('http://shop.test/products?size=small&light=low&pets=safe');
  });

  test('a search is rendered but kept out of search engines; a page past the last is a 404', async () => {
    const search = await page('/products?search=fern');
    expect(metaContent(search.body, 'robots')).toBe('noindex, follow');
    expect(search.body).toContain('Search Term');
    expect((await page('/products?page=99')).statusCode).toBe(404);
  });

  test('the first view of a 10,000-plant catalogue, HTML and data, is under 100 KB gzip', async () => {
    const big = await createTestShop({ seed: 'none', pages: true });
    try {
      await big.db.execute(
        `insert into products (name, handle, description, short_description, image_url)
        select 'Grown Plant ' || n, 'grown-plant-' || n, repeat('A plant grown for the size test. ', 4), 'A plant for the size test.', '/images/placeholder.jpg'
        from generate_series(1, 10000) as n` as never,
      );
      await big.db.execute(`insert into product_variants (product_id, sku, price_cents) select id, 'GROWN-' || id, 500 + id from products` as never);
      await big.db.execute(`insert into stock_levels (variant_id, on_hand) select id, 10 from product_variants` as never);
      const response = await big.request({ method: 'GET', url: '/products' });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('10000 plants');
      expect(gzipSync(response.rawPayload).length).toBeLessThan(100_000);
    } finally {
      await big.close();
    }
  });
});

describe('a product page', () => {
  test('shows the plant, its price and its picture, with a description and a canonical address', async () => {
    const plant = catalogue[3]!;
    const response = await page(`/products/${plant.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(`>${plant.name}</h1>`);
    expect(response.body).toContain(`$${plant.price.toFixed(2)}`);
    // The default size's picture when it has one of its own, named with its size.
    const shown = plant.variants.find((variant) => variant.id === plant.defaultVariantId)!;
    const imageURL = shown.imageURL ?? plant.imageURL;
    const alt = shown.title ? `${plant.name}, ${shown.title}` : plant.name;
    expect(response.body).toMatch(
      new RegExp(
        `<img src="${imageURL.replace('.jpg', '.webp')}" srcSet="[^"]+" sizes="[^"]+" alt="${alt.replaceAll('"', '&quot;')}" width="1070" height="1400" loading="eager" fetchPriority="high"`,
      ),
    );
    expect(title(response.body)).toBe(`${plant.name} · Houseplant Shop`);
    expect(metaContent(response.body, 'description')).toContain(plant.shortDescription.slice(0, 40));
    expect(canonical(response.body)).toBe(`http://shop.test/products/${plant.handle}`);
    expect(response.body).toContain('YOU MIGHT ALSO LIKE');
  });

  test("is a merchant listing: Product with an Offer (Google's required properties) and a BreadcrumbList", async () => {
    // A plant sold one way is a Product (one with sizes is a ProductGroup: below).
    const plant = catalogue.find((candidate) => candidate.options.length === 0 && candidate.qty > 0)!;
    const html = (await page(`/products/${plant.id}`)).body;
    const product = ofType(html, 'Product');
    expect(product.name).toBe(plant.name);
    expect(product.image.length).toBeGreaterThan(0);
    for (const image of product.image) expect(isAbsolute(image)).toBe(true);
    expect(product.offers).toMatchObject({
      '@type': 'Offer',
      price: plant.price.toFixed(2),
      priceCurrency: 'USD',
      availability: 'https://schema.org/InStock',
      url: `http://shop.test/products/${plant.handle}`,
    });
    // The shop's real return policy, the claim window (decision 052), as Google's merchant listings read it.
    expect(product.offers.hasMerchantReturnPolicy).toEqual({
      '@type': 'MerchantReturnPolicy',
      applicableCountry: 'US',
      returnPolicyCategory: 'https://schema.org/MerchantReturnFiniteReturnWindow',
      merchantReturnDays: 30,
      returnFees: 'https://schema.org/FreeReturn',
      merchantReturnLink: 'http://shop.test/returns',
    });
    const crumbs = ofType(html, 'BreadcrumbList').itemListElement;
    expect(crumbs.map((crumb) => crumb.name)).toEqual(['Home', 'Shop', plant.name]);
    expect(crumbs.every((crumb) => isAbsolute(crumb.item))).toBe(true);
  });

  test('the offers’ return policy is the claim window the shop keeps to, and follows it at once (decision 052)', async () => {
    const plant = catalogue.find((candidate) => candidate.options.length === 0)!;
    const days = async () => (ofType((await page(`/products/${plant.id}`)).body, 'Product').offers.hasMerchantReturnPolicy as { merchantReturnDays: number }).merchantReturnDays;
    expect(await days()).toBe(30);
    const saved = await shop.request({ method: 'PUT', url: '/api/claims/settings', token: admin, payload: { windowDays: 14 } });
    expect(saved.statusCode).toBe(200);
    await expect.poll(days, { timeout: 1000, interval: 25 }).toBe(14);
    expect((await page('/returns')).body).toContain('Our 14-day arrival guarantee');
    await shop.request({ method: 'PUT', url: '/api/claims/settings', token: admin, payload: { windowDays: 30 } });
    await expect.poll(days, { timeout: 1000, interval: 25 }).toBe(30);
  });

  test("each offer says what each shipping rate costs it, to the USA, with its transit days (decision 034)", async () => {
    const details = (html: string) => (ofType(html, 'Product').offers as unknown as { shippingDetails: Record<string, unknown>[] }).shippingDetails;
    const cheap = catalogue.find((candidate) => candidate.options.length === 0 && candidate.price < 75)!;
    const standard = (value: string) => ({
      '@type': 'OfferShippingDetails',
      shippingLabel: 'Standard',
      shippingRate: { '@type': 'MonetaryAmount', value, currency: 'USD' },
      shippingDestination: { '@type': 'DefinedRegion', addressCountry: 'US' },
      deliveryTime: {
        '@type': 'ShippingDeliveryTime',
        handlingTime: { '@type': 'QuantitativeValue', minValue: 0, maxValue: 1, unitCode: 'DAY' },
        transitTime: { '@type': 'QuantitativeValue', minValue: 3, maxValue: 6, unitCode: 'DAY' },
      },
    });
    const offered = details((await page(`/products/${cheap.id}`)).body);
    expect(offered[0]).toEqual(standard('9.95'));
    expect(offered[1]).toMatchObject({ shippingLabel: 'Expedited', shippingRate: { value: '24.95' }, deliveryTime: { transitTime: { minValue: 1, maxValue: 3 } } });
    expect(offered).toHaveLength(2);

    // A plant of $75 or more ships free by Standard on its own.
    const made = await shop.request({ method: 'POST', url: '/api/products', token: admin, payload: { name: 'Seventy-five Dollar Fig', price: 75, qty: 3, description: 'A big fig.' } });
    const fig = made.json() as Product;
    expect(details((await page(`/products/${fig.id}`)).body)[0]).toEqual(standard('0.00'));
  });

  test('has Open Graph and Twitter tags: type product, price, currency and an absolute 1200x630 picture', async () => {
    const plant = catalogue[5]!;
    const html = (await page(`/products/${plant.id}`)).body;
    expect(metaContent(html, 'og:type')).toBe('product');
    expect(metaContent(html, 'og:title')).toBe(plant.name);
    expect(metaContent(html, 'product:price:amount')).toBe(plant.price.toFixed(2));
    expect(metaContent(html, 'product:price:currency')).toBe('USD');
    const image = metaContent(html, 'og:image')!;
    expect(isAbsolute(image)).toBe(true);
    expect(metaContent(html, 'twitter:image')).toBe(image);
    const picture = await shop.request({ method: 'GET', url: new URL(image).pathname });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/jpeg');
    expect(await sharp(picture.rawPayload).metadata()).toMatchObject({
      format: 'jpeg',
      width: 1200,
      height: 630,
    });
  });

  test("a plant imported with an SEO title and description has them as its page's title, description and preview; one without keeps its own (decision 040)", async () => {
    const csv = [
      'Handle,Title,Body (HTML),Variant SKU,Variant Price,Variant Inventory Qty,SEO Title,SEO Description,Status',
      'seo-monstera,SEO Monstera,<p>A split-leaf plant.</p>,SEO-MON-1,42.00,4,"Monstera Deliciosa, 6"" pot, grown in Ohio",Big split leaves for a bright room.,active',
      'plain-pothos,Plain Pothos,<p>A trailing plant.</p>,SEO-POT-1,18.00,4,,,active',
    ].join('\n');
    const imported = await shop.request({ method: 'POST', url: '/api/admin/catalog/import', token: admin, payload: { csv, dryRun: false } });
    expect(imported.statusCode, imported.body).toBe(200);
    const products = (await shop.request({ method: 'GET', url: '/api/products' })).json() as Product[];
    const monstera = products.find((product) => product.name === 'SEO Monstera')!;
    const pothos = products.find((product) => product.name === 'Plain Pothos')!;
    // Lists leave the SEO text out; the plant itself carries it.
    expect(monstera).not.toHaveProperty('seoTitle');
    expect((await shop.request({ method: 'GET', url: `/api/products/${monstera.id}` })).json()).toMatchObject({
      seoTitle: 'Monstera Deliciosa, 6" pot, grown in Ohio',
      seoDescription: 'Big split leaves for a bright room.',
    });

    const html = (await page(`/products/${monstera.id}`)).body;
    expect(title(html)).toBe('Monstera Deliciosa, 6" pot, grown in Ohio · Houseplant Shop');
    expect(metaContent(html, 'description')).toBe('Big split leaves for a bright room.');
    expect(metaContent(html, 'og:title')).toBe('Monstera Deliciosa, 6" pot, grown in Ohio');
    expect(metaContent(html, 'og:description')).toBe('Big split leaves for a bright room.');
    // The visible page still names the plant by its name.
    expect(html).toContain('<h1');
    expect(html).toMatch(/<h1[^>]*>SEO Monstera<\/h1>/);

    const plain = (await page(`/products/${pothos.id}`)).body;
    expect(title(plain)).toBe('Plain Pothos · Houseplant Shop');
    expect(metaContent(plain, 'description')).toBe('A trailing plant. $18.00, from Houseplant Shop.');
    expect(metaContent(plain, 'og:title')).toBe('Plain Pothos');
  });

  test('a plant in sizes is a ProductGroup: each size a Product with its SKU, values, picture, address and offer', async () => {
    const plant = catalogue.find((candidate) => candidate.options.length === 2)!;
    const url = `http://shop.test/products/${plant.handle}`;
    const html = (await page(`/products/${plant.id}`)).body;
    const group = ofType(html, 'ProductGroup');
    expect(group).toMatchObject({ name: plant.name, productGroupID: String(plant.id), url });
    expect(group.variesBy).toEqual(['https://schema.org/size', 'https://schema.org/material']);
    expect(group.hasVariant).toHaveLength(plant.variants.length);
    for (const [index, variant] of plant.variants.entries()) {
      const listed = group.hasVariant[index]!;
      expect(listed).toMatchObject({
        '@type': 'Product',
        sku: variant.sku,
        size: variant.options[0],
        material: variant.options[1],
        url: `${url}?variant=${variant.id}`,
        offers: {
          price: variant.price.toFixed(2),
          availability: variant.qty > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
          url: `${url}?variant=${variant.id}`,
          hasMerchantReturnPolicy: { '@type': 'MerchantReturnPolicy', merchantReturnLink: 'http://shop.test/returns' },
        },
      });
      expect(listed.image[0]).toBe(`http://shop.test${variant.imageURL ?? plant.imageURL}`);
    }
    // No plain Product beside it: one listing per page.
    expect(structuredData(html).some((data) => data['@type'] === 'Product')).toBe(false);
  });

  test('a size in the address (?variant=) is rendered as chosen: its price, stock and picture; the canonical stays the plant', async () => {
    const plant = catalogue.find((candidate) => candidate.variants.some((variant) => variant.qty === 0 && variant.id !== candidate.defaultVariantId))!;
    const soldOut = plant.variants.find((variant) => variant.qty === 0)!;
    const response = await page(`/products/${plant.id}?variant=${soldOut.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(`$${soldOut.price.toFixed(2)}`);
    expect(response.body).toContain('Sold out for now');
    expect(response.body).toContain("Email me when it&#x27;s back");
    for (const [index, value] of soldOut.options.entries()) {
      expect(response.body).toContain(`name="option-${index}" checked="" value="${value.replaceAll('"', '&quot;')}"`);
    }
    expect(canonical(response.body)).toBe(`http://shop.test/products/${plant.handle}`);
  });

  test('says OutOfStock from the live stock', async () => {
    const plant = catalogue.filter((candidate) => candidate.options.length === 0)[1]!;
    const edited = await shop.request({
      method: 'PUT',
      url: `/api/products/${plant.id}`,
      token: admin,
      payload: { name: plant.name, price: plant.price, description: plant.description, qty: 0 },
    });
    expect(edited.statusCode).toBe(200);
    const html = (await page(`/products/${plant.id}`)).body;
    expect(ofType(html, 'Product').offers.availability).toBe('https://schema.org/OutOfStock');
    expect(metaContent(html, 'product:availability')).toBe('out of stock');
    expect(html).toContain('Sold out for now');
  });

  test("an unknown, malformed or deleted product is a 404 with docs/product's 404 page", async () => {
    const made = await shop.request({
      method: 'POST',
      url: '/api/products',
      token: admin,
      payload: { name: 'Soon Gone Fern', qty: 2, price: 9, description: 'Deleted by a test.' },
    });
    const { id } = made.json() as { id: number };
    expect((await page(`/products/${id}`)).statusCode).toBe(200);
    expect(
      (await shop.request({ method: 'DELETE', url: `/api/products/${id}`, token: admin })).statusCode,
    ).toBe(204);
    for (const url of [
      `/products/${id}`,
      '/products/987654',
      '/products/abc',
      '/products/99999999999999999999',
      '/no/such/page',
    ]) {
      const response = await page(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).toContain('PAGE NOT FOUND :(');
      expect(metaContent(response.body, 'robots'), url).toBe('noindex');
      expect(canonical(response.body), url).toBeUndefined();
    }
  });
});

describe('the policy pages', () => {
  const POLICIES = [
    ['/shipping-policy', 'Shipping', 'When we ship'],
    ['/returns', 'Returns and arrival guarantee', 'Our 30-day arrival guarantee'],
    ['/privacy', 'Privacy', 'What we keep'],
    ['/terms', 'Terms of sale', 'Who we are'],
    ['/contact', 'Contact us', 'We answer as soon as we can'],
  ] as const;

  for (const [path, name, text] of POLICIES) {
    test(`${path} is rendered on the server with its title, text, description and canonical address`, async () => {
      const response = await page(path);
      expect(response.statusCode).toBe(200);
      expect(title(response.body)).toBe(`${name} · Houseplant Shop`);
      expect(canonical(response.body)).toBe(`http://shop.test${path}`);
      expect(metaContent(response.body, 'description')?.length).toBeGreaterThan(20);
      expect(metaContent(response.body, 'robots')).toBeUndefined();
      expect(response.body).toContain(`<h1 id="policy-title" class="font-serif text-4xl text-forest-900 sm:text-5xl">${name.replace(/'/g, '&#x27;')}</h1>`);
      expect(response.body).toContain(text);
    });
  }

  test('every page has the footer with a link to each policy page', async () => {
    for (const url of ['/', '/products', '/returns']) {
      const footer = /<nav aria-label="Shop policies"[\s\S]*?<\/nav>/.exec((await page(url)).body)?.[0] ?? '';
      const links = [...footer.matchAll(/<a [^>]*href="([^"]*)"[^>]*>([^<]*)<\/a>/g)].map((match) => [match[1], match[2]]);
      expect(links, url).toEqual([
        ['/shipping-policy', 'Shipping'],
        ['/returns', 'Returns and arrival guarantee'],
        ['/privacy', 'Privacy'],
        ['/terms', 'Terms'],
        ['/contact', 'Contact us'],
      ]);
    }
  });

  test('an edit shows on the page at once, sanitised: the policy pages are never served from the page cache', async () => {
    await page('/returns');
    const saved = await shop.request({
      method: 'PUT',
      url: '/api/pages/returns',
      token: admin,
      payload: { title: 'Returns', body: 'New **words**. <script>alert(1)</script> <img src=x onerror=alert(1)> [x](javascript:alert(1))' },
    });
    expect(saved.statusCode).toBe(200);
    const html = (await page('/returns')).body;
    expect(html).toContain('New <strong>words</strong>.');
    const article = /<article[\s\S]*?<\/article>/.exec(html)?.[0] ?? '';
    // No element but the Markdown's own: no script, no picture, no on* attribute, no javascript: link.
    expect(article).not.toMatch(/<script|<img|<[a-z][^>]*\son[a-z]+=|href="javascript:/i);
    expect(article).toContain('&lt;script&gt;');
    // The state the browser hydrates with holds the same sanitised HTML, kept safe inside its script element.
    const state = /<script type="application\/json" id="ssr-state">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
    expect(state).not.toMatch(/<script|<\/script/i);
    expect((JSON.parse(state) as { policyPages: { returns: { html: string } } }).policyPages.returns.html).toContain('&lt;script&gt;');
  });

  test('the shipping page lists the rates the checkout offers, and a new rate at once', async () => {
    const rate = { name: 'Overnight', price: 29, freeFrom: null, minDays: 1, maxDays: 1, active: true, position: 99 };
    const made = await shop.request({ method: 'POST', url: '/api/admin/shipping-rates', token: admin, payload: rate });
    expect(made.statusCode).toBe(201);
    try {
      const html = (await page('/shipping-policy')).body;
      expect(html).toContain('<h2>Shipping rates today</h2>');
      const offered = (await shop.request({ method: 'GET', url: '/api/shipping-rates' })).json() as { name: string }[];
      const listed = [...html.matchAll(/<tr><th scope="row">([^<]*)<\/th>/g)].map((match) => match[1]);
      expect(listed).toEqual(offered.map((offer) => offer.name));
      expect(html).toContain('<tr><th scope="row">Overnight</th><td>$29.00</td><td>1 business day</td></tr>');
    } finally {
      const { id } = made.json() as { id: number };
      await shop.request({ method: 'PUT', url: `/api/admin/shipping-rates/${id}`, token: admin, payload: { ...rate, active: false } });
    }
    expect((await page('/shipping-policy')).body).not.toContain('Overnight');
  });

  test('the shipping step of checkout is still the checkout (/shipping), not the policy', async () => {
    const response = await page('/shipping');
    expect(metaContent(response.body, 'robots')).toBe('noindex');
    expect(response.body).toContain('<div id="root"></div>');
  });
});

describe('private screens', () => {
  test('get the shell with noindex and nothing rendered: no private data ever leaves the server', async () => {
    for (const url of [
      '/account',
      '/account/orderhistory/1',
      '/account/admin/products',
      '/cart',
      '/shipping',
      '/confirmation?status=complete&orderid=1',
      '/login',
    ]) {
      const response = await page(url);
      expect(response.statusCode, url).toBe(200);
      expect(metaContent(response.body, 'robots'), url).toBe('noindex');
      expect(response.body, url).toContain('<div id="root"></div>');
      expect(response.body, url).not.toContain('ssr-state');
    }
  });
});

describe('safety', () => {
  test('a product named like a script is text in the HTML, the preview and the data, never a script', async () => {
    const name = '</script><script>alert(1)</script>';
    const made = await shop.request({
      method: 'POST',
      url: '/api/products',
      token: admin,
      payload: {
        name,
        qty: 5,
        price: 7,
        description: `<img src=x onerror=alert(2)> ${name}`,
        tags: ['Small'],
      },
    });
    const { id } = made.json() as { id: number };
    const html = (await page(`/products/${id}`)).body;
    expect(html).not.toContain('<script>alert(1)');
    expect(html).not.toContain('<img src=x');
    // Every script element is data, or the app's own module.
    for (const [tag] of html.matchAll(/<script\b[^>]*>/g)) {
      expect(tag).toMatch(/type="(application\/json|application\/ld\+json|module)"/);
    }
    expect(hydrationState(html).products.singleProduct?.name).toBe(name);
    expect(ofType(html, 'Product').name).toBe(name);
    expect(title(html)).toBe(`${name} · Houseplant Shop`);
    expect(metaContent(html, 'og:title')).toBe(name);
  });

  test('odd addresses are pages or 404s, never a 5xx', async () => {
    for (const url of [
      '//evil.example/products',
      '/products?page=1e9',
      '/products?tag=%00',
      '/products?search=%E0%A4%A',
      '/products/%E0%A4%A',
      `/products?search=${'x'.repeat(5000)}`,
      '/products?sort[]=x&page=-1',
    ]) {
      const response = await page(url);
      expect(response.statusCode, url).toBeLessThan(500);
    }
  });
});

describe('freshness', () => {
  test('a page is rendered once per catalogue version, answers 304 to its ETag, and shows a price change at once', async () => {
    const plant = catalogue[7]!;
    const first = await page(`/products/${plant.id}`);
    const again = await page(`/products/${plant.id}`);
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(again.headers['cache-control']).toBe('no-cache');
    expect(
      (await page(`/products/${plant.id}`, { 'if-none-match': String(first.headers.etag) })).statusCode,
    ).toBe(304);

    const edited = await shop.request({
      method: 'PUT',
      url: `/api/products/${plant.id}`,
      token: admin,
      payload: { name: plant.name, price: 77.7, description: plant.description, qty: plant.qty },
    });
    expect(edited.statusCode).toBe(200);
    const changed = await page(`/products/${plant.id}`, { 'if-none-match': String(first.headers.etag) });
    expect(changed.statusCode).toBe(200);
    expect(changed.body).toContain('$77.70');
  });

  test(`a price or stock change shows in another instance's HTML within a second (${process.env.TEST_DB === 'pg' ? 'PostgreSQL' : 'PGlite'})`, async () => {
    // A second app on the same database: on PostgreSQL it hears of changes through its own LISTEN connection.
    const other = await buildApp({
      config: shop.config,
      database: shop.database,
      logger: false,
      web: await webAppFromSource(),
    });
    try {
      const made = await shop.request({
        method: 'POST',
        url: '/api/products',
        token: admin,
        payload: { name: 'Two Instance Fern', qty: 3, price: 10, description: 'Seen by both.' },
      });
      const plant = made.json() as Product;
      const url = `/products/${plant.id}`;
      await expect
        .poll(async () => (await other.inject(url)).statusCode, { timeout: 1000, interval: 25 })
        .toBe(200);
      expect((await other.inject(url)).body).toContain('$10.00');

      const edited = await shop.request({
        method: 'PUT',
        url: `/api/products/${plant.id}`,
        token: admin,
        payload: { name: plant.name, price: 12.34, description: plant.description, qty: 3 },
      });
      expect(edited.statusCode).toBe(200);
      await expect
        .poll(async () => (await other.inject(url)).body, { timeout: 1000, interval: 25 })
        .toContain('$12.34');

      // The last three sold through this instance: the other one's page says so.
      const placed = await shop.request({
        method: 'POST',
        url: '/api/orders',
        payload: orderBody([{ productId: plant.id, qty: 3 }]),
      });
      expect(placed.statusCode, placed.body).toBe(201);
      await expect
        .poll(async () => ofType((await other.inject(url)).body, 'Product').offers.availability, {
          timeout: 1000,
          interval: 25,
        })
        .toBe('https://schema.org/OutOfStock');
    } finally {
      await other.close();
    }
  });
});
