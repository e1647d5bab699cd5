import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { shipments } from '../../db/schema/fulfilment.ts';
import { Conflict, NotFound } from '../../errors.ts';
import type { ShipmentRow } from './move-shipment.ts';

type Tracking = Pick<ShipmentRow, 'carrier' | 'trackingNumber' | 'trackingUrl'>;

/**
 * A mistyped tracking number put right after the parcel left (decision 069): only a shipment that is
 * shipped, not yet delivered, and the status does not move. Answers the tracking before and after, for the
 * caller's timeline line and activity record; anything else is a 409 that says why.
 */
export async function correctTracking({ db, input }: { db: DbOrTx; input: { orderId: number } & { carrier: NonNullable<Tracking['carrier']>; trackingNumber: string | null; trackingUrl: string } }): Promise<{ before: Tracking; after: Tracking }> {
  const [current] = await db.select().from(shipments).where(eq(shipments.orderId, input.orderId)).for('update');
  if (!current) throw new NotFound('Order');
  if (current.status !== 'shipped') {
    throw new Conflict(`Order #${input.orderId}'s ${current.method === 'pickup' ? 'pickup' : 'shipment'} is ${current.status}: only a shipped parcel's tracking can be corrected`);
  }
  const after = { carrier: input.carrier, trackingNumber: input.trackingNumber, trackingUrl: input.trackingUrl };
  await db.update(shipments).set(after).where(and(eq(shipments.orderId, input.orderId), eq(shipments.status, 'shipped')));
  return { before: { carrier: current.carrier, trackingNumber: current.trackingNumber, trackingUrl: current.trackingUrl }, after };
}
