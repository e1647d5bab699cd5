import { CUSTOMER_CSV_COLUMNS } from '@shop/shared/customer-import';
import { parse } from 'csv-parse/sync';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { customerProfiles, users } from '../../db/schema/accounts.ts';
import { rateLimits } from '../../db/schema/rate-limits.ts';
import { adminToken, createTestShop, testClock, type TestShop } from '../../test/harness.ts';
import { decoded, startSmtpServer } from '../email/email.test-support.ts';
import { customersCsv } from './customers-csv.test-support.ts';

// The owner's invitations go in rate-limited batches through the outbox, and the export writes the
// customer list back as Shopify's current customer CSV (decision 062).
const clock = testClock(new Date('2026-11-20T15:00:00Z'));
let shop: TestShop;
let admin: string;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;

beforeAll(async () => {
  smtp = await startSmtpServer();
  shop = await createTestShop({ clock, seed: 'none', config: { smtpUrl: smtp.url } });
  admin = await adminToken(shop);
});
afterAll(async () => {
  await shop.close();
  await smtp.close();
});

const importCsv = (csv: string) => shop.request({ method: 'POST', url: '/api/admin/customers/import', token: admin, payload: { csv, dryRun: false } });
const invite = () => shop.request({ method: 'POST', url: '/api/admin/customers/invitations', token: admin });
const invitations = () => smtp.received.map((mail) => decoded(mail.raw)).filter((mail) => /^Subject: Your account at .* is ready/m.test(mail));

describe('invitations', () => {
  test('go 50 a batch, 4 batches an hour; the link sets a password once and signs the customer in', async () => {
    expect((await importCsv(customersCsv(230, 'invite'))).statusCode).toBe(200);
    const first = await invite();
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ sent: 50, waiting: 180, invited: 50, joined: 0, batchSize: 50, batchesPerHour: 4 });
    await vi.waitFor(() => expect(invitations()).toHaveLength(50), { timeout: 20_000 });
    const mail = invitations().find((one) => one.includes('To: invite.1@example.com'))!;
    expect(mail).toContain('Hi First1,');
    const token = /#token=([A-Za-z0-9_-]{43})/.exec(mail)![1]!;
    const set = await shop.request({ method: 'PUT', url: '/api/auth/password-reset', payload: { token, password: 'monstera-in-the-hall-4' } });
    expect(set.statusCode, set.body).toBe(200);
    const again = await shop.request({ method: 'PUT', url: '/api/auth/password-reset', payload: { token, password: 'monstera-in-the-hall-5' } });
    expect(again.statusCode).toBe(400);
    const login = await shop.request({ method: 'POST', url: '/api/auth/login', payload: { email: 'invite.1@example.com', password: 'monstera-in-the-hall-4' } });
    expect(login.statusCode).toBe(200);

    for (const sent of [50, 50, 50]) expect((await invite()).json()).toMatchObject({ sent });
    const fifth = await invite();
    expect(fifth.statusCode).toBe(429);
    expect(fifth.json().error).toContain('At most 4 batches of invitations an hour');
    const counts = await shop.request({ method: 'GET', url: '/api/admin/customers/invitations', token: admin });
    expect(counts.json()).toMatchObject({ waiting: 30, invited: 200, joined: 1, sent: 0 });
  });

  test('an invitation link stops working after its week', async () => {
    const [waiting] = await shop.db.select({ id: customerProfiles.userId }).from(customerProfiles).where(sql`${customerProfiles.invitedAt} is null`).limit(1);
    expect(waiting).toBeDefined();
    // An hour later: the limiter's window (counted in the database's time) has passed.
    await shop.db.delete(rateLimits).where(eq(rateLimits.key, 'customer-invitations'));
    expect((await invite()).json()).toMatchObject({ sent: 30, waiting: 0 });
    await vi.waitFor(() => expect(invitations()).toHaveLength(230), { timeout: 30_000 });
    const [user] = await shop.db.select({ email: users.email }).from(users).where(eq(users.id, waiting!.id));
    const mail = invitations().find((one) => one.includes(`To: ${user!.email}`))!;
    const token = /#token=([A-Za-z0-9_-]{43})/.exec(mail)![1]!;
    clock.advance(7 * 24 * 60 * 60 * 1000 + 1000);
    const late = await shop.request({ method: 'PUT', url: '/api/auth/password-reset', payload: { token, password: 'too-late-for-ferns-2' } });
    expect(late.statusCode).toBe(400);
  });
});

describe('the export', () => {
  test("writes every shopper as Shopify's current customer CSV, formulas escaped, which the import reads back as it was", async () => {
    const csv = [
      CUSTOMER_CSV_COLUMNS.join(','),
      "Rosa,'=Trick,rosa@example.com,yes,,7 Oak St,,Austin,TX,US,73301,,+1 512 555 0142,yes,99.95,4,\"Note, with comma\",yes,\"vip, wholesale\"",
    ].join('\n');
    expect((await importCsv(csv)).statusCode).toBe(200);
    const response = await shop.request({ method: 'GET', url: '/api/admin/customers/export', token: admin });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    const records = parse(response.body, { columns: true }) as Record<string, string>[];
    expect(Object.keys(records[0]!)).toEqual([...CUSTOMER_CSV_COLUMNS]);
    expect(records.filter((record) => record.Email!.startsWith('invite.'))).toHaveLength(230);
    const rosa = records.find((record) => record.Email === 'rosa@example.com')!;
    expect(rosa).toEqual({
      'First Name': 'Rosa',
      'Last Name': "'=Trick",
      Email: 'rosa@example.com',
      'Accepts Email Marketing': 'yes',
      'Default Address Company': '',
      'Default Address Address1': '7 Oak St',
      'Default Address Address2': '',
      'Default Address City': 'Austin',
      'Default Address Province Code': 'TX',
      'Default Address Country Code': 'US',
      'Default Address Zip': '73301',
      // The shop's one formula rule (decision 053) puts its quote before a leading +; the import takes it off.
      'Default Address Phone': "'+1 512 555 0142",
      Phone: "'+1 512 555 0142",
      'Accepts SMS Marketing': 'yes',
      'Total Spent': '99.95',
      'Total Orders': '4',
      Note: 'Note, with comma',
      'Tax Exempt': 'yes',
      Tags: 'vip, wholesale',
    });
    expect(records.some((record) => record.Email === 'admin@shop.test' || record.Email === 'admin@localhost')).toBe(false);

    const fresh = await createTestShop({ seed: 'none' });
    try {
      const token = await adminToken(fresh);
      const back = await fresh.request({ method: 'POST', url: '/api/admin/customers/import', token, payload: { csv: response.body, dryRun: false } });
      expect(back.json()).toMatchObject({ applied: true, rejected: [] });
      const exportedAgain = await fresh.request({ method: 'GET', url: '/api/admin/customers/export', token });
      expect(exportedAgain.body).toBe(response.body);
    } finally {
      await fresh.close();
    }
  });
});
