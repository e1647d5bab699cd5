import { toCents } from '@shop/shared/money';
import type { Product, ProductCreate, ProductUpdate } from '@shop/shared/products';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { products } from '../../db/schema/catalog.ts';
import { NotFound } from '../../errors.ts';
import { PLACEHOLDER_NAME, imageUrl } from '../images/image-sizes.ts';
import { setStock, setUpStock } from '../inventory/index.ts';
import { announceCatalogueChange, catalogueChanged } from './catalogue-cache.ts';
import { getProduct } from './get-product.ts';
import { saveCareAndTags } from './save-care-profile.ts';

function columns(input: ProductCreate | ProductUpdate) {
  return {
    name: input.name,
    priceCents: toCents(input.price),
    description: input.description,
    ...(input.shortDescription !== undefined ? { shortDescription: input.shortDescription } : {}),
    ...(input.imageURL ? { imageUrl: input.imageURL } : {}),
    ...(input.maxPerOrder !== undefined ? { maxPerOrder: input.maxPerOrder } : {}),
  };
}

export async function createProduct({ db, input }: { db: Db; input: ProductCreate }): Promise<Product> {
  const created = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(products)
      .values({ imageUrl: imageUrl(PLACEHOLDER_NAME), ...columns(input) })
      .returning({ id: products.id });
    await setUpStock({ db: tx, input: { productId: row!.id, qty: input.qty } });
    await saveCareAndTags({ db: tx, productId: row!.id, care: input.care ?? null, tags: input.tags ?? [] });
    await announceCatalogueChange(tx);
    return getProduct({ db: tx, id: row!.id });
  });
  // Again once committed, so a read racing the transaction cannot leave this instance's view behind.
  catalogueChanged();
  return created;
}

/**
 * An admin edit. The stock is the inventory's to set: with `expectedQty` (the stock the form was loaded
 * with) it is written only if the stock is still that figure, and an order placed between loading and
 * saving gets a 409 naming the current stock instead of being silently added back.
 */
export async function updateProduct({ db, id, input }: { db: Db; id: number; input: ProductUpdate }): Promise<Product> {
  const updated = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(products)
      .set({ ...columns(input), updatedAt: new Date() })
      .where(eq(products.id, id))
      .returning({ id: products.id });
    if (!row) throw new NotFound('Product');
    await setStock({ db: tx, input: { productId: id, qty: input.qty, expectedQty: input.expectedQty } });
    await saveCareAndTags({ db: tx, productId: id, care: input.care, tags: input.tags });
    await announceCatalogueChange(tx);
    return getProduct({ db: tx, id });
  });
  catalogueChanged();
  return updated;
}

/** Past orders keep their lines (name and price are copied); carts and wishlists lose the product. */
export async function deleteProduct({ db, id }: { db: Db; id: number }): Promise<void> {
  const deleted = await db.delete(products).where(eq(products.id, id)).returning({ id: products.id });
  if (deleted.length === 0) throw new NotFound('Product');
  await announceCatalogueChange(db);
}
