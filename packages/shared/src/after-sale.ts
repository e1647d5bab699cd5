import { z } from 'zod';
import { orderShipPlan } from './delivery.ts';
import { CARRIER_IDS, checkTracking } from './carriers.ts';
import { dollars, id, requiredText } from './common.ts';
import { ORDER_EVENT_KINDS, ORDER_STATUSES } from './order-status.ts';
import { SHIPMENT_METHODS, SHIPMENT_STATUSES } from './shipment-status.ts';
import { orderCharges } from './order-charges.ts';
import { orderPickup } from './pickup.ts';

/** PUT /api/orders/:orderId/ship: the carrier and its tracking number ('other': a tracking page address). */
export const shipmentInput = z
  .object({
    carrier: z.enum(CARRIER_IDS, { error: 'Choose the carrier: USPS, UPS, FedEx, DHL or other' }),
    trackingNumber: z.string({ error: 'The tracking number is text' }).max(100, 'A tracking number has at most 60 characters').default(''),
    trackingUrl: z.string({ error: 'The tracking address is text' }).max(500, 'The tracking address has at most 500 characters').default(''),
  })
  .transform((input, context) => {
    const checked = checkTracking(input.carrier, input.trackingNumber, input.trackingUrl);
    if (!checked.ok) {
      context.addIssue({ code: 'custom', path: [checked.field], message: checked.message });
      return z.NEVER;
    }
    return { carrier: input.carrier, trackingNumber: checked.trackingNumber, trackingUrl: checked.trackingUrl };
  });
export type ShipmentInput = z.input<typeof shipmentInput>;

const refundCommon = {
  reason: requiredText('Give a reason for the refund (the customer sees it)', 500),
  /** Put the refunded plants back in stock. */
  restock: z.boolean().default(false),
  /** What the admin saw refunded already, in dollars: a refund made meanwhile (another admin) makes this one a conflict. */
  refundedBefore: z.number().min(0).max(1_000_000).optional(),
  /** Refund units already replaced through a claim too (decision 053); without it such a refund is a 409. */
  despiteReplacement: z.boolean().default(false),
};

/** POST /api/orders/:orderId/refunds: everything not refunded yet, some units of some lines, or an amount. */
export const refundInput = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('full'), ...refundCommon }),
    z.object({
      kind: z.literal('lines'),
      lines: z
        .array(z.object({ lineId: id, qty: z.number({ error: 'Refund at least one plant' }).int().min(1, 'Refund at least one plant').max(1000) }))
        .min(1, 'Choose at least one line to refund')
        .max(100),
      ...refundCommon,
    }),
    z.object({ kind: z.literal('amount'), amount: dollars(0.01, 999_999.99, 'Enter an amount in dollars, at least $0.01'), ...refundCommon }),
  ],
  { error: "kind is 'full', 'lines' or 'amount'" },
);
export type RefundInput = z.input<typeof refundInput>;
export type RefundBody = z.infer<typeof refundInput>;

/** POST /api/orders/:orderId/cancel: a paid order that has not shipped is refunded in full and its plants go back. */
export const cancelInput = z.object({ reason: requiredText('Give a reason for canceling (the customer sees it)', 500) });

const shipTo = z.object({
  firstName: z.string(),
  lastName: z.string(),
  street1: z.string(),
  street2: z.string(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
});

export const shipment = z.object({
  carrier: z.enum(CARRIER_IDS),
  carrierName: z.string(),
  trackingNumber: z.string().nullable(),
  trackingUrl: z.string(),
  shippedAt: z.string(),
  /** When it arrived, as the owner marked it or a tracking update said (decision 057); null until then. */
  deliveredAt: z.string().nullable(),
});
export type Shipment = z.infer<typeof shipment>;

/** How the order reaches its customer and where that is (decision 057): what orderActions reads of the shipment (decision 066). */
export const fulfilmentState = z.object({ method: z.enum(SHIPMENT_METHODS), status: z.enum(SHIPMENT_STATUSES) });
export type FulfilmentState = z.infer<typeof fulfilmentState>;

export const orderEvent = z.object({ kind: z.enum(ORDER_EVENT_KINDS), at: z.string(), amount: z.number().nullable(), note: z.string().nullable() });
export type OrderEvent = z.infer<typeof orderEvent>;

/** The status page's view of an order: what it holds and what happened to it, no more. */
export const orderStatusView = z.object({
  id: z.number(),
  createdAt: z.string(),
  status: z.enum(ORDER_STATUSES),
  lines: z.array(z.object({ productName: z.string(), variantTitle: z.string(), qty: z.number(), unitPrice: z.number(), totalPrice: z.number(), refundedQty: z.number() })),
  subtotal: z.number(),
  discount: z.number(),
  ...orderCharges.shape,
  finalPrice: z.number(),
  refunded: z.number(),
  promoCode: z.string().nullable(),
  gift: z.boolean(),
  giftMessage: z.string().nullable(),
  shipTo,
  shipment: shipment.nullable(),
  fulfilment: fulfilmentState,
  /** When it leaves and whether it waits for safe weather (decision 044); null on orders from before it. */
  shipPlan: orderShipPlan.nullable(),
  /** The shop's time zone, in which "today" is read for the plan (docs/product/rules.md#weather-safe-shipping). */
  timeZone: z.string(),
  /** Oldest first, from the order's event log: placed, then each thing as it happened (decision 057). */
  events: z.array(orderEvent),
  /** Collected at a pickup location instead of shipped (decision 067): where, when and how far along; null for a parcel. */
  pickup: orderPickup.nullable().optional(),
});
export type OrderStatusView = z.infer<typeof orderStatusView>;

/** The header the status page sends its link's key in (never the query string, which servers log). */
export const ORDER_KEY_HEADER = 'x-order-key';

/** One refund as the admin sees it. */
export const adminRefund = z.object({
  id: z.number(),
  kind: z.enum(['full', 'lines', 'amount', 'cancel', 'provider']),
  amount: z.number(),
  status: z.enum(['pending', 'succeeded', 'failed']),
  reason: z.string(),
  restocked: z.number(),
  createdAt: z.string(),
});
export type AdminRefund = z.infer<typeof adminRefund>;

/** A packing slip: what goes in the box. A gift order's slip carries no prices. */
export const packingSlip = z.object({
  orderId: z.number(),
  createdAt: z.string(),
  /** The shop's time zone: the slip's "Ordered" date is the shop's day (decision 050). */
  timeZone: z.string(),
  shipTo,
  gift: z.boolean(),
  giftMessage: z.string().nullable(),
  /** A replacement sent under the arrival guarantee: the order it replaces a plant of (decision 042). */
  replacementFor: z.number().nullable(),
  /** The weather at the destination calls for a heat pack in the box (decision 044): "ADD HEAT PACK". */
  heatPack: z.boolean(),
  /** Held for the weather or waiting for the owner's decision: "HELD: DO NOT SHIP", and no ship day. */
  held: z.boolean(),
  /** The day it is planned to leave, when known (a pickup's: the day it should be ready). */
  shipOn: z.string().nullable(),
  /** PICKUP at this place (decision 067): no address on the slip, nothing to ship. */
  pickup: orderPickup.nullable().optional(),
  lines: z.array(z.object({ productName: z.string(), variantTitle: z.string(), sku: z.string().nullable(), qty: z.number(), unitPrice: z.number().optional(), totalPrice: z.number().optional() })),
  total: z.number().optional(),
});
export type PackingSlip = z.infer<typeof packingSlip>;
