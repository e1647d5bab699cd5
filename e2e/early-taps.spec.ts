// No tap is lost (decision 063): on a low-end phone's CPU, a shopper taps "Filter By", search, a size and
// "Add to cart" as soon as the server's page is painted, before the app has taken it over; each does what it
// says without a second tap. And taking the page over reads none of what the server rendered again.
import type { Page } from '@playwright/test';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import { expect, test } from './fixtures.ts';
import { catalogue, type Product } from './shop-helpers.ts';

/** The low-end phone the bench simulates (bench/lib/web.ts): CPU index 250, Lighthouse's benchmarkIndex. */
const LOW_END_INDEX = 250;

/** Each tap the page received: when (ms after the navigation began), and whether the app was up. */
interface Tap {
  at: number;
  appReady: boolean;
  firstPaint: number | null;
}

/**
 * Slows the page's CPU to the low-end phone's, as the bench does: the host's index (Lighthouse's own
 * benchmark, in a blank page) over the phone's, at least 1.
 */
async function throttleToLowEnd(page: Page): Promise<number> {
  await page.goto('about:blank');
  const host = await page.evaluate(`(${pageFunctions.computeBenchmarkIndex.toString()})()`) as number;
  const rate = Math.max(1, host / LOW_END_INDEX);
  const session = await page.context().newCDPSession(page);
  await session.send('Emulation.setCPUThrottlingRate', { rate });
  test.info().annotations.push({ type: 'cpu', description: `host index ${Math.round(host)}, slowdown ${rate.toFixed(2)}` });
  return rate;
}

/**
 * Opens `path` without waiting for the app (the fixture's goto waits for it), as soon as the browser has
 * its answer. Every tap on it is recorded before any script of the page sees it. The app's code is held
 * back until the answered function is called: on a low-end phone it comes seconds after the first paint,
 * on this machine the tap must not depend on how busy it is.
 */
async function openUntilFirstPaint(page: Page, path: string): Promise<() => void> {
  let letTheAppIn = () => {};
  const appHeld = new Promise<void>((resolve) => (letTheAppIn = resolve));
  await page.route(/\/assets\/start-[^/]+\.js$/, async (route) => {
    await appHeld;
    await route.continue();
  });
  await page.addInitScript(() => {
    const taps: Tap[] = [];
    (window as unknown as { taps: Tap[] }).taps = taps;
    window.addEventListener(
      'click',
      (event) => {
        if (!event.isTrusted) return;
        const paint = performance.getEntriesByName('first-contentful-paint')[0];
        taps.push({ at: event.timeStamp, appReady: document.documentElement.dataset.ready === 'true', firstPaint: paint?.startTime ?? null });
      },
      true,
    );
  });
  const url = new URL(path, test.info().project.use.baseURL).href;
  await page.evaluate((address) => window.location.assign(address), url);
  await page.waitForURL(url, { waitUntil: 'commit' });
  return letTheAppIn;
}

/**
 * Taps the first `selector` whose label or text starts with `text` as soon as the page has painted and
 * shows it: one round trip to find it at the first paint, one to tap (a locator's click waits for more).
 */
async function tapAtFirstPaint(page: Page, selector: string, text: string, letTheAppIn: () => void): Promise<void> {
  const point = await page.waitForFunction(
    ({ selector, text }) => {
      if (performance.getEntriesByName('first-contentful-paint').length === 0) return null;
      const element = Array.from(document.querySelectorAll(selector)).find((each) => (each.getAttribute('aria-label') ?? each.textContent ?? '').trim().startsWith(text));
      const box = element?.getBoundingClientRect();
      return box && box.width > 0 ? { x: box.x + box.width / 2, y: box.y + box.height / 2, seen: performance.now() } : null;
    },
    { selector, text },
    { polling: 'raf' },
  );
  const { x, y, seen } = (await point.jsonValue())!;
  await page.mouse.click(x, y);
  letTheAppIn();
  test.info().annotations.push({ type: 'control found', description: `${Math.round(seen)} ms after the navigation began` });
}

/** The shopper's taps, each before the app was up; how long after the first paint each came is noted. */
async function expectTappedBeforeTheApp(page: Page, count: number): Promise<void> {
  const taps = await page.evaluate(() => (window as unknown as { taps: Tap[] }).taps);
  expect(taps).toHaveLength(count);
  for (const tap of taps) expect(tap.appReady, `the tap came before the app was up: ${JSON.stringify(tap)}`).toBe(false);
  test.info().annotations.push({
    type: 'taps after first paint',
    description: taps.map((tap) => `${Math.round(tap.at - (tap.firstPaint ?? 0))} ms`).join(', '),
  });
}

/** Reads of the catalogue or the policy pages the page made: the server's HTML carried them. */
function catalogueReads(page: Page): string[] {
  const reads: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (/^\/api\/(products|pages|landing)/.test(url.pathname)) reads.push(url.pathname + url.search);
  });
  return reads;
}

async function sizedPlant(request: Parameters<typeof catalogue>[0]): Promise<{ plant: Product; size: string }> {
  const plant = (await catalogue(request)).find((candidate) => candidate.options.length > 0 && candidate.qty > 0);
  if (!plant) throw new Error('the demo catalogue has no plant in sizes');
  const fallback = plant.variants.find((variant) => variant.id === plant.defaultVariantId)!;
  const other = plant.variants.find((variant) => variant.qty >= 2 && variant.options[0] !== fallback.options[0]);
  if (!other) throw new Error(`${plant.name} has no other size in stock`);
  return { plant, size: other.options[0]! };
}

test.describe('taps before the app is up, on a low-end phone\'s CPU', () => {
  test.beforeEach(async ({ page }) => {
    await throttleToLowEnd(page);
  });

  test('"Filter By" tapped at the first paint opens the filters', async ({ page }) => {
    const reads = catalogueReads(page);
    const letTheAppIn = await openUntilFirstPaint(page, '/products');
    await tapAtFirstPaint(page, 'button', 'Filter By:', letTheAppIn);
    await expectTappedBeforeTheApp(page, 1);
    const toggle = page.getByRole('button', { name: /Filter By:/ });
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('button', { name: 'Small', exact: true })).toBeVisible();
    expect(reads).toEqual([]);
  });

  test('search tapped at the first paint opens the search box', async ({ page }) => {
    const reads = catalogueReads(page);
    const letTheAppIn = await openUntilFirstPaint(page, '/products');
    await tapAtFirstPaint(page, 'button', 'Open search', letTheAppIn);
    await expectTappedBeforeTheApp(page, 1);
    const search = page.getByRole('banner').getByRole('searchbox', { name: 'Search plants' });
    await expect(search).toBeVisible();
    await search.fill('pothos');
    await search.press('Enter');
    await expect(page).toHaveURL(/\/products\?search=pothos$/);
    // The search's own results are read; nothing the server rendered is.
    expect(reads.filter((read) => !read.includes('q=pothos'))).toEqual([]);
  });

  test('a size tapped at the first paint is chosen: its price, its address', async ({ page }) => {
    const { plant, size } = await sizedPlant(page.request);
    const reads = catalogueReads(page);
    const letTheAppIn = await openUntilFirstPaint(page, `/products/${plant.id}`);
    await tapAtFirstPaint(page, 'fieldset label', size, letTheAppIn);
    await expectTappedBeforeTheApp(page, 1);
    const sizes = page.getByRole('group', { name: new RegExp(`^${plant.options[0]!.name.toUpperCase()}`) });
    await expect(sizes.getByRole('radio', { checked: true })).toHaveAttribute('value', size);
    // The plant in that size (its other options as they were), its price on the page.
    await expect(page).toHaveURL(/\?variant=\d+$/);
    const chosen = plant.variants.find((each) => page.url().endsWith(`?variant=${each.id}`))!;
    expect(chosen.options[0]).toBe(size);
    await expect(page.getByTestId('price')).toContainText(`$${chosen.price.toFixed(2)}`);
    expect(reads).toEqual([]);
  });

  test('"Add to cart" tapped at the first paint puts one plant in the cart', async ({ page }) => {
    const { plant } = await sizedPlant(page.request);
    const reads = catalogueReads(page);
    const letTheAppIn = await openUntilFirstPaint(page, `/products/${plant.id}`);
    await tapAtFirstPaint(page, 'button', 'ADD TO CART', letTheAppIn);
    await expectTappedBeforeTheApp(page, 1);
    await expect(page.getByText(/^1 in your cart/)).toBeVisible();
    const cart = await page.evaluate(() => JSON.parse(localStorage.getItem('cart') ?? '[]') as { productId: number; variantId?: number | null; qty: number }[]);
    expect(cart).toEqual([expect.objectContaining({ productId: plant.id, variantId: plant.defaultVariantId, qty: 1 })]);
    expect(reads).toEqual([]);
  });
});
