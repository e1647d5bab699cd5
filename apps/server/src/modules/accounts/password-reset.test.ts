import { PASSWORD_RESET_SENT } from '@shop/shared/accounts';
import { MSG } from '@shop/shared/messages';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { accountTokens, users } from '../../db/schema/accounts.ts';
import { sentEmails } from '../../db/schema/email.ts';
import { adminToken, createTestShop, testClock, type TestShop } from '../../test/harness.ts';
import { loggedDb } from '../../test/query-log.ts';
import { decoded, startSmtpServer } from '../email/email.test-support.ts';
import { requestPasswordReset, writePasswordReset } from './password-reset.ts';

// Getting back in (decision 026): "Forgot password?" emails a single-use link that
// works for an hour; using it signs the account out everywhere else.
const clock = testClock(new Date());
let shop: TestShop;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let client = 0;

beforeAll(async () => {
  smtp = await startSmtpServer();
  shop = await createTestShop({ clock, config: { smtpUrl: smtp.url, mailFrom: 'Houseplant Shop <hello@shop.test>' } });
});
afterAll(async () => {
  await shop.close();
  await smtp.close();
});

const PASSWORD = 'old-terracotta-pots-3';
const NEW_PASSWORD = 'new-glazed-planters-8';
const from = () => ({ 'x-forwarded-for': `192.0.2.${(client += 1) % 250}` });

async function signUp(email: string): Promise<string> {
  const response = await shop.request({ method: 'POST', url: '/api/users', headers: from(), payload: { firstName: 'Rowan', lastName: 'Forgetful', email, password: PASSWORD } });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().token as string;
}

const ask = (email: string, headers: Record<string, string> = from()) => shop.request({ method: 'POST', url: '/api/auth/password-reset', headers, payload: { email } });
const reset = (token: string, password = NEW_PASSWORD) => shop.request({ method: 'PUT', url: '/api/auth/password-reset', payload: { token, password } });
const logIn = (email: string, password: string) => shop.request({ method: 'POST', url: '/api/auth/login', headers: from(), payload: { email, password } });
const me = (token: string) => shop.request({ method: 'GET', url: '/api/auth', token });

const resetMails = (to: string) =>
  smtp.received.filter((mail) => mail.to.includes(to) && decoded(mail.raw).includes('Subject: Reset your Houseplant Shop password')).map((mail) => decoded(mail.raw));

/** The token of the reset link emailed to `to`, once the mailer has handed it over (after the answer). */
async function resetToken(to: string, count = 1): Promise<string> {
  await vi.waitFor(() => expect(resetMails(to)).toHaveLength(count), { timeout: 10_000 });
  const url = /Reset: (\S+)/.exec(resetMails(to).at(-1)!)![1]!;
  expect(url).toMatch(/^http:\/\/shop\.test\/account\/reset-password#token=[A-Za-z0-9_-]{43}$/);
  return url.slice(url.indexOf('#token=') + 7);
}

describe('Forgot password?', () => {
  test('answers the same whether or not the address has an account; only an account gets an email', async () => {
    await signUp('rowan@example.com');
    const known = await ask('Rowan@Example.com');
    const unknown = await ask('nobody.here@example.com');
    expect([known.statusCode, known.json()]).toEqual([202, { message: PASSWORD_RESET_SENT }]);
    expect([unknown.statusCode, unknown.body]).toEqual([known.statusCode, known.body]);
    await resetToken('rowan@example.com');
    expect(smtp.received.some((mail) => mail.to.includes('nobody.here@example.com'))).toBe(false);
  });

  test('an unknown, a disabled and a known address get the same database work before the answer, and only the account gets a link (decision 053)', async () => {
    await signUp('same.work@example.com');
    await signUp('disabled.work@example.com');
    await shop.db.update(users).set({ disabledAt: clock.now() }).where(eq(users.email, 'disabled.work@example.com'));
    const statementsFor = async (email: string) => {
      const logged = loggedDb(shop.database);
      const answer = await requestPasswordReset({ db: logged.db, config: shop.config, log: shop.app.log, mailer: shop.services.mailer, input: { email, ip: `192.0.2.${(client += 1) % 250}`, now: clock.now() } });
      expect(answer).toEqual({ message: PASSWORD_RESET_SENT });
      // Taken when the answer is ready: only the rate limits ran before it, nothing about the account. (Every
      // so many hits, whoever's they are, the limiter also clears expired counters: not the address's work.)
      const beforeAnswer = logged.statements.filter((statement) => !statement.startsWith('delete from "rate_limits"'));
      const after = loggedDb(shop.database);
      const emailId = await writePasswordReset({ db: after.db, config: shop.config, input: { email, now: clock.now() } });
      return { beforeAnswer, after: after.statements, emailId };
    };
    const known = await statementsFor('same.work@example.com');
    const unknown = await statementsFor('nobody.at.all@example.com');
    const disabled = await statementsFor('disabled.work@example.com');
    expect(known.beforeAnswer.every((statement) => statement.includes('"rate_limits"'))).toBe(true);
    expect(unknown.beforeAnswer).toEqual(known.beforeAnswer);
    expect(disabled.beforeAnswer).toEqual(known.beforeAnswer);
    // After the answer, the same statements too: for no account they match no row and write nothing.
    expect(known.after.length).toBeGreaterThan(4);
    expect(unknown.after).toEqual(known.after);
    expect(disabled.after).toEqual(known.after);
    expect(known.after.some((statement) => statement.startsWith('insert into "account_tokens"'))).toBe(true);
    expect(known.after.some((statement) => statement.startsWith('insert into "sent_emails"'))).toBe(true);
    expect([typeof known.emailId, unknown.emailId, disabled.emailId]).toEqual(['number', null, null]);
    // The same statements wrote a link and an email for the account only.
    const outbox = await shop.db.select({ to: sentEmails.toAddress }).from(sentEmails).where(eq(sentEmails.kind, 'reset-password'));
    expect(outbox.map((row) => row.to)).toContain('same.work@example.com');
    expect(outbox.map((row) => row.to)).not.toContain('nobody.at.all@example.com');
    expect(outbox.map((row) => row.to)).not.toContain('disabled.work@example.com');
    await resetToken('same.work@example.com');
  });

  test('the link sets a new password once, signs every other session out, signs this browser in, and is stored only as a hash', async () => {
    const email = 'two.devices@example.com';
    const laptop = await signUp(email);
    const phone = (await logIn(email, PASSWORD)).json().token as string;
    await ask(email);
    const token = await resetToken(email);
    const stored = await shop.db.select({ tokenHash: accountTokens.tokenHash }).from(accountTokens);
    expect(stored.map((row) => row.tokenHash)).not.toContain(token);

    const done = await reset(token);
    expect(done.statusCode, done.body).toBe(200);
    const fresh = done.json().token as string;
    expect((await me(fresh)).statusCode).toBe(200);
    for (const old of [laptop, phone]) expect((await me(old)).statusCode).toBe(401);
    expect((await logIn(email, PASSWORD)).statusCode).toBe(401);
    expect((await logIn(email, NEW_PASSWORD)).statusCode).toBe(200);
    // Opening the emailed link proved the address too.
    expect((await me(fresh)).json()).toMatchObject({ emailVerified: true });

    const again = await reset(token, 'a-third-password-ok-5');
    expect([again.statusCode, again.json().error]).toEqual([400, 'This link has expired or was used already. Ask for a new one from the log-in page.']);
    expect((await logIn(email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  test('the link works for an hour only; a weak password leaves it unused; a newer link replaces it', async () => {
    const email = 'hour.glass@example.com';
    await signUp(email);
    await ask(email);
    const late = await resetToken(email);
    clock.advance(60 * 60 * 1000 + 1000);
    expect((await reset(late)).statusCode).toBe(400);
    expect((await logIn(email, PASSWORD)).statusCode).toBe(200);

    await ask(email);
    const first = await resetToken(email, 2);
    const weak = await reset(first, 'password');
    expect([weak.statusCode, weak.json().error]).toEqual([400, MSG.weakPassword]);
    await ask(email);
    const second = await resetToken(email, 3);
    expect((await reset(first)).statusCode).toBe(400);
    expect((await reset(second)).statusCode).toBe(200);
  });

  test('is rate limited per address asked for, with the same answer for an address with or without an account', async () => {
    await signUp('popular.target@example.com');
    for (const email of ['popular.target@example.com', 'no.account.target@example.com']) {
      for (let i = 0; i < 3; i += 1) expect((await ask(email)).statusCode).toBe(202);
      const fourth = await ask(email);
      expect([fourth.statusCode, fourth.json()]).toEqual([429, { error: 'Too many reset requests: please try again in an hour' }]);
    }
    await resetToken('popular.target@example.com', 3);
  });

  test('a disabled account gets no link, and the same answer', async () => {
    const token = await signUp('disabled.one@example.com');
    const { id } = (await me(token)).json();
    const admin = await adminToken(shop);
    expect((await shop.request({ method: 'PUT', url: `/api/users/${id}/disabled`, token: admin, payload: { disabled: true } })).statusCode).toBe(200);
    const answer = await ask('disabled.one@example.com');
    expect([answer.statusCode, answer.json()]).toEqual([202, { message: PASSWORD_RESET_SENT }]);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(resetMails('disabled.one@example.com')).toHaveLength(0);
  });
});
