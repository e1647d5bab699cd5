import type { CartLine } from '@shop/shared/cart';
import { type Product, variantOf } from '@shop/shared/products';
import type { DbOrTx } from '../../db/client.ts';
import type { CatalogueCache } from './catalogue-cache.ts';
import type { JsonAnswer } from './catalogue-snapshot.ts';
import { getProductsByIds } from './get-product.ts';

/**
 * Stored lines become `{ product, qty, variantId }` with today's prices and stock: the line's variant, or
 * the product's default when it names none (decision 032); vanished products and variants no longer on
 * sale drop out.
 * Products come from the catalogue snapshot; any it lacks (just made elsewhere, or unknown) from the database.
 */
export async function expandCart({ db, catalogue, lines }: { db: DbOrTx; catalogue: CatalogueCache; lines: readonly CartLine[] }): Promise<JsonAnswer> {
  const ids = lines.map((line) => line.productId);
  const found: Map<number, { json: string; product: Product }> = (await catalogue.current()).products(ids);
  const missing = ids.filter((id) => !found.has(id));
  if (missing.length > 0) {
    for (const [id, product] of await getProductsByIds({ db, ids: missing })) found.set(id, { json: JSON.stringify(product), product });
  }
  const parts = lines.flatMap((line) => {
    const hit = found.get(line.productId);
    const variant = hit && variantOf(hit.product, line.variantId);
    return variant ? [`{"product":${hit.json},"qty":${line.qty},"variantId":${variant.id}}`] : [];
  });
  return { body: Buffer.from(`[${parts.join(',')}]`), etag: '' };
}
