/** The orders module's public face (decisions 013, 028): the order's own rows and views, as checkout, care, accounts, reviews and the tax report use them. */
export { applyOrderRefund, failOrderRefund } from './apply-order-refund.ts';
export { authorizeOrder, newCheckoutToken, type OrderCaller } from './authorize-order.ts';
export { authorizeOrderStatus, type StatusCaller } from './authorize-order-status.ts';
export { createPendingOrder } from './create-pending-order.ts';
export { getOrderWithLines } from './get-order-lines.ts';
export { getOrder } from './get-order.ts';
export { getOrderStatus } from './get-order-status.ts';
export { addressKey, limitHeldOrders } from './limit-held-orders.ts';
export { limitOrderRate } from './limit-order-rate.ts';
export { listCareShipmentsToPlan } from './list-care-shipments-to-plan.ts';
export { listShipmentsBetween } from './list-shipments-between.ts';
export { listShippingAddresses } from './list-shipping-addresses.ts';
export { lockOrder } from './lock-order.ts';
export { markCarePlanned } from './mark-care-planned.ts';
export { markOrderCanceled } from './mark-order-canceled.ts';
export { markOrderPaid } from './mark-order-paid.ts';
export { markOrderShipped, type ShipmentDetails } from './mark-order-shipped.ts';
export { notePaymentProblem } from './note-payment-problem.ts';
export { chargesOf, type OrderRefundRow, toOrderSummary, toPlacedLine } from './order-view.ts';
export { placeReplacementOrder } from './place-replacement-order.ts';
export {
  decideOrderWeather,
  HELD_TOO_LONG,
  listHoldsToTell,
  listOrdersToCheckWeather,
  markHoldTold,
  type OrderToCheck,
  type OrderWeather,
  recordOrderWeather,
} from './order-weather.ts';
export { parseOrderCart, type WantedLine } from './parse-order-cart.ts';
export { planRefund, type RefundRequest, refundRequestOf } from './plan-refund.ts';
export { listOrderRefunds, orderRefundInFlight, recordOrderRefund } from './record-order-refund.ts';
export { recordProviderTax } from './record-provider-tax.ts';
export { orderReviewKeyMatches, orderReviewLink, orderStatusLink } from './status-link.ts';
export { taxLedger, type TaxLedgerRow } from './tax-ledger.ts';
