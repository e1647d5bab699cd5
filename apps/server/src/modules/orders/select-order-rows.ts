import { eq, getTableColumns } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { shipments } from '../../db/schema/fulfilment.ts';
import { orders } from '../../db/schema/orders.ts';
import type { ShipmentRow } from '../fulfilment/index.ts';

/**
 * An order's row with its shipment beside it (decision 057): the order's views read the shipment in the
 * same query rather than asking fulfilment for it order by order; only fulfilment writes it.
 */
export const orderRowColumns = {
  ...getTableColumns(orders),
  shipmentStatus: shipments.status,
  shipmentMethod: shipments.method,
  pickupLocationId: shipments.pickupLocationId,
  readyAt: shipments.readyAt,
  pickedUpAt: shipments.pickedUpAt,
  shipOn: shipments.shipOn,
  weatherDecision: shipments.weatherDecision,
  weatherReason: shipments.weatherReason,
  weatherForecast: shipments.weatherForecast,
  weatherCheckedAt: shipments.weatherCheckedAt,
  heldSince: shipments.heldSince,
  holdEmailedAt: shipments.holdEmailedAt,
  weatherDecidedBy: shipments.weatherDecidedBy,
  hardy: shipments.hardy,
  carrier: shipments.carrier,
  trackingNumber: shipments.trackingNumber,
  trackingUrl: shipments.trackingUrl,
  shippedAt: shipments.shippedAt,
  deliveredAt: shipments.deliveredAt,
};

/** `select ... from orders join shipments`, to add a where, an order and a limit to. */
export function selectOrderRows(db: DbOrTx) {
  return db.select(orderRowColumns).from(orders).innerJoin(shipments, eq(shipments.orderId, orders.id));
}

/** The order with its shipment beside it, as its views read it. */
export type OrderRow = Awaited<ReturnType<typeof selectOrderRows>>[number];

/** The same row from an order and its shipment as their writes returned them, without reading again. */
export function withShipment(order: typeof orders.$inferSelect, shipment: ShipmentRow): OrderRow {
  const { id: _id, orderId: _orderId, status, method, ...rest } = shipment;
  return { ...order, ...rest, shipmentStatus: status, shipmentMethod: method };
}
