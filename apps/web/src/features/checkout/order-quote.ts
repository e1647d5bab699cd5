import { useEffect, useState } from 'react';
import type { OrderQuote, OrderQuoteRequest } from '@shop/shared/orders';
import type { PickupPlace } from '@shop/shared/pickup';
import type { ShippingRate } from '@shop/shared/shipping';
import { api, ApiError } from '../../lib/api.ts';

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
  /** The pickup location chosen (decision 067): no shipping, its state's tax; null: it ships. */
  pickupLocationId?: number | null;
  /** Changes whenever the cart does. */
  cartKey: string;
  /** The cart as the order will send it (docs/product's JSON string). */
  readCart: () => string;
}

/** The server's message about the ZIP code of a refused quote (decision 046: a ZIP in another state), or null. */
export function zipRefusal(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.status !== 400) return null;
  const issues = (error.data as { issues?: { path?: unknown; message?: unknown }[] } | null)?.issues;
  const issue = Array.isArray(issues) ? issues.find((item) => item.path === 'zip' && typeof item.message === 'string') : undefined;
  return issue ? (issue.message as string) : null;
}

export interface QuoteState {
  /** The last answer; null until the first. */
  quote: OrderQuote | null;
  /** Why the server refused the ZIP code with the state chosen ("ZIP 90012 is in California, not Nevada"); null when it did not. */
  zipError: string | null;
}

/**
 * The order as the server would price it now (decisions 029, 034): every part, the shipping options and
 * the tax of the chosen state, through the one pricing quote. Asked again when the cart, the state or the
 * rate change, and when the promo code rests. A failed look-up keeps the last answer; one refused because
 * the ZIP code is not in the state says so (decision 046) until an answer for another address comes.
 */
export function useOrderQuote({ promoCode, state, shippingRateId, cartKey, readCart, zip: typedZip = '', pickupLocationId = null }: QuoteWanted): QuoteState {
  const [quote, setQuote] = useState<{ key: string; quote: OrderQuote } | null>(null);
  const [zipError, setZipError] = useState<{ key: string; message: string } | null>(null);
  const code = promoCode.trim().toLowerCase();
  const zip = /^\d{5}/.exec(typedZip.trim())?.[0] ?? '';
  const key = `${code}|${state}|${shippingRateId ?? ''}|${zip}|${pickupLocationId ?? ''}|${cartKey}`;
  useEffect(() => {
    let current = true;
    const timer = setTimeout(
      () => {
        const where = pickupLocationId === null ? { state: state || null, shippingRateId, zip: zip || null } : { pickupLocationId };
        postQuote({ cart: readCart(), promoCode: code || null, ...where })
          .then((answer) => {
            if (!current) return;
            setQuote({ key, quote: answer });
            setZipError(null);
          })
          .catch((error: unknown) => {
            const message = zipRefusal(error);
            if (current && message) setZipError({ key, message });
          });
      },
      code === '' ? 0 : PROMO_PREVIEW_DELAY_MS,
    );
    return () => {
      current = false;
      clearTimeout(timer);
    };
    // readCart reads the stored cart, which cartKey (in key) follows.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [code, state, shippingRateId, zip, pickupLocationId, key]);
  return { quote: quote?.quote ?? null, zipError: zipError?.key === key ? zipError.message : null };
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

/** The pickup locations the shop offers now (GET /api/pickup-locations, decision 067); [] until they come, or when there are none. */
export function usePickupPlaces(): PickupPlace[] {
  const [places, setPlaces] = useState<PickupPlace[]>([]);
  useEffect(() => {
    let current = true;
    api<PickupPlace[]>('/api/pickup-locations')
      .then((answer) => current && setPlaces(answer))
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, []);
  return places;
}
