// @vitest-environment jsdom
// The browser takes over the server's HTML without a single difference (React's development build
// reports every mismatch, which the production build the browser journeys run would hide).
import { act, StrictMode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { listProducts } from '@shop/shared/catalog';
import { MSG } from '@shop/shared/messages';
import { type Product, toListQuery } from '@shop/shared/products';
import type { PolicyPage, PolicyPageSource } from '@shop/shared/policy-pages';
import type { CatalogueSource } from '@shop/shared/storefront';
import type { LandingView } from '@shop/shared/storefront-content';
import { holdEarlyTaps } from './app/early-taps.ts';
import { App } from './app/providers.tsx';
import { loadLazyMatches, makeRouter } from './app/router.tsx';
import { makeStore, type RootState } from './app/store.ts';
import { render } from './entry-server.tsx';
import { initialAuthState } from './features/auth/auth-slice.ts';
import { onePlant } from './lib/plant.test-support.ts';
import { TEST_SHOP } from './lib/shop.test-support.ts';

// React's act() flushes hydration and the effects after it before the assertions run.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const plants: Product[] = Array.from({ length: 30 }, (_, index) => onePlant({
  id: index + 1,
  name: index === 2 ? '</script><script>alert(1)</script>' : `Plant ${index + 1}`,
  price: 10 + index / 4,
  qty: index % 7,
  description: 'Water weekly.\n\nBright light.',
  shortDescription: 'An easy plant.',
  imageURL: `/images/plant-${index + 1}.jpg`,
  tags: [
    { id: 1, tagName: index % 2 ? 'Small' : 'Large' },
    ...(index % 3 ? [] : [{ id: 2, tagName: 'Pet safe' }]),
  ],
  maxPerOrder: 20,
  // The fourth carries a care card, hydrated from a chunk of its own.
  care: index === 3
    ? { petSafety: 'safe', difficulty: 'easy', light: 'Low/Artificial', waterEveryDays: 8, humidity: 'medium', tempMinF: 60, tempMaxF: 85, sizeWhenGrown: '1 ft' }
    : null,
}));

const catalogue: CatalogueSource = {
  page: async (query) => listProducts(plants, toListQuery(query)),
  product: async (id) => plants.find((plant) => plant.id === id) ?? null,
};

const returns: PolicyPage = {
  slug: 'returns',
  title: 'Returns and arrival guarantee',
  body: 'Send a **photo**.',
  html: '<p>Send a <strong>photo</strong>.</p>\n',
  summary: 'Send a photo.',
  updatedAt: '2026-11-27T23:30:00.000Z',
};
const pages: PolicyPageSource = { page: async (slug) => (slug === 'returns' ? returns : null) };

/** The owner's landing (decision 049): their words, the default picture, and two plants of their choosing. */
const landing = async (): Promise<LandingView> => ({
  eyebrow: 'Rootbound Plant Co.',
  headline: 'Plants that <b>thrive</b> on neglect',
  subline: 'Grown in Raleigh',
  buttonText: 'See the pet-safe ones',
  buttonLink: '/products?pets=safe',
  heroImage: '/images/landing.jpg',
  waysToShop: false,
  featured: [plants[4]!, plants[1]!],
});

/** What the server hands the rendering bundle besides the address. */
const sources = { publicUrl: 'http://shop.test', catalogue, pages, shippingRates: [], claimWindowDays: 30, shop: TEST_SHOP, landing, announcement: ['Free shipping on orders over $75'] };

// The roots a test hydrated: unmounted after it, so a lazy chunk that comes in later (the phone's menu, the
// toasts) has nothing left to render into once the test's document is gone.
const roots: Root[] = [];

afterEach(() => {
  act(() => roots.splice(0).forEach((root) => root.unmount()));
  localStorage.clear();
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** Every read of the catalogue the browser's store made, as `page` or `product` and its argument. */
const browserReads: string[] = [];
const browserCatalogue: CatalogueSource = {
  page: (query) => (browserReads.push(`page ${JSON.stringify(query)}`), catalogue.page(query)),
  product: (id) => (browserReads.push(`product ${id}`), catalogue.product(id)),
};

/**
 * Renders `url` as the server does, then hydrates it as main.tsx does; answers what React complained about.
 * `listening` runs right after hydrateRoot, as start.tsx replays the taps held until then.
 */
async function hydrate(url: string, beforeHydrating?: () => void, listening?: () => void): Promise<string[]> {
  browserReads.length = 0;
  // As in the server's bundle: what is a lazy chunk in the browser (a slot hydrated later) renders in full.
  vi.stubEnv('SSR', true);
  const page = await render({ url, ...sources });
  vi.unstubAllEnvs();
  document.body.innerHTML = `<div id="root">${page.html}</div>`;
  beforeHydrating?.();
  window.history.replaceState(null, '', url);
  const serverState = { ...(JSON.parse(page.state) as RootState), shop: JSON.parse(page.shop) as RootState['shop'] };
  // The browser's own state differs: a shopper with a stored token, and a cart.
  localStorage.setItem('token', 'a-stored-token');
  localStorage.setItem('cart', JSON.stringify([{ productId: 2, qty: 1, userId: null }]));
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response('{}', { status: 200, headers: { 'content-type': 'application/json' } })),
  );
  const complaints: string[] = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) =>
    complaints.push(args.map(String).join(' ')),
  );
  const store = makeStore({ ...serverState, auth: initialAuthState('a-stored-token') }, { catalogue: browserCatalogue });
  await loadLazyMatches(window.location);
  await act(async () => {
    roots.push(hydrateRoot(
      document.getElementById('root')!,
      <StrictMode>
        <App store={store} router={makeRouter()} serverState={serverState} />
      </StrictMode>,
      { onRecoverableError: (error) => complaints.push(`recoverable: ${String(error)}`) },
    ));
    listening?.();
  });
  return complaints;
}

describe('hydration', () => {
  for (const url of [
    '/',
    '/products',
    '/products?tag=Pet%20safe&sort=price-asc&page=2',
    '/products?search=plant%201',
    '/products/3',
    // Sold out: "Email me when it's back", hydrated from a chunk of its own.
    '/products/1',
    '/products/999',
    '/no/such/page',
    '/returns',
    // No such page was written (the privacy page is kept unresolved for the chunk test below).
    '/terms',
  ]) {
    test(`${url} hydrates without a mismatch`, async () => {
      expect(await hydrate(url)).toEqual([]);
      expect(document.getElementById('root')!.children.length).toBeGreaterThan(0);
    });

    // The server and the browser load a page with the same function (decision 038), which reads only what
    // the store lacks: the state the server sent holds it all, even a product or policy page that is not there.
    test(`${url} reads none of its data again when the browser takes it over`, async () => {
      await hydrate(url);
      expect(browserReads).toEqual([]);
      expect(vi.mocked(fetch).mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith('/api/pages') || url.startsWith('/api/landing'))).toEqual([]);
    });
  }

  test("the landing shows the owner's words and plants, hydrated as sent; the announcement is outside the app", async () => {
    const page = await render({ url: '/', ...sources });
    expect(page.announcement).toContain('Free shipping on orders over $75');
    expect(page.announcement).toContain('aria-label="Announcement"');
    expect(page.html).not.toContain('Free shipping');
    expect(await hydrate('/')).toEqual([]);
    expect(document.querySelector('h1')?.textContent).toBe('Plants that <b>thrive</b> on neglect');
    expect(document.querySelector('main a[href="/products?pets=safe"]')?.textContent).toBe('See the pet-safe ones');
    expect(document.getElementById('ways-to-shop')).toBeNull();
    const featured = [...document.querySelectorAll('[aria-labelledby="featured-plants"] h3')].map((heading) => heading.textContent);
    expect(featured).toEqual(['Plant 5', 'Plant 2']);
  });

  test('a missing policy page is the 404 page, on the server and after hydration', async () => {
    const page = await render({ url: '/terms', ...sources });
    expect(page.status).toBe(404);
    expect(await hydrate('/terms')).toEqual([]);
    expect(document.querySelector('h1')?.textContent).toBe(MSG.pageNotFound);
  });

  test('a sold-out plant\'s "Email me when it\'s back" keeps the server\'s form on screen and hydrates it from its chunk', async () => {
    let serverForm: Element | null = null;
    expect(await hydrate('/products/1', () => (serverForm = document.querySelector('form[aria-label="Email me when it\'s back"]')))).toEqual([]);
    expect(serverForm).not.toBeNull();
    await act(() => import('./features/stock-alerts/components/back-in-stock-form.tsx'));
    expect(document.querySelector('form[aria-label="Email me when it\'s back"]')).toBe(serverForm);
  });

  test('a plant\'s care card, a chunk of its own, keeps the server\'s card on screen and hydrates it', async () => {
    let serverCard: Element | null = null;
    expect(await hydrate('/products/4', () => (serverCard = document.querySelector('[aria-labelledby="care-card-title"]')))).toEqual([]);
    expect(serverCard).not.toBeNull();
    await act(() => import('./features/catalog/components/care-card.tsx'));
    expect(document.querySelector('[aria-labelledby="care-card-title"]')).toBe(serverCard);
    expect(document.querySelector('[aria-labelledby="care-card-title"]')?.textContent).toContain('Every 8 days');
  });

  test('a policy page, a chunk of its own, hydrates with its server-rendered text and date', async () => {
    let serverHeading: Element | null = null;
    expect(await hydrate('/returns', () => (serverHeading = document.querySelector('h1')))).toEqual([]);
    // Hydrated, not rendered anew: the heading the server sent is the one on screen.
    expect(serverHeading).not.toBeNull();
    expect(document.querySelector('h1')).toBe(serverHeading);
    expect(document.querySelector('h1')?.textContent).toBe('Returns and arrival guarantee');
    expect(document.querySelector('.policy-prose strong')?.textContent).toBe('photo');
    // The date is the day in UTC on both sides (late on the 27th in UTC is the 28th in some places).
    expect(document.querySelector('time')?.textContent).toBe('November 27, 2026');
    expect(vi.mocked(fetch).mock.calls.filter(([url]) => String(url).startsWith('/api/pages'))).toEqual([]);
  });

  test('the server sends the state of the slices the browser has at first, and a policy page its own', async () => {
    const sentKeys = async (url: string) => Object.keys(JSON.parse((await render({ url, ...sources })).state) as object).sort();
    // The checkout's and account's slices join the browser's store with their screens (app/store.ts).
    expect(await sentKeys('/')).toEqual(['auth', 'cart', 'products', 'wishlist']);
    expect(await sentKeys('/products/3')).toEqual(['auth', 'cart', 'products', 'wishlist']);
    expect(await sentKeys('/returns')).toEqual(['auth', 'cart', 'policyPages', 'products', 'wishlist']);
  });

  test('a policy page’s chunk is loaded before hydrating, so the router starts ready with the page', async () => {
    window.history.replaceState(null, '', '/privacy');
    // Without it the router would first render its empty fallback over the server's HTML.
    expect(makeRouter().state.initialized).toBe(false);
    await loadLazyMatches(window.location);
    const router = makeRouter();
    expect(router.state.initialized).toBe(true);
    expect(router.state.matches.at(-1)?.route.id).toBe('policy-privacy');
  });

  test("a plant's description is kept as the server sent it: React builds none of its paragraphs", async () => {
    let serverParagraph: Element | null = null;
    expect(await hydrate('/products/3', () => (serverParagraph = document.querySelector('[data-kept] p')))).toEqual([]);
    const paragraph = document.querySelector('[data-kept] p');
    expect(paragraph).toBe(serverParagraph);
    expect([...document.querySelectorAll('[data-kept] p')].map((p) => p.textContent)).toEqual(['Water weekly.', 'Bright light.']);
    // React keeps its fiber on every node it hydrated; none on words it left to the server's HTML.
    expect(Object.keys(paragraph!).filter((key) => key.startsWith('__react'))).toEqual([]);
    // Beside it, the description's button is React's: it opens the words.
    const button = document.querySelector<HTMLButtonElement>('button[aria-controls]')!;
    expect(Object.keys(button).some((key) => key.startsWith('__react'))).toBe(true);
  });

  test('a tap on "Add to cart" before the app is up is held, then replayed once React listens: one plant in the cart', async () => {
    const taps: number[] = [];
    let release = () => {};
    // The toast that says so asks how the screen likes motion.
    vi.stubGlobal('matchMedia', () => ({ matches: false, addEventListener() {}, removeEventListener() {}, addListener() {}, removeListener() {} }));
    const complaints = await hydrate(
      '/products/5',
      () => {
        const root = document.getElementById('root')!;
        release = holdEarlyTaps(root, () => taps.push(1));
        const add = [...root.querySelectorAll('button')].find((button) => button.textContent === 'ADD TO CART')!;
        // Tapped twice while waiting: the shopper meant one.
        add.click();
        add.click();
      },
      () => release(),
    );
    expect(complaints).toEqual([]);
    expect(taps).toHaveLength(2);
    await act(async () => {});
    const lines = JSON.parse(localStorage.getItem('cart') ?? '[]') as { productId: number; qty: number }[];
    expect(lines.filter((line) => line.productId === 5)).toEqual([expect.objectContaining({ productId: 5, qty: 1 })]);
  });

  test('after hydration the browser shows its own state: the stored token opens the account link', async () => {
    await hydrate('/products/3');
    // The phone's menu is a chunk of its own, rendered once the page is up.
    await act(() => import('./app/layout/slide-menu.tsx'));
    const menuLinks = [...document.querySelectorAll('[aria-label="Menu links"] a')].map(
      (link) => link.textContent,
    );
    expect(menuLinks[0]).toContain('ACCOUNT');
  });
});
