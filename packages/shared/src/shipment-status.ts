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

/** The statuses a shipment of `method` may have to become `to`. */
export function shipmentStatusesBefore(to: ShipmentStatus, method: ShipmentMethod): ShipmentStatus[] {
  return SHIPMENT_STATUSES.filter((from) => shipmentCanBecome(from, to, method));
}
