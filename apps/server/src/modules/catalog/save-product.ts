import { toCents } from '@shop/shared/money';
import type { Product, ProductCreate, ProductUpdate } from '@shop/shared/products';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { products } from '../../db/schema/catalog.ts';
import { NotFound } from '../../errors.ts';
import { PLACEHOLDER_NAME, imageUrl } from '../images/variants.ts';
import { announceCatalogueChange, catalogueChanged } from './catalogue-cache.ts';
import { getProduct } from './get-product.ts';
import { setProductTags } from './set-product-tags.ts';


function columns(input: ProductCreate | ProductUpdate) {
  return {
    name: input.name,
    priceCents: toCents(input.price),
    qty: input.qty,
    description: input.description,
    ...(input.shortDescription !== undefined ? { shortDescription: input.shortDescription } : {}),
    ...(input.imageURL ? { imageUrl: input.imageURL } : {}),
  };
}

export async function createProduct({ db, input }: { db: Db; input: ProductCreate }): Promise<Product> {
  const created = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(products)
      .values({ imageUrl: imageUrl(PLACEHOLDER_NAME), ...columns(input) })
      .returning({ id: products.id });
    await setProductTags({ db: tx, productId: row!.id, names: input.tags ?? [] });
    await announceCatalogueChange(tx);
    return getProduct({ db: tx, id: row!.id });
  });
  // Again once committed, so a read racing the transaction cannot leave this instance's view behind.
  catalogueChanged();
  return created;
}

export async function updateProduct({ db, id, input }: { db: Db; id: number; input: ProductUpdate }): Promise<Product> {
  const updated = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(products)
      .set({ ...columns(input), updatedAt: new Date() })
      .where(eq(products.id, id))
      .returning({ id: products.id });
    if (!row) throw new NotFound('Product');
    if (input.tags !== undefined) await setProductTags({ db: tx, productId: id, names: input.tags });
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
