import { type OrderAction, orderActions } from '@shop/shared/order-actions';
import type { AdminOrder } from '@shop/shared/orders';

/**
 * What the owner may do next with this order: orderActions' answer (decision 066), the one the server's
 * route guards give too, so a button shown is a move the server allows (a race aside, which it refuses).
 */
export function actionsOf(order: AdminOrder): ReadonlySet<OrderAction> {
  return orderActions(
    { id: order.id, status: order.status, refundable: order.refundable, refundInFlight: order.refundInFlight },
    { ...order.fulfilment, weather: order.shipPlan?.weather ?? null },
  );
}
