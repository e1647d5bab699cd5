// A clean start (decision 048), on a shop of its own (removing the demo would empty the suite's shop): the
// owner the first run made signs in and is asked their name first; a shopper's order of a demo plant is
// paid; the owner removes the demo catalogue in one confirmed step (from the products screen on a desktop,
// from the CSV check on a phone); no demo plant is for sale any more, the order reads exactly as before,
// and a product CSV with the demo's handles makes the owner's own plants.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { seriousViolations } from './axe-helpers.ts';
import { expect as baseExpect, test } from './fixtures.ts';
import { ADDRESS, fillShipping, payWithCard, type Product, uniqueEmail } from './shop-helpers.ts';

// A second shop beside the suite's on a shared machine: more time for each screen to answer.
const expect = baseExpect.configure({ timeout: 30_000 });

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const OWNER_PASSWORD = 'clean-start-owner-pass-5';

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

interface OwnShop {
  child: ChildProcess;
  dataDir: string;
  address: string;
}

/** The built shop on a fresh data folder with the demo catalogue; its owner is admin@localhost. */
async function startShop(): Promise<OwnShop> {
  const port = await freePort();
  const address = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-clean-start-'));
  const { ADMIN_EMAIL: _e, ADMIN_PASSWORD: _p, ...env } = process.env;
  const child = spawn(process.execPath, ['apps/server/dist/server.js'], {
    cwd: root,
    env: { ...env, PORT: String(port), DATA_DIR: dataDir, PUBLIC_URL: address, ADMIN_PASSWORD: OWNER_PASSWORD, WEATHER: 'off', LOG_LEVEL: 'warn', AUTH_RATE_LIMIT: '1000', ORDER_RATE_LIMIT: '1000' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const deadline = Date.now() + 150_000;
  while (Date.now() < deadline) {
    const ready = await fetch(`${address}/healthz`).then((response) => response.ok, () => false);
    if (ready) return { child, dataDir, address };
    if (child.exitCode !== null) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill('SIGKILL');
  throw new Error(`the shop did not start:\n${output}`);
}

/** The owner's product CSV: two plants under the demo's handles, with SKUs of their own. */
const OWNERS_CSV = [
  'Handle,Title,Body (HTML),Tags,Option1 Name,Option1 Value,Variant SKU,Variant Price,Variant Inventory Qty,Status',
  'zz-plant,ZZ Plant,<p>Grown in our own greenhouse.</p>,Low light,Title,Default Title,RB-ZZ-6,32.00,8,active',
  'peace-lily,Peace Lily,<p>Grown in our own greenhouse.</p>,Pet safe,Title,Default Title,RB-LILY-6,28.00,6,active',
  '',
].join('\n');

async function checkCsv(page: Page): Promise<void> {
  await page.getByLabel(/Product CSV/).setInputFiles({ name: 'products.csv', mimeType: 'text/csv', buffer: Buffer.from(OWNERS_CSV) });
  await page.getByRole('button', { name: 'Check file' }).click();
}

test.describe('a clean start @phone', () => {
  test.describe.configure({ timeout: 240_000 });
  let shop: OwnShop | undefined;

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    shop = await startShop();
  });

  test.afterAll(async () => {
    if (!shop) return;
    const exited = new Promise((resolve) => shop!.child.once('exit', resolve));
    shop.child.kill('SIGTERM');
    await exited;
    rmSync(shop.dataDir, { recursive: true, force: true });
  });

  test('the owner gives their name, removes the demo catalogue, and the order before it still reads whole', async ({ page, browser, isMobile }) => {
    const at = (where: string) => `${shop!.address}${where}`;
    const api = page.request;
    const demo = (await (await api.get(at('/api/products'))).json()) as Product[];
    const zz = demo.find((plant) => plant.name === 'ZZ Plant')!;
    expect(demo).toHaveLength(55);

    // A shopper pays for a ZZ Plant in another browser, and reads the order in their account.
    const email = uniqueEmail('clean-start');
    const signup = await api.post(at('/api/users'), { data: { firstName: 'Rosa', lastName: 'Fernández', email, password: 'leafy-pass-1' } });
    const { token } = (await signup.json()) as { token: string };
    const { id: shopperId } = (await (await api.get(at('/api/auth'), { headers: { authorization: token } })).json()) as { id: number };
    const shopper = await (await browser.newContext(isMobile ? { viewport: { width: 412, height: 839 }, isMobile: true, hasTouch: true } : {})).newPage();
    await shopper.goto(at('/favicon.svg'));
    await shopper.evaluate(([stored, cart]) => {
      localStorage.setItem('token', stored);
      localStorage.setItem('cart', cart);
    }, [token, JSON.stringify([{ userId: shopperId, productId: zz.id, qty: 1 }])] as const);
    await shopper.goto(at('/shipping'));
    await fillShipping(shopper, { ...ADDRESS, email });
    await shopper.getByRole('button', { name: 'CONTINUE TO PAYMENT' }).click();
    await payWithCard(shopper);
    await expect(shopper.getByRole('heading', { name: 'THANK YOU FOR YOUR PURCHASE!' })).toBeVisible();
    const orderId = Number(new URL(shopper.url()).searchParams.get('orderid'));
    const customerOrder = async () => {
      await shopper.goto(at(`/account/orderhistory/${orderId}`));
      await expect(shopper.getByRole('main').getByText('ZZ Plant').first()).toBeVisible();
      return shopper.getByRole('main').innerText();
    };
    const customerBefore = await customerOrder();

    // The owner signs in with the printed address and is asked their name before going on.
    await page.goto(at('/login'));
    const form = page.getByRole('form', { name: 'Log in' });
    await form.getByLabel('Email').fill('admin@localhost');
    await form.getByLabel('Password').fill(OWNER_PASSWORD);
    await form.getByRole('button', { name: 'LOG IN' }).click();
    await expect(page).toHaveURL(at('/account/your-name'));
    await expect(page.getByRole('heading', { name: 'What should we call you?' })).toBeVisible();
    expect(await seriousViolations(page), 'axe on the name prompt').toEqual([]);
    const prompt = page.getByRole('form', { name: 'Your name' });
    await prompt.getByLabel('First name').fill('Maya');
    await prompt.getByLabel('Last name').fill('Green');
    await prompt.getByRole('button', { name: 'CONTINUE' }).click();
    await expect(page).toHaveURL(at('/'));
    if (isMobile) {
      await page.goto(at('/account'));
      await expect(page.getByRole('heading', { level: 1, name: 'Maya' })).toBeVisible();
    } else {
      await expect(page.getByRole('banner').getByRole('link', { name: 'Hi, Maya' })).toBeVisible();
    }

    await page.goto(at(`/account/admin/orders/${orderId}`));
    await expect(page.getByRole('main').getByText('ZZ Plant').first()).toBeVisible();
    const adminBefore = await page.getByRole('main').innerText();

    // The demo catalogue goes, in one confirmed step: from the products screen, or from the CSV check.
    if (isMobile) {
      await page.goto(at('/account/admin/import'));
      await checkCsv(page);
      const warning = page.getByRole('alert').filter({ hasText: 'would update demo plants' });
      await expect(warning).toContainText('2 products of this file would update demo plants (zz-plant and peace-lily)');
      await warning.getByRole('button', { name: 'Remove the demo catalogue' }).click();
    } else {
      await page.goto(at('/account/admin/products'));
      const notice = page.getByRole('region', { name: 'The shop still has its demo catalogue' });
      await expect(notice).toContainText('55 demo plants and 3 promo codes came with the shop');
      await notice.getByRole('button', { name: 'Remove the demo catalogue' }).click();
    }
    const dialog = page.getByRole('dialog', { name: 'Remove the demo catalogue?' });
    await expect(dialog).toContainText(/This takes away 55 plants, \d+ pictures and 3 promo codes at once\./);
    await expect(dialog).toContainText('1 plant was ordered: it is archived (off sale for good) instead of deleted, so its orders keep their lines and totals.');
    expect(await seriousViolations(page, { rules: 'axe-defaults' }), 'axe on the dialog').toEqual([]);
    await dialog.getByRole('button', { name: 'Remove the demo catalogue' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Demo catalogue removed' })).toBeVisible();
    await expect(dialog).toBeHidden();
    if (isMobile) {
      await expect(page.getByText('The demo catalogue is removed; the file was checked again.')).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: 'Checked:' })).toContainText('2 products to create, 0 to update');
    } else {
      await expect(page.getByRole('region', { name: 'The shop still has its demo catalogue' })).toHaveCount(0);
      // Only the plant the order took is left, archived: the owner still sees it (docs/decisions/055-drafts-and-bulk-edit.md).
      const table = page.getByRole('table', { name: 'Products' });
      await expect(table.getByRole('row')).toHaveCount(2);
      await expect(table.getByRole('row').filter({ hasText: 'ZZ Plant' }).getByRole('cell').nth(4)).toHaveText('Archived');
    }
    expect(await seriousViolations(page, { include: ['main'], rules: 'axe-defaults' }), 'axe after the removal').toEqual([]);

    // No demo plant is for sale: the grid, a search, the plant's page, the sitemap.
    await page.goto(at('/products'));
    await expect(page.getByRole('main').getByText('Try a shorter word, or browse all our plants')).toBeVisible();
    await expect(page.getByRole('link', { name: /ZZ Plant/ })).toHaveCount(0);
    expect((await api.get(at('/api/products?q=zz'))).headers()['x-total-count']).toBe('0');
    const gone = await page.goto(at(`/products/${zz.id}`));
    expect(gone?.status()).toBe(404);
    expect(await (await api.get(at('/sitemap.xml'))).text()).not.toContain('/products/');

    // The order placed before reads exactly as it did, for the shopper and for the owner.
    expect(await customerOrder()).toBe(customerBefore);
    await page.goto(at(`/account/admin/orders/${orderId}`));
    await expect(page.getByRole('main').getByText('ZZ Plant').first()).toBeVisible();
    expect(await page.getByRole('main').innerText()).toBe(adminBefore);
    await shopper.context().close();

    // A product CSV with the demo's handles makes the owner's own plants.
    await page.goto(at('/account/admin/import'));
    await checkCsv(page);
    await expect(page.getByRole('status').filter({ hasText: 'Checked:' })).toContainText('2 products to create, 0 to update');
    await expect(page.getByRole('alert')).toHaveCount(0);
    await page.getByRole('button', { name: 'Import' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Imported:' })).toContainText('2 products created');
    const mine = (await (await api.get(at('/api/products'))).json()) as Product[];
    expect(mine.map((plant) => [plant.name, plant.price])).toEqual([['ZZ Plant', 32], ['Peace Lily', 28]]);
    expect(mine.every((plant) => plant.id > zz.id)).toBe(true);
  });
});
