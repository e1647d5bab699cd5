import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { DbOrTx } from '../../db/client.ts';
import { sentEmails } from '../../db/schema/orders.ts';
import type { Mailer } from './mailer.ts';
import { type OrderConfirmation, orderConfirmationMessage } from './order-confirmation-message.ts';

export const ORDER_CONFIRMATION = 'order-confirmation';

/**
 * Sends the confirmation at most once per order: the row is claimed first (unique on order and kind),
 * so a second caller finds it taken. A failed send is logged and leaves `sent_at` empty for an operator.
 */
export async function sendOrderConfirmation({
  db,
  mailer,
  log,
  input,
}: {
  db: DbOrTx;
  mailer: Mailer;
  log: FastifyBaseLogger;
  input: OrderConfirmation;
}): Promise<'sent' | 'already-sent' | 'failed'> {
  const message = orderConfirmationMessage(input);
  const claimed = await db
    .insert(sentEmails)
    .values({ orderId: input.orderId, kind: ORDER_CONFIRMATION, toAddress: message.to, subject: message.subject })
    .onConflictDoNothing()
    .returning({ id: sentEmails.id });
  const row = claimed[0];
  if (!row) return 'already-sent';
  try {
    const sent = await mailer.send(message);
    await db.update(sentEmails).set({ sentAt: new Date(), messageId: sent.messageId }).where(eq(sentEmails.id, row.id));
    log.info({ orderId: input.orderId, file: sent.file }, 'order confirmation email sent');
    return 'sent';
  } catch (error) {
    log.error({ err: error, orderId: input.orderId }, 'order confirmation email could not be sent');
    return 'failed';
  }
}

