import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { DbOrTx } from '../../db/client.ts';
import { sentEmails } from '../../db/schema/email.ts';
import type { Mailer } from './mailer.ts';

/** Tries in all, the first included; then an operator has to look (the log says so). */
export const MAX_EMAIL_ATTEMPTS = 6;

/** What hands an outbox email over: the database it is claimed in, the app's mailer, the log. */
export interface Deliverer {
  db: DbOrTx;
  mailer: Mailer;
  log: FastifyBaseLogger;
}

/**
 * Sends one outbox email if it is still unsent and nobody else is sending it: the try is claimed with a
 * conditional update (`attempts` as it was seen), so two instances never send the same email twice.
 * A failure is logged and left for the sweep. Answers whether it was sent by this call.
 */
export async function deliverEmail({ db, mailer, log }: Deliverer, input: { id: number; seenAttempts?: number; now?: Date }): Promise<boolean> {
  const seen = input.seenAttempts ?? 0;
  const now = input.now ?? new Date();
  const [claimed] = await db
    .update(sentEmails)
    .set({ attempts: seen + 1, lastAttemptAt: now })
    .where(
      and(
        eq(sentEmails.id, input.id),
        eq(sentEmails.attempts, seen),
        isNull(sentEmails.sentAt),
        isNull(sentEmails.canceledAt),
        sql`${sentEmails.textBody} is not null`,
      ),
    )
    .returning();
  if (!claimed) return false;
  const attempt = seen + 1;
  const context = { emailId: claimed.id, kind: claimed.kind, orderId: claimed.orderId, attempt };
  try {
    const sent = await mailer.send({
      to: claimed.toAddress,
      subject: claimed.subject,
      text: claimed.textBody!,
      html: claimed.htmlBody ?? '',
      headers: claimed.headers ?? undefined,
      fromName: claimed.fromName ?? undefined,
      replyTo: claimed.replyTo ?? undefined,
    });
    await db.update(sentEmails).set({ sentAt: new Date(), messageId: sent.messageId }).where(eq(sentEmails.id, claimed.id));
    log.info({ ...context, file: sent.file }, 'email sent');
    return true;
  } catch (error) {
    if (attempt >= MAX_EMAIL_ATTEMPTS) log.error({ err: error, ...context }, 'email given up after every try: send it by hand');
    else log.error({ err: error, ...context }, 'email could not be sent; it will be tried again');
    return false;
  }
}
