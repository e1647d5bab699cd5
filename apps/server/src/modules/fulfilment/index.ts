/**
 * The fulfilment module's public face (decision 057): the shipment of an order (how it leaves or is
 * collected, its weather and its moves), a leaf that calls no other module. Its status moves only
 * through `moveShipment`.
 */
export { createShipment, type ShipmentWeather, type WeatherDecision } from './create-shipment.ts';
export { moveShipment, type ShipmentRow } from './move-shipment.ts';
export { decideShipmentWeather, HELD_TOO_LONG, markHoldTold, recordShipmentWeather } from './shipment-weather.ts';
export { findActivePickupPlace, findPickupPlace } from './pickup-locations.ts';
export { correctTracking } from './correct-tracking.ts';
