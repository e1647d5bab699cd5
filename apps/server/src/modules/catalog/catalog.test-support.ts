import { eq } from 'drizzle-orm';
import { products } from '../../db/schema/catalog.ts';
import { stockLevels } from '../../db/schema/inventory.ts';
import type { TestShop } from '../../test/harness.ts';

/** Test support: plants of a test's own, made by the admin over HTTP, and their stock. */

let made = 0;

/** A product of our own with a known price and stock, made by the admin over HTTP. */
export async function makeProduct(shop: TestShop, adminToken: string, { price, qty }: { price: number; qty: number }): Promise<{ id: number; name: string; handle: string }> {
  made += 1;
  const name = `Test Fern ${made} ${Date.now()}`;
  const response = await shop.request({
    method: 'POST',
    url: '/api/products',
    token: adminToken,
    payload: { name, qty, price, description: 'A fern made for an orders test.' },
  });
  if (response.statusCode !== 201) throw new Error(`product not made: ${response.body}`);
  const product = response.json() as { id: number; handle: string };
  return { id: product.id, name, handle: product.handle };
}

/** The variant docs/product's price and qty speak of: the one a line naming no variant means (decision 032). */
export async function defaultVariant(shop: TestShop, productId: number): Promise<number> {
  const [row] = await shop.db.select({ id: products.defaultVariantId }).from(products).where(eq(products.id, productId));
  return row!.id!;
}

/** The stock of a product's default variant (or of the variant given). */
export async function stockOf(shop: TestShop, productId: number, variantId?: number): Promise<number> {
  const id = variantId ?? (await defaultVariant(shop, productId));
  const [row] = await shop.db.select({ qty: stockLevels.onHand }).from(stockLevels).where(eq(stockLevels.variantId, id));
  return row!.qty;
}
