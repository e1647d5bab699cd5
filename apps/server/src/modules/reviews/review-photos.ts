import { and, eq, sql } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { reviewPhotoUploads, reviews } from '../../db/schema/reviews.ts';
import { acceptCustomerPhoto, readCustomerPhoto } from '../images/index.ts';
import { authorizeReviewer, type ReviewerCaller } from './authorize-reviewer.ts';

/**
 * The buyer sends a photo for the reviews of one order: checked, turned, shrunk and stripped of its
 * metadata by the images module (decision 042), and kept as this order's, so only its reviews may show it.
 */
export async function uploadReviewPhoto({ db, config, caller, input }: { db: Db; config: Config; caller: ReviewerCaller; input: { orderId: number; file: Buffer; now: Date } }): Promise<{ name: string; url: string }> {
  const order = await authorizeReviewer({ db, config, caller, input: { orderId: input.orderId } });
  return db.transaction(async (tx) => {
    const photo = await acceptCustomerPhoto({ db: tx, file: input.file });
    await tx.insert(reviewPhotoUploads).values({ name: photo.name, orderId: order.id, createdAt: input.now });
    return { name: photo.name, url: `/reviews/photos/${photo.name}.jpg` };
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
