import type { AdminVariants } from '@shop/shared/products';
import type { Db } from '../../db/client.ts';
import { adjustStock } from '../inventory/index.ts';
import { findVariant, listVariants } from './list-variants.ts';

/** POST /api/products/:id/variants/:variantId/stock: the owner's change of a variant's count, safe beside orders. */
export async function adjustVariantStock({
  db,
  productId,
  variantId,
  input,
}: {
  db: Db;
  productId: number;
  variantId: number;
  input: { change: number; actorId: number | null };
}): Promise<AdminVariants> {
  await db.transaction(async (tx) => {
    await findVariant({ db: tx, productId, variantId });
    await adjustStock({ db: tx, input: { variantId, change: input.change, actorId: input.actorId } });
  });
  return listVariants({ db, productId });
}
