/**
 * The shipping module's public face (decision 034): the rates an order can ship by. Pricing a rate for an
 * order is the shared `shipping-rates.ts`, so the cart and the server agree.
 */
export { listShippingRates, offeredRates } from './list-shipping-rates.ts';
