import type { ProductRef } from '@shop/shared/handles';
import type { ProductQuery } from '@shop/shared/products';
import type { DbOrTx } from '../../db/client.ts';
import type { CatalogueCache } from './catalogue-cache.ts';
import type { JsonAnswer } from './catalogue-snapshot.ts';
import { getProduct } from './get-product.ts';

interface Reader {
  db: DbOrTx;
  catalogue: CatalogueCache;
}

/** Serialized as the zod response schemas would: the objects already have exactly their shape. */
export function jsonAnswer(value: unknown, total?: number): JsonAnswer {
  return { body: Buffer.from(JSON.stringify(value)), etag: '', ...(total === undefined ? {} : { total }) };
}

/** Any of the query's fields asks for one page; none asks for the whole catalogue (docs/product/api.md). */
function isPaged(query: ProductQuery): boolean {
  return Object.values(query).some((value) => value !== undefined);
}

/** GET /api/products: the whole catalogue, or with a query one page of it and the total. */
export async function readCatalogue({ catalogue, query }: { catalogue: CatalogueCache; query: ProductQuery }): Promise<JsonAnswer> {
  const snapshot = await catalogue.current();
  return isPaged(query) ? snapshot.page(query) : snapshot.all;
}

/**
 * GET /api/products/:id, by its number or its handle (decision 060); a product made a moment ago on another
 * instance may not be in the snapshot yet.
 */
export async function readProduct({ db, catalogue, ref }: Reader & { ref: ProductRef }): Promise<JsonAnswer> {
  const found = (await catalogue.current()).product(ref);
  return found ?? jsonAnswer(await getProduct({ db, id: ref }));
}
