import type { CartReplace, StoredCartLine } from '@shop/shared/cart';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { cartLines } from '../../db/schema/cart.ts';
import { BadRequest, NotFound } from '../../errors.ts';
import { FOREIGN_KEY_VIOLATION, pgErrorCode } from '../../db/errors.ts';
import { resolveVariants } from '../catalog/index.ts';
import { lockUser } from '../accounts/index.ts';
import { storedLines } from './stored-lines.ts';

/**
 * Replaces the whole stored cart. A line (a product's variant; none named: its default) listed twice is
 * refused (400) and a product that does not exist is a 404 naming it, so a bad cart never half-saves. The
 * lines' `userId` is ignored.
 */
export async function replaceCart({ db, userId, input }: { db: Db; userId: number; input: CartReplace }): Promise<StoredCartLine[]> {
  const resolved = await resolveVariants({ db, lines: input.cart });
  const keys = resolved.map((line) => line.variant.id);
  const twice = keys.findIndex((key, index) => keys.indexOf(key) !== index);
  if (twice !== -1) throw new BadRequest(`Product ${input.cart[twice]!.productId} is in the cart more than once`);

  try {
    return await db.transaction(async (tx) => {
      await lockUser({ db: tx, userId });
      await tx.delete(cartLines).where(eq(cartLines.userId, userId));
      if (input.cart.length > 0) {
        await tx.insert(cartLines).values(input.cart.map((line, index) => ({ userId, productId: line.productId, variantId: resolved[index]!.variant.id, qty: line.qty })));
      }
      return storedLines({ db: tx, userId });
    });
  } catch (error) {
    // A product was deleted between the check and the insert.
    if (pgErrorCode(error) === FOREIGN_KEY_VIOLATION) throw new NotFound('Product');
    throw error;
  }
}
