import type { CareReminder } from '@shop/shared/care-reminders';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { carePlans, careRecipients } from '../../db/schema/care.ts';
import { NotFound } from '../../errors.ts';
import { cancelQueuedEmails } from '../email/index.ts';
import { listCareReminders } from './list-care-reminders.ts';
import { careEmailKeyPrefix } from './queue-care-emails.ts';

/**
 * A customer stops one order's care emails from the account hub. Unsent care emails to the address are
 * withdrawn too (an email may mix several orders' plants; the others' reminders resume the next day they
 * are due). Stopping a stopped plan changes nothing. Answers the customer's care emails as they are now.
 */
export async function stopCarePlan({ db, input }: { db: Db; input: { userId: number; planId: number; now: Date } }): Promise<CareReminder[]> {
  await db.transaction(async (tx) => {
    const [plan] = await tx
      .select({ id: carePlans.id, recipientId: carePlans.recipientId })
      .from(carePlans)
      .where(and(eq(carePlans.id, input.planId), eq(carePlans.userId, input.userId)));
    if (!plan) throw new NotFound('Care reminder');
    // The address's row first, in the order the email writer takes it.
    await tx.select({ id: careRecipients.id }).from(careRecipients).where(eq(careRecipients.id, plan.recipientId)).for('update');
    const [stopped] = await tx
      .update(carePlans)
      .set({ stoppedAt: input.now })
      .where(and(eq(carePlans.id, plan.id), isNull(carePlans.stoppedAt)))
      .returning({ id: carePlans.id });
    if (stopped) await cancelQueuedEmails({ db: tx, input: { keyPrefix: careEmailKeyPrefix(plan.recipientId), now: input.now } });
  });
  return listCareReminders({ db, input: { userId: input.userId } });
}
