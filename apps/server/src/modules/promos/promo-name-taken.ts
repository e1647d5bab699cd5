import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { promos } from '../../db/schema/promos.ts';
import { Conflict } from '../../errors.ts';

/** Promo names are unique: a second one with the same name is a conflict. */
export async function assertPromoNameFree({ db, name, exceptId }: { db: DbOrTx; name: string; exceptId?: number }): Promise<void> {
  const [row] = await db.select({ id: promos.id }).from(promos).where(eq(promos.name, name));
  if (row !== undefined && row.id !== exceptId) throw new Conflict(`A promo named ${name} already exists`);
}
