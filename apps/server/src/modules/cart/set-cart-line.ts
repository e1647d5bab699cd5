import { type CartSetLine, MAX_CART_LINES, type StoredCartLine } from '@shop/shared/cart';
import { and, count, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { cartLines } from '../../db/schema/cart.ts';
import { BadRequest, NotFound } from '../../errors.ts';
import { FOREIGN_KEY_VIOLATION, pgErrorCode } from '../../db/errors.ts';
import { resolveVariants, UnknownProducts } from '../catalog/index.ts';
import { lockUser } from '../accounts/index.ts';
import { storedLines } from './stored-lines.ts';

/**
 * Sets one line's quantity (a line is one variant; none named: the product's default); 0 or less removes
 * the line (removing an absent line is not an error, nor is removing a line of a product that is gone).
 */
export async function setCartLine({ db, userId, input }: { db: Db; userId: number; input: CartSetLine }): Promise<StoredCartLine[]> {
  const { productId, qty } = input;
  const removing = qty <= 0;
  const variantId = removing && input.variantId != null ? input.variantId : await lineVariant(db, input, removing);
  try {
    return await db.transaction(async (tx) => {
      await lockUser({ db: tx, userId });
      const thisLine = and(eq(cartLines.userId, userId), eq(cartLines.productId, productId), ...(variantId === null ? [] : [eq(cartLines.variantId, variantId)]));
      if (removing) {
        await tx.delete(cartLines).where(thisLine);
        return storedLines({ db: tx, userId });
      }
      const [others] = await tx
        .select({ n: count() })
        .from(cartLines)
        .where(and(eq(cartLines.userId, userId), ne(cartLines.variantId, variantId!)));
      if ((others?.n ?? 0) >= MAX_CART_LINES) throw new BadRequest(`A cart holds at most ${MAX_CART_LINES} different products`);
      await tx
        .insert(cartLines)
        .values({ userId, productId, variantId: variantId!, qty })
        .onConflictDoUpdate({ target: [cartLines.userId, cartLines.variantId], set: { qty } });
      return storedLines({ db: tx, userId });
    });
  } catch (error) {
    // The product or variant was deleted between the check and the insert.
    if (pgErrorCode(error) === FOREIGN_KEY_VIOLATION) throw new NotFound('Product');
    throw error;
  }
}

/** The variant a line means; removing a line of the default of a product that is gone removes all its lines. */
async function lineVariant(db: Db, input: CartSetLine, removing: boolean): Promise<number | null> {
  try {
    return (await resolveVariants({ db, lines: [input] }))[0]!.variant.id;
  } catch (error) {
    if (removing && error instanceof NotFound) return null;
    if (error instanceof UnknownProducts) throw new NotFound('Product');
    throw error;
  }
}
