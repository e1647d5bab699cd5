import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { reminderRecipients } from '../../db/schema/checkout-reminders.ts';
import { cancelQueuedEmails } from '../email/index.ts';
import { reminderKeyPrefix } from './send-checkout-reminders.ts';

/** A token as the unsubscribe links carry it; anything else names nobody. */
const TOKEN = /^[A-Za-z0-9_-]{20,64}$/;

export async function findReminderRecipient({ db, input }: { db: Db; input: { token: string } }): Promise<{ email: string } | null> {
  if (!TOKEN.test(input.token)) return null;
  const [row] = await db.select({ email: reminderRecipients.email }).from(reminderRecipients).where(eq(reminderRecipients.unsubscribeToken, input.token));
  return row ?? null;
}

/**
 * One-click unsubscribe from checkout reminders (RFC 8058), as the review requests do it: the address is
 * marked, holding its row as the reminder writer does, and its unsent reminders are withdrawn; none is
 * written to it again. No sign-in needed; twice is harmless. Answers the address, or null for a link naming nobody.
 */
export async function stopCheckoutReminders({ db, input }: { db: Db; input: { token: string; now: Date } }): Promise<{ email: string } | null> {
  if (!TOKEN.test(input.token)) return null;
  return db.transaction(async (tx) => {
    const [recipient] = await tx.select().from(reminderRecipients).where(eq(reminderRecipients.unsubscribeToken, input.token)).for('update');
    if (!recipient) return null;
    if (recipient.unsubscribedAt === null) await tx.update(reminderRecipients).set({ unsubscribedAt: input.now }).where(eq(reminderRecipients.id, recipient.id));
    await cancelQueuedEmails({ db: tx, input: { keyPrefix: reminderKeyPrefix(recipient.id), now: input.now } });
    return { email: recipient.email };
  });
}
