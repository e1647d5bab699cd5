import { fromCents, toCents } from '@shop/shared/money';
import type { OrderQuote, OrderQuoteRequest } from '@shop/shared/orders';
import { quote } from '@shop/shared/pricing-quote';
import type { DbOrTx } from '../../db/client.ts';
import { BadRequest } from '../../errors.ts';
import { getProductsByIds } from '../catalog/get-product.ts';
import { parseOrderCart } from '../orders/parse-order-cart.ts';
import { findActivePromo } from '../promos/find-active-promo.ts';

/**
 * POST /api/orders/quote (decision 029): the cart at today's prices with the promo code, through the one
 * pricing quote placeOrder uses, so the shipping step shows the discount and the new total before paying.
 * It holds nothing and uses nothing; placing the order checks everything again (the buyer's own uses of
 * the code included).
 */
export async function quoteOrder({ db, input }: { db: DbOrTx; input: OrderQuoteRequest & { now: Date } }): Promise<OrderQuote> {
  const wanted = parseOrderCart(input.cart);
  const found = await getProductsByIds({ db, ids: wanted.map((line) => line.productId) });
  const unknown = wanted.filter((line) => !found.has(line.productId)).map((line) => line.productId);
  if (unknown.length > 0) throw new BadRequest(`Unknown product${unknown.length > 1 ? 's' : ''}: ${unknown.join(', ')}`);
  const code = input.promoCode?.trim().toLowerCase() ?? '';
  const promo = code === '' ? null : await findActivePromo({ db, input: { name: code, now: input.now } });
  const promoRatePercent = promo ? Math.round(promo.discountRate * 100) : 0;
  const priced = quote({
    lines: wanted.map(({ productId, qty }) => ({ unitCents: toCents(found.get(productId)!.price), qty })),
    promoRatePercent,
  });
  return {
    subtotal: fromCents(priced.subtotalCents),
    discount: fromCents(priced.discountCents),
    shipping: fromCents(priced.shippingCents),
    total: fromCents(priced.totalCents),
    promoRate: promoRatePercent / 100,
    promoCode: code === '' ? null : code,
    promoValid: promo !== null,
  };
}
