/**
 * The delivery module's public face (decision 040): when a parcel leaves and arrives, and what
 * the forecast at its destination means for it. It calls the shipping settings and the weather provider
 * and owns no table; the orders keep what it decided. It also limits how fast one address may ask
 * (rate-limits), as each question may reach the weather service.
 */
export { DELIVERY_CHECKS_PER_MINUTE, limitDeliveryChecks } from './limit-delivery-checks.ts';
export { arrivalFor, type DeliveryPlan, type DeliveryWeather, planDelivery, UnknownZip } from './plan-delivery.ts';
/** The weather provider the context hands over (decision 037), as the checkout passes it on. */
export type { WeatherProvider } from '../weather/index.ts';
