import type { DbOrTx } from '../../db/client.ts';
import { sentEmails } from '../../db/schema/email.ts';
import type { MailMessage } from './mailer.ts';

export interface EmailToSend {
  /** One email per key, however often it is asked for: `order-confirmation:12`. */
  key: string;
  kind: string;
  orderId?: number | null;
  message: MailMessage;
  /** Not before this time; absent: now. */
  sendAfter?: Date;
}

/**
 * Writes the email into the outbox, in the caller's transaction, so it exists exactly when what it tells
 * about was committed. Answers the row's id, or null when an email with that key exists already.
 * After the commit, `deliverEmail` sends it; if that never happens the minute sweep does.
 */
export async function enqueueEmail({ db, input }: { db: DbOrTx; input: EmailToSend }): Promise<number | null> {
  const { message } = input;
  const [row] = await db
    .insert(sentEmails)
    .values({
      orderId: input.orderId ?? null,
      kind: input.kind,
      dedupeKey: input.key,
      toAddress: message.to,
      subject: message.subject,
      textBody: message.text,
      htmlBody: message.html,
      headers: message.headers ?? null,
      fromName: message.fromName ?? null,
      replyTo: message.replyTo ?? null,
      ...(input.sendAfter && { sendAfter: input.sendAfter }),
    })
    .onConflictDoNothing()
    .returning({ id: sentEmails.id });
  return row?.id ?? null;
}
