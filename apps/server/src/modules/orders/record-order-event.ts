import type { OrderEventKind } from '@shop/shared/order-status';
import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { orderEvents } from '../../db/schema/orders.ts';

export interface OrderEventInput {
  orderId: number;
  kind: OrderEventKind;
  at: Date;
  amountCents?: number | null;
  note?: string | null;
  by?: number | null;
}

export type OrderEventRow = typeof orderEvents.$inferSelect;

/** Adds one line to the order's event log (decision 057), in the caller's transaction with the change it records. */
export async function recordOrderEvent({ db, input }: { db: DbOrTx; input: OrderEventInput }): Promise<void> {
  await db.insert(orderEvents).values({ orderId: input.orderId, kind: input.kind, at: input.at, amountCents: input.amountCents ?? null, note: input.note ?? null, byUserId: input.by ?? null });
}

/** The order's event log, oldest first (two events at the same instant in the order they were written). */
export async function listOrderEvents({ db, input }: { db: DbOrTx; input: { orderId: number } }): Promise<OrderEventRow[]> {
  return db.select().from(orderEvents).where(eq(orderEvents.orderId, input.orderId)).orderBy(asc(orderEvents.at), asc(orderEvents.id));
}
