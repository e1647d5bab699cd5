import { fromCents } from '@shop/shared/money';
import { ratePercentOf } from '@shop/shared/pricing-quote';
import type { OrderQuote, OrderQuoteRequest } from '@shop/shared/orders';
import type { WeatherProvider } from '../delivery/index.ts';
import type { DbOrTx } from '../../db/client.ts';
import { checkShipTo } from './check-ship-to.ts';
import { destinationOf } from './pickup-destination.ts';
import { deliveryFor, toDeliveryEstimate } from './order-delivery.ts';
import { parseOrderCart } from '../orders/index.ts';
import { findActivePromo } from '../promos/index.ts';
import { resolveCartLines } from './place-order.ts';
import { cartPricedLines, goodsCentsOf, priceOrder, promoPercentOf, type TaxBy } from './price-order.ts';

/**
 * POST /api/orders/quote (decisions 029, 034, 046): the cart at today's prices (each line's size or
 * planter, or the default), with the promo code, the shipping rates priced for it and the chosen one, the
 * tax of the ship-to state (at its ZIP's rate where the owner loaded a table) once it is known, when it
 * leaves and arrives and the heat pack the weather at the ship-to ZIP calls for (decision 044), through the
 * pricing placeOrder uses, so the shipping step shows every part and the total before paying. A ZIP that
 * is not in the state is a 400 naming both. It holds nothing and uses nothing; placing the order checks
 * everything again (the buyer's own uses of the code included).
 */
export async function quoteOrder({
  db,
  weather,
  input,
}: {
  db: DbOrTx;
  weather: WeatherProvider;
  input: OrderQuoteRequest & { now: Date; taxBy?: TaxBy };
}): Promise<OrderQuote> {
  // A pickup location stands in for the ship-to (decision 067): its state and ZIP tax it, nothing ships.
  const { pickup } = input.pickupLocationId == null ? { pickup: null } : await destinationOf({ db, input: { pickupLocationId: input.pickupLocationId, now: input.now } });
  const state = pickup ? pickup.state : input.state;
  const zip = pickup ? null : input.zip;
  if (state && zip) await checkShipTo({ db, input: { state, zip, field: 'zip' } });
  const wanted = parseOrderCart(input.cart);
  const resolved = await resolveCartLines(db, wanted);
  const hardy = resolved.length > 0 && resolved.every(({ product }) => product.hardy);
  const code = input.promoCode?.trim().toLowerCase() ?? '';
  const promo = code === '' ? null : await findActivePromo({ db, input: { name: code, now: input.now } });
  const promoRatePercent = promoPercentOf(promo);
  const lines = cartPricedLines(resolved, wanted);
  const delivery = zip
    ? await deliveryFor({ db, weather, input: { zip, rateId: input.shippingRateId, goodsCents: goodsCentsOf(lines, promoRatePercent), hardy, now: input.now } })
    : null;
  const plan = delivery?.plan ?? null;
  const priced = await priceOrder({
    db,
    input: {
      lines,
      promoRatePercent,
      // The rate the journey was planned for, so the estimate and the shipping charged are the same rate's.
      shippingRateId: input.shippingRateId ?? delivery?.rateId,
      pickup: pickup !== null,
      state,
      zip: pickup ? pickup.zip : zip,
      taxBy: input.taxBy ?? 'rates',
      heatPackCents: plan?.heatPackCents ?? 0,
    },
  });
  const { quote } = priced;
  return {
    subtotal: fromCents(quote.subtotalCents),
    discount: fromCents(quote.discountCents),
    shipping: fromCents(quote.shippingCents),
    total: fromCents(quote.totalCents),
    promoRate: promoRatePercent / 100,
    promoCode: code === '' ? null : code,
    promoValid: promo !== null,
    shippingOptions: priced.options,
    shippingRateId: priced.rate?.id ?? null,
    moreForFreeShipping: priced.moreForFreeCents === null ? null : fromCents(priced.moreForFreeCents),
    tax: fromCents(quote.taxCents),
    taxState: priced.tax?.state ?? null,
    taxRegion: priced.tax?.region ?? null,
    taxRatePercent: priced.tax ? ratePercentOf(priced.tax.rateMillionths) : null,
    taxAtPayment: priced.taxAtPayment,
    heatPack: fromCents(quote.addOnsCents),
    delivery: plan && toDeliveryEstimate(plan),
    pickup: pickup && { id: pickup.id, name: pickup.name, street1: pickup.street1, street2: pickup.street2, city: pickup.city, state: pickup.state, zip: pickup.zip, hours: pickup.hours, instructions: pickup.instructions, daysToPrepare: pickup.daysToPrepare, readyOn: pickup.readyOn },
  };
}
