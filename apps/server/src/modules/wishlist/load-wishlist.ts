import type { Wishlist } from '@shop/shared/accounts';
import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { wishlistItems } from '../../db/schema/wishlist.ts';
import { getProductsByIds } from '../catalog/index.ts';

/** A wishlist with its products in the order they were added. */
export async function loadWishlist({ db, id }: { db: DbOrTx; id: number }): Promise<Wishlist> {
  const items = await db
    .select({ productId: wishlistItems.productId })
    .from(wishlistItems)
    .where(eq(wishlistItems.wishlistId, id))
    .orderBy(asc(wishlistItems.addedAt), asc(wishlistItems.productId));
  const found = await getProductsByIds({ db, ids: items.map((item) => item.productId) });
  return { id, products: items.flatMap((item) => found.get(item.productId) ?? []) };
}
