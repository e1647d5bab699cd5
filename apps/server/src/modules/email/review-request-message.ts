import type { MailMessage } from './mailer.ts';
import {
  buttonHtml,
  type EmailShop,
  escapeHtml as escape,
  framedHtml,
  framedText,
  fromShop,
} from './shop-frame.ts';

export interface ReviewRequestEmail {
  shop: EmailShop;
  to: string;
  firstName: string;
  /** The plants of the order, as the order names them. */
  plants: readonly string[];
  /** The order's signed review page. */
  reviewUrl: string;
  /** The one-click unsubscribe address (RFC 8058): a POST there stops every review request. */
  unsubscribeUrl: string;
}

/**
 * The one email asking a buyer to review an order's plants (decision 041), some days after it shipped:
 * a link to the order's review page, and List-Unsubscribe with List-Unsubscribe-Post (RFC 8058) as the
 * care emails carry, plus a visible link doing the same.
 */
export function reviewRequestMessage(e: ReviewRequestEmail): MailMessage {
  const subject =
    e.plants.length === 1 ? `How is your ${e.plants[0]} doing?` : 'How are your new plants doing?';
  const { shop } = e;
  const text = framedText(
    shop,
    [
      `Hi ${e.firstName},`,
      '',
      `Your plants have had a little while to settle in. Would you tell other plant lovers how they are doing? Rate each one from 1 to 5 stars; a few words and a photo help most.`,
      '',
      ...e.plants.map((name) => `- ${name}`),
      '',
      `Write your review: ${e.reviewUrl}`,
      '',
      'Every honest review is published, good or bad.',
      '',
      `Shop: ${shop.url}`,
    ],
    [`No more review requests? One click: ${e.unsubscribeUrl}`],
  );
  const html = framedHtml(
    shop,
    `<h1 style="font-size:22px;margin:0 0 12px">How are your plants doing?</h1>
<p>Hi ${escape(e.firstName)}, your plants have had a little while to settle in. Would you tell other plant lovers how they are doing? Rate each one from 1 to 5 stars; a few words and a photo help most.</p>
<ul style="padding-left:20px;line-height:1.6">${e.plants.map((name) => `<li>${escape(name)}</li>`).join('')}</ul>
${buttonHtml(shop, e.reviewUrl, 'Write your review')}
<p>Every honest review is published, good or bad.</p>`,
    `You get this email once per order you received. <a href="${escape(e.unsubscribeUrl)}" style="color:${escape(shop.accentColour)}">Unsubscribe from review requests</a>`,
  );
  return {
    to: e.to,
    subject,
    text,
    html,
    headers: {
      'List-Unsubscribe': `<${e.unsubscribeUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
    ...fromShop(shop),
  };
}
