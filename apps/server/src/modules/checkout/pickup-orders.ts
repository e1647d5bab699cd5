import type { AdminOrder } from '@shop/shared/orders';
import type { PickupPlace } from '@shop/shared/pickup';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { deliverEmail, enqueueEmail, type Mailer, orderReadyMessage, readEmailShop } from '../email/index.ts';
import { findPickupPlace } from '../fulfilment/index.ts';
import { getOrderWithLines, markOrderPickedUp, markOrderReady, orderStatusLink, type OrderRow } from '../orders/index.ts';
import { allowAction } from './allow-action.ts';
import { getAdminOrder } from './get-admin-order.ts';

export const ORDER_READY = 'order-ready';

/** Where a pickup order is collected and the day it should be ready; null for a parcel (docs/decisions/067-local-pickup.md). */
export async function pickupOf({ db, order }: { db: DbOrTx; order: Pick<OrderRow, 'shipmentMethod' | 'pickupLocationId' | 'shipOn'> }): Promise<{ place: PickupPlace; readyOn: string | null } | null> {
  if (order.shipmentMethod !== 'pickup') return null;
  const place = await findPickupPlace({ db, id: order.pickupLocationId });
  return place && { place, readyOn: order.shipOn };
}

/** "Ready for pickup", once per order, written in the transaction that makes it ready. Answers the outbox row's id. */
async function queueReadyEmail({ db, config, input }: { db: DbOrTx; config: Config; input: { orderId: number } }): Promise<number | null> {
  const order = await getOrderWithLines({ db, input });
  const pickup = await pickupOf({ db, order });
  if (!pickup) return null;
  const message = orderReadyMessage({
    shop: await readEmailShop({ db, publicUrl: config.publicUrl }),
    orderId: order.id,
    placedAt: order.createdAt,
    to: order.email,
    firstName: order.firstName,
    lines: order.lines,
    statusLink: await orderStatusLink({ db, config, input }),
    place: pickup.place,
  });
  return enqueueEmail({ db, input: { key: `${ORDER_READY}:${order.id}`, kind: ORDER_READY, orderId: order.id, message } });
}

/**
 * The owner made a paid pickup order ready (PUT /api/orders/:id/ready): in one transaction holding the
 * order's row the shipment becomes ready, the log says so and the "ready for pickup" email is written to
 * the outbox; it is sent after. A shipment that cannot be made ready is a 409 and nothing is written.
 */
export async function markReady({ db, config, log, mailer, input }: { db: Db; config: Config; log: FastifyBaseLogger; mailer: Mailer; input: { orderId: number; now: Date; by: number } }): Promise<AdminOrder> {
  const emailId = await db.transaction(async (tx) => {
    allowAction('mark-ready', await getOrderWithLines({ db: tx, input }));
    await markOrderReady({ db: tx, input });
    return queueReadyEmail({ db: tx, config, input });
  });
  if (emailId !== null) await deliverEmail({ db, mailer, log }, { id: emailId });
  return getAdminOrder({ db, input });
}

/** The customer collected it (PUT /api/orders/:id/picked-up): the pickup and the order close together; 409 unless it was ready. */
export async function markPickedUp({ db, input }: { db: Db; input: { orderId: number; now: Date; by: number } }): Promise<AdminOrder> {
  await db.transaction(async (tx) => {
    allowAction('mark-picked-up', await getOrderWithLines({ db: tx, input }));
    await markOrderPickedUp({ db: tx, input });
  });
  return getAdminOrder({ db, input });
}
