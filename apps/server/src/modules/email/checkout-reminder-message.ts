import type { MailMessage } from './mailer.ts';
import { buttonHtml, type EmailShop, escapeHtml as escape, framedHtml, framedText, fromShop } from './shop-frame.ts';

export interface CheckoutReminderEmail {
  shop: EmailShop;
  to: string;
  firstName: string;
  /** The plants of the unpaid order, as it named them. */
  plants: readonly string[];
  /** The signed link that rebuilds the cart (stock and prices checked again when it opens). */
  cartUrl: string;
  /** The owner's promo code for it, or null. */
  promoCode: string | null;
  /** The one-click unsubscribe address (RFC 8058): a POST there stops every checkout reminder. */
  unsubscribeUrl: string;
}

/**
 * The one reminder of an unpaid checkout (decision 072): its plants, a link rebuilding the cart, the owner's
 * promo code if any, the shop's postal address at the foot (the frame's) and List-Unsubscribe with
 * List-Unsubscribe-Post (RFC 8058), plus a visible link doing the same.
 */
export function checkoutReminderMessage(e: CheckoutReminderEmail): MailMessage {
  const { shop } = e;
  const subject = e.plants.length === 1 ? `Your ${e.plants[0]} is still waiting` : 'Your plants are still waiting';
  const promo = e.promoCode ? `Use the code ${e.promoCode} at checkout for a little off.` : null;
  const text = framedText(
    shop,
    [
      `Hi ${e.firstName},`,
      '',
      'You left these plants at checkout and your order was not paid, so we put them back on the shelf:',
      '',
      ...e.plants.map((name) => `- ${name}`),
      '',
      `Pick up where you left off (we check what is still in stock and today's prices): ${e.cartUrl}`,
      ...(promo ? ['', promo] : []),
      '',
      'This is the only reminder we send for this order.',
    ],
    [`No more checkout reminders? One click: ${e.unsubscribeUrl}`],
  );
  const html = framedHtml(
    shop,
    `<h1 style="font-size:22px;margin:0 0 12px">Your plants are still waiting</h1>
<p>Hi ${escape(e.firstName)}, you left these plants at checkout and your order was not paid, so we put them back on the shelf:</p>
<ul style="padding-left:20px;line-height:1.6">${e.plants.map((name) => `<li>${escape(name)}</li>`).join('')}</ul>
${buttonHtml(shop, e.cartUrl, 'Back to my cart')}
<p>We check what is still in stock and today's prices when you open it.</p>
${promo ? `<p><strong>${escape(promo)}</strong></p>` : ''}
<p>This is the only reminder we send for this order.</p>`,
    `<a href="${escape(e.unsubscribeUrl)}" style="color:${escape(shop.accentColour)}">Unsubscribe from checkout reminders</a>`,
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
