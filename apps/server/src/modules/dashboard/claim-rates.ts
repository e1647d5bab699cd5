import { CLAIM_REASONS, type ClaimRates } from '@shop/shared/claims';
import { sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../db/client.ts';

export const CLAIM_RATE_DAYS = 90;

/**
 * Which plants travel badly (decision 042): per plant, the units shipped in the last 90 days and the units
 * claimed in claims filed in those days (declined claims do not count: the shop found no arrival
 * problem), and the claims per reason. A read-only report, so it reads the orders, shipments and claims directly.
 */
export async function getClaimRates({ db, now }: { db: DbOrTx; now: Date }): Promise<ClaimRates> {
  const since = new Date(now.getTime() - CLAIM_RATE_DAYS * 24 * 60 * 60 * 1000).toISOString();
  const plants = await queryRows<{ product_id: number | null; product_name: string; shipped: number; claimed: number }>(
    db,
    sql`with shipped as (
          select l.product_id, l.product_name, sum(l.qty)::int as units
          from order_lines l join shipments s on s.order_id = l.order_id
          where s.shipped_at >= ${since}::timestamptz
          group by l.product_id, l.product_name
        ), claimed as (
          select l.product_id, l.product_name, sum(c.qty)::int as units
          from claims c join order_lines l on l.id = c.order_line_id
          where c.created_at >= ${since}::timestamptz and c.status <> 'denied'
          group by l.product_id, l.product_name
        )
        select coalesce(s.product_id, c.product_id) as product_id, coalesce(s.product_name, c.product_name) as product_name,
          coalesce(s.units, 0)::int as shipped, coalesce(c.units, 0)::int as claimed
        from shipped s full join claimed c on c.product_id is not distinct from s.product_id and c.product_name = s.product_name`,
  );
  const reasons = await queryRows<{ reason: (typeof CLAIM_REASONS)[number]; claims: number; units: number }>(
    db,
    sql`select reason, count(*)::int as claims, sum(qty)::int as units from claims
        where created_at >= ${since}::timestamptz and status <> 'denied' group by reason`,
  );
  const shippedUnits = plants.reduce((sum, row) => sum + row.shipped, 0);
  const claimedUnits = plants.reduce((sum, row) => sum + row.claimed, 0);
  const byPlant = plants
    .filter((row) => row.claimed > 0)
    .map((row) => ({ productId: row.product_id, productName: row.product_name, shippedUnits: row.shipped, claimedUnits: row.claimed, rate: row.shipped === 0 ? 1 : row.claimed / row.shipped }))
    .sort((a, b) => b.rate - a.rate || b.claimedUnits - a.claimedUnits || a.productName.localeCompare(b.productName));
  const totalClaims = reasons.reduce((sum, row) => sum + row.claims, 0);
  const byReason = reasons
    .map((row) => ({ reason: row.reason, claims: row.claims, claimedUnits: row.units, share: totalClaims === 0 ? 0 : row.claims / totalClaims }))
    .sort((a, b) => b.claims - a.claims || CLAIM_REASONS.indexOf(a.reason) - CLAIM_REASONS.indexOf(b.reason));
  return { days: CLAIM_RATE_DAYS, shippedUnits, claimedUnits, byPlant, byReason };
}
