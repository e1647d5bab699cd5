import { toCents } from '@shop/shared/money';
import type { Product, ProductCreate, ProductUpdate } from '@shop/shared/products';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { products, productVariants } from '../../db/schema/catalog.ts';
import { pgErrorCode, UNIQUE_VIOLATION } from '../../db/errors.ts';
import { BadRequest, Conflict, NotFound } from '../../errors.ts';
import { imageUrl, PLACEHOLDER_NAME } from '../images/index.ts';
import { setStock, setUpStock } from '../inventory/index.ts';
import { announceCatalogueChange, catalogueChanged } from './catalogue-cache.ts';
import { getAdminProduct } from './get-product.ts';
import { changeHandle, checkHandleFree, freeHandleFor } from './product-handles.ts';
import { saveCareAndTags } from './save-care-profile.ts';

function columns(input: ProductCreate | ProductUpdate) {
  return {
    name: input.name,
    description: input.description,
    ...(input.shortDescription !== undefined ? { shortDescription: input.shortDescription } : {}),
    ...(input.imageURL ? { imageUrl: input.imageURL } : {}),
    ...(input.taxCategory ? { taxCategory: input.taxCategory } : {}),
    ...(input.hardy === undefined ? {} : { hardy: input.hardy }),
    // Absent: unchanged, so a client that knows nothing of them keeps them; '' clears to the page's fallback.
    ...(input.seoTitle === undefined ? {} : { seoTitle: input.seoTitle || null }),
    ...(input.seoDescription === undefined ? {} : { seoDescription: input.seoDescription || null }),
  };
}

/** A SKU already used by another variant is a 409 naming it, not a 500. */
export async function skuChecked<T>(sku: string | undefined, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (pgErrorCode(error) === UNIQUE_VIOLATION && sku !== undefined) throw new Conflict(`The SKU ${sku} is already used by another variant`);
    throw error;
  }
}

/** A made-up SKU for a variant the owner gave none: the shop's prefix and the variant's number. */
export const generatedSku = sql`'SKU-' || currval(pg_get_serial_sequence('product_variants', 'id'))`;

/**
 * docs/product's POST /api/products: a product with one variant (decision 032), which carries the price, stock
 * and cap given and is its default.
 */
export async function createProduct({ db, input }: { db: Db; input: ProductCreate }): Promise<Product> {
  const created = await skuChecked(input.sku, () =>
    db.transaction(async (tx) => {
      if (input.handle !== undefined) await checkHandleFree(tx, input.handle, null);
      const handle = input.handle ?? (await freeHandleFor(tx, input.name));
      const [row] = await tx
        .insert(products)
        .values({ imageUrl: imageUrl(PLACEHOLDER_NAME), handle, ...columns(input) })
        .returning({ id: products.id });
      const productId = row!.id;
      const [variant] = await tx
        .insert(productVariants)
        .values({ productId, sku: input.sku ?? generatedSku, priceCents: toCents(input.price), ...(input.maxPerOrder !== undefined && { maxPerOrder: input.maxPerOrder }) })
        .returning({ id: productVariants.id });
      await tx.update(products).set({ defaultVariantId: variant!.id }).where(eq(products.id, productId));
      await setUpStock({ db: tx, input: { variantId: variant!.id, qty: input.qty } });
      await saveCareAndTags({ db: tx, productId, care: input.care ?? null, tags: input.tags ?? [] });
      await announceCatalogueChange(tx);
      return getAdminProduct({ db: tx, id: productId });
    }),
  );
  // Again once committed, so a read racing the transaction cannot leave this instance's view behind.
  catalogueChanged();
  return created;
}

/** The product's default variant: the one it names while on sale, else the one the catalogue would choose. */
async function defaultVariantOf(db: DbOrTx, productId: number): Promise<number> {
  const product = await getAdminProduct({ db, id: productId });
  return product.defaultVariantId;
}

/**
 * docs/product's PUT /api/products/:id: the product's own fields, and `price`, `qty` and the cap of its default
 * variant (or, with `defaultVariantId`, of the variant the owner now picks as default). The stock is the
 * inventory's to set: with `expectedQty` (the stock the form was loaded with) it is written only if the
 * stock is still that figure, and an order placed between loading and saving gets a 409 naming the
 * current stock instead of being silently added back.
 */
export async function updateProduct({ db, id, input }: { db: Db; id: number; input: ProductUpdate }): Promise<Product> {
  const updated = await skuChecked(input.sku, () =>
    db.transaction(async (tx) => {
      const [row] = await tx
        .update(products)
        .set({ ...columns(input), updatedAt: new Date() })
        .where(eq(products.id, id))
        .returning({ id: products.id });
      if (!row) throw new NotFound('Product');
      if (input.handle !== undefined) await changeHandle(tx, id, input.handle);
      if (input.defaultVariantId !== undefined) {
        const [picked] = await tx
          .select({ id: productVariants.id })
          .from(productVariants)
          .where(and(eq(productVariants.id, input.defaultVariantId), eq(productVariants.productId, id), isNull(productVariants.archivedAt)));
        if (!picked) throw new BadRequest(`Variant ${input.defaultVariantId} is not one of this product's variants on sale`);
        await tx.update(products).set({ defaultVariantId: picked.id }).where(eq(products.id, id));
      }
      const variantId = await defaultVariantOf(tx, id);
      await tx
        .update(productVariants)
        .set({
          priceCents: toCents(input.price),
          ...(input.maxPerOrder !== undefined && { maxPerOrder: input.maxPerOrder }),
          ...(input.sku !== undefined && { sku: input.sku }),
          updatedAt: new Date(),
        })
        .where(eq(productVariants.id, variantId));
      await setStock({ db: tx, input: { variantId, qty: input.qty, expectedQty: input.expectedQty } });
      await saveCareAndTags({ db: tx, productId: id, care: input.care, tags: input.tags });
      await announceCatalogueChange(tx);
      return getAdminProduct({ db: tx, id });
    }),
  );
  catalogueChanged();
  return updated;
}

/** Past orders keep their lines (name and price are copied); carts and wishlists lose the product. */
export async function deleteProduct({ db, id }: { db: Db; id: number }): Promise<void> {
  const deleted = await db.delete(products).where(eq(products.id, id)).returning({ id: products.id });
  if (deleted.length === 0) throw new NotFound('Product');
  await announceCatalogueChange(db);
}
