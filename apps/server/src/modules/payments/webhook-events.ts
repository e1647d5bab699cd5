import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { paymentEvents, paymentSessions } from '../../db/schema/payments.ts';
import type { Payment, WebhookNews } from './provider-types.ts';

/** What a provider's notification says about one of our sessions, for checkout to act on. */
export type WebhookFact =
  | { kind: 'paid'; payment: Payment }
  /** Something changed about the refunds of this session's payment: ask the provider what they are now. */
  | { kind: 'refunds'; sessionId: string; orderId: number }
  /** About a payment the shop does not know (another app on the same account, or paid before the shop kept payment ids). */
  | { kind: 'unknown-payment'; paymentIntent: string | null }
  | { kind: 'expired'; sessionId: string; orderId: number }
  /** About a Checkout Session the shop never made (another app on the same account). */
  | { kind: 'unknown-session'; providerSessionId: string }
  | { kind: 'ignored' };

/** Remembers the event id; false when it was handled before (Stripe retries and replays). */
export async function rememberStripeEvent({ db, input }: { db: DbOrTx; input: { id: string; type: string } }): Promise<boolean> {
  const [fresh] = await db.insert(paymentEvents).values(input).onConflictDoNothing().returning({ id: paymentEvents.id });
  return fresh !== undefined;
}

/** Handling failed: forgetting the id lets Stripe's retry be handled again (every step is safe to repeat). */
export async function forgetStripeEvent({ db, input }: { db: DbOrTx; input: { id: string } }): Promise<void> {
  await db.delete(paymentEvents).where(eq(paymentEvents.id, input.id));
}

/** The fact a verified notification carries about one of our sessions: the provider's ids lead to our rows. */
export async function readWebhookFact({ db, input }: { db: DbOrTx; input: { news: WebhookNews } }): Promise<WebhookFact> {
  const { news } = input;
  if (news.kind === 'ignored') return news;
  if (news.kind === 'refunds') {
    const paymentIntent = news.providerPaymentId;
    if (!paymentIntent) return { kind: 'unknown-payment', paymentIntent };
    const [session] = await db
      .select({ id: paymentSessions.id, orderId: paymentSessions.orderId })
      .from(paymentSessions)
      .where(eq(paymentSessions.providerPaymentId, paymentIntent));
    return session ? { kind: 'refunds', sessionId: session.id, orderId: session.orderId } : { kind: 'unknown-payment', paymentIntent };
  }
  const [session] = await db
    .select({ id: paymentSessions.id, orderId: paymentSessions.orderId })
    .from(paymentSessions)
    .where(eq(paymentSessions.providerSessionId, news.providerSessionId));
  if (!session) return { kind: 'unknown-session', providerSessionId: news.providerSessionId };
  if (news.kind === 'expired') return { kind: 'expired', sessionId: session.id, orderId: session.orderId };
  return {
    kind: 'paid',
    payment: { sessionId: session.id, orderId: session.orderId, amountCents: news.amountCents, currency: news.currency, providerPaymentId: news.providerPaymentId, tax: news.tax },
  };
}
