import { randomBytes } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { paymentSessions } from '../../db/schema/payments.ts';
import type { Payment, PaymentProviders, PaymentSessionRow, SessionOrder } from './provider-types.ts';

/** An open session with less time left than this is replaced rather than handed out again. */
const MIN_SESSION_LEFT_MS = 2 * 60 * 1000;

export type OpenedSession =
  | { kind: 'url'; url: string; expiresAt: Date }
  /** An older session of the order turned out to be paid while it was being closed. */
  | { kind: 'paid'; payment: Payment };

export interface OpenInput {
  order: SessionOrder;
  successUrl: string;
  cancelUrl: string;
  now: Date;
  /** When the order's hold on its stock ends: a session lasts no longer, where the provider allows. */
  notAfter: Date;
}

/**
 * A payment page for the order: its open session when it has time left, else a new one at the provider
 * (older sessions are closed first, so a payer can never pay twice for one order). No transaction or
 * lock is held while the provider is asked: the row is claimed first (unique per order and attempt), so
 * two checkouts of one order ask the provider with the same idempotency key and share one session.
 */
export async function openPaymentSession({ db, payments, input }: { db: Db; payments: PaymentProviders; input: OpenInput }): Promise<OpenedSession> {
  const { order, now } = input;
  const provider = payments.checkout;
  const sessions = await db.select().from(paymentSessions).where(eq(paymentSessions.orderId, order.id)).orderBy(asc(paymentSessions.createdAt));
  const reusable = sessions.findLast(
    (s) => s.status === 'open' && s.provider === provider.name && s.url !== null && s.expiresAt.getTime() - now.getTime() > MIN_SESSION_LEFT_MS,
  );
  if (reusable) return { kind: 'url', url: reusable.url!, expiresAt: reusable.expiresAt };

  for (const old of sessions.filter((s) => s.status === 'open')) {
    const said = await payments.of(old.provider).expire(old);
    if (said.status === 'paid') return { kind: 'paid', payment: { sessionId: old.id, orderId: order.id, amountCents: said.amountCents, currency: said.currency, providerPaymentId: said.providerPaymentId ?? null, tax: said.tax ?? null } };
    await db.update(paymentSessions).set({ status: 'expired' }).where(and(eq(paymentSessions.id, old.id), eq(paymentSessions.status, 'open')));
  }

  const attempt = sessions.length + 1;
  const session = await claimAttempt(db, {
    id: randomBytes(24).toString('base64url'),
    orderId: order.id,
    provider: provider.name,
    status: 'creating',
    attempt,
    amountCents: order.finalCents,
    expiresAt: new Date(Math.max(now.getTime() + provider.minSessionMs, Math.min(now.getTime() + provider.sessionMs, input.notAfter.getTime()))),
  });
  let created;
  try {
    created = await provider.createSession({
      sessionId: session.id,
      attempt,
      expiresAt: session.expiresAt,
      successUrl: input.successUrl,
      cancelUrl: input.cancelUrl,
      order,
    });
  } catch (error) {
    await db.update(paymentSessions).set({ status: 'failed' }).where(and(eq(paymentSessions.id, session.id), eq(paymentSessions.status, 'creating')));
    throw error;
  }
  await db
    .update(paymentSessions)
    .set({ status: 'open', url: created.url, providerSessionId: created.providerSessionId })
    .where(and(eq(paymentSessions.id, session.id), eq(paymentSessions.status, 'creating')));
  return { kind: 'url', url: created.url, expiresAt: session.expiresAt };
}

/** This attempt's row: ours, or the one a concurrent checkout of the same order claimed a moment before. */
async function claimAttempt(db: Db, row: typeof paymentSessions.$inferInsert & { attempt: number }): Promise<PaymentSessionRow> {
  const [claimed] = await db.insert(paymentSessions).values(row).onConflictDoNothing().returning();
  if (claimed) return claimed;
  const [theirs] = await db
    .select()
    .from(paymentSessions)
    .where(and(eq(paymentSessions.orderId, row.orderId), eq(paymentSessions.attempt, row.attempt)));
  return theirs!;
}
