import { CUSTOMER_CSV_COLUMNS, type CustomerImportReport } from '@shop/shared/customer-import';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { customerAddresses, customerProfiles, users } from '../../db/schema/accounts.ts';
import { marketingConsents, sentEmails } from '../../db/schema/email.ts';
import { adminToken, createTestShop, createUser, testClock, type TestShop } from '../../test/harness.ts';
import { decoded, startSmtpServer } from '../email/email.test-support.ts';
import { deliverEmail, enqueueEmail } from '../email/index.ts';
import { customersCsv } from './customers-csv.test-support.ts';

// Shopify's customer list comes along (decision 062): both of its column sets, a dry run with every
// problem of every refused row, accounts without a password, recorded consent, saved addresses.
const clock = testClock(new Date('2026-11-20T15:00:00Z'));
let shop: TestShop;
let admin: string;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let client = 0;

beforeAll(async () => {
  smtp = await startSmtpServer();
  shop = await createTestShop({ clock, seed: 'none', config: { smtpUrl: smtp.url } });
  admin = await adminToken(shop);
});
afterAll(async () => {
  await shop.close();
  await smtp.close();
});

const importCsv = (csv: string, dryRun: boolean) => shop.request({ method: 'POST', url: '/api/admin/customers/import', token: admin, payload: { csv, dryRun } });
async function check(csv: string, dryRun = true): Promise<CustomerImportReport> {
  const response = await importCsv(csv, dryRun);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}
const accountCount = async () => (await shop.db.select({ n: sql<number>`count(*)::int` }).from(users))[0]!.n;
const from = () => ({ 'x-forwarded-for': `198.51.100.${(client += 1) % 250}` });
const logIn = (email: string, password: string) => shop.request({ method: 'POST', url: '/api/auth/login', headers: from(), payload: { email, password } });
const mailsTo = (to: string) => smtp.received.filter((mail) => mail.to.includes(to)).map((mail) => decoded(mail.raw));

const CURRENT = [
  CUSTOMER_CSV_COLUMNS.join(','),
  'Maya,Okafor,maya@example.com,yes,Leaf Co,12 Fern Lane,Unit 4,Portland,OR,US,97201,503-555-0101,+1 503 555 0100,no,120.50,3,Loves calatheas,no,"vip, pet-owner"',
  'Jonas,Berg,jonas@example.com,no,,1 King St W,,Toronto,ON,CA,M5H 1A1,,,no,10.00,1,,no,',
].join('\n');
const OLDER = [
  'First Name,Last Name,Email,Company,Address1,Address2,City,Province,Province Code,Country,Country Code,Zip,Phone,Accepts Marketing,Total Spent,Total Orders,Tags,Note,Tax Exempt',
  'Ines,Duarte,ines@example.com,,5 Palm Ave,,Miami,Florida,FL,United States,US,33101,305-555-0199,yes,45.00,2,wholesale,,yes',
  'Pat,Noaddress,pat@example.com,,,,,,,,,,,no,0.00,0,,,no',
].join('\n');

describe('the dry run', () => {
  test("reads Shopify's current column set: accounts to make, with consent and addresses, and a non-US address left out with a note", async () => {
    const report = await check(CURRENT);
    expect(report).toMatchObject({ dryRun: true, applied: false, columns: 'current', rows: 2, created: 2, skipped: [], rejected: [], withAddress: 1, consenting: 1 });
    expect(report.notes).toEqual([
      { row: 3, email: 'jonas@example.com', note: 'The address is outside the United States (CA): the account comes in without it, as the shop ships only within the United States' },
    ]);
    expect(await accountCount()).toBe(1);
  });

  test("reads Shopify's older column set (Accepts Marketing, Address1, Province Code...)", async () => {
    const report = await check(OLDER);
    expect(report).toMatchObject({ columns: 'older', rows: 2, created: 2, rejected: [], notes: [], withAddress: 1, consenting: 1 });
  });

  test('lists every refused row with every reason, and the import then writes nothing', async () => {
    const csv = [
      'First Name,Last Name,Email,Accepts Email Marketing,Note,Total Spent',
      'Ann,Good,ann@example.com,yes,,1.00',
      'Bob,Bad,not-an-email,maybe,,12 dollars',
      'Cy,Copy,ANN@example.com,no,,',
      '"=HYPERLINK(""http://evil.test"")",Formula,formula@example.com,no,@SUM(A1:A9),',
      'Dee,Blank,,no,,',
    ].join('\n');
    const report = await check(csv);
    expect(report.rejected).toEqual([
      {
        row: 3,
        handle: 'not-an-email',
        problems: [
          { column: 'Email', reason: "'not-an-email' is not an email address" },
          { column: 'Accepts Email Marketing', reason: "'maybe' is neither yes nor no" },
          { column: 'Total Spent', reason: "'12 dollars' is not an amount in dollars" },
        ],
      },
      { row: 4, handle: 'ANN@example.com', problems: [{ column: 'Email', reason: 'ANN@example.com is also on row 2: one account an email' }] },
      {
        row: 5,
        handle: 'formula@example.com',
        problems: [
          { column: 'First Name', reason: `'=HYPERLINK("http://evil.test")' looks like a spreadsheet formula: the shop takes no formulas` },
          { column: 'Note', reason: "'@SUM(A1:A9)' looks like a spreadsheet formula: the shop takes no formulas" },
        ],
      },
      { row: 6, handle: '', problems: [{ column: 'Email', reason: "The email is empty: accounts here sign in with their email" }] },
    ]);
    const before = await accountCount();
    const applied = await check(csv, false);
    expect(applied).toMatchObject({ applied: false, created: 1 });
    expect(await accountCount()).toBe(before);
  });

  test.each([
    ['wrong columns', 'Handle,Title,Variant Price\nfern,Fern,12.00\n', 'This is a product CSV, not a customer CSV: import it under Products'],
    ['no Email column', 'First Name,Last Name,Phone\nAda,Lovelace,555\n', "This is not a Shopify customer CSV: it has no 'Email' column"],
    ['not UTF-8', 'First Name,Last Name,Email\nJos\uFFFD,M,jose@example.com\n', 'This file is not UTF-8'],
    ['empty', '', 'The file is empty'],
  ])('refuses a file with %s with a clear message, writing nothing', async (_what, csv, message) => {
    const before = await accountCount();
    const response = await importCsv(csv, false);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toContain(message);
    expect(await accountCount()).toBe(before);
  });

  test('refuses a file over 8 MB before reading it', async () => {
    const response = await importCsv(`First Name,Last Name,Email\n${'x'.repeat(8 * 1024 * 1024)}`, true);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toContain('larger than 8 MB');
  });
});

describe('the import', () => {
  test('imports 1,000 customers: accounts without a password, saved US addresses, recorded consent; a second run skips them all', async () => {
    const csv = customersCsv(1000, 'thousand');
    const report = await check(csv, false);
    expect(report).toMatchObject({ applied: true, rows: 1000, created: 1000, rejected: [], withAddress: 800, consenting: 333 });
    expect(report.notes).toHaveLength(200);
    const imported = await shop.db.select({ hash: users.passwordHash, needsName: users.needsName }).from(users).where(sql`${users.email} like 'thousand.%'`);
    expect(imported).toHaveLength(1000);
    expect(imported.every((row) => row.hash === null && !row.needsName)).toBe(true);
    const [maya] = await shop.db.select().from(users).where(eq(users.email, 'thousand.14@example.com'));
    expect(await shop.db.select({ street1: customerAddresses.street1, state: customerAddresses.state, company: customerAddresses.company }).from(customerAddresses).where(eq(customerAddresses.userId, maya!.id))).toEqual([
      { street1: '114 Main Street', state: 'MA', company: 'Fern & Frond LLC' },
    ]);
    const consents = await shop.db.select().from(marketingConsents).where(sql`${marketingConsents.address} like 'thousand.%'`);
    expect(consents).toHaveLength(333);
    expect(consents[0]).toMatchObject({ channel: 'email', source: 'shopify import', consentedAt: clock.now() });

    const again = await check(csv, false);
    expect(again).toMatchObject({ applied: true, created: 0 });
    expect(again.skipped).toHaveLength(1000);
  });

  test('an account that already has the email is skipped and left as it was', async () => {
    const existing = await createUser(shop, { firstName: 'Already', lastName: 'Here' });
    const csv = `First Name,Last Name,Email,Accepts Email Marketing\nNew,Name,${existing.email.toUpperCase()},yes\n`;
    const dry = await check(csv);
    expect(dry).toMatchObject({ created: 0, skipped: [{ row: 2, email: existing.email.toUpperCase() }] });
    await check(csv, false);
    const [row] = await shop.db.select().from(users).where(eq(users.id, existing.id));
    expect(row).toMatchObject({ firstName: 'Already', lastName: 'Here', passwordHash: 'not-a-hash' });
    expect(await shop.db.select().from(customerProfiles).where(eq(customerProfiles.userId, existing.id))).toEqual([]);
    expect(await shop.db.select().from(marketingConsents).where(eq(marketingConsents.address, existing.email))).toEqual([]);
  });

  test('an imported customer cannot log in with a password until "Forgot password?" sets one; then signs in, with the saved address offered', async () => {
    await check(CURRENT, false);
    expect((await logIn('maya@example.com', 'not-a-real-password-only-for-timing')).statusCode).toBe(401);
    expect((await logIn('maya@example.com', 'anything-at-all-9')).statusCode).toBe(401);
    const asked = await shop.request({ method: 'POST', url: '/api/auth/password-reset', headers: from(), payload: { email: 'maya@example.com' } });
    expect(asked.statusCode).toBe(202);
    await vi.waitFor(() => expect(mailsTo('maya@example.com').filter((mail) => mail.includes('Subject: Reset your'))).toHaveLength(1), { timeout: 10_000 });
    const mail = mailsTo('maya@example.com').find((one) => one.includes('Reset your'))!;
    const token = /#token=([A-Za-z0-9_-]{43})/.exec(mail)![1]!;
    const reset = await shop.request({ method: 'PUT', url: '/api/auth/password-reset', payload: { token, password: 'calathea-by-the-window-7' } });
    expect(reset.statusCode, reset.body).toBe(200);
    const login = await logIn('maya@example.com', 'calathea-by-the-window-7');
    expect(login.statusCode).toBe(200);
    const me = await shop.request({ method: 'GET', url: '/api/auth', token: login.json().token });
    expect(me.json()).toMatchObject({ email: 'maya@example.com', emailVerified: true });
    const user = await shop.db.select({ id: users.id }).from(users).where(eq(users.email, 'maya@example.com'));
    const profile = await shop.request({ method: 'GET', url: `/api/users/${user[0]!.id}`, token: login.json().token });
    expect(profile.json().shippings).toEqual([{ street1: '12 Fern Lane', street2: 'Unit 4', city: 'Portland', state: 'OR', zip: '97201' }]);
  });

  test('a customer without recorded consent gets no marketing email; one with it does', async () => {
    await check(OLDER, false);
    const shopMessage = (to: string) => ({ to, subject: 'New ferns this week', text: 'Our new ferns are in.', html: '<p>Our new ferns are in.</p>' });
    const deliverer = { db: shop.db, mailer: shop.services.mailer, log: shop.app.log };
    for (const to of ['ines@example.com', 'pat@example.com']) {
      const id = await enqueueEmail({ db: shop.db, input: { key: `marketing-test:${to}`, kind: 'marketing-test', message: shopMessage(to), sendAfter: clock.now(), marketing: true } });
      if (id !== null) await deliverEmail(deliverer, { id, now: clock.now() });
    }
    await vi.waitFor(() => expect(mailsTo('ines@example.com').filter((mail) => mail.includes('New ferns this week'))).toHaveLength(1), { timeout: 10_000 });
    expect(mailsTo('pat@example.com').filter((mail) => mail.includes('New ferns this week'))).toEqual([]);
    expect(await shop.db.select().from(sentEmails).where(eq(sentEmails.toAddress, 'pat@example.com'))).toEqual([]);
  });
});
