import type { AdminVariants, OptionsInput } from '@shop/shared/products';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { productOptions, productVariants } from '../../db/schema/catalog.ts';
import { BadRequest, Conflict } from '../../errors.ts';
import { announceCatalogueChange, catalogueChanged } from './catalogue-cache.ts';
import { getProduct } from './get-product.ts';
import { listOptions, listVariants } from './list-variants.ts';

/**
 * PUT /api/products/:id/options: the product's options and their values, in order. Each variant on sale
 * keeps its value of every option that stays (by name), takes the first value of an option added, and
 * loses the value of an option removed; a value still in use cannot disappear, and two variants on sale
 * cannot end as the same combination (archive one first).
 */
export async function setProductOptions({ db, productId, input }: { db: Db; productId: number; input: OptionsInput }): Promise<AdminVariants> {
  await db.transaction(async (tx) => {
    await getProduct({ db: tx, id: productId });
    const before = await listOptions({ db: tx, productId });
    const live = await tx
      .select({ id: productVariants.id, sku: productVariants.sku, optionValues: productVariants.optionValues })
      .from(productVariants)
      .where(and(eq(productVariants.productId, productId), isNull(productVariants.archivedAt)));
    const seen = new Map<string, string>();
    const moved = live.map((variant) => {
      const valueOf = new Map(before.map((option, index) => [option.name.toLowerCase(), variant.optionValues[index]]));
      const values = input.options.map((option) => {
        const kept = valueOf.get(option.name.toLowerCase());
        if (kept === undefined) return option.values[0]!;
        const same = option.values.find((value) => value.toLowerCase() === kept.toLowerCase());
        if (!same) throw new BadRequest(`${option.name} '${kept}' is still sold as ${variant.sku}: archive that variant before removing the value`);
        return same;
      });
      const key = JSON.stringify(values.map((value) => value.toLowerCase()));
      const twin = seen.get(key);
      if (twin) throw new Conflict(`${twin} and ${variant.sku} would both be ${values.join(' / ') || 'the only variant'}: archive one of them first`);
      seen.set(key, variant.sku);
      return { id: variant.id, values };
    });
    await tx.delete(productOptions).where(eq(productOptions.productId, productId));
    if (input.options.length > 0) {
      await tx.insert(productOptions).values(input.options.map((option, position) => ({ productId, position, name: option.name, values: option.values })));
    }
    // Two steps, so that swapping two combinations never trips the one-variant-per-combination index.
    for (const variant of moved) {
      await tx.update(productVariants).set({ optionValues: [`moving ${variant.id}`] }).where(eq(productVariants.id, variant.id));
    }
    for (const variant of moved) {
      await tx.update(productVariants).set({ optionValues: variant.values, updatedAt: new Date() }).where(eq(productVariants.id, variant.id));
    }
    await announceCatalogueChange(tx);
  });
  catalogueChanged();
  return listVariants({ db, productId });
}
