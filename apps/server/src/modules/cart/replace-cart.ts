import type { CartReplace, StoredCartLine } from '@shop/shared/cart';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { cartLines } from '../../db/schema/cart.ts';
import { BadRequest, NotFound } from '../../errors.ts';
import { FOREIGN_KEY_VIOLATION, pgErrorCode } from '../../db/errors.ts';
import { getProductsByIds } from '../catalog/get-product.ts';
import { lockUser } from '../accounts/lock-user.ts';
import { storedLines } from './stored-lines.ts';

/**
 * Replaces the whole stored cart. A product listed twice is refused (400) and a product that does
 * not exist is a 404 naming it, so a bad cart never half-saves. The lines' `userId` is ignored.
 */
export async function replaceCart({ db, userId, input }: { db: Db; userId: number; input: CartReplace }): Promise<StoredCartLine[]> {
  const ids = input.cart.map((line) => line.productId);
  const twice = ids.find((id, index) => ids.indexOf(id) !== index);
  if (twice !== undefined) throw new BadRequest(`Product ${twice} is in the cart more than once`);
  const found = await getProductsByIds({ db, ids });
  const missing = ids.filter((id) => !found.has(id));
  if (missing.length > 0) throw new NotFound(`${missing.length === 1 ? 'Product' : 'Products'} ${missing.join(', ')}`);

  try {
    return await db.transaction(async (tx) => {
      await lockUser({ db: tx, userId });
      await tx.delete(cartLines).where(eq(cartLines.userId, userId));
      if (input.cart.length > 0) {
        await tx.insert(cartLines).values(input.cart.map((line) => ({ userId, productId: line.productId, qty: line.qty })));
      }
      return storedLines({ db: tx, userId });
    });
  } catch (error) {
    // A product was deleted between the check and the insert.
    if (pgErrorCode(error) === FOREIGN_KEY_VIOLATION) throw new NotFound('Product');
    throw error;
  }
}
