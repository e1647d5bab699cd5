import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { promos } from '../../db/schema/promos.ts';

/** The demo catalogue's promo codes the shop still has (decision 048), by name. */
export async function listDemoPromos({ db }: { db: DbOrTx }): Promise<string[]> {
  const rows = await db.select({ name: promos.name }).from(promos).where(eq(promos.demo, true)).orderBy(asc(promos.id));
  return rows.map((row) => row.name);
}

/**
 * Deletes the demo's promo codes (decision 048): a shopper can no longer use them. Orders that used one
 * keep its name, rate and discount, as after any promo's deletion. Answers the names deleted.
 */
export async function deleteDemoPromos({ db }: { db: DbOrTx }): Promise<string[]> {
  const rows = await db.delete(promos).where(eq(promos.demo, true)).returning({ name: promos.name });
  return rows.map((row) => row.name).sort();
}
