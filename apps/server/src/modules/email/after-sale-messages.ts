import { formatUsd } from '@shop/shared/money';
import type { MailMessage } from './mailer.ts';
import { type EmailLine, orderEmail, type PlacedWhen } from './order-email.ts';
import type { EmailShop } from './shop-frame.ts';

interface OrderFacts extends PlacedWhen {
  shop: EmailShop;
  orderId: number;
  to: string;
  firstName: string;
  lines: readonly EmailLine[];
  statusLink: string;
}

/** "Your plants are on their way": sent once, when the order ships, with the tracking link. */
export function orderShippedMessage(o: OrderFacts & { carrierName: string; trackingNumber: string | null; trackingUrl: string; shipTo: string[] }): MailMessage {
  return orderEmail({
    ...o,
    subject: `Your ${o.shop.name} order #${o.orderId} is on its way`,
    heading: 'Your plants are on their way',
    intro: [`Order #${o.orderId} has left the shop with ${o.carrierName}.`],
    totals: [],
    sections: [
      {
        title: 'Tracking',
        lines: [`${o.carrierName}${o.trackingNumber ? ` tracking number ${o.trackingNumber}` : ''}`],
        link: { href: o.trackingUrl, text: 'Track your package' },
      },
      { title: 'Ship to', lines: o.shipTo },
    ],
  });
}

/** A refund (or a cancel, which refunds everything): how much, why, and what the order's total is now. */
export function orderRefundMessage(
  o: OrderFacts & {
    amountCents: number;
    reason: string;
    refundedCents: number;
    paidCents: number;
    canceled: boolean;
    /** The lines this refund covers, when it is by line. */
    refundedLines: string[];
  },
): MailMessage {
  const amount = formatUsd(o.amountCents);
  return orderEmail({
    ...o,
    subject: o.canceled ? `Your ${o.shop.name} order #${o.orderId} is canceled and refunded` : `A refund of ${amount} for your ${o.shop.name} order #${o.orderId}`,
    heading: o.canceled ? 'Your order is canceled' : `We refunded ${amount}`,
    intro: [
      o.canceled
        ? `Order #${o.orderId} is canceled and ${amount} is on its way back to your card.`
        : `${amount} of order #${o.orderId} is on its way back to your card.`,
      'Refunds usually reach a card within 5 to 10 business days.',
    ],
    totals: [
      { label: 'Paid', value: formatUsd(o.paidCents) },
      { label: 'Refunded in all', value: `-${formatUsd(o.refundedCents)}`, strong: true },
    ],
    sections: [
      { title: 'Refund', lines: [`Amount: ${amount}`, `Reason: ${o.reason}`, ...(o.refundedLines.length > 0 ? [`For: ${o.refundedLines.join(', ')}`] : [])] },
    ],
  });
}
