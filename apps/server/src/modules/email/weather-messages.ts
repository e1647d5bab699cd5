import type { MailMessage } from './mailer.ts';
import { type EmailLine, orderEmail, type PlacedWhen } from './order-email.ts';
import type { EmailShop } from './shop-frame.ts';

interface HoldFacts extends PlacedWhen {
  shop: EmailShop;
  orderId: number;
  to: string;
  firstName: string;
  lines: readonly EmailLine[];
  statusLink: string;
  /** "Minneapolis, MN" or the ZIP code. */
  place: string;
}

/** "We're holding your plants": sent once when a paid order waits for safe weather at its destination (decision 044). */
export function orderHeldMessage(o: HoldFacts & { cause: 'cold' | 'heat'; lowF: number | null; highF: number | null; aboutDay: string | null }): MailMessage {
  const weather = o.cause === 'cold' ? `nights down to ${o.lowF ?? 'below freezing'} °F` : `days up to ${o.highF ?? 'over 95'} °F`;
  return orderEmail({
    ...o,
    subject: `Your ${o.shop.name} order #${o.orderId} waits for safe weather`,
    heading: 'We are holding your plants for safer weather',
    intro: [
      `The forecast at ${o.place} calls for ${weather} while your parcel would be on its way, and a plant does not survive that in a truck.`,
      o.aboutDay
        ? `We will ship when it is safe, about ${o.aboutDay}, and email you the day it is planned. Nothing more is charged.`
        : 'We will ship as soon as it is safe and email you the day it is planned. Nothing more is charged.',
    ],
    totals: [],
  });
}

/** "Your plants can travel now": sent once when a held order is released, with its new ship date. */
export function orderReleasedMessage(o: HoldFacts & { shipOn: string; estimate: string | null; heatPack: 'none' | 'paid' | 'free' }): MailMessage {
  return orderEmail({
    ...o,
    subject: `Your ${o.shop.name} order #${o.orderId} ships ${o.shipOn}`,
    heading: 'The weather is safe: your plants ship soon',
    intro: [
      `The forecast at ${o.place} is safe again. ${o.estimate ?? `Your order ships ${o.shipOn}.`}`,
      ...(o.heatPack === 'none' ? [] : [`It is still cool there, so we pack a heat pack with your plants${o.heatPack === 'free' ? ', at no cost to you' : ''}.`]),
    ],
    totals: [],
  });
}
