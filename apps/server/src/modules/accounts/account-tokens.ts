import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { accountTokens, users } from '../../db/schema/accounts.ts';
import { hashToken, newToken } from '../../tokens.ts';

export type AccountTokenPurpose = 'verify-email' | 'reset-password';

const HOUR_MS = 60 * 60 * 1000;
/** How long an emailed link works (decisions 025, 026). */
export const ACCOUNT_TOKEN_TTL_MS: Record<AccountTokenPurpose, number> = { 'verify-email': 24 * HOUR_MS, 'reset-password': HOUR_MS };

/**
 * A new single-use link for the account: the token for the email, only its hash in the database. Any
 * earlier unused link of the same purpose stops working, so only the latest email's link does. For a user
 * id no account has, the same statements run and write nothing.
 */
export async function issueAccountToken({
  db,
  input,
}: {
  db: DbOrTx;
  /** `ttlMs`: how long the link works, when not its purpose's usual time (an invitation's week, decision 062). */
  input: { userId: number; email: string; purpose: AccountTokenPurpose; now: Date; ttlMs?: number };
}): Promise<string> {
  const token = newToken();
  await db
    .update(accountTokens)
    .set({ usedAt: input.now })
    .where(and(eq(accountTokens.userId, input.userId), eq(accountTokens.purpose, input.purpose), isNull(accountTokens.usedAt)));
  // Written only for an account that exists: "Forgot password?" runs this same statement for an address
  // without one, which writes nothing (decision 053).
  const expiresAt = new Date(input.now.getTime() + (input.ttlMs ?? ACCOUNT_TOKEN_TTL_MS[input.purpose]));
  await db.execute(
    sql`insert into ${accountTokens} (user_id, purpose, token_hash, email, created_at, expires_at)
      select ${users.id}, ${input.purpose}, ${hashToken(token)}, ${input.email}, ${input.now.toISOString()}::timestamptz, ${expiresAt.toISOString()}::timestamptz
      from ${users} where ${users.id} = ${input.userId}`,
  );
  return token;
}

/**
 * Uses a link once: marks it used and answers whose it was, or null when it is unknown, used already,
 * expired or of another purpose. One conditional update, so two clicks at once use it once.
 */
export async function useAccountToken({
  db,
  input,
}: {
  db: DbOrTx;
  input: { token: string; purpose: AccountTokenPurpose; now: Date };
}): Promise<{ userId: number; email: string } | null> {
  const [row] = await db
    .update(accountTokens)
    .set({ usedAt: input.now })
    .where(
      and(
        eq(accountTokens.tokenHash, hashToken(input.token)),
        eq(accountTokens.purpose, input.purpose),
        isNull(accountTokens.usedAt),
        gt(accountTokens.expiresAt, input.now),
      ),
    )
    .returning({ userId: accountTokens.userId, email: accountTokens.email });
  return row ?? null;
}

/** Links older than a week, used or not, are of no further use. */
export async function pruneAccountTokens({ db, now }: { db: DbOrTx; now: Date }): Promise<void> {
  await db.delete(accountTokens).where(lt(accountTokens.expiresAt, new Date(now.getTime() - 7 * 24 * HOUR_MS)));
}
