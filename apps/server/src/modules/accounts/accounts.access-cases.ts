import { eq, inArray } from 'drizzle-orm';
import { onTestFinished } from 'vitest';
import { sessions, users } from '../../db/schema/accounts.ts';
import { hashToken } from '../../tokens.ts';
import type { AccessCase, Fixtures } from '../../test/access.ts';
import { ADMIN, createUser } from '../../test/harness.ts';

const signedInOnly = (status: number) => ({ anonymous: 401, shopper: status, otherShopper: status, admin: status });
const selfOrAdmin = (status: number) => ({ anonymous: 401, shopper: status, otherShopper: 403, admin: status });
const adminOnly = (status: number) => ({ anonymous: 401, shopper: 403, otherShopper: 403, admin: status });
const open = (status: number) => ({ anonymous: status, shopper: status, otherShopper: status, admin: status });

let made = 0;
/** Each cell comes from its own address, so these rows never reach the log-in and sign-up limits. */
const fromOwnAddress = () => ({ 'x-forwarded-for': `198.51.100.${(made += 1) % 250}` });

/** Log-out revokes the caller's fixture token; this puts every fixture session back once the cell is done. */
async function keepSessions({ shop, shopper, otherShopper, admin }: Fixtures): Promise<void> {
  const hashes = [shopper, otherShopper, admin].map((actor) => hashToken(actor.token));
  const saved = await shop.db.select().from(sessions).where(inArray(sessions.tokenHash, hashes));
  onTestFinished(async () => {
    await shop.db.insert(sessions).values(saved).onConflictDoNothing();
  });
}

export const accountAccess: AccessCase[] = [
  {
    method: 'POST',
    route: '/api/users',
    request: () => ({
      url: '/api/users',
      headers: fromOwnAddress(),
      payload: { firstName: 'Ada', lastName: 'Access', email: `access-${(made += 1)}@shop.test`, password: 'password-123' },
    }),
    expect: open(201),
  },
  {
    method: 'POST',
    route: '/api/auth/login',
    request: () => ({ url: '/api/auth/login', headers: fromOwnAddress(), payload: ADMIN }),
    expect: open(200),
  },
  { method: 'GET', route: '/api/auth', request: () => ({ url: '/api/auth' }), expect: signedInOnly(200) },
  {
    method: 'DELETE',
    route: '/api/auth',
    request: async (fx) => {
      await keepSessions(fx);
      return { url: '/api/auth' };
    },
    expect: signedInOnly(204),
  },
  {
    method: 'DELETE',
    route: '/api/auth/sessions',
    request: async (fx) => {
      await keepSessions(fx);
      return { url: '/api/auth/sessions' };
    },
    expect: signedInOnly(204),
  },
  {
    // Any signed-in caller gets past access control to the body's check (a new password too short), and
    // nothing is counted or changed; change-password.test.ts changes passwords and counts wrong ones.
    method: 'PUT',
    route: '/api/auth/password',
    request: () => ({ url: '/api/auth/password', headers: fromOwnAddress(), payload: { currentPassword: 'not-the-password', newPassword: 'short' } }),
    expect: signedInOnly(400),
  },
  // The fixtures' addresses are verified: asking for the link again answers so and sends nothing.
  { method: 'POST', route: '/api/auth/verification', request: () => ({ url: '/api/auth/verification' }), expect: signedInOnly(200) },
  {
    // The emailed link needs no log-in; a link that names nothing is the same 400 for everyone.
    method: 'PUT',
    route: '/api/auth/verification',
    request: () => ({ url: '/api/auth/verification', payload: { token: 'A'.repeat(43) } }),
    expect: open(400),
  },
  {
    method: 'POST',
    route: '/api/auth/password-reset',
    request: () => ({ url: '/api/auth/password-reset', headers: fromOwnAddress(), payload: { email: `nobody-${(made += 1)}@shop.test` } }),
    expect: open(202),
  },
  {
    method: 'PUT',
    route: '/api/auth/password-reset',
    request: () => ({ url: '/api/auth/password-reset', payload: { token: 'A'.repeat(43), password: 'a-long-new-password-42' } }),
    expect: open(400),
  },
  {
    // A fresh account for each cell, so disabling it ends no fixture's session.
    method: 'PUT',
    route: '/api/users/:id/disabled',
    request: async ({ shop }) => ({ url: `/api/users/${(await createUser(shop)).id}/disabled`, payload: { disabled: true } }),
    expect: adminOnly(200),
  },
  { method: 'GET', route: '/api/users', request: () => ({ url: '/api/users' }), expect: adminOnly(200) },
  { method: 'GET', route: '/api/users/:id', request: ({ shopper }) => ({ url: `/api/users/${shopper.id}` }), expect: selfOrAdmin(200) },
  {
    // Names only (the email as it is): the caller may, or may not, edit this profile.
    method: 'PUT',
    route: '/api/users/:id',
    request: async ({ shop, shopper }) => {
      const [row] = await shop.db.select({ email: users.email }).from(users).where(eq(users.id, shopper.id));
      return { url: `/api/users/${shopper.id}`, payload: { firstName: 'Renamed', lastName: 'Shopper', email: row!.email } };
    },
    expect: selfOrAdmin(200),
  },
  {
    method: 'PUT',
    route: '/api/users/:id',
    request: ({ shopper }) => ({
      url: `/api/users/${shopper.id}`,
      payload: { firstName: 'Renamed', lastName: 'Shopper', email: `renamed-${(made += 1)}@shop.test` },
    }),
    // A new email without the password: refused once the caller may edit this profile at all.
    expect: selfOrAdmin(400),
  },
  {
    // The second step needs no session: a challenge that names nothing is the same 401 for everyone.
    method: 'POST',
    route: '/api/auth/login/two-factor',
    request: () => ({ url: '/api/auth/login/two-factor', headers: fromOwnAddress(), payload: { challenge: 'A'.repeat(43), code: '123456' } }),
    expect: open(401),
  },
  { method: 'GET', route: '/api/auth/two-factor', request: () => ({ url: '/api/auth/two-factor' }), expect: signedInOnly(200) },
  // Starting set-up only makes a secret that waits for its first code: two-factor sign-in stays off.
  { method: 'POST', route: '/api/auth/two-factor', request: () => ({ url: '/api/auth/two-factor' }), expect: signedInOnly(200) },
  {
    // A code no app shows: any signed-in caller reaches the code check, and nothing turns on.
    method: 'PUT',
    route: '/api/auth/two-factor',
    request: () => ({ url: '/api/auth/two-factor', headers: fromOwnAddress(), payload: { code: '000000' } }),
    expect: signedInOnly(400),
  },
  {
    // The fixtures have no two-factor sign-in: turning it off finds nothing to check and nothing to remove.
    method: 'DELETE',
    route: '/api/auth/two-factor',
    request: () => ({ url: '/api/auth/two-factor', headers: fromOwnAddress(), payload: { password: 'not-the-password' } }),
    expect: signedInOnly(204),
  },
  { method: 'GET', route: '/api/admin/settings/staff-two-factor', request: () => ({ url: '/api/admin/settings/staff-two-factor' }), expect: adminOnly(200) },
  {
    method: 'PUT',
    route: '/api/admin/settings/staff-two-factor',
    request: () => ({ url: '/api/admin/settings/staff-two-factor', payload: { required: false } }),
    expect: adminOnly(200),
  },
];
