import { z } from 'zod';
import { adminRefund, fulfilmentState, orderEvent, shipment } from './after-sale.ts';
import { ACCOUNT_EMAIL_PATTERN } from './common.ts';
import { ORDER_STATUSES } from './order-status.ts';
import { cartLines } from './cart.ts';
import { MSG } from './messages.ts';
import { deliveryEstimate, orderDates, orderShipPlan } from './delivery.ts';
import { orderCharges, shippingOption } from './order-charges.ts';
import { orderPickup, pickupPlace } from './pickup.ts';
import { US_STATE_CODES } from './states.ts';
import { HIDDEN_TEXT_MESSAGE, hasHiddenCharacters } from './text.ts';

/** Text a packer, a carrier or a customer reads: no invisible direction or line-separator characters (text.ts). */
const shown = <T extends z.ZodType<string>>(schema: T) => schema.refine((text) => !hasHiddenCharacters(text), HIDDEN_TEXT_MESSAGE);

const required = (message: string, max = 100) =>
  shown(z.string({ error: message }).trim().min(1, message).max(max, message));
const optionalLine = () => shown(z.string().trim().max(200));

export const ZIP_PATTERN = /^\d{5,9}$/;

export const GIFT_MESSAGE_MAX = 250;
export const GIFT_MESSAGE_TOO_LONG = `A gift message has at most ${GIFT_MESSAGE_MAX} characters`;
/**
 * A gift note is plain text: control characters (but line breaks) are dropped, invisible direction and
 * line-separator characters are refused (text.ts), and it is never read as HTML.
 */
const giftMessage = z
  .string({ error: 'The gift message is text' })
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  .transform((text) => text.replace(/\r\n?/g, '\n').replace(/[\u0000-\u0009\u000b-\u001f\u007f]/g, '').trim())
  .pipe(shown(z.string().max(GIFT_MESSAGE_MAX, GIFT_MESSAGE_TOO_LONG)));

/** The shipping form of docs/product/rules.md#validation, field by field with its placeholder message. */
export const shippingForm = z.object({
  firstName: required(MSG.shipFirstName),
  lastName: required(MSG.shipLastName),
  email: z.string({ error: MSG.shipEmail }).trim().max(254, MSG.shipEmail).regex(ACCOUNT_EMAIL_PATTERN, MSG.shipEmail),
  street1: required(MSG.shipStreet1, 200),
  street2: optionalLine().default(''),
  city: required(MSG.shipCity),
  state: z.string({ error: MSG.shipState }).refine((code) => US_STATE_CODES.includes(code), MSG.shipState),
  zip: z.string({ error: MSG.shipZip }).trim().regex(ZIP_PATTERN, MSG.shipZip),
  promoCode: z.string().trim().max(40).default(''),
  gift: z.boolean().default(false),
  giftMessage: giftMessage.default(''),
  /** "Email me care tips for these plants": off unless ticked. */
  careTips: z.boolean().default(false),
});
export type ShippingForm = z.infer<typeof shippingForm>;

export { ORDER_STATUSES, type OrderStatus } from './order-status.ts';

/** POST /api/orders: the docs/product/api.md body; `cart` is the stored cart string (an array is accepted too). */
export const orderCreate = z.object({
  name: z.object({ firstName: required(MSG.shipFirstName), lastName: required(MSG.shipLastName) }),
  /** Where it ships; absent (or ignored) for an order collected at a pickup location, which the server requires otherwise. */
  address: z.object({
    street1: required(MSG.shipStreet1, 200),
    street2: optionalLine().nullish().transform((value) => value ?? ''),
    city: required(MSG.shipCity),
    state: z.string({ error: MSG.shipState }).refine((code) => US_STATE_CODES.includes(code), MSG.shipState),
    zip: z.string({ error: MSG.shipZip }).trim().regex(ZIP_PATTERN, MSG.shipZip),
  }).optional(),
  userEmail: z.string({ error: MSG.shipEmail }).trim().max(254, MSG.shipEmail).regex(ACCOUNT_EMAIL_PATTERN, MSG.shipEmail),
  promoCode: z.string().trim().max(40).nullish(),
  cart: z.union([z.string().max(20_000), cartLines]),
  /** Collected at this pickup location (decision 067): no address is needed, nothing ships and the place's state taxes it. */
  pickupLocationId: z.number().int().positive().max(2_147_483_647).nullish(),
  userId: z.number().int().positive().nullish(),
  currencyId: z.number().int().default(1),
  /** A gift: the slip in the box shows no prices, and carries the message. */
  gift: z.boolean().optional(),
  giftMessage: giftMessage.optional(),
  /** The shopper asked for care tips for these plants (the consent's time is stored with the order). */
  careTips: z.boolean().optional(),
  /** The shipping rate chosen (GET /api/shipping-rates); absent: the cheapest the order qualifies for. */
  shippingRateId: z.number().int().positive().max(2_147_483_647).nullish(),
});
export type OrderCreate = z.infer<typeof orderCreate>;

/** POST /api/orders/quote: what the cart costs with a promo code, priced by the server before paying. */
export const orderQuoteRequest = z.object({
  cart: z.union([z.string().max(20_000), cartLines]),
  promoCode: z.string().trim().max(40).nullish(),
  /** The chosen rate; absent: the cheapest. */
  shippingRateId: z.number().int().positive().max(2_147_483_647).nullish(),
  /** The ship-to state, once known: the tax depends on it. Absent: no tax is quoted yet. */
  state: z.string().trim().toUpperCase().max(2).nullish(),
  /** The ship-to ZIP code, once known: when it leaves and arrives, and the weather there (decision 044). */
  zip: z.string().trim().regex(/^\d{5}$/, 'Enter a 5-digit ZIP code').nullish(),
  /** Collected at this pickup location (decision 067): no shipping, no weather, the place's tax; state and ZIP are not read. */
  pickupLocationId: z.number().int().positive().max(2_147_483_647).nullish(),
});
export type OrderQuoteRequest = z.infer<typeof orderQuoteRequest>;

/** Dollars, as the order would be placed now; `promoValid` is false for a code that cannot be used now. */
export const orderQuote = z.object({
  subtotal: z.number(),
  discount: z.number(),
  shipping: z.number(),
  total: z.number(),
  promoRate: z.number(),
  promoCode: z.string().nullable(),
  promoValid: z.boolean(),
  /** The rates offered, priced for this cart, and the one this quote uses (null: the shop offers none). */
  shippingOptions: z.array(shippingOption),
  shippingRateId: z.number().nullable(),
  /** How much more the plants must come to for free shipping, in dollars; null: it ships free, or never will. */
  moreForFreeShipping: z.number().nullable(),
  tax: z.number(),
  taxState: z.string().nullable(),
  /** The ZIP table's tax region the rate comes from (e.g. RALEIGH); null: the state's rate (decision 046). */
  taxRegion: z.string().nullable(),
  taxRatePercent: z.number().nullable(),
  /** Stripe Tax adds the sales tax on the payment page (STRIPE_TAX=on): `tax` is 0 until then. */
  taxAtPayment: z.boolean(),
  /** The heat pack the weather at the ship-to ZIP calls for, in dollars (0: none); part of `total`. */
  heatPack: z.number(),
  /** When it leaves and arrives and what the weather there means (null until a ZIP is given, and for a pickup). */
  delivery: deliveryEstimate.nullable(),
  /** The pickup location this quote is for, with the day an order placed now should be ready; null: shipped. */
  pickup: pickupPlace.extend({ readyOn: z.string() }).nullable().optional(),
});
export type OrderQuote = z.infer<typeof orderQuote>;

export const orderStatusUpdate = z.object({ status: z.string().max(40).optional() });

export const orderSummary = z.object({
  id: z.number(),
  createdAt: z.string(),
  totalQty: z.number(),
  finalPrice: z.number(),
  promoRate: z.number(),
  status: z.enum(ORDER_STATUSES),
  /** What has been given back so far, in dollars. */
  refunded: z.number(),
  /** The parts of `finalPrice`: the plants, the promo's discount, shipping and tax (decision 034). */
  subtotal: z.number(),
  discount: z.number(),
  ...orderCharges.shape,
});
export type OrderSummary = z.infer<typeof orderSummary>;

export const orderDetailLine = z.object({
  id: z.number(),
  productName: z.string(),
  /** The size or planter bought (decision 032); '' for a plant sold one way, and on lines from before variants. */
  variantTitle: z.string(),
  qty: z.number(),
  totalPrice: z.number(),
  address: z.string(),
  createdAt: z.string(),
  paymentMethod: z.string(),
  userName: z.string(),
});
export type OrderDetailLine = z.infer<typeof orderDetailLine>;

/** docs/product's address string: street line, city, state, zip joined by double spaces. */
export function formatAddress(a: { street1: string; street2: string; city: string; state: string; zip: string }): string {
  const street = [a.street1, a.street2].filter((part) => part.trim() !== '').join(', ');
  return [street, a.city, a.state, a.zip].join('  ');
}

/** The header a guest sends the order's secret in, for every call after POST /api/orders. */
export const CHECKOUT_TOKEN_HEADER = 'x-checkout-token';

export const placedOrderLine = z.object({
  productId: z.number(),
  productName: z.string(),
  /** The variant bought, its title ('' without options) and SKU (decision 032). */
  variantId: z.number().nullable(),
  variantTitle: z.string(),
  sku: z.string().nullable(),
  qty: z.number(),
  unitPrice: z.number(),
  totalPrice: z.number(),
});
export type PlacedOrderLine = z.infer<typeof placedOrderLine>;

/** The answer of PUT /api/orders/:id after the payment page: the order's true status and what it was for. */
export const confirmedOrder = orderSummary.extend({
  lines: z.array(placedOrderLine),
  /** When it ships and arrives, or its hold for the weather; null before it is paid or from before the plan. */
  dates: orderDates.nullable(),
  /** Collected at a pickup location (decision 067): where and from when, instead of dates. */
  pickup: orderPickup.nullable().optional(),
});
export type ConfirmedOrder = z.infer<typeof confirmedOrder>;

/** The answer of POST /api/orders: the pending order priced by the server, with its secret checkout token. */
export const placedOrder = z.object({
  id: z.number(),
  status: z.enum(ORDER_STATUSES),
  createdAt: z.string(),
  totalQty: z.number(),
  subtotal: z.number(),
  discount: z.number(),
  finalPrice: z.number(),
  promoRate: z.number(),
  ...orderCharges.shape,
  lines: z.array(placedOrderLine),
  checkoutToken: z.string(),
});
export type PlacedOrder = z.infer<typeof placedOrder>;

/** POST /api/orders/checkout: the placed order as the body; only its id is read. */
export const orderCheckout = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/** A row of the admin's order list. */
export const adminOrderSummary = z.object({
  id: z.number(),
  createdAt: z.string(),
  /** The shop's time zone, in which the admin shows this order's dates and times (decision 050). */
  timeZone: z.string(),
  status: z.enum(ORDER_STATUSES),
  userId: z.number().nullable(),
  email: z.string(),
  name: z.string(),
  totalQty: z.number(),
  subtotal: z.number(),
  discount: z.number(),
  finalPrice: z.number(),
  promoRate: z.number(),
  promoCode: z.string().nullable(),
  /** Canceled, yet paid: the money came after the stock was released and gone. The owner refunds it. */
  refundDue: z.boolean(),
  /** Why the owner must look at this order (a payment that does not match it), or null. */
  reviewReason: z.string().nullable(),
  /** Given back so far, in dollars. */
  refunded: z.number(),
  gift: z.boolean(),
  /** When it leaves and what the weather decided (decision 044); null on orders from before it. */
  shipPlan: orderShipPlan.nullable(),
  /** Collected at a pickup location (decision 067): "Ship today" lists it as a pickup to prepare. */
  isPickup: z.boolean().optional(),
  /** The owner's tags, lower-cased (decision 069). */
  tags: z.array(z.string()),
});
export type AdminOrderSummary = z.infer<typeof adminOrderSummary>;

/** One order as the admin sees it: totals, ship-to, lines and payment attempts. */
export const adminOrder = adminOrderSummary.extend({
  ...orderCharges.shape,
  shipTo: z.object({
    firstName: z.string(),
    lastName: z.string(),
    street1: z.string(),
    street2: z.string(),
    city: z.string(),
    state: z.string(),
    zip: z.string(),
  }),
  address: z.string(),
  paymentMethod: z.string(),
  paidAt: z.string().nullable(),
  shippedAt: z.string().nullable(),
  canceledAt: z.string().nullable(),
  giftMessage: z.string().nullable(),
  shipment: shipment.nullable(),
  fulfilment: fulfilmentState,
  /** Collected at a pickup location instead of shipped (decision 067); null for a parcel. */
  pickup: orderPickup.nullable().optional(),
  /** Oldest first, from the order's event log: placed, then each thing as it happened, with the owner's notes (decision 057). */
  events: z.array(orderEvent),
  /** What can still be refunded, in dollars: paid, less every refund that has not failed. */
  refundable: z.number(),
  /** A refund was asked of the provider and has no answer yet: no other refund until it has one. */
  refundInFlight: z.boolean(),
  refunds: z.array(adminRefund),
  lines: z.array(
    placedOrderLine.extend({
      id: z.number(),
      productId: z.number().nullable(),
      /** Units refunded so far, and put back in stock so far. */
      refundedQty: z.number(),
      restockedQty: z.number(),
      /** Units replaced through a claim (decision 053): refunding them needs "Refund despite the replacement". */
      replacedQty: z.number(),
      /** The line's share of the order's total after the discount, in dollars: what refunding all of it gives back. */
      share: z.number(),
    }),
  ),
  payments: z.array(
    z.object({
      provider: z.string(),
      status: z.string(),
      amount: z.number(),
      createdAt: z.string(),
      expiresAt: z.string(),
    }),
  ),
});
export type AdminOrder = z.infer<typeof adminOrder>;

export const adminOrderQuery = z.object({
  status: z.enum(ORDER_STATUSES).optional(),
  /** Only the orders safe to ship today (decision 044): paid, due, and the weather lets them go. */
  shipToday: z.enum(['true', 'false']).optional(),
});

/** The owner decides an order's weather by hand (decision 044): ship it anyway, or hold it. */
export const weatherDecisionInput = z.object({ decision: z.enum(['ships', 'held'], { error: "The decision is 'ships' or 'held'" }) });
