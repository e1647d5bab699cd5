import type { AdminVariants } from '@shop/shared/products';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { productVariants } from '../../db/schema/catalog.ts';
import { wasOrdered } from '../inventory/index.ts';
import { announceCatalogueChange, catalogueChanged } from './catalogue-cache.ts';
import { findVariant, listVariants } from './list-variants.ts';
import { forgetPick, refuseLastOnSale } from './update-variant.ts';

/**
 * DELETE /api/products/:id/variants/:variantId: a variant no order ever took is deleted; one that orders
 * name is archived instead, so those orders, refunds and the ledger keep it. Answers what happened.
 */
export async function removeVariant({ db, productId, variantId }: { db: Db; productId: number; variantId: number }): Promise<{ outcome: 'deleted' | 'archived'; variants: AdminVariants }> {
  const outcome = await db.transaction(async (tx) => {
    const variant = await findVariant({ db: tx, productId, variantId });
    if (variant.archivedAt === null) await refuseLastOnSale(tx, productId, variantId);
    await forgetPick(tx, productId, variantId);
    if (await wasOrdered({ db: tx, variantId })) {
      await tx.update(productVariants).set({ archivedAt: variant.archivedAt ?? new Date(), updatedAt: new Date() }).where(eq(productVariants.id, variantId));
      await announceCatalogueChange(tx);
      return 'archived' as const;
    }
    await tx.delete(productVariants).where(eq(productVariants.id, variantId));
    await announceCatalogueChange(tx);
    return 'deleted' as const;
  });
  catalogueChanged();
  return { outcome, variants: await listVariants({ db, productId }) };
}
