import type { Wishlist } from '@shop/shared/accounts';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { wishlists } from '../../db/schema/wishlist.ts';
import { assertUserExists } from '../accounts/index.ts';
import { loadWishlist } from './load-wishlist.ts';

/** docs/product: a list, of which the client uses the first; a user has exactly one, made on first use. */
export async function getWishlists({ db, userId }: { db: DbOrTx; userId: number }): Promise<Wishlist[]> {
  await assertUserExists({ db, userId });
  // Two first visits at once both insert; the unique user_id keeps one and the other does nothing.
  await db.insert(wishlists).values({ userId }).onConflictDoNothing({ target: wishlists.userId });
  const [row] = await db.select({ id: wishlists.id }).from(wishlists).where(eq(wishlists.userId, userId));
  return [await loadWishlist({ db, id: row!.id })];
}
