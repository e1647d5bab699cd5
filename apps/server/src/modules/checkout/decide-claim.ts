import type { AdminClaim } from '@shop/shared/claims';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { HttpError } from '../../errors.ts';
import { claimRefundReason, getAdminClaim, holdClaimForRefund, lockClaimToDecide, recordClaimRefunded, recordClaimReplaced, releaseClaim } from '../claims/index.ts';
import { deliverEmail, type Mailer } from '../email/index.ts';
import { holdStock, sellHolds } from '../inventory/index.ts';
import { type OrderRow, placeReplacementOrder } from '../orders/index.ts';
import type { PaymentProviders } from '../payments/index.ts';
import { refundOrder } from './refund-order.ts';

interface Deps {
  db: Db;
  config: Config;
  log: FastifyBaseLogger;
  mailer: Mailer;
}

/** How long a replacement's hold would last; it is sold in the same transaction, so it never lapses. */
const HOLD_MS = 30 * 60 * 1000;

/**
 * A $0 replacement order for `qty` units of one line (decision 042), placed as any order is: orders writes
 * it, the inventory holds and sells its stock, in the caller's transaction (decision 066: orders does not
 * call the inventory; the conductor sequences both). Not enough stock is an OutOfStock 409 that rolls back
 * the whole transaction.
 */
export async function placeReplacement({ db, input }: { db: DbOrTx; input: { orderId: number; lineId: number; qty: number; now: Date } }): Promise<OrderRow> {
  const { order, stock } = await placeReplacementOrder({ db, input });
  await holdStock({ db, input: { orderId: order.id, lines: stock, expiresAt: new Date(input.now.getTime() + HOLD_MS), at: input.now } });
  await sellHolds({ db, input: { orderId: order.id } });
  return order;
}

/**
 * Approves the claim with a replacement: in one transaction holding the claim's row, the replacement order
 * is placed (its stock held and sold, so it never oversells: not enough stock is a 409 naming the plant
 * and changes nothing), recorded as the claim's one replacement with the owner's note, and the claim is
 * replaced. The customer's email goes after the commit. The conductor sequences it (decision 066): claims
 * keeps the claim's rows, orders the order's, the inventory the stock.
 */
export async function replaceClaim(deps: Deps, input: { claimId: number; note: string; now: Date }): Promise<AdminClaim> {
  const emailId = await deps.db.transaction(async (tx) => {
    const claim = await lockClaimToDecide({ db: tx, input });
    const order = await placeReplacement({ db: tx, input: { orderId: claim.orderId, lineId: claim.orderLineId, qty: claim.qty, now: input.now } });
    return recordClaimReplaced({ db: tx, config: deps.config, input: { claim, replacementOrderId: order.id, note: input.note, now: input.now } });
  });
  if (emailId !== null) await deliverEmail(deps, { id: emailId });
  return getAdminClaim({ db: deps.db, input });
}

/**
 * Approves the claim with a refund of the claimed units through the shop's refund flow (refundOrder: the
 * payment provider, its idempotency key, the refund email, and orderActions' guard). The claim is held
 * while the provider is asked, outside any transaction, so a second approval is a 409. A refund the flow
 * refuses (nothing paid, a refund in flight) frees the claim again; one the provider has not answered yet
 * is kept by the flow and asked again by the sweep, so the claim counts as refunded.
 */
export async function refundClaim(deps: Deps & { payments: PaymentProviders }, input: { claimId: number; restock: boolean; now: Date }): Promise<AdminClaim> {
  const { db } = deps;
  const claim = await holdClaimForRefund({ db, input });
  if (!claim) return getAdminClaim({ db, input });
  try {
    await refundOrder({
      ...deps,
      input: { orderId: claim.orderId, request: { kind: 'lines', restock: input.restock, lines: [{ lineId: claim.orderLineId, qty: claim.qty }] }, reason: claimRefundReason(claim), now: input.now },
    });
  } catch (error) {
    if (!(error instanceof HttpError && error.statusCode === 502)) {
      await releaseClaim({ db, input });
      throw error;
    }
  }
  await recordClaimRefunded({ db, input });
  return getAdminClaim({ db, input });
}
