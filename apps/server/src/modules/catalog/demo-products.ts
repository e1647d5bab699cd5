import { and, asc, eq, inArray, notExists, notInArray, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { products, productTags, productVariants, tags } from '../../db/schema/catalog.ts';
import { imageUrl, parseImageFile, PLACEHOLDER_NAME } from '../images/index.ts';
import { orderedVariants } from '../inventory/index.ts';
import { announceCatalogueChange } from './catalogue-cache.ts';

/** A demo plant still in the catalogue, as "Remove the demo catalogue" names it (decision 048). */
export interface DemoProduct {
  id: number;
  name: string;
  /** The owner changed it (its text, price, picture, variants...) since the seed made it. */
  edited: boolean;
  /** An order took one of its variants: it is archived, not deleted, so that order stays whole. */
  ordered: boolean;
}

export interface DemoProducts {
  products: DemoProduct[];
  /** The stored pictures only the demo plants that go show: removing them deletes these (never the placeholder). */
  pictures: string[];
}

const nameOf = (url: string | null) => (url?.startsWith('/images/') ? (parseImageFile(url.slice('/images/'.length))?.name ?? null) : null);

/**
 * The demo plants the shop still has, whether each was edited and ordered, and the pictures that would go
 * with them. With `lock` (in the caller's transaction) the plants and their counts are locked first, so
 * what is answered is what removing them finds.
 */
export async function readDemoProducts({ db, lock = false }: { db: DbOrTx; lock?: boolean }): Promise<DemoProducts> {
  const select = db
    .select({ id: products.id, name: products.name, imageUrl: products.imageUrl, edited: sql<boolean>`${products.updatedAt} > ${products.createdAt}` })
    .from(products)
    .where(eq(products.demo, true))
    .orderBy(asc(products.id));
  const demo = lock ? await select.for('update') : await select;
  if (demo.length === 0) return { products: [], pictures: [] };
  const ids = demo.map((product) => product.id);
  const variants = await db
    .select({ id: productVariants.id, productId: productVariants.productId, imageUrl: productVariants.imageUrl, edited: sql<boolean>`${productVariants.updatedAt} > ${productVariants.createdAt}` })
    .from(productVariants)
    .where(inArray(productVariants.productId, ids));
  const ordered = await orderedVariants({ db, variantIds: variants.map((variant) => variant.id), lock });
  const orderedProducts = new Set(variants.filter((variant) => ordered.has(variant.id)).map((variant) => variant.productId));
  const editedProducts = new Set(variants.filter((variant) => variant.edited).map((variant) => variant.productId));

  // A picture goes when only demo plants that are deleted show it: not one an archived plant or any other plant still shows.
  const deleted = ids.filter((id) => !orderedProducts.has(id));
  const going = new Set<string>();
  for (const url of [...demo.filter((product) => !orderedProducts.has(product.id)).map((product) => product.imageUrl), ...variants.filter((variant) => !orderedProducts.has(variant.productId)).map((variant) => variant.imageUrl)]) {
    const name = nameOf(url);
    if (name && name !== PLACEHOLDER_NAME) going.add(name);
  }
  if (going.size > 0) {
    const urls = [...going].map(imageUrl);
    const shownByProducts = await db.select({ url: products.imageUrl }).from(products).where(and(inArray(products.imageUrl, urls), notInArray(products.id, deleted)));
    const shownByVariants = await db.select({ url: productVariants.imageUrl }).from(productVariants).where(and(inArray(productVariants.imageUrl, urls), notInArray(productVariants.productId, deleted)));
    for (const row of [...shownByProducts, ...shownByVariants]) {
      const name = nameOf(row.url);
      if (name) going.delete(name);
    }
  }
  return {
    products: demo.map((product) => ({ id: product.id, name: product.name, edited: product.edited || editedProducts.has(product.id), ordered: orderedProducts.has(product.id) })),
    pictures: [...going].sort(),
  };
}

/** What removing the demo plants did. */
export interface DemoProductsRemoved {
  deleted: number;
  archived: number;
  /** The pictures no plant shows any more, for the images module to delete. */
  pictures: string[];
}

/**
 * Takes the demo plants out of the catalogue inside the caller's transaction (decision 048). One no order
 * ever took is deleted with its variants, options, care, tags and stock (carts and wishlists lose it). One
 * that orders name is archived instead: every variant off sale, and its handle and SKUs given up (its handle becomes removed-demo-<id>) (a SKU
 * becomes `removed-demo-<variant id>`; the order lines keep the SKU they were sold under), so a product CSV
 * with the demo's handles or SKUs makes new plants; it is no longer counted as demo. Tags no plant uses
 * any more go too. Every instance's catalogue, pages and sitemap drop them when the transaction commits.
 */
export async function removeDemoProducts({ tx }: { tx: Tx }): Promise<DemoProductsRemoved> {
  const { products: demo, pictures } = await readDemoProducts({ db: tx, lock: true });
  if (demo.length === 0) return { deleted: 0, archived: 0, pictures: [] };
  const archive = demo.filter((product) => product.ordered).map((product) => product.id);
  const remove = demo.filter((product) => !product.ordered).map((product) => product.id);
  const now = new Date();
  if (remove.length > 0) await tx.delete(products).where(inArray(products.id, remove));
  if (archive.length > 0) {
    await tx
      .update(productVariants)
      .set({ archivedAt: sql`coalesce(${productVariants.archivedAt}, ${now.toISOString()}::timestamptz)`, sku: sql`'removed-demo-' || ${productVariants.id}`, updatedAt: now })
      .where(inArray(productVariants.productId, archive));
    await tx.update(products).set({ demo: false, handle: sql`'removed-demo-' || ${products.id}`, defaultVariantId: null, status: 'archived', updatedAt: now }).where(inArray(products.id, archive));
  }
  await tx.delete(tags).where(notExists(tx.select({ one: sql`1` }).from(productTags).where(eq(productTags.tagId, tags.id))));
  await announceCatalogueChange(tx);
  return { deleted: remove.length, archived: archive.length, pictures };
}
