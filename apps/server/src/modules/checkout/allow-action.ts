import { actionRefusal, type OrderAction, type OrderFacts } from '@shop/shared/order-actions';
import { Conflict } from '../../errors.ts';
import { type OrderRow, shipmentFactsOf } from '../orders/index.ts';

/**
 * The route guards' one question (decision 066): may `action` happen to this order now, by orderActions,
 * the answer the screens' buttons read too. No: a 409 with its sentence. The caller holds the order's row;
 * the conditional moves after it (moveOrder, moveShipment) still refuse a race this did not see.
 */
export function allowAction(action: OrderAction, order: OrderRow, more: Omit<OrderFacts, 'id' | 'status'> = {}): void {
  const refusal = actionRefusal(action, { id: order.id, status: order.status, ...more }, shipmentFactsOf(order));
  if (refusal) throw new Conflict(refusal);
}
