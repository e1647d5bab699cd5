import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, DbOrTx } from '../../db/client.ts';
import { carePlanPlants, carePlans, careRecipients } from '../../db/schema/care.ts';
import { getCareProfiles } from '../catalog/index.ts';
import { getOrderWithLines, listCareShipmentsToPlan, markCarePlanned } from '../orders/index.ts';
import { endsAt, firstReminder, welcomeAt } from './care-schedule.ts';

const BATCH = 200;
/** The recipient row of an address, made on its first plan. */
async function recipientOf(db: DbOrTx, email: string): Promise<number> {
  const address = email.trim().toLowerCase();
  await db
    .insert(careRecipients)
    .values({ email: address, unsubscribeToken: randomBytes(24).toString('base64url') })
    .onConflictDoNothing({ target: careRecipients.email });
  const [row] = await db.select({ id: careRecipients.id }).from(careRecipients).where(eq(careRecipients.email, address));
  return row!.id;
}

/** Makes the plan of one shipped order: its welcome and each plant's first reminder. Answers whether it made it. */
async function planOrder(db: Db, shipment: { orderId: number; shippedAt: Date }, now: Date): Promise<boolean> {
  const order = await getOrderWithLines({ db, input: { orderId: shipment.orderId } });
  const productIds = [...new Set(order.lines.flatMap((line) => (line.productId === null ? [] : [line.productId])))];
  const profiles = await getCareProfiles({ db, productIds });
  const welcome = welcomeAt(shipment.shippedAt);
  const end = endsAt(welcome);
  const plants = productIds.flatMap((productId) => {
    const care = profiles.get(productId);
    const line = order.lines.find((each) => each.productId === productId)!;
    return care ? [{ productId, productName: line.productName, care, nextDueAt: firstReminder(welcome, care.waterEveryDays, end) }] : [];
  });
  return db.transaction(async (tx) => {
    // The order is claimed first: another instance planning it at the same moment makes nothing.
    if (!(await markCarePlanned({ db: tx, input: { orderId: order.id, now } }))) return false;
    const recipientId = await recipientOf(tx, order.email);
    const [plan] = await tx
      .insert(carePlans)
      .values({
        orderId: order.id,
        recipientId,
        userId: order.userId,
        firstName: order.firstName,
        shippedAt: shipment.shippedAt,
        welcomeAt: welcome,
        // An order of plants without care profiles has nothing to tell: its plan is done at once.
        welcomedAt: plants.length === 0 ? shipment.shippedAt : null,
        endsAt: plants.length === 0 ? shipment.shippedAt : end,
      })
      .returning({ id: carePlans.id });
    if (plants.length > 0) await tx.insert(carePlanPlants).values(plants.map((plant) => ({ ...plant, planId: plan!.id })));
    return true;
  });
}

/**
 * The minute sweep's first share of the care emails: every shipped order whose shopper asked for care
 * tips gets its plan, once (the orders module marks it planned in the same transaction, and an order
 * another instance claimed first is left to it). An order that cannot be planned is logged and tried again
 * on the next sweep without holding up the others. Answers how many plans it made.
 */
export async function planCareEmails({ db, log, now }: { db: Db; log: FastifyBaseLogger; now: Date }): Promise<number> {
  let made = 0;
  const failed = new Set<number>();
  for (;;) {
    const shipments = (await listCareShipmentsToPlan({ db, input: { limit: BATCH + failed.size } })).filter((each) => !failed.has(each.orderId));
    for (const shipment of shipments) {
      try {
        if (await planOrder(db, shipment, now)) made += 1;
      } catch (error) {
        failed.add(shipment.orderId);
        log.error({ err: error, orderId: shipment.orderId }, 'care emails of a shipped order could not be planned');
      }
    }
    if (shipments.length < BATCH) return made;
  }
}
