import { toCents } from '@shop/shared/money';
import type { AdminVariants, VariantCreate } from '@shop/shared/products';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { productVariants } from '../../db/schema/catalog.ts';
import { BadRequest, Conflict } from '../../errors.ts';
import { setUpStock } from '../inventory/index.ts';
import { announceCatalogueChange, catalogueChanged } from './catalogue-cache.ts';
import { getProduct } from './get-product.ts';
import { listOptions, listVariants } from './list-variants.ts';
import { generatedSku, skuChecked } from './save-product.ts';

const comboKey = (values: readonly string[]) => JSON.stringify(values.map((value) => value.toLowerCase()));

/** The values as the options spell them, or a 400 naming the first that is not one of them. */
async function canonicalValues(tx: Tx, productId: number, values: readonly string[]): Promise<string[]> {
  const options = await listOptions({ db: tx, productId });
  if (values.length !== options.length) throw new BadRequest(`This product has ${options.length} option${options.length === 1 ? '' : 's'}: give one value for each`);
  return values.map((value, index) => {
    const option = options[index]!;
    const found = option.values.find((one) => one.toLowerCase() === value.trim().toLowerCase());
    if (!found) throw new BadRequest(`'${value}' is not a value of ${option.name}`);
    return found;
  });
}

async function liveCombos(tx: Tx, productId: number): Promise<Set<string>> {
  const rows = await tx
    .select({ values: productVariants.optionValues })
    .from(productVariants)
    .where(and(eq(productVariants.productId, productId), isNull(productVariants.archivedAt)));
  return new Set(rows.map((row) => comboKey(row.values)));
}

async function insertVariant(tx: Tx, productId: number, values: string[], input: Omit<VariantCreate, 'options'>, position: number): Promise<void> {
  const [made] = await tx
    .insert(productVariants)
    .values({
      productId,
      sku: input.sku ?? generatedSku,
      optionValues: values,
      priceCents: toCents(input.price),
      compareAtCents: input.compareAtPrice == null ? null : toCents(input.compareAtPrice),
      ...(input.maxPerOrder !== undefined && { maxPerOrder: input.maxPerOrder }),
      imageUrl: input.imageURL ?? null,
      sizeTag: input.size ?? null,
      position,
    })
    .returning({ id: productVariants.id });
  await setUpStock({ db: tx, input: { variantId: made!.id, qty: input.qty } });
}

/** POST /api/products/:id/variants: one more combination on sale, with its own SKU, price and starting stock. */
export async function createVariant({ db, productId, input }: { db: Db; productId: number; input: VariantCreate }): Promise<AdminVariants> {
  await skuChecked(input.sku, () =>
    db.transaction(async (tx) => {
      const product = await getProduct({ db: tx, id: productId });
      const values = await canonicalValues(tx, productId, input.options);
      if ((await liveCombos(tx, productId)).has(comboKey(values))) throw new Conflict(`${values.join(' / ') || 'This variant'} is already on sale`);
      await insertVariant(tx, productId, values, input, product.variants.length);
      await announceCatalogueChange(tx);
    }),
  );
  catalogueChanged();
  return listVariants({ db, productId });
}

function combinations(options: readonly { values: readonly string[] }[]): string[][] {
  return options.reduce<string[][]>((combos, option) => combos.flatMap((combo) => option.values.map((value) => [...combo, value])), [[]]);
}

/**
 * POST /api/products/:id/variants/generate: every combination of the options not yet on sale, at the given
 * price (the default variant's when none is given) and stock, each with a made-up SKU to edit.
 */
export async function generateVariants({ db, productId, input }: { db: Db; productId: number; input: { price?: number | undefined; qty: number } }): Promise<AdminVariants> {
  await db.transaction(async (tx) => {
    const product = await getProduct({ db: tx, id: productId });
    const options = await listOptions({ db: tx, productId });
    if (options.length === 0) throw new BadRequest('Add an option (a size, a planter) before generating its variants');
    const live = await liveCombos(tx, productId);
    const missing = combinations(options).filter((values) => !live.has(comboKey(values)));
    if (live.size + missing.length > 100) throw new BadRequest(`That makes ${live.size + missing.length} variants; a product has at most 100`);
    let position = product.variants.length;
    for (const values of missing) await insertVariant(tx, productId, values, { price: input.price ?? product.price, qty: input.qty }, position++);
    await announceCatalogueChange(tx);
  });
  catalogueChanged();
  return listVariants({ db, productId });
}
