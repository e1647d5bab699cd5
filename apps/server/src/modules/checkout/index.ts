/** The checkout orchestrator's public face (decisions 013, 028): the order's life steps the minute sweep runs (expiring unpaid orders, refunds never answered). */
export { checkOrderWeather } from './check-order-weather.ts';
export { expireOrders } from './expire-orders.ts';
export { refundOrder } from './refund-order.ts';
export { retryRefunds } from './retry-refunds.ts';
export { pickupOrderRoutes } from './pickup-routes.ts';
