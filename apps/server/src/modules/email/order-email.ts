import { formatUsd } from '@shop/shared/money';
import { lineName } from '@shop/shared/products';
import { formatShopDate } from '@shop/shared/shop-time';
import type { MailMessage } from './mailer.ts';
import { type EmailShop, escapeHtml, framedHtml, framedText, fromShop } from './shop-frame.ts';

export interface EmailLine {
  productName: string;
  /** The size or planter bought ('' or absent for a plant sold one way). */
  variantTitle?: string;
  qty: number;
  unitPriceCents: number;
  totalCents: number;
}

/** When an order was placed: its day is told in the shop's time zone (decisions 045, 050). */
export interface PlacedWhen {
  placedAt: Date;
}

/** What every order email carries: who it is for, the order's lines and the link to its status page. */
export interface OrderEmail extends PlacedWhen {
  shop: EmailShop;
  orderId: number;
  to: string;
  firstName: string;
  subject: string;
  heading: string;
  /** Paragraphs before the lines. */
  intro: string[];
  lines: readonly EmailLine[];
  /** Rows under the lines: label and amount (already formatted). */
  totals: readonly { label: string; value: string; strong?: boolean }[];
  /** Sections after the lines: a title and its lines of text. */
  sections?: readonly { title: string; lines: string[]; link?: { href: string; text: string } }[];
  /** The order's status page (signed link, decision 021). */
  statusLink: string;
}

export function lineText(line: EmailLine): string {
  return `${line.qty} x ${lineName(line.productName, line.variantTitle)} @ ${formatUsd(line.unitPriceCents)} = ${formatUsd(line.totalCents)}`;
}

/** One layout for every order email: a plain-text part that reads well alone, and the same in HTML. */
export function orderEmail(e: OrderEmail): MailMessage {
  const { shop } = e;
  const link = `color:${escapeHtml(shop.accentColour)}`;
  const order = `Order #${e.orderId}, placed ${formatShopDate(e.placedAt, shop.timeZone)}`;
  const text = framedText(shop, [
    `Hi ${e.firstName},`,
    '',
    ...e.intro.flatMap((paragraph) => [paragraph, '']),
    `${order}:`,
    ...e.lines.map(lineText),
    ...(e.totals.length > 0 ? ['', ...e.totals.map((t) => `${t.label}: ${t.value}`)] : []),
    ...(e.sections ?? []).flatMap((section) => ['', `${section.title}:`, ...section.lines, ...(section.link ? [`${section.link.text}: ${section.link.href}`] : [])]),
    '',
    `See your order at any time: ${e.statusLink}`,
  ]);

  const cell = 'padding:6px 8px;border-bottom:1px solid #e5e0d5';
  const rows = e.lines
    .map(
      (l) =>
        `<tr><td style="${cell}">${escapeHtml(lineName(l.productName, l.variantTitle))}</td><td style="${cell};text-align:center">${l.qty}</td>` +
        `<td style="${cell};text-align:right">${formatUsd(l.unitPriceCents)}</td><td style="${cell};text-align:right">${formatUsd(l.totalCents)}</td></tr>`,
    )
    .join('');
  const totals = e.totals
    .map(
      (t) =>
        `<tr><td colspan="3" style="padding:4px 8px;text-align:right${t.strong ? ';font-weight:bold' : ''}">${escapeHtml(t.label)}</td>` +
        `<td style="padding:4px 8px;text-align:right${t.strong ? ';font-weight:bold' : ''}">${escapeHtml(t.value)}</td></tr>`,
    )
    .join('');
  const sections = (e.sections ?? [])
    .map(
      (section) =>
        `<h2 style="font-size:16px;margin:20px 0 6px">${escapeHtml(section.title)}</h2>` +
        `<p style="margin:0;line-height:1.5">${section.lines.map(escapeHtml).join('<br>')}</p>` +
        (section.link ? `<p style="margin:6px 0 0"><a href="${escapeHtml(section.link.href)}" style="${link}">${escapeHtml(section.link.text)}</a></p>` : ''),
    )
    .join('');
  const html = framedHtml(
    shop,
    `<h1 style="font-size:22px;margin:0 0 12px">${escapeHtml(e.heading)}</h1>
<p>Hi ${escapeHtml(e.firstName)},</p>
${e.intro.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('\n')}
<table style="width:100%;border-collapse:collapse;font-size:14px">
<caption style="text-align:left;font-weight:bold;padding:4px 0">${order}</caption>
<thead><tr><th style="${cell};text-align:left">Plant</th><th style="${cell}">Qty</th><th style="${cell};text-align:right">Price</th><th style="${cell};text-align:right">Total</th></tr></thead>
<tbody>${rows}</tbody>
${totals ? `<tfoot>${totals}</tfoot>` : ''}
</table>
${sections}
<p style="margin-top:20px"><a href="${escapeHtml(e.statusLink)}" style="${link}">See your order</a></p>`,
  );
  return { to: e.to, subject: e.subject, text, html, ...fromShop(shop) };
}
