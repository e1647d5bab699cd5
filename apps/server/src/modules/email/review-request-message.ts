import type { MailMessage } from './mailer.ts';

export interface ReviewRequestEmail {
  to: string;
  firstName: string;
  /** The plants of the order, as the order names them. */
  plants: readonly string[];
  /** The order's signed review page. */
  reviewUrl: string;
  /** The one-click unsubscribe address (RFC 8058): a POST there stops every review request. */
  unsubscribeUrl: string;
  shopUrl: string;
}

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * The one email asking a buyer to review an order's plants (decision 041), some days after it shipped:
 * a link to the order's review page, and List-Unsubscribe with List-Unsubscribe-Post (RFC 8058) as the
 * care emails carry, plus a visible link doing the same.
 */
export function reviewRequestMessage(e: ReviewRequestEmail): MailMessage {
  const subject = e.plants.length === 1 ? `How is your ${e.plants[0]} doing?` : 'How are your new plants doing?';
  const text = [
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
    `Shop: ${e.shopUrl}`,
    `No more review requests? One click: ${e.unsubscribeUrl}`,
  ].join('\n');
  const html = `<!doctype html><html lang="en"><body style="margin:0;padding:24px;background:#f7f4ee;font-family:Georgia,serif;color:#1f3b2c">
<div style="max-width:560px;margin:0 auto;background:#fff;border-radius:12px;padding:24px">
<h1 style="font-size:22px;margin:0 0 12px">How are your plants doing?</h1>
<p>Hi ${escape(e.firstName)}, your plants have had a little while to settle in. Would you tell other plant lovers how they are doing? Rate each one from 1 to 5 stars; a few words and a photo help most.</p>
<ul style="padding-left:20px;line-height:1.6">${e.plants.map((name) => `<li>${escape(name)}</li>`).join('')}</ul>
<p style="margin:24px 0"><a href="${escape(e.reviewUrl)}" style="background:#1f3b2c;color:#fff;padding:12px 20px;border-radius:999px;text-decoration:none">Write your review</a></p>
<p>Every honest review is published, good or bad.</p>
<p style="margin-top:24px;font-size:12px;color:#5b6b60">You get this email once per order you received.
<a href="${escape(e.unsubscribeUrl)}" style="color:#2f6b47">Unsubscribe from review requests</a></p>
</div></body></html>`;
  return {
    to: e.to,
    subject,
    text,
    html,
    headers: { 'List-Unsubscribe': `<${e.unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}
