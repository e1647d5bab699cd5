import type { LaunchChecklist, LaunchItem } from '@shop/shared/launch';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { AuthUser } from '../../auth-user.ts';
import { ADMIN, adminToken, createTestShop, createUser, testClock, type TestShop } from '../../test/harness.ts';
import { ROOTBOUND } from '../settings/settings.test-support.ts';
import { getLaunchChecklist } from './launch-checklist.ts';
import { recordBackup } from './record-backup.ts';

// The launch checklist (docs/decisions/052-ready-to-open.md): a demo shop as the README starts it, then fixed step by step.
const HOUR = 60 * 60 * 1000;
const clock = testClock(new Date('2026-11-29T15:00:00Z'));
let shop: TestShop;
let admin: string;
let adminId: number;

beforeAll(async () => {
  shop = await createTestShop({ clock });
  admin = await adminToken(shop);
  adminId = ((await shop.request({ method: 'GET', url: '/api/auth', token: admin })).json() as { id: number }).id;
});
afterAll(() => shop.close());

const checklist = async (token = admin) => {
  const response = await shop.request({ method: 'GET', url: '/api/admin/launch-checklist', token });
  expect(response.statusCode).toBe(200);
  return response.json() as LaunchChecklist;
};
const step = async (id: LaunchItem['id']) => (await checklist()).items.find((item) => item.id === id)!;

describe('a shop as the README starts it', () => {
  test('has every step still to do, each saying what is in the way and where to fix it', async () => {
    const list = await checklist();
    expect(list.ready).toBe(false);
    expect(list.items.map((item) => [item.id, item.done])).toEqual([
      ['https', false],
      ['payments', false],
      ['email', false],
      ['backup', false],
      ['shop', false],
      ['owner', false],
      ['demo-catalogue', false],
      ['policy-pages', false],
      ['tax', true],
    ]);
    const byId = Object.fromEntries(list.items.map((item) => [item.id, item]));
    expect(byId.https).toMatchObject({ detail: 'PUBLIC_URL is http://shop.test. Put the shop behind HTTPS and set PUBLIC_URL to its https:// address.', fix: null, guide: 'docs/going-live.md, step 3' });
    expect(byId.payments!.detail).toBe('Payments go to the built-in test page and no card is charged. Set STRIPE_SECRET_KEY to your live key (sk_live_…).');
    expect(byId.email!.detail).toBe('Emails are written to files in DATA_DIR/mail: no customer gets one. Set SMTP_URL to your mail provider.');
    expect(byId.backup!.detail).toBe('No backup has been made. Run npm run backup every night.');
    expect(byId.shop).toMatchObject({
      detail: "The shop is still called Houseplant Shop, the demo's name. No contact email is set: customers' replies to its emails go nowhere.",
      fix: { label: 'Open Settings', to: '/account/admin/settings' },
    });
    expect(byId.owner).toMatchObject({ detail: 'Your account is still called "Shop Admin".', fix: { label: 'Edit your profile', to: '/account/editprofile' } });
    expect(byId['demo-catalogue']!.detail).toMatch(/^55 demo plants and \d+ demo promo codes are still in the shop\.$/);
    expect(byId['policy-pages']).toMatchObject({ detail: 'Privacy and Terms of sale still hold the demo text. Read, change what does not fit, and save.', fix: { to: '/account/admin/pages' } });
  });

  test('is the admin’s alone', async () => {
    const shopper = await createUser(shop);
    expect((await shop.request({ method: 'GET', url: '/api/admin/launch-checklist', token: shopper.token })).statusCode).toBe(403);
    expect((await shop.request({ method: 'GET', url: '/api/admin/launch-checklist' })).statusCode).toBe(401);
  });
});

describe('each step is done once the owner does it', () => {
  test('the shop’s name and contact email (Settings)', async () => {
    await shop.request({ method: 'PUT', url: '/api/admin/settings', token: admin, payload: { ...ROOTBOUND, contactEmail: '' } });
    expect((await step('shop')).detail).toBe("No contact email is set: customers' replies to its emails go nowhere.");
    await shop.request({ method: 'PUT', url: '/api/admin/settings', token: admin, payload: ROOTBOUND });
    expect(await step('shop')).toMatchObject({ done: true, detail: 'Rootbound Plant Co.; replies go to hello@rootbound.example.' });
  });

  test('the owner’s own name', async () => {
    const saved = await shop.request({ method: 'PUT', url: `/api/users/${adminId}`, token: admin, payload: { firstName: 'Ivy', lastName: 'Green', email: ADMIN.email } });
    expect(saved.statusCode).toBe(200);
    expect(await step('owner')).toMatchObject({ done: true, detail: 'Signed in as Ivy Green.' });
  });

  test('the demo catalogue removed', async () => {
    expect((await shop.request({ method: 'DELETE', url: '/api/admin/demo-catalogue', token: admin })).statusCode).toBe(200);
    expect(await step('demo-catalogue')).toMatchObject({ done: true, detail: 'No demo plant or promo code is left.' });
  });

  test('the policy pages made the owner’s: each page saved differently leaves the list', async () => {
    await shop.request({ method: 'PUT', url: '/api/pages/privacy', token: admin, payload: { title: 'Privacy', body: 'Our own privacy policy.' } });
    expect((await step('policy-pages')).detail).toBe('Terms of sale still holds the demo text. Read, change what does not fit, and save.');
    await shop.request({ method: 'PUT', url: '/api/pages/terms', token: admin, payload: { title: 'Terms of sale', body: 'Our own terms, under North Carolina law.' } });
    expect((await step('policy-pages')).done).toBe(true);
  });

  test('a state where the shop collects sales tax', async () => {
    const states = (await shop.request({ method: 'GET', url: '/api/admin/tax-states', token: admin })).json() as { state: string }[];
    for (const { state } of states) await shop.request({ method: 'DELETE', url: `/api/admin/tax-states/${state}`, token: admin });
    expect(await step('tax')).toMatchObject({ done: false, detail: 'No state is set, so no order is charged sales tax.', fix: { to: '/account/admin/sales-tax' } });
    await shop.request({ method: 'PUT', url: '/api/admin/tax-states/NC', token: admin, payload: { ratePercent: 4.75 } });
    expect(await step('tax')).toMatchObject({ done: true, detail: 'The shop collects in NC.' });
  });

  test('a backup in the last day: done after `npm run backup`, open again a day later', async () => {
    await recordBackup({ db: shop.db, backup: { finishedAt: new Date(clock.now().getTime() - 2 * HOUR), file: '/backups/shop-2026-11-29.backup', rows: 1200 } });
    expect(await step('backup')).toMatchObject({ done: true, detail: 'The last backup (/backups/shop-2026-11-29.backup) finished less than a day ago.' });
    clock.advance(23 * HOUR);
    expect(await step('backup')).toMatchObject({ done: false, detail: 'The last backup finished more than a day ago. Run npm run backup every night.' });
    await recordBackup({ db: shop.db, backup: { finishedAt: clock.now(), file: '/backups/shop-2026-11-30.backup', rows: 1201 } });
    expect((await step('backup')).done).toBe(true);
  });
});

describe('the steps done on the machine', () => {
  const owner = { id: 1, firstName: 'Ivy', lastName: 'Green', email: ADMIN.email, role: 'admin', currencyId: 1, emailVerifiedAt: null, needsName: false, twoFactorOn: false, mustSetUpTwoFactor: false } satisfies AuthUser;
  const live = {
    publicUrl: 'https://rootbound.example',
    stripe: { secretKey: 'sk_live_abc', webhookSecret: 'whsec_abc' },
    smtpUrl: 'smtps://user:secret@smtp.example:465',
    mailFrom: 'orders@rootbound.example',
  };
  const facts = async (config: Partial<Parameters<typeof getLaunchChecklist>[0]['config']>) =>
    Object.fromEntries((await getLaunchChecklist({ db: shop.db, config: { ...live, ...config }, user: owner, now: clock.now() })).items.map((item) => [item.id, item]));

  test('payments: a test key or no webhook secret is still test mode', async () => {
    expect((await facts({ stripe: { secretKey: 'sk_test_abc', webhookSecret: 'whsec_abc' } })).payments!.detail).toBe('STRIPE_SECRET_KEY is a test key (sk_test_…): Stripe charges no card. Set your live key (sk_live_…).');
    expect((await facts({ stripe: { secretKey: 'sk_live_abc', webhookSecret: undefined } })).payments!.detail).toMatch(/^STRIPE_WEBHOOK_SECRET is not set/);
    expect((await facts({})).payments).toMatchObject({ done: true, guide: 'docs/going-live.md, step 5' });
  });

  test('email: SMTP and an address of the shop’s own', async () => {
    expect((await facts({ mailFrom: 'orders@localhost' })).email!.detail).toBe('Emails come from orders@localhost. Set MAIL_FROM to an address at your domain.');
    expect((await facts({})).email).toMatchObject({ done: true, detail: 'Emails go out by SMTP from orders@rootbound.example.' });
  });

  test('with every step done the shop is ready, and the dashboard folds the list away', async () => {
    const ready = await getLaunchChecklist({ db: shop.db, config: live, user: owner, now: clock.now() });
    expect(ready.items.filter((item) => !item.done)).toEqual([]);
    expect(ready.ready).toBe(true);
  });
});
