import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { accountTokens } from '../../db/schema/accounts.ts';
import { runMinuteSweep } from '../../jobs/minute-sweep.ts';
import { adminToken, createTestShop, testClock, type TestShop } from '../../test/harness.ts';
import { hashToken } from '../../tokens.ts';
import { makeProduct } from '../catalog/catalog.test-support.ts';
import { decoded, startSmtpServer } from '../email/email.test-support.ts';
import { orderBody } from '../orders/orders.test-support.ts';

// Whose email is it (decision 025): a new account's address is unverified until the link
// emailed to it is opened, and until then it is a guest's address for emails sent on request.
const clock = testClock(new Date());
let shop: TestShop;
let admin: string;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let client = 0;

beforeAll(async () => {
  smtp = await startSmtpServer();
  shop = await createTestShop({ clock, config: { smtpUrl: smtp.url, mailFrom: 'Houseplant Shop <hello@shop.test>' } });
  admin = await adminToken(shop);
});
afterAll(async () => {
  await shop.close();
  await smtp.close();
});

const PASSWORD = 'mossy-stones-and-ferns-7';
const from = () => ({ 'x-forwarded-for': `192.0.2.${(client += 1) % 250}` });

async function signUp(email: string): Promise<string> {
  const response = await shop.request({ method: 'POST', url: '/api/users', headers: from(), payload: { firstName: 'Ivy', lastName: 'Owner', email, password: PASSWORD } });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().token as string;
}

const me = async (token: string) => (await shop.request({ method: 'GET', url: '/api/auth', token })).json();
const verify = (token: string) => shop.request({ method: 'PUT', url: '/api/auth/verification', payload: { token } });
const resend = (token: string) => shop.request({ method: 'POST', url: '/api/auth/verification', token });

/** Every message the SMTP server received for `to` whose subject is `subject`, as sent. */
function mailsTo(to: string, subject: string): string[] {
  return smtp.received.filter((mail) => mail.to.some((address) => address.toLowerCase() === to.toLowerCase()) && decoded(mail.raw).includes(`Subject: ${subject}`)).map((mail) => decoded(mail.raw));
}

/** The token of the latest verification link emailed to `to`. */
function verificationToken(to: string): string {
  const mail = mailsTo(to, 'Verify your email for Houseplant Shop').at(-1);
  expect(mail, `a verification email to ${to}`).toBeDefined();
  const url = /Verify: (\S+)/.exec(mail!)![1]!;
  expect(url).toMatch(/^http:\/\/shop\.test\/account\/verify-email#token=[A-Za-z0-9_-]{43}$/);
  return url.slice(url.indexOf('#token=') + 7);
}

async function setStock(plant: { id: number; name: string }, qty: number) {
  const response = await shop.request({ method: 'PUT', url: `/api/products/${plant.id}`, token: admin, payload: { name: plant.name, qty, price: 15, description: 'x' } });
  expect(response.statusCode, response.body).toBe(200);
  await runMinuteSweep({ db: shop.db, config: shop.config, log: shop.app.log, ...shop.services }, clock.now());
}

const askForAlert = (productId: number, token: string) =>
  shop.request({ method: 'POST', url: `/api/products/${productId}/stock-alerts`, token, headers: from(), payload: {} });

describe('a new account verifies its email', () => {
  test('sign-up signs in at once, unverified, and emails a link over SMTP; the link verifies once, without a log-in', async () => {
    const token = await signUp('Ivy.Owner@Example.com');
    expect(await me(token)).toMatchObject({ email: 'Ivy.Owner@Example.com', emailVerified: false });
    const link = verificationToken('Ivy.Owner@Example.com');
    // Hashed at rest: the database holds the token's SHA-256, never the token.
    const rows = await shop.db.select().from(accountTokens).where(eq(accountTokens.tokenHash, hashToken(link)));
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(await shop.db.select().from(accountTokens))).not.toContain(link);

    const verified = await verify(link);
    expect([verified.statusCode, verified.json()]).toEqual([200, { email: 'Ivy.Owner@Example.com' }]);
    expect(await me(token)).toMatchObject({ emailVerified: true });
    const again = await verify(link);
    expect([again.statusCode, again.json().error]).toEqual([400, expect.stringMatching(/expired or was used already/)]);
  });

  test("an unverified account's back-in-stock request asks for confirmation, and nothing is sent until a link is used; verified, it is subscribed at once", async () => {
    const email = 'alert.asker@example.com';
    const token = await signUp(email);
    const plant = await makeProduct(shop, admin, { price: 15, qty: 1 });
    await setStock(plant, 0);

    const asked = await askForAlert(plant.id, token);
    expect([asked.statusCode, asked.json()]).toEqual([200, { status: 'check-your-inbox' }]);
    expect(mailsTo(email, `Confirm: email me when ${plant.name} is back`)).toHaveLength(1);
    // Back in stock before any link was opened: no alert to the address.
    await setStock(plant, 3);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(mailsTo(email, `${plant.name} is back in stock`)).toHaveLength(0);
    await setStock(plant, 0);

    expect((await verify(verificationToken(email))).statusCode).toBe(200);
    const subscribed = await askForAlert(plant.id, token);
    expect([subscribed.statusCode, subscribed.json()]).toEqual([200, { status: 'subscribed' }]);
    await setStock(plant, 2);
    // The restock watch (or the sweep) sends it; on PostgreSQL the watch may still be handing it over.
    await vi.waitFor(() => expect(mailsTo(email, `${plant.name} is back in stock`)).toHaveLength(1), { timeout: 10_000 });
  });

  test('a link works within a day only; the account hub sends a new one, which replaces the old, at most 5 an hour', async () => {
    const email = 'slow.clicker@example.com';
    const token = await signUp(email);
    const first = verificationToken(email);
    clock.advance(24 * 60 * 60 * 1000 + 1000);
    expect((await verify(first)).statusCode).toBe(400);
    expect(await me(token)).toMatchObject({ emailVerified: false });

    const sent = await resend(token);
    expect([sent.statusCode, sent.json()]).toEqual([200, { emailVerified: false }]);
    const second = verificationToken(email);
    expect(second).not.toBe(first);
    for (let i = 0; i < 4; i += 1) expect((await resend(token)).statusCode).toBe(200);
    const sixth = await resend(token);
    expect([sixth.statusCode, sixth.json().error]).toEqual([429, 'Too many verification emails: please try again in an hour']);
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(0);
    // Only the latest link works.
    expect((await verify(second)).statusCode).toBe(400);
    expect((await verify(verificationToken(email))).statusCode).toBe(200);
    expect(await me(token)).toMatchObject({ emailVerified: true });
    expect((await resend(token)).json()).toEqual({ emailVerified: true });
  });

  test('a changed email starts unverified with a link to the new address; a link to the old one verifies nothing', async () => {
    const token = await signUp('before.change@example.com');
    const oldLink = verificationToken('before.change@example.com');
    const { id } = await me(token);
    const changed = await shop.request({
      method: 'PUT',
      url: `/api/users/${id}`,
      token,
      headers: from(),
      payload: { firstName: 'Ivy', lastName: 'Owner', email: 'after.change@example.com', currentPassword: PASSWORD },
    });
    expect([changed.statusCode, changed.json().emailVerified]).toEqual([200, false]);
    expect((await verify(oldLink)).statusCode).toBe(400);
    expect((await verify(verificationToken('after.change@example.com'))).statusCode).toBe(200);
    expect(await me(token)).toMatchObject({ email: 'after.change@example.com', emailVerified: true });

    // Changing it again (not merely its letter case) unverifies it again.
    const recased = await shop.request({ method: 'PUT', url: `/api/users/${id}`, token, payload: { firstName: 'Ivy', lastName: 'Owner', email: 'After.Change@example.com' } });
    expect([recased.statusCode, recased.json().emailVerified]).toEqual([200, true]);
  });

  test('an unverified account still orders: order emails go to the address given for the order, as a guest\'s do', async () => {
    const email = 'buyer.unverified@example.com';
    const token = await signUp(email);
    const { id } = await me(token);
    const plant = await makeProduct(shop, admin, { price: 12, qty: 5 });
    const order = await shop.request({ method: 'POST', url: '/api/orders', token, headers: from(), payload: orderBody([{ productId: plant.id, qty: 1 }], { userEmail: email, userId: id }) });
    expect(order.statusCode, order.body).toBe(201);
  });
});

describe("a verified address gathers its earlier guest orders (decision 070)", () => {
  const history = async (token: string) => {
    const { id } = await me(token);
    const response = await shop.request({ method: 'GET', url: `/api/users/${id}/orders`, token });
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as { id: number }[]).map((order) => order.id);
  };
  async function guestOrder(email: string): Promise<number> {
    const plant = await makeProduct(shop, admin, { price: 9, qty: 5 });
    const order = await shop.request({ method: 'POST', url: '/api/orders', headers: from(), payload: orderBody([{ productId: plant.id, qty: 1 }], { userEmail: email }) });
    expect(order.statusCode, order.body).toBe(201);
    return order.json().id as number;
  }

  test('a guest order, then an account with that address: not in its history until the address is verified, then it is', async () => {
    const email = 'Repeat.Buyer@example.com';
    const first = await guestOrder('repeat.buyer@example.com');
    const second = await guestOrder(email);
    const other = await guestOrder('someone.else@example.com');
    const token = await signUp(email);
    // Anyone may sign up with someone else's address: unverified, the account sees none of its orders.
    expect(await history(token)).toEqual([]);
    expect((await verify(verificationToken(email))).statusCode).toBe(200);
    const seen = await history(token);
    expect(seen.sort()).toEqual([first, second].sort());
    expect(seen).not.toContain(other);
  });

  test('a password reset link proves the address too, and joins them as verifying does', async () => {
    const email = 'forgetful.buyer@example.com';
    const order = await guestOrder(email);
    const token = await signUp(email);
    const asked = await shop.request({ method: 'POST', url: '/api/auth/password-reset', headers: from(), payload: { email } });
    expect(asked.statusCode).toBe(202);
    const mail = await vi.waitFor(() => {
      const found = mailsTo(email, 'Reset your Houseplant Shop password').at(-1);
      expect(found).toBeDefined();
      return found!;
    });
    const url = /Reset: (\S+)/.exec(mail)![1]!;
    const reset = await shop.request({ method: 'PUT', url: '/api/auth/password-reset', payload: { token: url.slice(url.indexOf('#token=') + 7), password: 'a-brand-new-fern-88' } });
    expect(reset.statusCode, reset.body).toBe(200);
    expect(await history(reset.json().token)).toEqual([order]);
    expect(token).not.toBe(reset.json().token);
  });
});
