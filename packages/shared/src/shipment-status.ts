// A shipment's status and which status may follow which (decision 057): the one table every move of a
// shipment on the server goes through, as ORDER_TRANSITIONS is for the order. No zod here.

export const SHIPMENT_STATUSES = ['waiting', 'shipped', 'delivered', 'ready', 'picked-up'] as const;
export type ShipmentStatus = (typeof SHIPMENT_STATUSES)[number];

export const SHIPMENT_METHODS = ['ship', 'pickup'] as const;
export type ShipmentMethod = (typeof SHIPMENT_METHODS)[number];

/**
 * waiting -> shipped: it left with a carrier. shipped -> delivered: the owner (or a tracking update) says
 * it arrived. waiting -> ready -> picked-up: a pickup made ready, then collected. Nothing comes back: a
 * delivered or picked-up shipment is done, and the order's refunds and claims do not move it.
 */
export const SHIPMENT_TRANSITIONS: Readonly<Record<ShipmentStatus, readonly ShipmentStatus[]>> = {
  waiting: ['shipped', 'ready'],
  shipped: ['delivered'],
  delivered: [],
  ready: ['picked-up'],
  'picked-up': [],
};

/** Which moves fit which method: a pickup is never shipped, a parcel never made ready at the counter. */
const METHOD_OF: Readonly<Record<ShipmentStatus, ShipmentMethod | null>> = {
  waiting: null,
  shipped: 'ship',
  delivered: 'ship',
  ready: 'pickup',
  'picked-up': 'pickup',
};

export function shipmentCanBecome(from: ShipmentStatus, to: ShipmentStatus, method: ShipmentMethod): boolean {
  const fits = METHOD_OF[to] === null || METHOD_OF[to] === method;
  return fits && SHIPMENT_TRANSITIONS[from].includes(to);
}

/** What a shipment in each status is, in a sentence's words: a refused move says it (decision 057). */
export const SHIPMENT_STATUS_SAID: Readonly<Record<ShipmentStatus, string>> = {
  waiting: 'still to leave',
  shipped: 'shipped already',
  delivered: 'delivered already',
  ready: 'ready for pickup',
  'picked-up': 'picked up already',
};

/** The sentence of a shipment move the table refuses: "Order #7's shipment is shipped already: it cannot become ready". */
export function shipmentRefusal(orderId: number, shipment: { method: ShipmentMethod; status: ShipmentStatus }, to: ShipmentStatus): string {
  return `Order #${orderId}'s ${shipment.method === 'pickup' ? 'pickup' : 'shipment'} is ${SHIPMENT_STATUS_SAID[shipment.status]}: it cannot become ${to}`;
}

/** The status that hands the plants over to the customer, for each method: shipped with a carrier, or picked up. */
export const HANDED_OVER_BY: Readonly<Record<ShipmentMethod, ShipmentStatus>> = { ship: 'shipped', pickup: 'picked-up' };

/** Whether `to` can still be reached from `from` by the table's moves for `method` (zero moves included). */
export function shipmentCanReach(from: ShipmentStatus, to: ShipmentStatus, method: ShipmentMethod): boolean {
  if (from === to) return true;
  return SHIPMENT_STATUSES.some((next) => shipmentCanBecome(from, next, method) && shipmentCanReach(next, to, method));
}

/** The plants are with the customer (or on their way with a carrier): the hand-over status, or one after it. */
export function isHandedOver(shipment: { method: ShipmentMethod; status: ShipmentStatus }): boolean {
  return shipmentCanReach(HANDED_OVER_BY[shipment.method], shipment.status, shipment.method);
}

/** The statuses a shipment of `method` may have to become `to`. */
export function shipmentStatusesBefore(to: ShipmentStatus, method: ShipmentMethod): ShipmentStatus[] {
  return SHIPMENT_STATUSES.filter((from) => shipmentCanBecome(from, to, method));
}
