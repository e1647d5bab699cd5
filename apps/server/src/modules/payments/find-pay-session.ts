import { and, asc, eq } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { DbOrTx } from '../../db/client.ts';
import { orderLines, orders, paymentSessions } from '../../db/schema/orders.ts';
import { confirmationUrl } from '../orders/order-view.ts';
import type { PayView } from './pay-page.ts';
import type { ProviderStatus } from './provider.ts';
import { testSessionStatus } from './test-provider.ts';

export interface PaySession {
  sessionId: string;
  orderId: number;
  status: ProviderStatus;
  successUrl: string;
  view: PayView;
}

/**
 * A session of the built-in test page with its order, or null. With Stripe configured the test
 * page pays nothing: a leftover test session must not become a way to get plants for free.
 */
export async function findPaySession({ db, config, input }: { db: DbOrTx; config: Config; input: { sessionId: string } }): Promise<PaySession | null> {
  if (config.stripe) return null;
  const [found] = await db
    .select({ session: paymentSessions, order: orders })
    .from(paymentSessions)
    .innerJoin(orders, eq(orders.id, paymentSessions.orderId))
    .where(and(eq(paymentSessions.id, input.sessionId), eq(paymentSessions.provider, 'test')));
  if (!found) return null;
  const { session, order } = found;
  const lines = await db.select().from(orderLines).where(eq(orderLines.orderId, order.id)).orderBy(asc(orderLines.id));
  return {
    sessionId: session.id,
    orderId: order.id,
    status: testSessionStatus(session, new Date()),
    successUrl: confirmationUrl(config.publicUrl, order.id, 'complete'),
    view: {
      orderId: order.id,
      lines,
      subtotalCents: order.subtotalCents,
      discountCents: order.discountCents,
      finalCents: session.amountCents,
      promoName: order.promoName,
      promoRatePercent: order.promoRatePercent,
      cancelUrl: confirmationUrl(config.publicUrl, order.id, 'canceled'),
    },
  };
}
