import { fromCents, toCents } from '@shop/shared/money';
import type { NexusThreshold, NexusThresholdValues } from '@shop/shared/tax-report';
import { asc, count, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { taxNexusThresholds } from '../../db/schema/nexus.ts';
import { NEXUS_AS_OF, NEXUS_THRESHOLDS } from './nexus-data.ts';

export type NexusRow = typeof taxNexusThresholds.$inferSelect;

export function toNexusThreshold(row: NexusRow): NexusThreshold {
  return {
    state: row.state,
    sales: row.salesCents === null ? null : fromCents(row.salesCents),
    transactions: row.transactions,
    bothRequired: row.bothRequired,
    asOf: row.asOf,
    note: row.note,
  };
}

/** Every state's threshold as the shop keeps it, by state. */
export async function listNexusRows({ db }: { db: DbOrTx }): Promise<NexusRow[]> {
  return db.select().from(taxNexusThresholds).orderBy(asc(taxNexusThresholds.state));
}

export async function listNexusThresholds({ db }: { db: DbOrTx }): Promise<NexusThreshold[]> {
  return (await listNexusRows({ db })).map(toNexusThreshold);
}

/** The owner corrects a state's threshold (or adds one the data did not have). */
export async function saveNexusThreshold({ db, state, input }: { db: DbOrTx; state: string; input: NexusThresholdValues }): Promise<NexusThreshold> {
  const values = {
    salesCents: input.sales === null ? null : toCents(input.sales),
    transactions: input.transactions,
    bothRequired: input.bothRequired,
    asOf: input.asOf,
    note: input.note,
  };
  const [row] = await db
    .insert(taxNexusThresholds)
    .values({ state, ...values })
    .onConflictDoUpdate({ target: taxNexusThresholds.state, set: { ...values, updatedAt: sql`now()` } })
    .returning();
  return toNexusThreshold(row!);
}

/**
 * A shop starts with the thresholds of nexus-data.ts, once: only while the table is empty, so the owner's
 * corrections are never overwritten (and a shop made before the table existed gets them on its next start).
 */
export async function seedNexusThresholds({ db }: { db: DbOrTx }): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(taxNexusThresholds);
  if ((row?.n ?? 0) > 0) return false;
  await db
    .insert(taxNexusThresholds)
    .values(NEXUS_THRESHOLDS.map((seed) => ({ ...seed, asOf: NEXUS_AS_OF })))
    .onConflictDoNothing();
  return true;
}
