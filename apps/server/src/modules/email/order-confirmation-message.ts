import type { OrderDates } from '@shop/shared/delivery';
import { pickupReadyText, type PickupPlace } from '@shop/shared/pickup';
import { totalsRows } from '@shop/shared/order-totals';
import type { MailMessage } from './mailer.ts';
import { type EmailLine, orderEmail, type PlacedWhen } from './order-email.ts';
import { pickupSection } from './pickup-messages.ts';
import type { EmailShop } from './shop-frame.ts';

export interface OrderConfirmation extends PlacedWhen {
  shop: EmailShop;
  orderId: number;
  to: string;
  firstName: string;
  lastName: string;
  lines: readonly EmailLine[];
  subtotalCents: number;
  discountCents: number;
  shippingCents: number;
  shippingName: string | null;
  /** The heat pack (decision 044), in cents. */
  heatPackCents?: number;
  taxCents: number;
  taxState: string | null;
  /** The ZIP table's tax region the rate came from; null or absent: the state's rate (decision 046). */
  taxRegion?: string | null;
  taxRatePercent: number | null;
  finalCents: number;
  promoCode: string | null;
  promoRatePercent: number;
  shipTo: { street1: string; street2: string; city: string; state: string; zip: string };
  gift?: { message: string | null } | null;
  /** When it ships and arrives, or the weather's hold (docs/product/rules.md#weather-safe-shipping); null: not planned. */
  dates?: OrderDates | null;
  /** The order's status page (the signed link every email carries). */
  link: string;
  /** Collected at a pickup location (decision 067): where, its hours, what to bring and the day it should be ready, instead of shipping. */
  pickup?: { place: PickupPlace; readyOn: string | null } | null;
}

export function addressLines(o: { firstName: string; lastName: string; shipTo: OrderConfirmation['shipTo'] }): string[] {
  const { street1, street2, city, state, zip } = o.shipTo;
  return [`${o.firstName} ${o.lastName}`, street1, ...(street2.trim() ? [street2] : []), `${city}, ${state} ${zip}`];
}

/** The confirmation a payer receives: order number, lines, discount, total, when it ships (or its hold) and where. */
export function orderConfirmationMessage(o: OrderConfirmation): MailMessage {
  return orderEmail({
    shop: o.shop,
    orderId: o.orderId,
    placedAt: o.placedAt,
    to: o.to,
    firstName: o.firstName,
    subject: `Your ${o.shop.name} order #${o.orderId} is confirmed`,
    heading: 'Thank you for your order!',
    intro: [`Thank you for your order! Payment for order #${o.orderId} has been received and your plants are getting ready.`],
    lines: o.lines,
    totals: totalsRows({ ...o, totalCents: o.finalCents }),
    sections: [
      ...(o.pickup
        ? [{ ...pickupSection(o.pickup.place), lines: [pickupReadyText(o.pickup.readyOn), ...pickupSection(o.pickup.place).lines] }]
        : [...(o.dates ? [{ title: 'Delivery', lines: [o.dates.text] }] : []), { title: 'Ship to', lines: addressLines(o) }]),
      ...(o.gift ? [{ title: 'Gift', lines: ['The packing slip in the box shows no prices.', ...(o.gift.message ? [`Your message: ${o.gift.message}`] : [])] }] : []),
    ],
    statusLink: o.link,
  });
}
