import type { Promo, PromoInput } from '@shop/shared/promos';
import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { promos } from '../../db/schema/promos.ts';
import { Conflict, NotFound } from '../../errors.ts';

type PromoRow = typeof promos.$inferSelect;

export function toPromo(row: PromoRow): Promo {
  return { id: row.id, name: row.name, discountRate: row.ratePercent / 100, status: row.active };
}

function columns(input: PromoInput) {
  return { name: input.name, ratePercent: Math.round(input.discountRate * 100), active: input.status };
}

export async function listPromos({ db }: { db: DbOrTx }): Promise<Promo[]> {
  return (await db.select().from(promos).orderBy(asc(promos.id))).map(toPromo);
}

export async function getPromo({ db, id }: { db: DbOrTx; id: number }): Promise<Promo> {
  const [row] = await db.select().from(promos).where(eq(promos.id, id));
  if (!row) throw new NotFound('Promo');
  return toPromo(row);
}

/** The active promo with that name (names are lower-case), or null. */
export async function findActivePromo({ db, name }: { db: DbOrTx; name: string }): Promise<Promo | null> {
  const [row] = await db
    .select()
    .from(promos)
    .where(and(eq(promos.name, name.trim().toLowerCase()), eq(promos.active, true)));
  return row ? toPromo(row) : null;
}

async function nameTaken(db: DbOrTx, name: string, exceptId?: number): Promise<boolean> {
  const [row] = await db.select({ id: promos.id }).from(promos).where(eq(promos.name, name));
  return row !== undefined && row.id !== exceptId;
}

export async function createPromo({ db, input }: { db: DbOrTx; input: PromoInput }): Promise<Promo> {
  if (await nameTaken(db, input.name)) throw new Conflict(`A promo named ${input.name} already exists`);
  const [row] = await db.insert(promos).values(columns(input)).returning();
  return toPromo(row!);
}

export async function updatePromo({ db, id, input }: { db: DbOrTx; id: number; input: PromoInput }): Promise<Promo> {
  if (await nameTaken(db, input.name, id)) throw new Conflict(`A promo named ${input.name} already exists`);
  const [row] = await db.update(promos).set(columns(input)).where(eq(promos.id, id)).returning();
  if (!row) throw new NotFound('Promo');
  return toPromo(row);
}

/** Orders that used the promo keep its name and rate. */
export async function deletePromo({ db, id }: { db: DbOrTx; id: number }): Promise<void> {
  const deleted = await db.delete(promos).where(eq(promos.id, id)).returning({ id: promos.id });
  if (deleted.length === 0) throw new NotFound('Promo');
}
