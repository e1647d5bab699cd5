import type { AdminClaim } from '@shop/shared/claims';
import { desc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { claims } from '../../db/schema/claims.ts';
import { NotFound } from '../../errors.ts';
import { loadStock } from '../inventory/index.ts';
import { getOrderStatus, getOrderWithLines } from '../orders/index.ts';
import { readShopTimeZone } from '../settings/index.ts';
import { type ClaimRow, toClaimViews } from './claim-views.ts';

/** The queue's filters: `waiting` is what needs the owner (open, and asked for more). */
export type QueueFilter = 'waiting' | 'all' | ClaimRow['status'];

const QUEUE_LIMIT = 200;

/** Claims with their order's facts and history, and the variant's stock now, as the owner's queue shows them. */
async function toAdminClaims(db: DbOrTx, rows: readonly ClaimRow[]): Promise<AdminClaim[]> {
  const orderIds = [...new Set(rows.map((row) => row.orderId))];
  const orders = new Map(await Promise.all(orderIds.map(async (orderId) => [orderId, { order: await getOrderWithLines({ db, input: { orderId } }), status: await getOrderStatus({ db, input: { orderId } }) }] as const)));
  const lineOfClaim = (claim: ClaimRow) => orders.get(claim.orderId)!.order.lines.find((line) => line.id === claim.orderLineId);
  const variantIds = rows.flatMap((claim) => lineOfClaim(claim)?.variantId ?? []);
  const stock = new Map((await loadStock(db, variantIds)).map((row) => [row.id, row.qty]));
  const timeZone = await readShopTimeZone({ db });
  const views = await toClaimViews(db, rows, (claim) => {
    const line = lineOfClaim(claim);
    return { productName: line?.productName ?? '', variantTitle: line?.variantTitle ?? '' };
  });
  return views.map((view, index) => {
    const { order, status } = orders.get(view.orderId)!;
    const variantId = lineOfClaim(rows[index]!)?.variantId ?? null;
    return {
      ...view,
      customer: { name: `${order.firstName} ${order.lastName}`, email: order.email },
      order: {
        status: order.status,
        createdAt: order.createdAt.toISOString(),
        shippedAt: order.shippedAt?.toISOString() ?? null,
        finalPrice: status.finalPrice,
        refunded: status.refunded,
        events: status.events,
      },
      onHand: variantId === null ? null : (stock.get(variantId) ?? 0),
      timeZone,
    };
  });
}

/** The owner's claims queue, newest first. */
export async function listClaims({ db, input }: { db: DbOrTx; input: { status: QueueFilter } }): Promise<AdminClaim[]> {
  const { status } = input;
  const where = status === 'all' ? undefined : status === 'waiting' ? inArray(claims.status, ['open', 'info']) : eq(claims.status, status);
  const rows = await db.select().from(claims).where(where).orderBy(desc(claims.createdAt), desc(claims.id)).limit(QUEUE_LIMIT);
  return toAdminClaims(db, rows);
}

export async function getAdminClaim({ db, input }: { db: DbOrTx; input: { claimId: number } }): Promise<AdminClaim> {
  const [row] = await db.select().from(claims).where(eq(claims.id, input.claimId));
  if (!row) throw new NotFound('Claim');
  return (await toAdminClaims(db, [row]))[0]!;
}
