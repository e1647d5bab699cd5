import { type CartSetLine, MAX_CART_LINES, type StoredCartLine } from '@shop/shared/cart';
import { and, count, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { cartLines } from '../../db/schema/cart.ts';
import { BadRequest, NotFound } from '../../errors.ts';
import { FOREIGN_KEY_VIOLATION, pgErrorCode } from '../../db/errors.ts';
import { getProductsByIds } from '../catalog/get-product.ts';
import { lockUser } from '../accounts/lock-user.ts';
import { storedLines } from './stored-lines.ts';

/** Sets one line's quantity; 0 or less removes the line (removing an absent line is not an error). */
export async function setCartLine({ db, userId, input }: { db: Db; userId: number; input: CartSetLine }): Promise<StoredCartLine[]> {
  const { productId, qty } = input;
  if (qty > 0 && !(await getProductsByIds({ db, ids: [productId] })).has(productId)) throw new NotFound('Product');
  try {
    return await db.transaction(async (tx) => {
      await lockUser({ db: tx, userId });
      const thisLine = and(eq(cartLines.userId, userId), eq(cartLines.productId, productId));
      if (qty <= 0) {
        await tx.delete(cartLines).where(thisLine);
        return storedLines({ db: tx, userId });
      }
      const [others] = await tx
        .select({ n: count() })
        .from(cartLines)
        .where(and(eq(cartLines.userId, userId), ne(cartLines.productId, productId)));
      if ((others?.n ?? 0) >= MAX_CART_LINES) throw new BadRequest(`A cart holds at most ${MAX_CART_LINES} different products`);
      await tx
        .insert(cartLines)
        .values({ userId, productId, qty })
        .onConflictDoUpdate({ target: [cartLines.userId, cartLines.productId], set: { qty } });
      return storedLines({ db: tx, userId });
    });
  } catch (error) {
    // The product was deleted between the check and the insert.
    if (pgErrorCode(error) === FOREIGN_KEY_VIOLATION) throw new NotFound('Product');
    throw error;
  }
}
