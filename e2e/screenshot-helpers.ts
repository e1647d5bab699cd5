// What the specs that take screenshots on request share (SCREENSHOTS=1): where the pictures go, the two
// screens they are taken on, a page on one of them, and the way a whole page is shot.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { devices, type Browser, type Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

export const OUT = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'docs', 'screenshots');
export type Size = 'desktop' | 'phone';
export const CONTEXTS = {
  desktop: { viewport: { width: 1440, height: 900 }, deviceScaleFactor: 1 },
  phone: { viewport: { width: 390, height: 844 }, deviceScaleFactor: 1, isMobile: true, hasTouch: true, userAgent: devices['Pixel 7'].userAgent },
} as const;

/** A page in a fresh browser context sized as `size`, at the journeys' base address. */
export async function newPage(browser: Browser, size: Size): Promise<Page> {
  const context = await browser.newContext({ ...CONTEXTS[size], baseURL: test.info().project.use.baseURL });
  return context.newPage();
}

/** As screenshots.spec.ts takes them: desktop shots the whole page, phone shots what the screen shows. */
export async function shoot(page: Page, name: string, size: Size, { keepScroll = false } = {}): Promise<void> {
  await page.mouse.move(0, 0);
  const scrolled = await page.evaluate(() => window.scrollY);
  // Through the page and back, so the lazy pictures below the fold load, as screenshots.spec.ts does.
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo({ top: y, behavior: 'instant' });
      await new Promise((resolve) => setTimeout(resolve, 60));
    }
    window.scrollTo({ top: 0, behavior: 'instant' });
  });
  if (keepScroll) await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), scrolled);
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(() => Array.from(document.images).every((img) => img.complete || img.getClientRects().length === 0));
  await expect(page.locator('[data-rht-toaster] [role="status"]')).toHaveCount(0, { timeout: 8_000 });
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: path.join(OUT, `${name}-${size}.png`), fullPage: size === 'desktop', animations: 'disabled', caret: 'hide', style: '[data-rht-toaster] { display: none !important; }' });
}
