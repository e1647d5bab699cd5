import type { AdminVariants } from '@shop/shared/products';
import type { StockAdjustmentInput, StockReason } from '@shop/shared/stock-ledger';
import { sql } from 'drizzle-orm';
import { productVariants } from '../../db/schema/catalog.ts';
import { NotFound } from '../../errors.ts';
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
  input: { change: number; actorId: number | null; reason?: StockReason | undefined; note?: string | undefined };
}): Promise<AdminVariants> {
  await db.transaction(async (tx) => {
    await findVariant({ db: tx, productId, variantId });
    await adjustStock({ db: tx, input: { variantId, change: input.change, actorId: input.actorId, reason: input.reason ?? null, note: input.note || null } });
  });
  return listVariants({ db, productId });
}

/**
 * POST /api/admin/stock-adjustments (decision 040): the owner's change of a variant's count by its SKU, with
 * the reason (received, recount, damaged...) and a note, written to the ledger with who made it. Answers
 * the count after it.
 */
export async function adjustStockBySku({ db, input }: { db: Db; input: StockAdjustmentInput & { actorId: number | null } }): Promise<{ sku: string; onHand: number }> {
  return db.transaction(async (tx) => {
    const [variant] = await tx
      .select({ id: productVariants.id, sku: productVariants.sku })
      .from(productVariants)
      .where(sql`lower(${productVariants.sku}) = lower(${input.sku})`);
    if (!variant) throw new NotFound(`SKU ${input.sku}`);
    const onHand = await adjustStock({ db: tx, input: { variantId: variant.id, change: input.change, actorId: input.actorId, reason: input.reason, note: input.note || null } });
    return { sku: variant.sku, onHand };
  });
}
