import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { promos } from '../../db/schema/promos.ts';
import { NotFound } from '../../errors.ts';

/** Orders that used the promo keep its name and rate. */
export async function deletePromo({ db, id }: { db: DbOrTx; id: number }): Promise<void> {
  const deleted = await db.delete(promos).where(eq(promos.id, id)).returning({ id: promos.id });
  if (deleted.length === 0) throw new NotFound('Promo');
}
