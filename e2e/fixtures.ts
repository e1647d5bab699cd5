// Every journey fails on a console error or an uncaught exception in the page: a hydration mismatch,
// a crashed effect, a script the Content-Security-Policy refused. Statuses the server answered (a 404
// page, a refused log-in) are what the journeys ask for, and Chromium logs them too: those are not errors.
// And a page opened with goto or reload is used once it answers clicks: a server-rendered page is on the
// screen before the browser has taken it over (decision 015), as a shopper's first tap can be too.
import { test as base, expect, type Page } from '@playwright/test';

const NETWORK_STATUS = /^Failed to load resource: the server responded with a status of \d{3}/;

/** The app marks the document once it answers clicks; a document without the app (an image, the payment page) has nothing to wait for. */
async function appReady(page: Page): Promise<void> {
  await page.waitForFunction(
    () => !document.getElementById('root') || document.documentElement.dataset.ready === 'true',
  );
}

export const test = base.extend<{ failOnConsoleErrors: void }>({
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled) {
      const goto = page.goto.bind(page);
      const reload = page.reload.bind(page);
      page.goto = async (url, options) => {
        const response = await goto(url, options);
        await appReady(page);
        return response;
      };
      page.reload = async (options) => {
        const response = await reload(options);
        await appReady(page);
        return response;
      };
    }
    await use(page);
  },
  failOnConsoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' && !NETWORK_STATUS.test(message.text())) errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
      await use();
      expect(errors, 'errors in the browser console').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
