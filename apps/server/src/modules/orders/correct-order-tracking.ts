import { CARRIERS, type Carrier } from '@shop/shared/carriers';
import type { Db } from '../../db/client.ts';
import { recordAudit } from '../audit/index.ts';
import { correctTracking } from '../fulfilment/index.ts';
import type { ShipmentDetails } from './mark-order-shipped.ts';
import { recordOrderEvent } from './record-order-event.ts';

const said = (carrier: Carrier | null, number: string | null) => [carrier ? CARRIERS[carrier].name : null, number ?? '(no number)'].filter(Boolean).join(' ');

/**
 * The owner corrects a shipped parcel's tracking (decision 069): in one transaction the shipment takes the
 * new carrier and number, the order's timeline gets a line with the old and the new, and the activity log a
 * record with both. The "on its way" email is not sent again: the status page and the order history show
 * the corrected number at once, and a second "shipped" email would read as a second parcel.
 */
export async function correctOrderTracking({
  db,
  input,
}: {
  db: Db;
  input: ShipmentDetails & { orderId: number; actor: { id: number; email: string }; address: string | null; now: Date };
}): Promise<void> {
  await db.transaction(async (tx) => {
    const { before, after } = await correctTracking({ db: tx, input });
    const note = `${said(before.carrier, before.trackingNumber)} → ${said(after.carrier, after.trackingNumber)}`;
    await recordOrderEvent({ db: tx, input: { orderId: input.orderId, kind: 'tracking-corrected', at: input.now, note, by: input.actor.id } });
    await recordAudit({
      db: tx,
      entry: { actor: input.actor, address: input.address, kind: 'orders.tracking', summary: `Corrected the tracking of order #${input.orderId}: ${note}`, before, after, at: input.now },
    });
  });
}
