import type { CartLine, ExpandedCartLine } from '@shop/shared/cart';
import type { DbOrTx } from '../../db/client.ts';
import { getProductsByIds } from './get-product.ts';

/** Stored lines become `{ product, qty }` with today's price and stock; vanished products drop out. */
export async function expandCart({ db, lines }: { db: DbOrTx; lines: readonly CartLine[] }): Promise<ExpandedCartLine[]> {
  const found = await getProductsByIds({ db, ids: lines.map((line) => line.productId) });
  return lines.flatMap((line) => {
    const product = found.get(line.productId);
    return product ? [{ product, qty: line.qty }] : [];
  });
}
