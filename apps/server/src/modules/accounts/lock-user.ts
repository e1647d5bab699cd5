import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { NotFound } from '../../errors.ts';

/** For `/api/users/{id}/...` called by an admin: an unknown id is a 404, not a foreign-key error. */
export async function assertUserExists({ db, userId }: { db: DbOrTx; userId: number }): Promise<void> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).limit(1);
  if (!row) throw new NotFound('User');
}

/**
 * Locks the user's row (against changes of its key only) for the rest of the transaction, so two writes
 * to what the user owns take turns; an unknown user is a 404.
 */
export async function lockUser({ db, userId }: { db: DbOrTx; userId: number }): Promise<void> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
  if (!row) throw new NotFound('User');
}
