import type { AdminVariants } from '@shop/shared/products';
import type { TestShop } from '../../test/harness.ts';
import { makeProduct } from './catalog.test-support.ts';

/** Test support: a plant of a test's own in three sizes, set up by the admin over HTTP as the owner would. */

export interface SizedPlant {
  id: number;
  name: string;
  /** Variant ids by size: '4" pot', '6" pot', '10" pot'. */
  size: Record<string, number>;
}

/** A plant in 4" ($18, 10 in stock), 6" ($38, 5) and 10" ($95, 2) pots; the 6" is the default. */
export async function makeSizedPlant(shop: TestShop, admin: string, stock: Partial<Record<string, number>> = {}): Promise<SizedPlant> {
  const plant = await makeProduct(shop, admin, { price: 38, qty: stock['6" pot'] ?? 5 });
  const call = async (method: 'PUT' | 'POST', url: string, payload: object) => {
    const response = await shop.request({ method, url, token: admin, payload });
    if (response.statusCode >= 300) throw new Error(`${method} ${url}: ${response.statusCode} ${response.body}`);
    return response.json() as AdminVariants;
  };
  // The plant's one variant becomes the 6" when the option is set (its values follow the option's first value).
  let variants = await call('PUT', `/api/products/${plant.id}/options`, { options: [{ name: 'Size', values: ['6" pot', '4" pot', '10" pot'] }] });
  variants = await call('POST', `/api/products/${plant.id}/variants`, { options: ['4" pot'], price: 18, qty: stock['4" pot'] ?? 10 });
  variants = await call('POST', `/api/products/${plant.id}/variants`, { options: ['10" pot'], price: 95, qty: stock['10" pot'] ?? 2, maxPerOrder: 2 });
  const size = Object.fromEntries(variants.variants.map((variant) => [variant.options[0]!, variant.id]));
  return { ...plant, size };
}
