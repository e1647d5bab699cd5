import type { DeliveryEstimate } from '@shop/shared/delivery';
import type { WeatherProvider } from '../delivery/index.ts';
import type { DbOrTx } from '../../db/client.ts';
import { BadRequest } from '../../errors.ts';
import { getProductsByIds } from '../catalog/index.ts';
import { deliveryFor, toDeliveryEstimate } from './order-delivery.ts';

/**
 * GET /api/delivery (decision 044): what the product page and the cart say for a ZIP code before the shopper
 * pays: when it leaves and arrives, and the weather's notice for these plants (hardy ones only are never
 * held for cold). A ZIP code the shop does not know is a 400.
 */
export async function estimateDelivery({
  db,
  weather,
  input,
}: {
  db: DbOrTx;
  weather: WeatherProvider;
  input: { zip: string; products?: string | undefined; rateId?: number | undefined; now: Date };
}): Promise<DeliveryEstimate> {
  const ids = [...new Set((input.products ?? '').split(',').filter(Boolean).map(Number))].slice(0, 100);
  const found = ids.length > 0 ? await getProductsByIds({ db, ids }) : new Map();
  const hardy = found.size > 0 && [...found.values()].every((product) => product.hardy);
  // No cart here: a rate named, else the cheapest before any free-shipping threshold.
  const { plan } = await deliveryFor({ db, weather, input: { zip: input.zip, rateId: input.rateId, goodsCents: 0, hardy, now: input.now } });
  if (!plan) throw new BadRequest(`We don't know the ZIP code ${input.zip}: check it and try again`);
  return toDeliveryEstimate(plan);
}
