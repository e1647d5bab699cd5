import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { reviewRecipients } from '../../db/schema/reviews.ts';
import { cancelQueuedEmails } from '../email/index.ts';
import { reviewRequestKeyPrefix } from './request-reviews.ts';

/** A token as the unsubscribe links carry it; anything else names nobody. */
const TOKEN = /^[A-Za-z0-9_-]{20,64}$/;

export async function findReviewRecipient({ db, input }: { db: Db; input: { token: string } }): Promise<{ email: string } | null> {
  if (!TOKEN.test(input.token)) return null;
  const [row] = await db.select({ email: reviewRecipients.email }).from(reviewRecipients).where(eq(reviewRecipients.unsubscribeToken, input.token));
  return row ?? null;
}

/**
 * One-click unsubscribe from review requests (RFC 8058), as the care emails do it: the address is marked,
 * holding its row as the request writer does, and its unsent requests are withdrawn; no request is written
 * to it again. No log-in needed; twice is harmless. Answers the address, or null for a link naming nobody.
 */
export async function stopReviewRequests({ db, input }: { db: Db; input: { token: string; now: Date } }): Promise<{ email: string } | null> {
  if (!TOKEN.test(input.token)) return null;
  return db.transaction(async (tx) => {
    const [recipient] = await tx.select().from(reviewRecipients).where(eq(reviewRecipients.unsubscribeToken, input.token)).for('update');
    if (!recipient) return null;
    if (recipient.unsubscribedAt === null) await tx.update(reviewRecipients).set({ unsubscribedAt: input.now }).where(eq(reviewRecipients.id, recipient.id));
    await cancelQueuedEmails({ db: tx, input: { keyPrefix: reviewRequestKeyPrefix(recipient.id), now: input.now } });
    return { email: recipient.email };
  });
}
