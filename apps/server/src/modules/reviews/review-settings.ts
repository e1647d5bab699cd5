import type { ReviewSettings } from '@shop/shared/reviews';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { reviewSettings } from '../../db/schema/reviews.ts';

/** The owner's review settings; the defaults (14 days, no moderation) until the owner saves some. */
export async function readReviewSettings({ db }: { db: DbOrTx }): Promise<ReviewSettings> {
  const [row] = await db.select().from(reviewSettings).where(eq(reviewSettings.id, 1));
  return { requestAfterDays: row?.requestAfterDays ?? 14, moderation: row?.moderation ?? false };
}

export async function saveReviewSettings({ db, input }: { db: DbOrTx; input: ReviewSettings & { now: Date } }): Promise<ReviewSettings> {
  const values = { requestAfterDays: input.requestAfterDays, moderation: input.moderation, updatedAt: input.now };
  await db.insert(reviewSettings).values({ id: 1, ...values }).onConflictDoUpdate({ target: reviewSettings.id, set: values });
  return readReviewSettings({ db });
}
