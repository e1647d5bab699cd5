import type { OrderClaims } from '@shop/shared/claims';
import type { DbOrTx } from '../../db/client.ts';
import { getOrderWithLines } from '../orders/index.ts';
import { readShopTimeZone } from '../settings/index.ts';
import { readClaimSettings } from './claim-settings.ts';
import { claimsOfOrder, type ClaimRow, toClaimViews } from './claim-views.ts';
import { claimWindow } from './claim-window.ts';

/** Units of a line a claim may still cover: not refunded, not in a claim waiting or replaced. */
export function claimableUnits(line: { id: number; qty: number; refundedQty: number }, claims: readonly ClaimRow[]): number {
  const claimed = claims.filter((claim) => claim.orderLineId === line.id && (claim.status === 'open' || claim.status === 'info' || claim.status === 'replaced')).reduce((sum, claim) => sum + claim.qty, 0);
  return Math.max(0, line.qty - line.refundedQty - claimed);
}

/** An order's claims and what may still be claimed, for its status page, its detail page and the owner's order page. */
export async function getOrderClaims({ db, input }: { db: DbOrTx; input: { orderId: number; now: Date } }): Promise<OrderClaims> {
  const order = await getOrderWithLines({ db, input });
  const [{ windowDays }, rows, timeZone] = await Promise.all([readClaimSettings({ db }), claimsOfOrder(db, order.id), readShopTimeZone({ db })]);
  const window = claimWindow(order, windowDays, input.now, timeZone);
  const lineOf = (claim: ClaimRow) => {
    const line = order.lines.find((l) => l.id === claim.orderLineId);
    return { productName: line?.productName ?? '', variantTitle: line?.variantTitle ?? '' };
  };
  return {
    windowDays,
    windowEndsAt: window.endsAt?.toISOString() ?? null,
    windowFrom: window.countsFrom,
    canClaim: window.open,
    closedReason: window.closedReason,
    lines: order.lines.map((line) => ({
      lineId: line.id,
      productName: line.productName,
      variantTitle: line.variantTitle,
      claimable: claimableUnits(line, rows),
      openClaim: rows.some((claim) => claim.orderLineId === line.id && (claim.status === 'open' || claim.status === 'info')),
    })),
    claims: await toClaimViews(db, rows, lineOf),
  };
}
