import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { carePlans, careRecipients } from '../../db/schema/care.ts';
import { cancelQueuedEmails } from '../email/index.ts';
import { careEmailKeyPrefix } from './queue-care-emails.ts';

/** A token as the unsubscribe links carry it; anything else names nobody. */
const TOKEN = /^[A-Za-z0-9_-]{20,64}$/;

/** The address an unsubscribe link stands for, or null for a link that names nobody. */
export async function findCareRecipient({ db, input }: { db: Db; input: { token: string } }): Promise<{ email: string } | null> {
  if (!TOKEN.test(input.token)) return null;
  const [row] = await db.select({ email: careRecipients.email }).from(careRecipients).where(eq(careRecipients.unsubscribeToken, input.token));
  return row ?? null;
}

/**
 * One-click unsubscribe (RFC 8058): every live plan of the address stops and its unsent care emails are
 * withdrawn, in one transaction holding the address's row, so an email being written at the same moment
 * either comes before (and is withdrawn) or finds the plans stopped. Needs no log-in: the link's token is
 * the proof. Doing it twice is harmless. Answers the address, or null for a link that names nobody.
 */
export async function stopCareEmails({ db, input }: { db: Db; input: { token: string; now: Date } }): Promise<{ email: string; stopped: number } | null> {
  if (!TOKEN.test(input.token)) return null;
  return db.transaction(async (tx) => {
    const [recipient] = await tx.select().from(careRecipients).where(eq(careRecipients.unsubscribeToken, input.token)).for('update');
    if (!recipient) return null;
    const stopped = await tx
      .update(carePlans)
      .set({ stoppedAt: input.now })
      .where(and(eq(carePlans.recipientId, recipient.id), isNull(carePlans.stoppedAt)))
      .returning({ id: carePlans.id });
    await cancelQueuedEmails({ db: tx, input: { keyPrefix: careEmailKeyPrefix(recipient.id), now: input.now } });
    return { email: recipient.email, stopped: stopped.length };
  });
}
