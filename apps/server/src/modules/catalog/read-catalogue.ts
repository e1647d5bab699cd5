import type { ProductQuery } from '@shop/shared/products';
import type { DbOrTx } from '../../db/client.ts';
import type { CatalogueCache } from './catalogue-cache.ts';
import type { JsonAnswer } from './catalogue-view.ts';
import { getProduct } from './get-product.ts';
import { isPaged, listProductPage, selectProducts } from './list-products.ts';

interface Reader {
  db: DbOrTx;
  catalogue: CatalogueCache;
}

/** Serialized as the zod response schemas would: the objects already have exactly their shape. */
export function jsonAnswer(value: unknown, total?: number): JsonAnswer {
  return { body: Buffer.from(JSON.stringify(value)), etag: '', ...(total === undefined ? {} : { total }) };
}

/** GET /api/products: the whole catalogue, or with a query one page of it and the total. */
export async function readCatalogue({ db, catalogue, query }: Reader & { query: ProductQuery }): Promise<JsonAnswer> {
  const view = await catalogue.current();
  if (!isPaged(query)) return view ? view.all : jsonAnswer(await selectProducts(db));
  if (view) return view.page(query);
  const page = await listProductPage({ db, query });
  return jsonAnswer(page.items, page.total);
}

/** GET /api/products/:id; a product made a moment ago on another instance may not be in the view yet. */
export async function readProduct({ db, catalogue, id }: Reader & { id: number }): Promise<JsonAnswer> {
  const found = (await catalogue.current())?.product(id);
  return found ?? jsonAnswer(await getProduct({ db, id }));
}
