import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { users } from '../../db/schema/users.ts';
import { NotFound } from '../../errors.ts';

/** For `/api/users/{id}/...` called by an admin: an unknown id is a 404, not a foreign-key error. */
export async function assertUserExists({ db, userId }: { db: DbOrTx; userId: number }): Promise<void> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).limit(1);
  if (!row) throw new NotFound('User');
}
