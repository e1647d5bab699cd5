import { type OrderEventKind, type OrderStatus, statusesBefore } from '@shop/shared/order-status';
import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { orders } from '../../db/schema/orders.ts';
import { Conflict, NotFound } from '../../errors.ts';
import type { OrderOnlyRow } from './order-view.ts';
import { recordOrderEvent } from './record-order-event.ts';

type OrderChanges = Partial<Pick<OrderOnlyRow, 'paidAt' | 'paidCents' | 'canceledAt'>>;

/** What the event log calls each move. */
const EVENT_OF = { pending: 'placed', complete: 'paid', canceled: 'canceled', shipped: 'shipped' } as const;

/**
 * The only way an order's status changes (decision 028): to `to`, from a status the transition table
 * allows (narrowed by `from` when the caller means only some of them), with the columns that go with it and a line in its event log, in the caller's transaction.
 * Anything else changes nothing and is a 409 (`refusal` words it for the caller's screen).
 */
export async function moveOrder({
  db,
  input,
}: {
  db: DbOrTx;
  input: {
    orderId: number;
    to: OrderStatus;
    from?: readonly OrderStatus[];
    set?: OrderChanges;
    refusal?: (status: OrderStatus) => string;
    /** When it happened, and what the event log says of it beside the move (decision 057). */
    at: Date;
    /** `kind` names the line when it is not the move's own (a pickup collected closes the order as shipping does: decision 067). */
    event?: { kind?: OrderEventKind; amountCents?: number | null; note?: string | null; by?: number | null };
  };
}): Promise<OrderOnlyRow> {
  const { orderId, to } = input;
  const allowed = statusesBefore(to).filter((status) => !input.from || input.from.includes(status));
  const [moved] = await db
    .update(orders)
    .set({ ...input.set, status: to })
    .where(and(eq(orders.id, orderId), inArray(orders.status, allowed)))
    .returning();
  if (moved) {
    await recordOrderEvent({ db, input: { orderId, at: input.at, ...input.event, kind: input.event?.kind ?? EVENT_OF[to] } });
    return moved;
  }
  const [order] = await db.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId));
  if (!order) throw new NotFound('Order');
  throw new Conflict(input.refusal?.(order.status) ?? `Order #${orderId} is ${order.status}: it cannot become ${to}`);
}
