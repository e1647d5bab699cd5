import { and, asc, isNull, sql } from 'drizzle-orm';
import { sentEmails } from '../../db/schema/email.ts';
import { type Deliverer, deliverEmail, MAX_EMAIL_ATTEMPTS } from './deliver-email.ts';

/** An email written this long ago and never tried: whoever wrote it did not get to send it. */
const UNTRIED_AFTER_MS = 60 * 1000;
const BATCH = 50;

/**
 * The minute sweep's share of the email: outbox rows that are due and unsent. A failed send is tried
 * again 1, 2, 4, 8 and 16 minutes after its last try, then left to the operator; an email never tried
 * (its process stopped after the commit) goes out a minute after it was written; a scheduled one once
 * its time has come. Answers how many were sent.
 */
export async function deliverDueEmails(deliverer: Deliverer, { now = new Date() }: { now?: Date } = {}): Promise<number> {
  const at = now.toISOString();
  const due = await deliverer.db
    .select({ id: sentEmails.id, attempts: sentEmails.attempts })
    .from(sentEmails)
    .where(
      and(
        isNull(sentEmails.sentAt),
        isNull(sentEmails.canceledAt),
        sql`${sentEmails.textBody} is not null`,
        sql`${sentEmails.attempts} < ${MAX_EMAIL_ATTEMPTS}`,
        sql`${sentEmails.sendAfter} <= ${at}::timestamptz`,
        sql`case when ${sentEmails.attempts} = 0
          then ${sentEmails.createdAt} <= ${at}::timestamptz - ${UNTRIED_AFTER_MS}::integer * interval '1 millisecond'
          else ${sentEmails.lastAttemptAt} <= ${at}::timestamptz - make_interval(mins => power(2, ${sentEmails.attempts} - 1)::int) end`,
      ),
    )
    .orderBy(asc(sentEmails.sendAfter), asc(sentEmails.id))
    .limit(BATCH);
  let sent = 0;
  for (const row of due) {
    if (await deliverEmail(deliverer, { id: row.id, seenAttempts: row.attempts, now })) sent += 1;
  }
  return sent;
}
