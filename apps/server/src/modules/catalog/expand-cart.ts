import type { CartLine } from '@shop/shared/cart';
import type { DbOrTx } from '../../db/client.ts';
import type { CatalogueCache } from './catalogue-cache.ts';
import type { JsonAnswer } from './catalogue-snapshot.ts';
import { getProductsByIds } from './get-product.ts';

/**
 * Stored lines become `{ product, qty }` with today's price and stock; vanished products drop out.
 * Products come from the catalogue snapshot; any it lacks (just made elsewhere, or unknown) from the database.
 */
export async function expandCart({ db, catalogue, lines }: { db: DbOrTx; catalogue: CatalogueCache; lines: readonly CartLine[] }): Promise<JsonAnswer> {
  const ids = lines.map((line) => line.productId);
  const found: Map<number, { json: string }> = (await catalogue.current()).products(ids);
  const missing = ids.filter((id) => !found.has(id));
  if (missing.length > 0) {
    for (const [id, product] of await getProductsByIds({ db, ids: missing })) found.set(id, { json: JSON.stringify(product) });
  }
  const parts = lines.flatMap((line) => {
    const hit = found.get(line.productId);
    return hit ? [`{"product":${hit.json},"qty":${line.qty}}`] : [];
  });
  return { body: Buffer.from(`[${parts.join(',')}]`), etag: '' };
}
