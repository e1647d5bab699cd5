import { randomBytes } from 'node:crypto';
import type { TwoFactorOff, TwoFactorSetup, TwoFactorStatus } from '@shop/shared/accounts';
import { and, count, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { sessions, twoFactor, twoFactorChallenges, twoFactorRecoveryCodes, users } from '../../db/schema/accounts.ts';
import { BadRequest, Conflict, Forbidden, Unauthorized } from '../../errors.ts';
import { hashToken, newToken } from '../../tokens.ts';
import { clientKey } from '../../client-address.ts';
import { enforceRateLimit } from '../rate-limits/index.ts';
import { readShop } from '../settings/index.ts';
import { createSession } from './create-session.ts';
import { verifyPassword } from './passwords.ts';
import { base32Encode, matchTotp, newTotpSecret, otpauthUri } from './totp.ts';

/** The sign-in's second step must come within five minutes of the password. */
export const CHALLENGE_MS = 5 * 60 * 1000;
/** Codes tried: `limit` (AUTH_RATE_LIMIT, 10) per account and per client address in 15 minutes (decision 070). */
export const TWO_FACTOR_WINDOW_MS = 15 * 60 * 1000;
export const RECOVERY_CODE_COUNT = 10;

export const WRONG_CODE = 'That code is not right. Enter the current code from your app, or an unused recovery code.';
export const CHALLENGE_EXPIRED = 'This sign-in has expired: please log in again.';
const TOO_MANY = 'Too many codes tried: please wait 15 minutes and try again';

/** A recovery code: 80 random bits as 16 base32 letters, shown as four groups ("abcd-efgh-ijkl-mnop"). */
function newRecoveryCode(): string {
  const letters = base32Encode(randomBytes(10)).toLowerCase();
  return letters.match(/.{4}/g)!.join('-');
}

/** What is stored of a recovery code: the SHA-256 of its 16 letters, however it was typed. */
const recoveryHash = (code: string) => hashToken(code.replace(/[\s-]/g, '').toLowerCase());

/**
 * Counts a code attempt for the account and the address; the 11th in 15 minutes answers 429. Sign-in's codes
 * and the account screen's (turning it on or off) are counted apart.
 */
export async function limitCodeAttempts({
  db,
  action,
  userId,
  ip,
  limit,
}: {
  db: DbOrTx;
  action: 'login' | 'account';
  userId: number | null;
  ip: string;
  limit: number;
}): Promise<void> {
  await enforceRateLimit({
    db,
    keys: [`2fa-${action}:ip:${clientKey(ip)}`, ...(userId === null ? [] : [`2fa-${action}:user:${userId}`])],
    limit,
    windowMs: TWO_FACTOR_WINDOW_MS,
    message: TOO_MANY,
  });
}

/** Whether the account has two-factor sign-in on (set up and confirmed). */
export async function twoFactorOn({ db, userId }: { db: DbOrTx; userId: number }): Promise<boolean> {
  const [row] = await db.select({ enabledAt: twoFactor.enabledAt }).from(twoFactor).where(eq(twoFactor.userId, userId));
  return Boolean(row?.enabledAt);
}

export async function readTwoFactorStatus({ db, userId }: { db: DbOrTx; userId: number }): Promise<TwoFactorStatus> {
  const on = await twoFactorOn({ db, userId });
  const [left] = await db
    .select({ n: count() })
    .from(twoFactorRecoveryCodes)
    .where(and(eq(twoFactorRecoveryCodes.userId, userId), isNull(twoFactorRecoveryCodes.usedAt)));
  return { on, recoveryCodesLeft: on ? (left?.n ?? 0) : 0 };
}

/**
 * Set-up's first half: a new secret, shown once as text and as an otpauth:// address. Two-factor sign-in is
 * not on until a code from the app confirms it; starting again replaces an unconfirmed secret.
 */
export async function startTwoFactorSetup({ db, user }: { db: DbOrTx; user: { id: number; email: string } }): Promise<TwoFactorSetup> {
  if (await twoFactorOn({ db, userId: user.id })) throw new Conflict('Two-factor sign-in is already on. Turn it off first to set up another app.');
  const secret = newTotpSecret();
  await db
    .insert(twoFactor)
    .values({ userId: user.id, secret })
    .onConflictDoUpdate({ target: twoFactor.userId, set: { secret, enabledAt: null, lastUsedStep: null, createdAt: sql`now()` } });
  const shop = await readShop({ db });
  return { secret, uri: otpauthUri({ issuer: shop.name, account: user.email, secret }) };
}

/**
 * Set-up's second half: a code from the app turns two-factor sign-in on and answers ten new recovery codes,
 * shown this once (only their hashes are kept). The code's step is spent, like any other.
 */
export async function confirmTwoFactor({ db, userId, code, now }: { db: Db; userId: number; code: string; now: Date }): Promise<{ recoveryCodes: string[] }> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(twoFactor).where(eq(twoFactor.userId, userId)).for('update');
    if (!row) throw new BadRequest('Start the set-up first: the app needs its secret.');
    if (row.enabledAt) throw new Conflict('Two-factor sign-in is already on.');
    const step = matchTotp(row.secret, code, now);
    if (step === null) throw new BadRequest(WRONG_CODE);
    await tx.update(twoFactor).set({ enabledAt: now, lastUsedStep: step }).where(eq(twoFactor.userId, userId));
    const recoveryCodes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
    await tx.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, userId));
    await tx.insert(twoFactorRecoveryCodes).values(recoveryCodes.map((one) => ({ userId, codeHash: recoveryHash(one) })));
    return { recoveryCodes };
  });
}

/**
 * Whether `code` is the account's second factor now, spending it: an app's code for a step after the last one
 * accepted (so it never works twice, nor does an older one), or an unused recovery code, which is then used.
 * Each is one conditional update, so two requests racing with one code cannot both pass.
 */
export async function spendSecondFactor({ db, userId, code, now }: { db: DbOrTx; userId: number; code: string; now: Date }): Promise<boolean> {
  if (/^\d{6}$/.test(code)) {
    const [row] = await db.select({ secret: twoFactor.secret }).from(twoFactor).where(and(eq(twoFactor.userId, userId), sql`${twoFactor.enabledAt} is not null`));
    if (!row) return false;
    const step = matchTotp(row.secret, code, now);
    if (step === null) return false;
    const spent = await db
      .update(twoFactor)
      .set({ lastUsedStep: step })
      .where(and(eq(twoFactor.userId, userId), or(isNull(twoFactor.lastUsedStep), lt(twoFactor.lastUsedStep, step))))
      .returning({ userId: twoFactor.userId });
    return spent.length === 1;
  }
  const used = await db
    .update(twoFactorRecoveryCodes)
    .set({ usedAt: now })
    .where(and(eq(twoFactorRecoveryCodes.userId, userId), eq(twoFactorRecoveryCodes.codeHash, recoveryHash(code)), isNull(twoFactorRecoveryCodes.usedAt)))
    .returning({ id: twoFactorRecoveryCodes.id });
  return used.length === 1;
}

/** After the right password, for an account with two-factor sign-in: a challenge for the second step, no session. */
export async function issueChallenge({ db, userId, now }: { db: DbOrTx; userId: number; now: Date }): Promise<string> {
  const token = newToken();
  // Its earlier challenges end: only the latest sign-in can be finished.
  await db.delete(twoFactorChallenges).where(or(eq(twoFactorChallenges.userId, userId), lt(twoFactorChallenges.expiresAt, now)));
  await db.insert(twoFactorChallenges).values({ tokenHash: hashToken(token), userId, expiresAt: new Date(now.getTime() + CHALLENGE_MS) });
  return token;
}

/** The account a live challenge belongs to, or null (unknown, expired, or the account was disabled since). */
export async function challengeAccount({ db, challenge, now }: { db: DbOrTx; challenge: string; now: Date }): Promise<number | null> {
  const [row] = await db
    .select({ userId: twoFactorChallenges.userId })
    .from(twoFactorChallenges)
    .innerJoin(users, eq(users.id, twoFactorChallenges.userId))
    .where(and(eq(twoFactorChallenges.tokenHash, hashToken(challenge)), gt(twoFactorChallenges.expiresAt, now), isNull(users.disabledAt)))
    .limit(1);
  return row?.userId ?? null;
}

/**
 * The sign-in's second step: the challenge and a right code make the session (the challenge then ends);
 * a wrong code leaves the challenge for another try, within the rate limit and its five minutes.
 */
export async function finishTwoFactorLogIn({ db, userId, challenge, code, now }: { db: Db; userId: number; challenge: string; code: string; now: Date }): Promise<{ token: string }> {
  return db.transaction(async (tx) => {
    if (!(await spendSecondFactor({ db: tx, userId, code, now }))) throw new Unauthorized(WRONG_CODE);
    const ended = await tx.delete(twoFactorChallenges).where(eq(twoFactorChallenges.tokenHash, hashToken(challenge))).returning({ userId: twoFactorChallenges.userId });
    if (ended.length !== 1) throw new Unauthorized(CHALLENGE_EXPIRED);
    return { token: await createSession({ db: tx, userId, now }) };
  });
}

/** Removes the account's two-factor sign-in: its secret, recovery codes and open challenges. */
async function removeTwoFactor(db: DbOrTx, userId: number): Promise<void> {
  await db.delete(twoFactor).where(eq(twoFactor.userId, userId));
  await db.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, userId));
  await db.delete(twoFactorChallenges).where(eq(twoFactorChallenges.userId, userId));
}

/** Turning it off from the account: a current code (or recovery code) or the password proves it is the person. */
export async function turnOffTwoFactor({ db, userId, input, now }: { db: Db; userId: number; input: TwoFactorOff; now: Date }): Promise<void> {
  if (!(await twoFactorOn({ db, userId }))) {
    await removeTwoFactor(db, userId);
    return;
  }
  if (input.code === undefined) {
    const [row] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId));
    if (!(await verifyPassword(row?.passwordHash ?? null, input.password ?? ''))) throw new Forbidden('Your password is not correct');
  }
  await db.transaction(async (tx) => {
    if (input.code !== undefined && !(await spendSecondFactor({ db: tx, userId, code: input.code, now }))) throw new Forbidden(WRONG_CODE);
    await removeTwoFactor(tx, userId);
  });
}

export type TwoFactorResetResult = { ok: true; email: string; wasOn: boolean } | { ok: false; admins: string[] };

/**
 * `npm run admin -- reset-2fa EMAIL` (decision 070): the owner at the machine removes an account's two-factor
 * sign-in (a lost phone and lost recovery codes). Its sessions end too, so whoever holds one signs in again.
 */
export async function resetTwoFactorByEmail({ db, email }: { db: Db; email: string }): Promise<TwoFactorResetResult> {
  const [user] = await db.select({ id: users.id, email: users.email }).from(users).where(sql`lower(${users.email}) = lower(${email.trim()})`);
  if (!user) {
    const admins = await db.select({ email: users.email }).from(users).where(eq(users.role, 'admin')).orderBy(users.id);
    return { ok: false, admins: admins.map((row) => row.email) };
  }
  const wasOn = await twoFactorOn({ db, userId: user.id });
  await db.transaction(async (tx) => {
    await removeTwoFactor(tx, user.id);
    await tx.delete(sessions).where(eq(sessions.userId, user.id));
  });
  return { ok: true, email: user.email, wasOn };
}
