import type { MailMessage } from './mailer.ts';
import { type EmailLine, orderEmail, type PlacedWhen } from './order-email.ts';
import type { EmailShop } from './shop-frame.ts';

export type ClaimStep = 'filed' | 'info-requested' | 'denied' | 'replaced';

/**
 * What happened to a claim under the arrival guarantee (decision 042): received, the shop asks for more
 * (with the link to add photos), declined with the shop's reason, or a replacement is on its way. A refund
 * is told by the refund's own email.
 */
export function claimMessage(c: PlacedWhen & {
  shop: EmailShop;
  orderId: number;
  claimId: number;
  to: string;
  firstName: string;
  /** The claimed units of the line. */
  lines: readonly EmailLine[];
  statusLink: string;
  step: ClaimStep;
  /** The owner's question or reason. */
  note: string | null;
  replacementOrderId?: number | null;
}): MailMessage {
  const claimLink = `${c.statusLink}&claim=${c.claimId}`;
  const texts: Record<ClaimStep, { subject: string; heading: string; intro: string[]; sections: { title: string; lines: string[]; link?: { href: string; text: string } }[] }> = {
    filed: {
      subject: `We received your claim for ${c.shop.name} order #${c.orderId}`,
      heading: 'We received your claim',
      intro: ['Thank you for telling us. We look at every claim and email you what we decide.'],
      sections: [{ title: `Claim #${c.claimId}`, lines: ['You can follow it on your order page.'], link: { href: claimLink, text: 'See your claim' } }],
    },
    'info-requested': {
      subject: `We need a little more about your claim for order #${c.orderId}`,
      heading: 'Could you tell us a little more?',
      intro: [`To decide on claim #${c.claimId} we need a little more from you.`],
      sections: [
        { title: 'From the shop', lines: [c.note ?? ''] },
        { title: 'Add photos', lines: ['Open your order page to add photos and a note.'], link: { href: claimLink, text: 'Add photos to your claim' } },
      ],
    },
    denied: {
      subject: `About your claim for ${c.shop.name} order #${c.orderId}`,
      heading: 'We could not approve your claim',
      intro: [`We looked carefully at claim #${c.claimId} and could not approve it.`],
      sections: [{ title: 'Why', lines: [c.note ?? ''], link: { href: claimLink, text: 'See your claim' } }],
    },
    replaced: {
      subject: `A replacement for your ${c.shop.name} order #${c.orderId} is on its way`,
      heading: 'A replacement is on its way',
      intro: [
        `We approved claim #${c.claimId}: we are sending you a new plant at no cost${c.replacementOrderId ? ` (order #${c.replacementOrderId})` : ''}.`,
        'You will get an email with its tracking number when it ships.',
      ],
      sections: [
        ...(c.note ? [{ title: 'From the shop', lines: [c.note] }] : []),
        { title: `Claim #${c.claimId}`, lines: ['Approved: replacement'], link: { href: claimLink, text: 'See your claim' } },
      ],
    },
  };
  const text = texts[c.step];
  return orderEmail({ shop: c.shop, orderId: c.orderId, placedAt: c.placedAt, to: c.to, firstName: c.firstName, lines: c.lines, statusLink: c.statusLink, totals: [], ...text });
}
