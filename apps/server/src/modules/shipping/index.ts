/**
 * The shipping module's public face (decisions 034, 040, 046, 049): the rates an order can ship by and when
 * they change, the owner's shipping settings (schedule and weather rule), and where a ZIP code is and in which
 * state; the shop's time zone is a store setting (decision 045). Pricing a rate for an order is the shared
 * `shipping-rates.ts`, so the cart and the server agree.
 */
export { listShippingRates, offeredRates } from './list-shipping-rates.ts';
export { listenForRateChanges } from './rate-changes.ts';
export { readShippingPlan, readShippingSettings, saveShippingSettings, type ShippingPlan } from './shipping-settings.ts';
export { type ZipPlace, zipPlace, type ZipState, zipState } from './zip-places.ts';
