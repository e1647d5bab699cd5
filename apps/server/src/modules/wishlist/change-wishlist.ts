import type { Wishlist, WishlistChange } from '@shop/shared/accounts';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { wishlistItems, wishlists } from '../../db/schema/wishlist.ts';
import { NotFound } from '../../errors.ts';
import { FOREIGN_KEY_VIOLATION, pgErrorCode } from '../../db/errors.ts';
import { getProductsByIds } from '../catalog/index.ts';
import { loadWishlist } from './load-wishlist.ts';

/** Adds or removes one product; repeating either changes nothing. The wishlist must be that user's. */
export async function changeWishlist({
  db,
  userId,
  wishlistId,
  input,
}: {
  db: DbOrTx;
  userId: number;
  wishlistId: number;
  input: WishlistChange;
}): Promise<Wishlist> {
  const [owned] = await db
    .select({ id: wishlists.id })
    .from(wishlists)
    .where(and(eq(wishlists.id, wishlistId), eq(wishlists.userId, userId)));
  if (!owned) throw new NotFound('Wishlist');
  const found = await getProductsByIds({ db, ids: [input.productId] });
  if (!found.has(input.productId)) throw new NotFound('Product');

  if (input.action === 'add') {
    try {
      await db.insert(wishlistItems).values({ wishlistId, productId: input.productId }).onConflictDoNothing();
    } catch (error) {
      // The product was deleted between the check and the insert.
      if (pgErrorCode(error) === FOREIGN_KEY_VIOLATION) throw new NotFound('Product');
      throw error;
    }
  } else {
    await db
      .delete(wishlistItems)
      .where(and(eq(wishlistItems.wishlistId, wishlistId), eq(wishlistItems.productId, input.productId)));
  }
  return loadWishlist({ db, id: wishlistId });
}
