import { CARRIERS } from '@shop/shared/carriers';
import type { Config } from '../../config.ts';
import type { DbOrTx } from '../../db/client.ts';
import { addressLines, enqueueEmail, orderRefundMessage, orderShippedMessage , readEmailShop } from '../email/index.ts';
import { getOrderWithLines, type OrderRefundRow, orderStatusLink } from '../orders/index.ts';
import { lineName } from '@shop/shared/products';

export const ORDER_SHIPPED = 'order-shipped';
export const ORDER_REFUND = 'order-refund';

/** "On its way", once per order, written in the transaction that ships it. Answers the outbox row's id. */
export async function queueShippedEmail({ db, config, input }: { db: DbOrTx; config: Config; input: { orderId: number } }): Promise<number | null> {
  const order = await getOrderWithLines({ db, input });
  if (!order.carrier || !order.trackingUrl) return null;
  const message = orderShippedMessage({
    shop: await readEmailShop({ db, publicUrl: config.publicUrl }),
    orderId: order.id,
    placedAt: order.createdAt,
    to: order.email,
    firstName: order.firstName,
    lines: order.lines,
    statusLink: await orderStatusLink({ db, config, input }),
    carrierName: CARRIERS[order.carrier].name,
    trackingNumber: order.trackingNumber,
    trackingUrl: order.trackingUrl,
    shipTo: addressLines({ firstName: order.firstName, lastName: order.lastName, shipTo: order }),
  });
  return enqueueEmail({ db, input: { key: `${ORDER_SHIPPED}:${order.id}`, kind: ORDER_SHIPPED, orderId: order.id, message } });
}

/** The refund email (a cancel's says the order is canceled), once per refund, written when the refund is applied. */
export async function queueRefundEmail({ db, config, input }: { db: DbOrTx; config: Config; input: { refund: OrderRefundRow } }): Promise<number | null> {
  const { refund } = input;
  const order = await getOrderWithLines({ db, input: { orderId: refund.orderId } });
  const refundedLines = refund.kind === 'lines'
    ? refund.lines.flatMap((covered) => {
        const line = order.lines.find((l) => l.id === covered.lineId);
        return line ? [`${covered.qty} x ${lineName(line.productName, line.variantTitle)}`] : [];
      })
    : [];
  const message = orderRefundMessage({
    shop: await readEmailShop({ db, publicUrl: config.publicUrl }),
    orderId: order.id,
    placedAt: order.createdAt,
    to: order.email,
    firstName: order.firstName,
    lines: order.lines,
    statusLink: await orderStatusLink({ db, config, input: { orderId: order.id } }),
    amountCents: refund.amountCents,
    reason: refund.reason,
    refundedCents: order.refundedCents,
    paidCents: order.paidCents ?? order.finalCents,
    canceled: refund.kind === 'cancel',
    refundedLines,
  });
  return enqueueEmail({ db, input: { key: `${ORDER_REFUND}:${refund.refundId}`, kind: ORDER_REFUND, orderId: order.id, message } });
}
