import { shipmentRefusal, type ShipmentStatus, shipmentStatusesBefore } from '@shop/shared/shipment-status';
import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { shipments } from '../../db/schema/fulfilment.ts';
import { Conflict, NotFound } from '../../errors.ts';

export type ShipmentRow = typeof shipments.$inferSelect;

type ShipmentChanges = Partial<Pick<ShipmentRow, 'carrier' | 'trackingNumber' | 'trackingUrl' | 'shippedAt' | 'deliveredAt' | 'readyAt' | 'pickedUpAt'>>;

/**
 * The only way a shipment's status changes (decision 057): to `to`, from a status `SHIPMENT_TRANSITIONS`
 * allows for its method, with the columns that go with it, in one conditional update. Anything else
 * changes nothing and is a 409 that says what the shipment is.
 */
export async function moveShipment({
  db,
  input,
}: {
  db: DbOrTx;
  input: { orderId: number; to: ShipmentStatus; set?: ShipmentChanges };
}): Promise<ShipmentRow> {
  const [current] = await db.select({ method: shipments.method }).from(shipments).where(eq(shipments.orderId, input.orderId));
  if (!current) throw new NotFound('Order');
  const allowed = shipmentStatusesBefore(input.to, current.method);
  const [moved] =
    allowed.length === 0
      ? []
      : await db
          .update(shipments)
          .set({ ...input.set, status: input.to })
          .where(and(eq(shipments.orderId, input.orderId), inArray(shipments.status, allowed)))
          .returning();
  if (moved) return moved;
  const [shipment] = await db.select({ status: shipments.status, method: shipments.method }).from(shipments).where(eq(shipments.orderId, input.orderId));
  throw new Conflict(shipmentRefusal(input.orderId, shipment!, input.to));
}
