import { and, isNull, like } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { sentEmails } from '../../db/schema/email.ts';

/**
 * Withdraws every email whose key starts with `keyPrefix` that has not gone out yet (an unsubscribe):
 * neither the sender nor the sweep ever sends it. An email a mailer is handing over at this very moment
 * cannot be called back. Answers how many were withdrawn.
 */
export async function cancelQueuedEmails({ db, input }: { db: DbOrTx; input: { keyPrefix: string; now: Date } }): Promise<number> {
  const pattern = `${input.keyPrefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const withdrawn = await db
    .update(sentEmails)
    .set({ canceledAt: input.now })
    .where(and(like(sentEmails.dedupeKey, pattern), isNull(sentEmails.sentAt), isNull(sentEmails.canceledAt)))
    .returning({ id: sentEmails.id });
  return withdrawn.length;
}
