// What the owner (or the customer) may do next with an order (docs/decisions/066-one-conductor-and-order-actions.md):
// one answer the server's route guards and the screens' buttons both read, derived from the order's table of
// moves (ORDER_TRANSITIONS) and the shipment's (SHIPMENT_TRANSITIONS), never from a status written out again.
// No zod here: the screens that read it stay light.

import { canBecome, isPaid, type OrderStatus } from './order-status.ts';
import { isHandedOver, type ShipmentMethod, shipmentCanBecome, shipmentCanReach, shipmentRefusal, type ShipmentStatus, HANDED_OVER_BY } from './shipment-status.ts';

export const ORDER_ACTIONS = ['ship', 'hold', 'ship-anyway', 'cancel', 'refund', 'claim', 'mark-delivered', 'mark-ready', 'mark-picked-up'] as const;
export type OrderAction = (typeof ORDER_ACTIONS)[number];

/** What the forecast decided for a parcel (decision 044); null before weather-safe shipping, and for a pickup. */
export type WeatherDecisionOf = 'ships' | 'heat-pack' | 'held' | 'needs-owner';

/** The decisions that keep a parcel from leaving until the weather, or the owner, lets it. */
export const WAITS_FOR_WEATHER: readonly WeatherDecisionOf[] = ['held', 'needs-owner'];

/** What the answer needs of the order. */
export interface OrderFacts {
  id: number;
  status: OrderStatus;
  /** What may still be given back, in any unit (only more than nothing counts); unknown: no refund nor cancel is offered. */
  refundable?: number;
  /** A refund asked of the payment provider has no answer yet: nothing else that moves money until it has. */
  refundInFlight?: boolean;
  /** The arrival guarantee's window, when the caller knows it: false and no claim is offered. */
  claimWindowOpen?: boolean;
}

/** What the answer needs of the order's shipment. */
export interface ShipmentFacts {
  method: ShipmentMethod;
  status: ShipmentStatus;
  weather: WeatherDecisionOf | null;
}

const REFUND_IN_FLIGHT = 'Another refund of this order is waiting for the payment provider; try again in a moment';
const NOT_PAID = 'This order has not been paid: there is nothing to refund';
const NOTHING_LEFT = 'Nothing is left to refund on this order';

function waitsForWeather(shipment: ShipmentFacts): boolean {
  return shipment.weather !== null && WAITS_FOR_WEATHER.includes(shipment.weather);
}

/** The order's move is refused: the sentence says why, or null when the table allows it. */
function orderMoveRefusal(order: OrderFacts, to: OrderStatus, sentence: string): string | null {
  return canBecome(order.status, to) ? null : sentence;
}

/** The weather may be decided by hand: a paid parcel still to leave (decision 044). */
function weatherRefusal(order: OrderFacts, shipment: ShipmentFacts): string | null {
  const toShip = canBecome(order.status, 'shipped') && isPaid(order.status);
  if (!toShip) return `Order #${order.id} is ${isPaid(order.status) ? 'shipped already' : 'not paid'}: there is nothing to hold or ship`;
  if (shipment.method !== 'ship') return `Order #${order.id} is picked up at the shop: the weather does not hold it`;
  if (!shipmentCanBecome(shipment.status, 'shipped', shipment.method)) return shipmentRefusal(order.id, shipment, 'shipped');
  return null;
}

const RULES: Readonly<Record<OrderAction, (order: OrderFacts, shipment: ShipmentFacts) => string | null>> = {
  ship: (order, shipment) =>
    orderMoveRefusal(order, 'shipped', `Only a paid order can be shipped; this one is ${order.status}`) ??
    (shipmentCanBecome(shipment.status, 'shipped', shipment.method) ? null : shipmentRefusal(order.id, shipment, 'shipped')) ??
    (order.refundInFlight ? 'A refund of this order is waiting for the payment provider; ship it once that is settled' : null) ??
    (shipment.weather === 'held'
      ? `Order #${order.id} is held for the weather: ship it anyway first, or wait for safe weather`
      : waitsForWeather(shipment)
        ? `Order #${order.id} waits for your decision on the weather: ship it anyway, or hold it`
        : null),
  hold: (order, shipment) => weatherRefusal(order, shipment) ?? (shipment.weather === 'held' ? `Order #${order.id} is held already` : null),
  'ship-anyway': (order, shipment) => weatherRefusal(order, shipment) ?? (waitsForWeather(shipment) ? null : `Order #${order.id} is not held: there is no hold to release`),
  cancel: (order, shipment) => {
    // Not paid: a pending order (one that may still be canceled) has nothing to give back; any other is past canceling.
    if (!isPaid(order.status)) return canBecome(order.status, 'canceled') ? NOT_PAID : `Only a paid order that has not shipped can be canceled; this one is ${order.status}`;
    if (isHandedOver(shipment)) return `This order has ${shipment.method === 'pickup' ? 'been picked up' : 'shipped'}: refund it instead of canceling it`;
    if (!canBecome(order.status, 'canceled')) return 'This order has shipped: refund it instead of canceling it';
    if (order.refundInFlight) return REFUND_IN_FLIGHT;
    return (order.refundable ?? 0) > 0 ? null : NOTHING_LEFT;
  },
  refund: (order) => {
    if (order.refundInFlight) return REFUND_IN_FLIGHT;
    if ((order.refundable ?? 0) > 0) return null;
    return !isPaid(order.status) && canBecome(order.status, 'canceled') ? NOT_PAID : NOTHING_LEFT;
  },
  claim: (order, shipment) => {
    if (!isPaid(order.status) || !isHandedOver(shipment)) return 'Claims can be filed once the order has shipped.';
    return order.claimWindowOpen === false ? 'The arrival guarantee for this order has ended.' : null;
  },
  'mark-delivered': (order, shipment) =>
    shipmentCanBecome(shipment.status, 'delivered', shipment.method) && isPaid(order.status) ? null : shipmentRefusal(order.id, shipment, 'delivered'),
  'mark-ready': (order, shipment) =>
    !isPaid(order.status)
      ? `Order #${order.id} is ${order.status}: only a paid order is made ready for pickup`
      : shipmentCanBecome(shipment.status, 'ready', shipment.method)
        ? null
        : shipmentRefusal(order.id, shipment, 'ready'),
  'mark-picked-up': (order, shipment) =>
    isPaid(order.status) && shipmentCanBecome(shipment.status, HANDED_OVER_BY.pickup, shipment.method) ? null : shipmentRefusal(order.id, shipment, HANDED_OVER_BY.pickup),
};

/** Why `action` may not happen to this order now, in a sentence the 409 (or the screen) says; null when it may. */
export function actionRefusal(action: OrderAction, order: OrderFacts, shipment: ShipmentFacts): string | null {
  return RULES[action](order, shipment);
}

/** What may happen next to this order: each action the tables allow now. */
export function orderActions(order: OrderFacts, shipment: ShipmentFacts): ReadonlySet<OrderAction> {
  return new Set(ORDER_ACTIONS.filter((action) => RULES[action](order, shipment) === null));
}

/** Whether the shipment can still leave or be collected (nothing handed over yet): a paid order's plan still matters. */
export function stillToHandOver(shipment: Pick<ShipmentFacts, 'method' | 'status'>): boolean {
  return !isHandedOver(shipment) && shipmentCanReach(shipment.status, HANDED_OVER_BY[shipment.method], shipment.method);
}
