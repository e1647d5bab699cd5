import type { OrderStatusView } from '@shop/shared/after-sale';
import { fromCents } from '@shop/shared/money';
import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { orderLines, orders } from '../../db/schema/orders.ts';
import { NotFound } from '../../errors.ts';
import { readShopTimeZone } from '../settings/index.ts';
import { chargesOf, shipPlanOf, timelineOf, toShipment } from './order-view.ts';
import { orderPickupOf } from './order-pickup.ts';
import { listOrderEvents } from './record-order-event.ts';
import { selectOrderRows } from './select-order-rows.ts';

/**
 * The order as its status page shows it: lines, totals, ship-to, gift note, tracking, and what happened
 * when, from its event log (decision 057). Nothing about the account,
 * the payment card or other orders.
 */
export async function getOrderStatus({ db, input }: { db: DbOrTx; input: { orderId: number } }): Promise<OrderStatusView> {
  const [order] = await selectOrderRows(db).where(eq(orders.id, input.orderId));
  if (!order) throw new NotFound('Order');
  const lines = await db.select().from(orderLines).where(eq(orderLines.orderId, order.id)).orderBy(asc(orderLines.id));
  const shipment = toShipment(order);
  const events = timelineOf(order, await listOrderEvents({ db, input: { orderId: order.id } }), 'customer');

  const { firstName, lastName, street1, street2, city, state, zip } = order;
  return {
    id: order.id,
    createdAt: order.createdAt.toISOString(),
    status: order.status,
    lines: lines.map((line) => ({
      productName: line.productName,
      variantTitle: line.variantTitle,
      qty: line.qty,
      unitPrice: fromCents(line.unitPriceCents),
      totalPrice: fromCents(line.totalCents),
      refundedQty: line.refundedQty,
    })),
    subtotal: fromCents(order.subtotalCents),
    discount: fromCents(order.discountCents),
    ...chargesOf(order),
    finalPrice: fromCents(order.finalCents),
    refunded: fromCents(order.refundedCents),
    promoCode: order.promoName,
    gift: order.gift,
    giftMessage: order.giftMessage,
    shipTo: { firstName, lastName, street1, street2, city, state, zip },
    shipment,
    fulfilment: { method: order.shipmentMethod, status: order.shipmentStatus },
    shipPlan: shipPlanOf(order, false),
    timeZone: await readShopTimeZone({ db }),
    events,
    pickup: await orderPickupOf({ db, order }),
  };
}
