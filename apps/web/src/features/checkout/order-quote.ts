import { useEffect, useState } from 'react';
import type { OrderQuote, OrderQuoteRequest } from '@shop/shared/orders';
import type { ShippingRate } from '@shop/shared/shipping';
import { api } from '../../lib/api.ts';

/** What the cart costs with this promo code, rate and ship-to state, priced by the server before the order is placed. */
export const postQuote = (body: OrderQuoteRequest) => api<OrderQuote>('/api/orders/quote', { method: 'POST', body });

/** How long typing in the promo field rests before the quote is asked for again. */
export const PROMO_PREVIEW_DELAY_MS = 400;

export interface QuoteWanted {
  promoCode: string;
  /** The ship-to state once chosen ('' before): the tax depends on it. */
  state: string;
  /** The rate the shopper chose; null: the cheapest (the server's choice). */
  shippingRateId: number | null;
  /** The ship-to ZIP code once it has five digits ('' before): when it arrives and the weather there. */
  zip?: string;
  /** Changes whenever the cart does. */
  cartKey: string;
  /** The cart as the order will send it (SPEC's JSON string). */
  readCart: () => string;
}

/**
 * The order as the server would price it now (decisions 029, 034): every part, the shipping options and
 * the tax of the chosen state, through the one pricing quote. Asked again when the cart, the state or the
 * rate change, and when the promo code rests; null until the first answer. A failed look-up keeps the
 * last answer.
 */
export function useOrderQuote({ promoCode, state, shippingRateId, cartKey, readCart, zip: typedZip = '' }: QuoteWanted): OrderQuote | null {
  const [quote, setQuote] = useState<{ key: string; quote: OrderQuote } | null>(null);
  const code = promoCode.trim().toLowerCase();
  const zip = /^\d{5}/.exec(typedZip.trim())?.[0] ?? '';
  const key = `${code}|${state}|${shippingRateId ?? ''}|${zip}|${cartKey}`;
  useEffect(() => {
    let current = true;
    const timer = setTimeout(
      () => {
        postQuote({ cart: readCart(), promoCode: code || null, state: state || null, shippingRateId, zip: zip || null })
          .then((answer) => current && setQuote({ key, quote: answer }))
          .catch(() => undefined);
      },
      code === '' ? 0 : PROMO_PREVIEW_DELAY_MS,
    );
    return () => {
      current = false;
      clearTimeout(timer);
    };
    // readCart reads the stored cart, which cartKey (in key) follows.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [code, state, shippingRateId, zip, key]);
  return quote?.quote ?? null;
}

/** The shipping rates the shop offers now (GET /api/shipping-rates), for the cart's summary; null until they come. */
export function useShippingRates(): ShippingRate[] | null {
  const [rates, setRates] = useState<ShippingRate[] | null>(null);
  useEffect(() => {
    let current = true;
    api<ShippingRate[]>('/api/shipping-rates')
      .then((answer) => current && setRates(answer))
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, []);
  return rates;
}
