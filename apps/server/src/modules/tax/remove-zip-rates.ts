import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { taxZipTables } from '../../db/schema/tax.ts';
import { NotFound } from '../../errors.ts';

/** Removes a state's ZIP table and its rates (decision 046): the state's own rate applies everywhere in it again. */
export async function removeZipRates({ db, state }: { db: DbOrTx; state: string }): Promise<void> {
  const gone = await db.delete(taxZipTables).where(eq(taxZipTables.state, state)).returning({ state: taxZipTables.state });
  if (gone.length === 0) throw new NotFound('ZIP rate table');
}
