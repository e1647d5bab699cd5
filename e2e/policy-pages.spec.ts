// The shop's policy pages (decision 035): the footer links each one; each is server-rendered with its
// title; the admin edits a page, previews the server's rendering and saves, and the shop shows it at once.
// The dashboard's launch checklist (decision 052) names what stands between the shop and a real first order.
// Screenshots (storefront-returns, storefront-shipping-policy, admin-edit-page, admin-launch-checklist; desktop
// and phone) only on request: npm run build && SCREENSHOTS=1 npx playwright test -c e2e/playwright.config.ts policy-pages --project desktop
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { adminNav, expectAccessible, signInAsAdmin } from './admin-helpers.ts';
import { expect, test } from './fixtures.ts';
import { newPage, OUT, type Size } from './screenshot-helpers.ts';
import { adminToken } from './shop-helpers.ts';

const FOOTER_LINKS = [
  ['Shipping', '/shipping-policy', 'Shipping'],
  ['Returns and arrival guarantee', '/returns', 'Returns and arrival guarantee'],
  ['Privacy', '/privacy', 'Privacy'],
  ['Terms', '/terms', 'Terms of sale'],
  ['Contact us', '/contact', 'Contact us'],
] as const;

interface PolicyPage {
  title: string;
  body: string;
}

const footerNav = (page: Page) => page.getByRole('navigation', { name: 'Shop policies' });

async function readPage(request: APIRequestContext, slug: string): Promise<PolicyPage> {
  const response = await request.get(`/api/pages/${slug}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as PolicyPage;
}

async function writePage(request: APIRequestContext, slug: string, page: PolicyPage): Promise<void> {
  const response = await request.put(`/api/pages/${slug}`, { headers: { authorization: await adminToken(request) }, data: { title: page.title, body: page.body } });
  expect(response.ok()).toBe(true);
}

test('@phone the footer opens each policy page; opened directly, a page arrives rendered with its title', async ({ page }) => {
  await page.goto('/');
  for (const [link, address, heading] of FOOTER_LINKS) {
    await footerNav(page).getByRole('link', { name: link, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${address}$`));
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page).toHaveTitle(`${heading} · Houseplant Shop`);
  }

  // Straight from the server: the text and the shipping rates are in the HTML before any script runs.
  const html = await (await page.request.get('/shipping-policy')).text();
  expect(html).toContain('<h2>When we ship</h2>');
  expect(html).toContain('<h2>Shipping rates today</h2>');
  expect(html).toContain('<link rel="canonical" href="http://127.0.0.1:');
  await page.goto('/shipping-policy');
  await expect(page.getByRole('heading', { level: 2, name: 'Shipping rates today' })).toBeVisible();
  await expect(page.getByText('We pack and ship orders Monday to Wednesday')).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'arrival guarantee', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Returns and arrival guarantee' })).toBeVisible();
  // The claim form and its window, from the claim settings (decision 052).
  await expect(page.getByText('tell us within 30 days of the day your order shipped')).toBeVisible();
});

test('the policy pages pass axe', async ({ page }) => {
  for (const [, address, heading] of FOOTER_LINKS) {
    await page.goto(address);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expectAccessible(page, address);
  }
});

test('the admin edits the returns page, previews it, saves it, and the shop shows the new text', async ({ page }) => {
  const original = await readPage(page.request, 'returns');
  try {
    await signInAsAdmin(page);
    await adminNav(page).getByRole('link', { name: 'PAGES' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Shop pages' })).toBeVisible();
    const table = page.getByRole('table', { name: "The shop's pages" });
    for (const [, , title] of FOOTER_LINKS) await expect(table.getByRole('link', { name: `Edit ${title}`, exact: true })).toBeVisible();
    await expectAccessible(page, 'admin pages');
    await table.getByRole('link', { name: 'Edit Returns and arrival guarantee' }).click();

    const form = page.getByRole('form', { name: 'Edit page' });
    await expect(form.getByLabel('Title')).toHaveValue('Returns and arrival guarantee');
    const text = `Our promise, updated ${Date.now()}.`;
    await form.getByLabel('Page text (Markdown)').fill(`${text}\n\n## Damaged on arrival\n\nA **photo** is all we need. <script>alert("x")</script>\n\n[Odd link](javascript:alert(1))`);
    await form.getByRole('button', { name: 'Preview' }).click();
    const preview = page.getByRole('region', { name: 'Preview' });
    await expect(preview.getByRole('heading', { level: 2, name: 'Damaged on arrival' })).toBeVisible();
    // Raw HTML is shown as text, and a javascript: link is no link.
    await expect(preview.getByText('<script>alert("x")</script>', { exact: false })).toBeVisible();
    await expect(preview.getByRole('link', { name: 'Odd link' })).toHaveCount(0);
    await expectAccessible(page, 'admin edit page with preview');

    // Nothing is saved by a preview.
    expect((await readPage(page.request, 'returns')).body).toBe(original.body);

    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form.getByRole('status')).toHaveText('Saved. The shop shows “Returns and arrival guarantee” now.');

    await page.goto('/returns');
    await expect(page.getByText(text)).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Damaged on arrival' })).toBeVisible();
    const served = await (await page.request.get('/returns')).text();
    expect(served).toContain(text);
    expect(served).not.toContain('<script>alert("x")</script>');
  } finally {
    await writePage(page.request, 'returns', original);
  }
});

test('the dashboard’s launch checklist says what stands before a real first order, links to the fix, and passes axe', async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto('/account/admin');
  const checklist = page.getByRole('region', { name: 'Ready to open' });
  await expect(checklist).toBeVisible();
  const open = checklist.getByRole('list', { name: 'Steps still open' });
  // The test server: http, the test payment page, email to files, the demo catalogue.
  await expect(open.getByText('Serve the shop over HTTPS')).toBeVisible();
  await expect(open.getByText('Payments go to the built-in test page and no card is charged.', { exact: false })).toBeVisible();
  await expect(open.getByText('On the shop’s machine: docs/going-live.md, step 5')).toBeVisible();
  await expectAccessible(page, 'admin dashboard with the launch checklist');
  await open.getByRole('link', { name: 'Open Pages' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Shop pages' })).toBeVisible();
});

/** As screenshots.spec.ts takes them: desktop shots the whole page, phone shots what the screen shows. */
async function shoot(page: Page, name: string, size: Size, { keepScroll = false } = {}): Promise<void> {
  await page.mouse.move(0, 0);
  if (!keepScroll) await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[data-rht-toaster] [role="status"]')).toHaveCount(0, { timeout: 8_000 });
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: path.join(OUT, `${name}-${size}.png`), fullPage: size === 'desktop', animations: 'disabled', caret: 'hide', style: '[data-rht-toaster] { display: none !important; }' });
}

test.describe('screenshots', () => {
  test.skip(process.env.SCREENSHOTS !== '1', 'screenshots only on request');
  test.describe.configure({ timeout: 180_000 });

  test('policy pages and their editor', async ({ browser }) => {
    mkdirSync(OUT, { recursive: true });
    for (const size of ['desktop', 'phone'] as const) {
      const page = await newPage(browser, size);
      await page.goto('/returns');
      await expect(page.getByRole('heading', { level: 1, name: 'Returns and arrival guarantee' })).toBeVisible();
      await shoot(page, 'storefront-returns', size);
      await page.goto('/shipping-policy');
      await expect(page.getByRole('heading', { level: 2, name: 'Shipping rates today' })).toBeVisible();
      if (size === 'phone') await page.getByRole('heading', { level: 2, name: 'Shipping rates today' }).scrollIntoViewIfNeeded();
      await shoot(page, 'storefront-shipping-policy', size, { keepScroll: size === 'phone' });
      if (size === 'phone') {
        await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
        await page.screenshot({ path: path.join(OUT, 'storefront-footer-phone.png'), animations: 'disabled', caret: 'hide' });
      }
      await signInAsAdmin(page);
      await page.goto('/account/admin/pages');
      await expect(page.getByRole('table', { name: "The shop's pages" })).toBeVisible();
      await shoot(page, 'admin-pages', size);
      await page.goto('/account/admin/pages/returns');
      await page.getByRole('form', { name: 'Edit page' }).getByRole('button', { name: 'Preview' }).click();
      await expect(page.getByRole('region', { name: 'Preview' }).getByRole('heading', { level: 2, name: 'Returns and arrival guarantee' })).toBeVisible();
      await shoot(page, 'admin-edit-page', size);
      await page.getByText('Facts from your settings').click();
      await page.getByText('Facts from your settings').scrollIntoViewIfNeeded();
      await shoot(page, 'admin-edit-page-placeholders', size, { keepScroll: size === 'phone' });
      await page.goto('/account/admin');
      await expect(page.getByRole('region', { name: 'Ready to open' })).toBeVisible();
      await shoot(page, 'admin-launch-checklist', size);
      await page.context().close();
    }
  });
});
