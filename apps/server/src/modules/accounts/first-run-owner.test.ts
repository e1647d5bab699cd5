import type { User } from '@shop/shared/accounts';
import { MSG } from '@shop/shared/messages';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { createTestShop, type TestShop } from '../../test/harness.ts';
import { decoded, mailFiles, tempDataDir } from '../email/email.test-support.ts';

// The owner the first run makes (decision 048): `admin@localhost`, named "Shop Admin" until they give a
// name. "Forgot password?" takes the address and, without SMTP_URL, writes the link into DATA_DIR/mail.
const PASSWORD = 'first-run-password-7';
const NEW_PASSWORD = 'potting-bench-sunrise-4';
const data = tempDataDir();
let shop: TestShop;
let client = 0;

beforeAll(async () => {
  shop = await createTestShop({ seed: 'none', config: { adminEmail: 'admin@localhost', adminPassword: PASSWORD, dataDir: data.dir } });
});
afterAll(async () => {
  await shop.close();
  data.remove();
});

const from = () => ({ 'x-forwarded-for': `198.51.100.${(client += 1) % 250}` });
const logIn = (email: string, password: string) => shop.request({ method: 'POST', url: '/api/auth/login', headers: from(), payload: { email, password } });
const me = async (token: string) => (await shop.request({ method: 'GET', url: '/api/auth', token })).json() as User;

describe('the first-run owner at admin@localhost', () => {
  test('signs in named "Shop Admin" and is asked for a name; saving one ends the asking', async () => {
    const token = (await logIn('admin@localhost', PASSWORD)).json().token as string;
    const owner = await me(token);
    expect(owner).toMatchObject({ email: 'admin@localhost', firstName: 'Shop', lastName: 'Admin', isAdmin: true, needsName: true });

    const blank = await shop.request({ method: 'PUT', url: `/api/users/${owner.id}`, token, headers: from(), payload: { firstName: ' ', lastName: 'Green', email: owner.email } });
    expect([blank.statusCode, blank.json().error]).toEqual([400, MSG.signupFirstName]);
    expect((await me(token)).needsName).toBe(true);

    const named = await shop.request({ method: 'PUT', url: `/api/users/${owner.id}`, token, headers: from(), payload: { firstName: 'Maya', lastName: 'Green', email: owner.email } });
    expect(named.statusCode, named.body).toBe(200);
    expect(named.json()).toMatchObject({ fullName: 'Maya Green', needsName: false });
    expect(await me(token)).toMatchObject({ firstName: 'Maya', lastName: 'Green', needsName: false });
  });

  test('a shopper who signs up is never asked', async () => {
    const response = await shop.request({ method: 'POST', url: '/api/users', headers: from(), payload: { firstName: 'Fern', lastName: 'Gully', email: 'fern@example.com', password: 'a-long-leafy-password-9' } });
    expect(response.statusCode, response.body).toBe(201);
    expect((await me(response.json().token)).needsName).toBe(false);
  });

  test('"Forgot password?" takes admin@localhost, writes the link into DATA_DIR/mail, and the link sets a new password', async () => {
    const asked = await shop.request({ method: 'POST', url: '/api/auth/password-reset', headers: from(), payload: { email: 'admin@localhost' } });
    expect(asked.statusCode, asked.body).toBe(202);
    const resetMail = () => mailFiles(data.dir).map(decoded).find((mail) => /^To: admin@localhost$/m.test(mail) && mail.includes('/account/reset-password#token='));
    await vi.waitFor(() => expect(resetMail()).toBeDefined(), { timeout: 10_000 });
    const token = /reset-password#token=([A-Za-z0-9_-]{43})/.exec(resetMail()!)![1]!;

    const reset = await shop.request({ method: 'PUT', url: '/api/auth/password-reset', payload: { token, password: NEW_PASSWORD } });
    expect(reset.statusCode, reset.body).toBe(200);
    expect((await logIn('admin@localhost', NEW_PASSWORD)).statusCode).toBe(200);
  });

  test('sign-up still refuses an address at localhost', async () => {
    const response = await shop.request({ method: 'POST', url: '/api/users', headers: from(), payload: { firstName: 'Not', lastName: 'Shopper', email: 'someone@localhost', password: 'a-long-leafy-password-9' } });
    expect([response.statusCode, response.json().error]).toEqual([400, MSG.signupEmail]);
  });
});
