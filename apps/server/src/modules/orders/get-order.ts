import { type AdminOrder, formatAddress } from '@shop/shared/orders';
import { fromCents } from '@shop/shared/money';
import { lineShares } from '@shop/shared/refunds';
import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { orderLines, orders } from '../../db/schema/orders.ts';
import { NotFound } from '../../errors.ts';
import { readShopTimeZone } from '../settings/index.ts';
import { chargesOf, timelineOf, toAdminOrderSummary, toPlacedLine, toShipment } from './order-view.ts';
import { orderPickupOf } from './order-pickup.ts';
import { listOrderEvents } from './record-order-event.ts';
import { replacedUnits } from './replaced-units.ts';
import { selectOrderRows } from './select-order-rows.ts';

export type OrderForAdmin = Omit<AdminOrder, 'payments' | 'refunds' | 'refundable' | 'refundInFlight'>;

/** One order as the admin sees it: totals, ship-to, lines, gift and shipment (checkout adds payments and refunds). */
export async function getOrder({ db, input }: { db: DbOrTx; input: { orderId: number } }): Promise<OrderForAdmin> {
  const [order] = await selectOrderRows(db).where(eq(orders.id, input.orderId));
  if (!order) throw new NotFound('Order');
  const lines = await db.select().from(orderLines).where(eq(orderLines.orderId, order.id)).orderBy(asc(orderLines.id));
  const shares = lineShares(lines, order);
  const replaced = await replacedUnits({ db, input: { orderId: order.id } });
  const { firstName, lastName, street1, street2, city, state, zip } = order;
  return {
    ...toAdminOrderSummary(order, await readShopTimeZone({ db })),
    ...chargesOf(order),
    shipTo: { firstName, lastName, street1, street2, city, state, zip },
    address: formatAddress(order),
    paymentMethod: order.paymentMethod,
    paidAt: order.paidAt?.toISOString() ?? null,
    shippedAt: order.shippedAt?.toISOString() ?? null,
    canceledAt: order.canceledAt?.toISOString() ?? null,
    giftMessage: order.giftMessage,
    shipment: toShipment(order),
    fulfilment: { method: order.shipmentMethod, status: order.shipmentStatus },
    pickup: await orderPickupOf({ db, order }),
    events: timelineOf(order, await listOrderEvents({ db, input: { orderId: order.id } }), 'owner'),
    lines: lines.map((line, index) => ({
      ...toPlacedLine(line),
      id: line.id,
      productId: line.productId,
      refundedQty: line.refundedQty,
      restockedQty: line.restockedQty,
      replacedQty: replaced.get(line.id) ?? 0,
      share: fromCents(shares[index]!),
    })),
  };
}
