import { formatUsd } from '@shop/shared/money';
import type { MailMessage } from './mailer.ts';

export interface OrderConfirmation {
  orderId: number;
  to: string;
  firstName: string;
  lastName: string;
  lines: readonly { productName: string; qty: number; unitPriceCents: number; totalCents: number }[];
  subtotalCents: number;
  discountCents: number;
  finalCents: number;
  promoCode: string | null;
  promoRatePercent: number;
  shipTo: { street1: string; street2: string; city: string; state: string; zip: string };
  /** Where the shopper can see the order again: the account's order page, or the shop. */
  link: string;
}

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function addressLines(o: OrderConfirmation): string[] {
  const { street1, street2, city, state, zip } = o.shipTo;
  return [`${o.firstName} ${o.lastName}`, street1, ...(street2.trim() ? [street2] : []), `${city}, ${state} ${zip}`];
}

function discountLabel(o: OrderConfirmation): string {
  return o.promoCode ? `Discount (${o.promoCode}, ${o.promoRatePercent}% off)` : 'Discount';
}

/** The confirmation a payer receives: order number, lines, discount, total and where it ships. */
export function orderConfirmationMessage(o: OrderConfirmation): MailMessage {
  const subject = `Your Houseplant Shop order #${o.orderId} is confirmed`;
  const text = [
    `Hi ${o.firstName},`,
    '',
    `Thank you for your order! Payment for order #${o.orderId} has been received and your plants are getting ready.`,
    '',
    ...o.lines.map((l) => `${l.qty} x ${l.productName} @ ${formatUsd(l.unitPriceCents)} = ${formatUsd(l.totalCents)}`),
    '',
    `Subtotal: ${formatUsd(o.subtotalCents)}`,
    `${discountLabel(o)}: -${formatUsd(o.discountCents)}`,
    'Shipping: Free',
    `Total: ${formatUsd(o.finalCents)}`,
    '',
    'Ship to:',
    ...addressLines(o),
    '',
    `Your order: ${o.link}`,
    '',
    'Houseplant Shop - your perfect plant, one click away',
  ].join('\n');

  const cell = 'padding:6px 8px;border-bottom:1px solid #e5e0d5';
  const rows = o.lines
    .map(
      (l) =>
        `<tr><td style="${cell}">${escape(l.productName)}</td><td style="${cell};text-align:center">${l.qty}</td>` +
        `<td style="${cell};text-align:right">${formatUsd(l.unitPriceCents)}</td><td style="${cell};text-align:right">${formatUsd(l.totalCents)}</td></tr>`,
    )
    .join('');
  const total = (label: string, value: string, strong = false) =>
    `<tr><td colspan="3" style="padding:4px 8px;text-align:right${strong ? ';font-weight:bold' : ''}">${escape(label)}</td>` +
    `<td style="padding:4px 8px;text-align:right${strong ? ';font-weight:bold' : ''}">${value}</td></tr>`;
  const html = `<!doctype html><html lang="en"><body style="margin:0;padding:24px;background:#f7f4ee;font-family:Georgia,serif;color:#1f3b2c">
<div style="max-width:560px;margin:0 auto;background:#fff;border-radius:12px;padding:24px">
<h1 style="font-size:22px;margin:0 0 12px">Thank you for your order!</h1>
<p>Hi ${escape(o.firstName)}, payment for <strong>order #${o.orderId}</strong> has been received and your plants are getting ready.</p>
<table style="width:100%;border-collapse:collapse;font-size:14px">
<thead><tr><th style="${cell};text-align:left">Plant</th><th style="${cell}">Qty</th><th style="${cell};text-align:right">Price</th><th style="${cell};text-align:right">Total</th></tr></thead>
<tbody>${rows}</tbody>
<tfoot>${total('Subtotal', formatUsd(o.subtotalCents))}${total(discountLabel(o), `-${formatUsd(o.discountCents)}`)}${total('Shipping', 'Free')}${total('Total', formatUsd(o.finalCents), true)}</tfoot>
</table>
<h2 style="font-size:16px;margin:20px 0 6px">Ship to</h2>
<p style="margin:0;line-height:1.5">${addressLines(o).map(escape).join('<br>')}</p>
<p style="margin-top:20px"><a href="${escape(o.link)}" style="color:#2f6b47">See your order</a></p>
</div></body></html>`;
  return { to: o.to, subject, text, html };
}
