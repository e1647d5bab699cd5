// Interaction to next paint on the low-end phone (decision 063): a real Chromium, its CPU slowed as the
// Lighthouse runs are (web.ts: host index / device index), taps a size, "Add to cart" and "Filter By" once
// the page is up, and the browser's Event Timing says how long each took from the tap to the next paint
// (what INP measures). Recorded by the bench, never asserted in a test: timings belong here.
import { chromium, type Page } from '@playwright/test';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import type { Device } from './web.ts';
import { slowdownFor } from './web.ts';

export interface InteractionResult {
  name: string;
  page: string;
  device: Device;
  hostIndex: number;
  multiplier: number;
  /** Tap to next paint, ms, one per try; 16 where the browser reported none (it reports from 16 ms up). */
  ms: number[];
}

const TRIES = 3;

/** The longest event of the page's next interaction, as Event Timing reports it (after its next paint). */
async function nextInteraction(page: Page, tap: () => Promise<void>): Promise<number> {
  await page.evaluate(() => {
    const seen: number[] = [];
    (window as unknown as { interactionMs: number[] }).interactionMs = seen;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { interactionId?: number })[]) {
        if (entry.interactionId) seen.push(entry.duration);
      }
    }).observe({ type: 'event', durationThreshold: 16 } as PerformanceObserverInit);
  });
  await tap();
  const reported = await page
    .waitForFunction(() => (window as unknown as { interactionMs: number[] }).interactionMs.length > 0, null, { timeout: 3000 })
    .then(() => true, () => false);
  if (!reported) return 16;
  // The tap's other events (pointerup, click) are reported with the same paint: a moment for them.
  await page.waitForTimeout(100);
  return Math.max(...(await page.evaluate(() => (window as unknown as { interactionMs: number[] }).interactionMs)));
}

/** Opens `path` and waits for the app to answer clicks (the document's data-ready, app/layout/use-app-ready.ts). */
async function openReady(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.waitForFunction(() => document.documentElement.dataset.ready === 'true', null, { timeout: 60_000 });
  // Whatever the start-up left for idle time (the rest of the page hydrating, chunks) settles first.
  await page.waitForTimeout(1500);
}

/**
 * Each interaction `TRIES` times on a fresh load, on `device`: tapping a size and "Add to cart" on a
 * product page with sizes, and "Filter By" on the grid.
 */
export async function measureInteractions(baseUrl: string, productPath: string, sizeLabel: string, device: Device): Promise<InteractionResult[]> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync'],
  });
  try {
    const journeys: { name: string; page: string; tap: (page: Page) => Promise<void> }[] = [
      { name: 'a size', page: productPath, tap: (page) => page.locator('label').filter({ hasText: sizeLabel }).first().click() },
      { name: '"Add to cart"', page: productPath, tap: (page) => page.getByRole('button', { name: 'ADD TO CART', exact: true }).first().click() },
      { name: '"Filter By"', page: '/products', tap: (page) => page.getByRole('button', { name: /Filter By:/ }).click() },
    ];
    const results: InteractionResult[] = [];
    for (const journey of journeys) {
      const ms: number[] = [];
      let host = 0;
      let multiplier = 1;
      for (let attempt = 0; attempt < TRIES; attempt += 1) {
        // A phone's screen, a fresh visitor (an empty cart) each time.
        const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
        try {
          const page = await context.newPage();
          const session = await context.newCDPSession(page);
          host = (await page.evaluate(`(${pageFunctions.computeBenchmarkIndex.toString()})()`)) as number;
          multiplier = slowdownFor(host, device);
          await session.send('Emulation.setCPUThrottlingRate', { rate: multiplier });
          await openReady(page, `${baseUrl}${journey.page}`);
          ms.push(Math.round(await nextInteraction(page, () => journey.tap(page))));
        } finally {
          await context.close();
        }
      }
      results.push({ name: journey.name, page: journey.page, device, hostIndex: Math.round(host), multiplier, ms });
    }
    return results;
  } finally {
    await browser.close();
  }
}
