import { describe, expect, test } from 'vitest';
import { actionRefusal, ORDER_ACTIONS, type OrderAction, orderActions, type OrderFacts, type ShipmentFacts, type WeatherDecisionOf } from './order-actions.ts';
import { canBecome, isPaid, ORDER_STATUSES } from './order-status.ts';
import { SHIPMENT_METHODS, SHIPMENT_STATUSES, shipmentCanBecome, type ShipmentStatus } from './shipment-status.ts';

const WEATHERS: readonly (WeatherDecisionOf | null)[] = [null, 'ships', 'heat-pack', 'held', 'needs-owner'];

/** The statuses a shipment of `method` can be in: waiting, and whatever the table's moves reach from it. */
function statusesOf(method: ShipmentFacts['method']): ShipmentStatus[] {
  const reached: ShipmentStatus[] = ['waiting'];
  for (let i = 0; i < reached.length; i++) for (const next of SHIPMENT_STATUSES) if (shipmentCanBecome(reached[i]!, next, method) && !reached.includes(next)) reached.push(next);
  return reached;
}

/** Every order status x every shipment state (method, status, weather) x the money and window facts. */
function* everyState(): Generator<{ order: OrderFacts; shipment: ShipmentFacts }> {
  for (const status of ORDER_STATUSES)
    for (const method of SHIPMENT_METHODS)
      for (const shipmentStatus of statusesOf(method))
        for (const weather of WEATHERS)
          for (const refundable of [undefined, 0, 12.5])
            for (const refundInFlight of [false, true])
              for (const claimWindowOpen of [undefined, true, false])
                yield { order: { id: 7, status, refundable, refundInFlight, claimWindowOpen }, shipment: { method, status: shipmentStatus, weather } };
}

const can = (actions: ReadonlySet<OrderAction>, action: OrderAction) => actions.has(action);
const waits = (weather: WeatherDecisionOf | null) => weather === 'held' || weather === 'needs-owner';
/** The plants reached a carrier's hands or the customer's (written out here, so the test does not repeat the code). */
const HANDED_OVER: Record<ShipmentFacts['method'], ShipmentStatus[]> = { ship: ['shipped', 'delivered'], pickup: ['picked-up'] };
const handedOver = (shipment: ShipmentFacts) => HANDED_OVER[shipment.method].includes(shipment.status);

describe('orderActions: an action is offered iff the tables allow its move now', () => {
  test('every state: each action matches the order table, the shipment table and the facts', () => {
    let states = 0;
    for (const { order, shipment } of everyState()) {
      states++;
      const actions = orderActions(order, shipment);
      const stillToLeave = canBecome(order.status, 'shipped') && shipmentCanBecome(shipment.status, 'shipped', shipment.method);
      const moneyBack = (order.refundable ?? 0) > 0 && !order.refundInFlight;
      const at = `${order.status}/${shipment.method}/${shipment.status}/${shipment.weather}/${order.refundable}/${order.refundInFlight}/${order.claimWindowOpen}`;
      expect(can(actions, 'ship'), at).toBe(stillToLeave && !order.refundInFlight && !waits(shipment.weather));
      expect(can(actions, 'hold'), at).toBe(stillToLeave && shipment.weather !== 'held');
      expect(can(actions, 'ship-anyway'), at).toBe(stillToLeave && waits(shipment.weather));
      expect(can(actions, 'mark-delivered'), at).toBe(isPaid(order.status) && shipmentCanBecome(shipment.status, 'delivered', shipment.method));
      expect(can(actions, 'mark-ready'), at).toBe(isPaid(order.status) && shipmentCanBecome(shipment.status, 'ready', shipment.method));
      expect(can(actions, 'mark-picked-up'), at).toBe(isPaid(order.status) && shipmentCanBecome(shipment.status, 'picked-up', shipment.method));
      expect(can(actions, 'refund'), at).toBe(moneyBack);
      expect(can(actions, 'cancel'), at).toBe(isPaid(order.status) && canBecome(order.status, 'canceled') && !handedOver(shipment) && moneyBack);
      expect(can(actions, 'claim'), at).toBe(isPaid(order.status) && handedOver(shipment) && order.claimWindowOpen !== false);
      // One answer: offered exactly when there is no refusal, and every refusal is a sentence.
      for (const action of ORDER_ACTIONS) {
        const refusal = actionRefusal(action, order, shipment);
        expect(refusal === null, `${action} at ${at}`).toBe(actions.has(action));
        if (refusal !== null) expect(refusal).toMatch(/^[A-Z].{10,}[^ ]$/);
      }
    }
    expect(statusesOf('ship')).toEqual(['waiting', 'shipped', 'delivered']);
    expect(statusesOf('pickup')).toEqual(['waiting', 'ready', 'picked-up']);
    expect(states).toBe(4 * 2 * 3 * 5 * 3 * 2 * 3);
  });

  test('a parcel that has left is never shipped, held or released again, and a pickup never ships nor waits on the weather', () => {
    for (const { order, shipment } of everyState()) {
      const actions = orderActions(order, shipment);
      if (shipment.status !== 'waiting') for (const action of ['ship', 'hold', 'ship-anyway'] as const) expect(actions.has(action)).toBe(false);
      if (shipment.method === 'pickup') for (const action of ['ship', 'hold', 'ship-anyway', 'mark-delivered'] as const) expect(actions.has(action)).toBe(false);
      if (shipment.method === 'ship') for (const action of ['mark-ready', 'mark-picked-up'] as const) expect(actions.has(action)).toBe(false);
      if (!isPaid(order.status)) for (const action of ['ship', 'hold', 'ship-anyway', 'cancel', 'claim', 'mark-ready', 'mark-picked-up', 'mark-delivered'] as const) expect(actions.has(action)).toBe(false);
    }
  });

  test('every action is offered in some state: none is dead', () => {
    const seen = new Set<OrderAction>();
    for (const { order, shipment } of everyState()) for (const action of orderActions(order, shipment)) seen.add(action);
    expect([...seen].sort()).toEqual([...ORDER_ACTIONS].sort());
  });
});

describe('orderActions in the shop owner\'s words', () => {
  const order = (status: OrderFacts['status'], more: Partial<OrderFacts> = {}): OrderFacts => ({ id: 12, status, refundable: 40, refundInFlight: false, ...more });
  const parcel = (status: ShipmentStatus, weather: WeatherDecisionOf | null = 'ships'): ShipmentFacts => ({ method: 'ship', status, weather });
  const pickup = (status: ShipmentStatus): ShipmentFacts => ({ method: 'pickup', status, weather: null });
  const list = (o: OrderFacts, s: ShipmentFacts) => [...orderActions(o, s)].sort();

  test('a paid parcel the weather lets go: ship, hold, cancel or refund', () => {
    expect(list(order('complete'), parcel('waiting'))).toEqual(['cancel', 'hold', 'refund', 'ship']);
  });

  test('a held parcel: ship it anyway (not ship, not hold again); one waiting for the owner may be held too', () => {
    expect(list(order('complete'), parcel('waiting', 'held'))).toEqual(['cancel', 'refund', 'ship-anyway']);
    expect(list(order('complete'), parcel('waiting', 'needs-owner'))).toEqual(['cancel', 'hold', 'refund', 'ship-anyway']);
    expect(actionRefusal('ship', order('complete'), parcel('waiting', 'held'))).toBe('Order #12 is held for the weather: ship it anyway first, or wait for safe weather');
  });

  test('a shipped parcel: mark delivered, claim, refund; delivered: claim and refund', () => {
    expect(list(order('shipped'), parcel('shipped'))).toEqual(['claim', 'mark-delivered', 'refund']);
    expect(list(order('shipped'), parcel('delivered'))).toEqual(['claim', 'refund']);
    expect(list(order('shipped', { claimWindowOpen: false, refundable: 0 }), parcel('delivered'))).toEqual([]);
    expect(actionRefusal('cancel', order('shipped'), parcel('shipped'))).toBe('This order has shipped: refund it instead of canceling it');
    expect(actionRefusal('mark-delivered', order('shipped'), parcel('delivered'))).toBe("Order #12's shipment is delivered already: it cannot become delivered");
  });

  test('a pickup: mark ready once paid, then picked up; picked up closes it to canceling', () => {
    expect(list(order('complete'), pickup('waiting'))).toEqual(['cancel', 'mark-ready', 'refund']);
    expect(list(order('complete'), pickup('ready'))).toEqual(['cancel', 'mark-picked-up', 'refund']);
    expect(list(order('complete'), pickup('picked-up'))).toEqual(['claim', 'refund']);
    expect(list(order('pending', { refundable: 0 }), pickup('waiting'))).toEqual([]);
    expect(actionRefusal('ship', order('complete'), pickup('waiting'))).toBe("Order #12's pickup is still to leave: it cannot become shipped");
  });

  test('unpaid and canceled orders: nothing, but a canceled order paid late is refunded', () => {
    expect(list(order('pending', { refundable: 0 }), parcel('waiting'))).toEqual([]);
    expect(actionRefusal('refund', order('pending', { refundable: 0 }), parcel('waiting'))).toBe('This order has not been paid: there is nothing to refund');
    expect(list(order('canceled', { refundable: 0 }), parcel('waiting'))).toEqual([]);
    expect(list(order('canceled', { refundable: 25 }), parcel('waiting'))).toEqual(['refund']);
  });

  test('a refund waiting for the provider stops shipping, canceling and refunding until it is answered', () => {
    expect(list(order('complete', { refundInFlight: true }), parcel('waiting'))).toEqual(['hold']);
    expect(actionRefusal('ship', order('complete', { refundInFlight: true }), parcel('waiting'))).toBe('A refund of this order is waiting for the payment provider; ship it once that is settled');
  });
});
