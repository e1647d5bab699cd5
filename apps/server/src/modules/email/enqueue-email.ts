import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { marketingConsents, sentEmails } from '../../db/schema/email.ts';
import type { MailMessage } from './mailer.ts';

export interface EmailToSend {
  /** One email per key, however often it is asked for: `order-confirmation:12`. */
  key: string;
  kind: string;
  orderId?: number | null;
  message: MailMessage;
  /** Not before this time; absent: now. */
  sendAfter?: Date;
  /**
   * False: run the same insert and write nothing ("Forgot password?" for an address without an account
   * does the same database work as for one: decision 053). Absent: true.
   */
  write?: boolean;
  /**
   * Marketing (decision 062): written only when the address has recorded consent to marketing email;
   * without it the insert writes nothing and answers null, whoever asked for the email.
   */
  marketing?: boolean;
}

/**
 * Writes the email into the outbox, in the caller's transaction, so it exists exactly when what it tells
 * about was committed. Answers the row's id, or null when an email with that key exists already.
 * After the commit, `deliverEmail` sends it; if that never happens the minute sweep does.
 */
export async function enqueueEmail({ db, input }: { db: DbOrTx; input: EmailToSend }): Promise<number | null> {
  const { message } = input;
  const sendAfter = input.sendAfter?.toISOString() ?? null;
  const inserted = await db.execute(
    sql`insert into ${sentEmails} (order_id, kind, dedupe_key, to_address, subject, text_body, html_body, headers, from_name, reply_to, send_after)
      select ${input.orderId ?? null}::int, ${input.kind}, ${input.key}, ${message.to}, ${message.subject}, ${message.text}, ${message.html ?? null},
        ${message.headers ? JSON.stringify(message.headers) : null}::jsonb, ${message.fromName ?? null}, ${message.replyTo ?? null}, coalesce(${sendAfter}::timestamptz, now())
      where ${input.write ?? true}
        and (not ${input.marketing ?? false} or exists (select 1 from ${marketingConsents} where channel = 'email' and address = lower(trim(${message.to}))))
      on conflict do nothing
      returning id`,
  );
  const [row] = (inserted as unknown as { rows: { id: number }[] }).rows;
  return row?.id ?? null;
}
