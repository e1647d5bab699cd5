import type { Promo, PromoInput } from '@shop/shared/promos';
import { sql } from 'drizzle-orm';
import { promoRedemptions, type promos } from '../../db/schema/promos.ts';

export type PromoRow = typeof promos.$inferSelect;

/**
 * Orders using a promo now: unpaid ones holding it and paid ones. Spelled out: in a one-table query drizzle
 * leaves columns unqualified, and `"id"` inside the subquery would name the redemption's own id.
 */
export const promoUses = sql<number>`(select count(*)::int from ${promoRedemptions} r where r.promo_id = "promos"."id" and r.state <> 'released')`.mapWith(Number);

export function toPromo(row: PromoRow, uses: number): Promo {
  return {
    id: row.id,
    name: row.name,
    discountRate: row.ratePercent / 100,
    status: row.active,
    startsAt: row.startsAt?.toISOString() ?? null,
    endsAt: row.endsAt?.toISOString() ?? null,
    maxUses: row.maxUses,
    oncePerCustomer: row.oncePerCustomer,
    uses,
  };
}

const instant = (value: string | null | undefined) => (value === undefined ? undefined : value === null ? null : new Date(value));

/**
 * The columns a create or an edit writes. A rule the caller leaves out is left as it is (docs/product's form
 * sends only name, rate and status); null removes it.
 */
export function promoColumns(input: PromoInput) {
  const rules = {
    startsAt: instant(input.startsAt),
    endsAt: instant(input.endsAt),
    maxUses: input.maxUses,
    oncePerCustomer: input.oncePerCustomer,
  };
  return {
    name: input.name,
    ratePercent: Math.round(input.discountRate * 100),
    active: input.status,
    ...Object.fromEntries(Object.entries(rules).filter(([, value]) => value !== undefined)),
  };
}
