import { CLAIM_REASON_LABELS, type ClaimReason } from '@shop/shared/claim-labels';
import { ratePercentOf } from '@shop/shared/pricing-quote';
import { lineName } from '@shop/shared/products';
import type { Config } from '../../config.ts';
import type { DbOrTx } from '../../db/client.ts';
import { addressLines, ownerClaimMessage, ownerOrderPaidMessage, ownerRefundDueMessage } from '../email/index.ts';
import { getOrderWithLines } from '../orders/index.ts';
import { adminOrderUrl, tellOwner } from './tell-owner.ts';

export const OWNER_ORDER = 'owner-order';
export const OWNER_CLAIM = 'owner-claim';
export const OWNER_REFUND_DUE = 'owner-refund-due';

/**
 * The owner's email about a just-paid order (docs/decisions/051-the-owner-is-told.md), written in the
 * transaction that made it paid: its lines, total, ship-to and what the weather decided.
 */
export async function queueOwnerOrderEmail({ db, config, input }: { db: DbOrTx; config: Config; input: { orderId: number } }): Promise<number[]> {
  const order = await getOrderWithLines({ db, input });
  return tellOwner({
    db,
    config,
    input: {
      event: 'paidOrders',
      kind: OWNER_ORDER,
      eventKey: String(order.id),
      orderId: order.id,
      write: (shop, to) =>
        ownerOrderPaidMessage({
          shop,
          to,
          orderId: order.id,
          placedAt: order.createdAt,
          customer: { name: `${order.firstName} ${order.lastName}`, email: order.email },
          lines: order.lines,
          totals: {
            subtotalCents: order.subtotalCents,
            discountCents: order.discountCents,
            promoCode: order.promoName,
            promoRatePercent: order.promoRatePercent,
            shippingCents: order.shippingCents,
            shippingName: order.shippingName,
            heatPackCents: order.heatPackCents,
            taxCents: order.taxCents,
            taxState: order.taxState,
            taxRegion: order.taxRegion,
            taxRatePercent: order.taxRateMillionths === null ? null : ratePercentOf(order.taxRateMillionths),
            totalCents: order.finalCents,
          },
          shipTo: addressLines({ firstName: order.firstName, lastName: order.lastName, shipTo: order }),
          weather: { decision: order.weatherDecision, shipOn: order.shipOn, reason: order.weatherReason },
          adminUrl: adminOrderUrl(config, order.id),
        }),
    },
  });
}

/** The owner's email about a new claim, written in the transaction that filed it. */
export async function queueOwnerClaimEmail({
  db,
  config,
  input,
}: {
  db: DbOrTx;
  config: Config;
  input: { claim: { id: number; orderId: number; orderLineId: number; qty: number; reason: string; description: string } };
}): Promise<number[]> {
  const { claim } = input;
  const order = await getOrderWithLines({ db, input: { orderId: claim.orderId } });
  const line = order.lines.find((l) => l.id === claim.orderLineId);
  return tellOwner({
    db,
    config,
    input: {
      event: 'claims',
      kind: OWNER_CLAIM,
      eventKey: String(claim.id),
      orderId: order.id,
      write: (shop, to) =>
        ownerClaimMessage({
          shop,
          to,
          orderId: order.id,
          claimId: claim.id,
          customer: { name: `${order.firstName} ${order.lastName}`, email: order.email },
          plant: line ? lineName(line.productName, line.variantTitle) : 'a plant',
          qty: claim.qty,
          reason: CLAIM_REASON_LABELS[claim.reason as ClaimReason] ?? claim.reason,
          description: claim.description,
          adminUrl: `${config.publicUrl}/account/admin/claims`,
        }),
    },
  });
}

/**
 * The owner's email about a payment that arrived after its order was canceled, when its plants had sold
 * meanwhile: the money has to go back. Once per payment (the provider's session).
 */
export async function queueRefundDueEmail({ db, config, input }: { db: DbOrTx; config: Config; input: { orderId: number; paidCents: number; paymentKey: string } }): Promise<number[]> {
  const order = await getOrderWithLines({ db, input });
  return tellOwner({
    db,
    config,
    input: {
      event: 'refundsDue',
      kind: OWNER_REFUND_DUE,
      eventKey: `${order.id}:${input.paymentKey}`,
      orderId: order.id,
      write: (shop, to) =>
        ownerRefundDueMessage({ shop, to, orderId: order.id, paidCents: input.paidCents, customer: { name: `${order.firstName} ${order.lastName}`, email: order.email }, adminUrl: adminOrderUrl(config, order.id) }),
    },
  });
}
