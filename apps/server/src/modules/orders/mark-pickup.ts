import type { DbOrTx } from '../../db/client.ts';
import { Conflict, NotFound } from '../../errors.ts';
import { moveShipment } from '../fulfilment/index.ts';
import { lockOrder } from './lock-order.ts';
import { moveOrder } from './move-order.ts';
import { recordOrderEvent } from './record-order-event.ts';

/**
 * A paid pickup order is made ready at its place (docs/decisions/067-local-pickup.md): its shipment moves
 * waiting -> ready and the log says 'ready', in the caller's transaction. The order stays paid (complete);
 * an unpaid or canceled one, or a shipment that cannot be made ready (a parcel, or ready already), is a 409.
 */
export async function markOrderReady({ db, input }: { db: DbOrTx; input: { orderId: number; now: Date; by: number | null } }): Promise<void> {
  const order = await lockOrder({ db, input });
  if (!order) throw new NotFound('Order');
  if (order.status !== 'complete') throw new Conflict(`Only a paid order can be made ready for pickup; this one is ${order.status}`);
  await moveShipment({ db, input: { orderId: input.orderId, to: 'ready', set: { readyAt: input.now } } });
  await recordOrderEvent({ db, input: { orderId: input.orderId, kind: 'ready', at: input.now, by: input.by } });
}

/**
 * The customer collected a ready pickup: the shipment moves ready -> picked-up and the order closes as a
 * shipped one does (complete -> shipped, the plants have left the shop), with one 'picked-up' line in the
 * log rather than 'shipped'. Anything else is a 409 and changes nothing (docs/decisions/067-local-pickup.md).
 */
export async function markOrderPickedUp({ db, input }: { db: DbOrTx; input: { orderId: number; now: Date; by: number | null } }): Promise<void> {
  if (!(await lockOrder({ db, input }))) throw new NotFound('Order');
  // It left the shop's hands then: as `shippedAt` it starts what follows a shipment (care tips, the review
  // request, the arrival guarantee's window), with no carrier or tracking.
  await moveShipment({ db, input: { orderId: input.orderId, to: 'picked-up', set: { pickedUpAt: input.now, shippedAt: input.now } } });
  await moveOrder({
    db,
    input: { orderId: input.orderId, to: 'shipped', from: ['complete'], refusal: (status) => `Only a paid order can be picked up; this one is ${status}`, at: input.now, event: { kind: 'picked-up', by: input.by } },
  });
}
