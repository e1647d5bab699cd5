import { fromCents } from '@shop/shared/money';
import type { AdminOrder } from '@shop/shared/orders';
import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { paymentSessions } from '../../db/schema/payments.ts';

/** Every payment attempt of an order, oldest first, as the admin's order page lists them. */
export async function listPayments({ db, input }: { db: DbOrTx; input: { orderId: number } }): Promise<AdminOrder['payments']> {
  const sessions = await db.select().from(paymentSessions).where(eq(paymentSessions.orderId, input.orderId)).orderBy(asc(paymentSessions.createdAt));
  return sessions.map((s) => ({
    provider: s.provider,
    status: s.status,
    amount: fromCents(s.amountCents),
    createdAt: s.createdAt.toISOString(),
    expiresAt: s.expiresAt.toISOString(),
  }));
}
