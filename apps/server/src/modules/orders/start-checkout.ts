import { randomBytes } from 'node:crypto';
import { and, count, desc, eq, lt } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { orderLines, orders, paymentSessions, stockReservations } from '../../db/schema/orders.ts';
import { Conflict } from '../../errors.ts';
import { checkoutProvider, providerOf } from '../payments/provider.ts';
import { cancelOrder } from './cancel-order.ts';
import { completeOrder } from './complete-order.ts';
import { authorizeOrder, type OrderCaller } from './order-access.ts';
import { confirmationUrl } from './order-view.ts';

const ALREADY_PAID = 'This order is already paid';
const EXPIRED = 'This order was canceled or has expired; please place it again';
/** An open session with less time left than this is replaced rather than handed out again. */
const MIN_SESSION_LEFT_MS = 2 * 60 * 1000;

type Outcome = { kind: 'url'; url: string } | { kind: 'paid'; sessionId: string } | { kind: 'not-pending' };

/**
 * POST /api/orders/checkout: a payment session for the caller's pending order, priced from the
 * order as the server stored it. The order's row is locked while the session is made, so two
 * checkouts of one order cannot both create sessions; the reservation is extended to the session.
 */
export async function startCheckout({
  db,
  config,
  log,
  caller,
  input,
}: {
  db: Db;
  config: Config;
  log: FastifyBaseLogger;
  caller: OrderCaller;
  input: { id: number };
}): Promise<string> {
  const order = await authorizeOrder({ db, caller, input: { orderId: input.id, allowAdmin: false } });
  if (order.status === 'complete' || order.status === 'shipped') throw new Conflict(ALREADY_PAID);
  if (order.status === 'canceled') throw new Conflict(EXPIRED);
  const now = new Date();
  const [lapsed] = await db
    .select({ id: stockReservations.id })
    .from(stockReservations)
    .where(and(eq(stockReservations.orderId, order.id), eq(stockReservations.state, 'held'), lt(stockReservations.expiresAt, now)))
    .limit(1);
  if (lapsed) {
    const { status } = await cancelOrder({ db, config, log, input: { orderId: order.id, reason: 'expired', now } });
    throw new Conflict(status === 'complete' ? ALREADY_PAID : EXPIRED);
  }
  if (order.finalCents === 0) {
    // A fully discounted order has nothing to pay.
    await completeOrder({ db, config, log, input: { orderId: order.id } });
    return confirmationUrl(config.publicUrl, order.id, 'complete');
  }

  const provider = checkoutProvider(config);
  const outcome = await db.transaction(async (tx): Promise<Outcome> => {
    const [locked] = await tx.select({ status: orders.status }).from(orders).where(eq(orders.id, order.id)).for('update');
    if (locked?.status !== 'pending') return { kind: 'not-pending' };
    const open = await tx
      .select()
      .from(paymentSessions)
      .where(and(eq(paymentSessions.orderId, order.id), eq(paymentSessions.status, 'open')))
      .orderBy(desc(paymentSessions.createdAt));
    const reusable = open.find((s) => s.provider === provider.name && s.expiresAt.getTime() - now.getTime() > MIN_SESSION_LEFT_MS);
    if (reusable) return { kind: 'url', url: reusable.url };
    // Older sessions are closed first so a payer can never pay twice for one order.
    for (const old of open) {
      if ((await providerOf(config, old.provider).expire(old)) === 'paid') return { kind: 'paid', sessionId: old.id };
      await tx.update(paymentSessions).set({ status: 'expired' }).where(eq(paymentSessions.id, old.id));
    }
    const [made] = await tx.select({ n: count() }).from(paymentSessions).where(eq(paymentSessions.orderId, order.id));
    const lines = await tx.select().from(orderLines).where(eq(orderLines.orderId, order.id)).orderBy(orderLines.id);
    const sessionId = randomBytes(24).toString('base64url');
    const expiresAt = new Date(now.getTime() + provider.sessionMs);
    const created = await provider.createSession({
      sessionId,
      attempt: (made?.n ?? 0) + 1,
      expiresAt,
      successUrl: confirmationUrl(config.publicUrl, order.id, 'complete'),
      cancelUrl: confirmationUrl(config.publicUrl, order.id, 'canceled'),
      order: { ...order, lines },
    });
    await tx.insert(paymentSessions).values({
      id: sessionId,
      orderId: order.id,
      provider: provider.name,
      providerSessionId: created.providerSessionId,
      amountCents: order.finalCents,
      url: created.url,
      expiresAt,
    });
    await tx
      .update(stockReservations)
      .set({ expiresAt })
      .where(and(eq(stockReservations.orderId, order.id), eq(stockReservations.state, 'held'), lt(stockReservations.expiresAt, expiresAt)));
    return { kind: 'url', url: created.url };
  });

  if (outcome.kind === 'url') return outcome.url;
  if (outcome.kind === 'paid') {
    await completeOrder({ db, config, log, input: { orderId: order.id, sessionId: outcome.sessionId, late: true } });
  }
  const [after] = await db.select({ status: orders.status }).from(orders).where(eq(orders.id, order.id));
  throw new Conflict(after?.status === 'canceled' ? EXPIRED : ALREADY_PAID);
}
