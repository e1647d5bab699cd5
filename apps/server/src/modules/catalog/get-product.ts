import type { AdminProduct, ProductStatus } from '@shop/shared/product-status';
import type { ProductRef } from '@shop/shared/handles';
import type { Product } from '@shop/shared/products';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { NotFound } from '../../errors.ts';
import { selectAdminProducts, selectProducts } from './select-products.ts';

/** One product with its whole care profile, by its number or its handle (decision 060). */
export async function getProduct({ db, id }: { db: DbOrTx; id: ProductRef }): Promise<Product> {
  const [product] = await selectProducts(db, typeof id === 'number' ? sql`p.id = ${id}` : sql`p.handle = ${id}`, { careText: true });
  if (!product) throw new NotFound('Product');
  return product;
}

/** The products with these ids that exist, by id, as lists carry them (no care text). */
export async function getProductsByIds({ db, ids }: { db: DbOrTx; ids: readonly number[] }): Promise<Map<number, Product>> {
  if (ids.length === 0) return new Map();
  const found = await selectProducts(db, sql`p.id in (${sql.join([...new Set(ids)].map((id) => sql`${id}`), sql`, `)})`);
  return new Map(found.map((product) => [product.id, product]));
}

/** One product as the owner reads it, a draft or an archived one too (docs/decisions/055-drafts-and-bulk-edit.md). */
export async function getAdminProduct({ db, id }: { db: DbOrTx; id: number }): Promise<AdminProduct> {
  const [found] = await selectAdminProducts(db, sql`p.id = ${id}`, { careText: true });
  if (!found) throw new NotFound('Product');
  return found;
}

/** GET /api/admin/products: every product with its status, or those of one status, in id order. */
export async function listAdminProducts({ db, status }: { db: DbOrTx; status?: ProductStatus | undefined }): Promise<AdminProduct[]> {
  return selectAdminProducts(db, status ? sql`p.status = ${status}` : sql`true`);
}
