import { MAX_REVIEW_PHOTOS } from '@shop/shared/reviews';
import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { reviewPhotoUploads, reviews } from '../../db/schema/reviews.ts';
import { Conflict } from '../../errors.ts';
import { cleanCustomerPhoto, deleteCustomerPhotosNamed, readCustomerPhoto, storeCustomerPhoto } from '../images/index.ts';
import type { ReviewableOrder } from './authorize-reviewer.ts';

/** How long a photo sent for an order's reviews waits for a review to take it (docs/decisions/047). */
export const UNUSED_PHOTO_MS = 24 * 60 * 60 * 1000;

/** Photos an order may hold for its reviews: each plant's three, and as many again for a change of mind. */
export function photoCapOf(order: ReviewableOrder): number {
  return 2 * MAX_REVIEW_PHOTOS * Math.max(1, order.lines.length);
}

/** Refuses a photo the order has no room for (before its body is read, and again as it is stored). */
async function checkRoom(db: DbOrTx, order: ReviewableOrder): Promise<void> {
  const cap = photoCapOf(order);
  const [{ count }] = (await db.select({ count: sql<number>`count(*)::int` }).from(reviewPhotoUploads).where(eq(reviewPhotoUploads.orderId, order.id))) as [{ count: number }];
  if (count >= cap) throw new Conflict(`An order's reviews take at most ${cap} photos; photos no review uses are removed after a day`);
}

/**
 * The buyer sends a photo for the reviews of one order (docs/decisions/042, 047): the order's room is
 * checked first; `readFile` then reads the body, and the images module checks, turns, shrinks and strips
 * the photo before any transaction opens (seconds of CPU must not hold the database's one PGlite
 * connection). It is kept as this order's, so only its reviews may show it.
 */
export async function uploadReviewPhoto({ db, order, input }: { db: Db; order: ReviewableOrder; input: { readFile: () => Promise<Buffer>; now: Date } }): Promise<{ name: string; url: string }> {
  await checkRoom(db, order);
  const photo = await cleanCustomerPhoto(await input.readFile());
  return db.transaction(async (tx) => {
    // One order's uploads at a time, so that parallel ones cannot pass the cap together.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`review-photos:${order.id}`}))`);
    await checkRoom(tx, order);
    const stored = await storeCustomerPhoto({ db: tx, photo });
    await tx.insert(reviewPhotoUploads).values({ name: stored.name, orderId: order.id, createdAt: input.now });
    return { name: stored.name, url: `/reviews/photos/${stored.name}.jpg` };
  });
}

/**
 * The minute sweep's: photos sent for an order's reviews that no review took within a day are deleted,
 * with their bytes. One statement claims them, so each is deleted by one instance; an upload a review
 * being written holds (FOR SHARE) is skipped, and kept once the review has it. Answers how many.
 */
export async function pruneUnusedReviewPhotos({ db, now }: { db: Db; now: Date }): Promise<number> {
  const cutoff = new Date(now.getTime() - UNUSED_PHOTO_MS);
  return db.transaction(async (tx) => {
    const unused = sql`not exists (select 1 from ${reviews} where ${reviews.photos} @> array[${reviewPhotoUploads.name}]::text[])`;
    const claimed = tx
      .select({ name: reviewPhotoUploads.name })
      .from(reviewPhotoUploads)
      .where(and(lt(reviewPhotoUploads.createdAt, cutoff), unused))
      .for('update', { skipLocked: true });
    const pruned = await tx.delete(reviewPhotoUploads).where(inArray(reviewPhotoUploads.name, claimed)).returning({ name: reviewPhotoUploads.name });
    await deleteCustomerPhotosNamed({ db: tx, names: pruned.map((row) => row.name) });
    return pruned.length;
  });
}

const PHOTO_FILE = /^(cp-[0-9a-f]{20})(-thumb)?\.jpg$/;

/**
 * A review photo's bytes, for anyone, only while a published review shows it: a photo of a review waiting
 * for the owner, removed, or never attached answers null (404); the owner sees any review's.
 */
export async function readReviewPhoto({ db, input }: { db: Db; input: { file: string; admin: boolean } }): Promise<Buffer | null> {
  const match = PHOTO_FILE.exec(input.file);
  if (!match) return null;
  const name = match[1]!;
  // The owner sees the photos of every review, to moderate them.
  const attached = sql`${reviews.photos} @> array[${name}]::text[]`;
  const [shown] = await db
    .select({ id: reviews.id })
    .from(reviews)
    .where(input.admin ? attached : and(eq(reviews.status, 'published'), attached))
    .limit(1);
  if (!shown) return null;
  return readCustomerPhoto({ db, name, size: match[2] ? 'thumb' : 'full' });
}
