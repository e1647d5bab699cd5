import { and, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { DbOrTx } from '../../db/client.ts';
import { orderLines, orders, sentEmails } from '../../db/schema/orders.ts';
import { mailerFor } from './mailer.ts';
import { type OrderConfirmation, orderConfirmationMessage } from './order-confirmation-message.ts';

export const ORDER_CONFIRMATION = 'order-confirmation';

interface Sender {
  db: DbOrTx;
  config: Config;
  log: FastifyBaseLogger;
}

/** What the confirmation of a paid order says, from the order as stored. */
async function confirmationOf(
  db: DbOrTx,
  config: Config,
  orderId: number,
): Promise<OrderConfirmation | null> {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!order) return null;
  const lines = await db
    .select()
    .from(orderLines)
    .where(eq(orderLines.orderId, order.id))
    .orderBy(orderLines.id);
  return {
    orderId: order.id,
    to: order.email,
    firstName: order.firstName,
    lastName: order.lastName,
    lines,
    subtotalCents: order.subtotalCents,
    discountCents: order.discountCents,
    finalCents: order.finalCents,
    promoCode: order.promoName,
    promoRatePercent: order.promoRatePercent,
    shipTo: order,
    link: order.userId === null ? config.publicUrl : `${config.publicUrl}/account/orderhistory/${order.id}`,
  };
}

/** Hands the message to the mailer and marks the row sent; a failure is logged and left for a retry. */
async function deliver(
  { db, config, log }: Sender,
  rowId: number,
  confirmation: OrderConfirmation,
  attempt: number,
): Promise<boolean> {
  try {
    const sent = await mailerFor(config).send(orderConfirmationMessage(confirmation));
    await db
      .update(sentEmails)
      .set({ sentAt: new Date(), messageId: sent.messageId })
      .where(eq(sentEmails.id, rowId));
    log.info({ orderId: confirmation.orderId, attempt, file: sent.file }, 'order confirmation email sent');
    return true;
  } catch (error) {
    log.error(
      { err: error, orderId: confirmation.orderId, attempt },
      'order confirmation email could not be sent; it will be tried again',
    );
    return false;
  }
}

/**
 * Sends the confirmation of a paid order at most once: the row is claimed first (unique on order and
 * kind), so a second caller finds it taken. A failed send leaves `sent_at` empty for
 * `retryOrderConfirmations`.
 */
export async function sendOrderConfirmation(
  sender: Sender & { orderId: number },
): Promise<'sent' | 'already-sent' | 'failed'> {
  const confirmation = await confirmationOf(sender.db, sender.config, sender.orderId);
  if (!confirmation) return 'failed';
  const message = orderConfirmationMessage(confirmation);
  const [row] = await sender.db
    .insert(sentEmails)
    .values({
      orderId: confirmation.orderId,
      kind: ORDER_CONFIRMATION,
      toAddress: message.to,
      subject: message.subject,
    })
    .onConflictDoNothing()
    .returning({ id: sentEmails.id });
  if (!row) return 'already-sent';
  return (await deliver(sender, row.id, confirmation, 1)) ? 'sent' : 'failed';
}

/** Tries in all, the first send included; then an operator has to look (the log says so). */
export const MAX_EMAIL_ATTEMPTS = 6;
/** A paid order with no confirmation row this long after payment lost its send to a crash. */
const ORPHAN_AFTER_MS = 2 * 60 * 1000;
const ORPHAN_WINDOW_MS = 24 * 60 * 60 * 1000;
const BATCH = 50;

/**
 * Paid orders from the last day, paid at least two minutes ago, with no confirmation row: their instance
 * stopped between the payment and the email.
 */
export async function paidWithoutConfirmation(db: DbOrTx, now: Date): Promise<number[]> {
  const from = new Date(now.getTime() - ORPHAN_WINDOW_MS).toISOString();
  const to = new Date(now.getTime() - ORPHAN_AFTER_MS).toISOString();
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      sql`orders.status in ('complete', 'shipped') and orders.paid_at between ${from}::timestamptz and ${to}::timestamptz
        and not exists (select 1 from sent_emails s where s.order_id = orders.id and s.kind = ${ORDER_CONFIRMATION})`,
    )
    .orderBy(orders.id)
    .limit(BATCH);
  return rows.map((row) => row.id);
}

/**
 * The confirmations that did not go out: failed sends, once their wait is over (1, 2, 4, 8 and 16
 * minutes after the last try), and paid orders whose instance stopped between the payment and the
 * send. Each retry is claimed with a conditional update, so several instances never send the same one
 * twice. Answers how many were sent.
 */
export async function retryOrderConfirmations({
  now = new Date(),
  ...sender
}: Sender & { now?: Date }): Promise<number> {
  const { db, log } = sender;
  let sent = 0;
  const due = await db
    .select({ id: sentEmails.id, orderId: sentEmails.orderId, attempts: sentEmails.attempts })
    .from(sentEmails)
    .where(
      and(
        eq(sentEmails.kind, ORDER_CONFIRMATION),
        sql`${sentEmails.sentAt} is null and ${sentEmails.orderId} is not null`,
        sql`${sentEmails.attempts} < ${MAX_EMAIL_ATTEMPTS}`,
        sql`${sentEmails.lastAttemptAt} <= ${now.toISOString()}::timestamptz - make_interval(mins => power(2, ${sentEmails.attempts} - 1)::int)`,
      ),
    )
    .orderBy(sentEmails.id)
    .limit(BATCH);
  for (const row of due) {
    const attempt = row.attempts + 1;
    const [claimed] = await db
      .update(sentEmails)
      .set({ attempts: attempt, lastAttemptAt: now })
      .where(
        and(
          eq(sentEmails.id, row.id),
          eq(sentEmails.attempts, row.attempts),
          sql`${sentEmails.sentAt} is null`,
        ),
      )
      .returning({ id: sentEmails.id });
    if (!claimed) continue; // another instance took it
    const confirmation = await confirmationOf(db, sender.config, row.orderId!);
    if (confirmation && (await deliver(sender, row.id, confirmation, attempt))) sent += 1;
    else if (attempt >= MAX_EMAIL_ATTEMPTS)
      log.error(
        { orderId: row.orderId, attempts: attempt },
        'order confirmation email given up: send it by hand',
      );
  }

  const orphans = await paidWithoutConfirmation(db, now);
  for (const id of orphans) {
    if ((await sendOrderConfirmation({ ...sender, orderId: id })) === 'sent') sent += 1;
  }
  return sent;
}
