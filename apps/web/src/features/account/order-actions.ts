import type { OrderStatusView } from '@shop/shared/after-sale';
import { orderActions } from '@shop/shared/order-actions';
import { isPaid } from '@shop/shared/order-status';
import { isHandedOver } from '@shop/shared/shipment-status';

/**
 * The customer may claim under the arrival guarantee once the plants are handed over: orderActions'
 * answer (decision 066), the server's too. Whether the window is still open is the claims panel's to say.
 */
export function mayClaim(order: OrderStatusView): boolean {
  return orderActions({ id: order.id, status: order.status }, { ...order.fulfilment, weather: order.shipPlan?.weather ?? null }).has('claim');
}

/** The plants reached the customer (shipped, delivered or picked up): their review can be written. */
export function plantsHandedOver(order: OrderStatusView): boolean {
  return isPaid(order.status) && isHandedOver(order.fulfilment);
}
