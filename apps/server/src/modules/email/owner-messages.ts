import { formatUsd } from '@shop/shared/money';
import { type TotalsParts, totalsRows } from '@shop/shared/order-totals';
import { lineName } from '@shop/shared/products';
import { formatShopDate } from '@shop/shared/shop-time';
import { monthDay } from '@shop/shared/weather-rule';
import type { MailMessage } from './mailer.ts';
import type { EmailLine } from './order-email.ts';
import { buttonHtml, type EmailShop, escapeHtml, framedHtml, framedText, fromShop, toOwner } from './shop-frame.ts';

/**
 * The owner's own emails (docs/decisions/051-the-owner-is-told.md): a paid order, a new claim, a payment
 * after a cancel, and the morning summary. Plain facts in sections, and one link into the admin.
 */

interface Section {
  title: string;
  lines: readonly string[];
}

const NOTE = 'You get this email because it is on in Admin > Settings > Notifications.';

function ownerEmail(shopAsCustomers: EmailShop, { to, subject, intro, sections, link }: { to: string; subject: string; intro: string; sections: readonly Section[]; link: { href: string; label: string } }): MailMessage {
  const shop = toOwner(shopAsCustomers);
  const text = framedText(
    shop,
    [intro, ...sections.flatMap((section) => ['', `${section.title}:`, ...section.lines]), '', `${link.label}: ${link.href}`],
    [NOTE],
  );
  const html = framedHtml(
    shop,
    `<h1 style="font-size:22px;margin:0 0 12px">${escapeHtml(subject)}</h1>
<p style="line-height:1.55">${escapeHtml(intro)}</p>
${sections.map((section) => `<h2 style="font-size:16px;margin:20px 0 6px">${escapeHtml(section.title)}</h2><p style="margin:0;line-height:1.5">${section.lines.map(escapeHtml).join('<br>')}</p>`).join('\n')}
${buttonHtml(shop, link.href, link.label.toUpperCase())}`,
    escapeHtml(NOTE),
  );
  return { to, subject, text, html, ...fromShop(shop) };
}

/** What the weather decided for an order, as the owner reads it. */
export interface OwnerWeather {
  decision: 'ships' | 'heat-pack' | 'held' | 'needs-owner' | null;
  shipOn: string | null;
  reason: string | null;
}

export function ownerWeatherLine({ decision, shipOn, reason }: OwnerWeather): string {
  const because = reason ? ` (${reason})` : '';
  const on = shipOn ? ` ${monthDay(shipOn)}` : '';
  switch (decision) {
    case 'ships':
      return `Ships${on}.`;
    case 'heat-pack':
      return `Ships${on} with a heat pack.`;
    case 'held':
      return `Held for safe weather${because}: it ships when the forecast allows.`;
    case 'needs-owner':
      return `Waiting for your decision${because}: open the order to ship or hold it.`;
    default:
      return `No weather plan: ships on your usual days.`;
  }
}

const lineText = (line: EmailLine) => `${line.qty} x ${lineName(line.productName, line.variantTitle)}: ${formatUsd(line.totalCents)}`;

/** To the owner, once per paid order: what to pack, for whom, where, and what the weather decided. */
export function ownerOrderPaidMessage(o: {
  shop: EmailShop;
  to: string;
  orderId: number;
  placedAt: Date;
  customer: { name: string; email: string };
  lines: readonly EmailLine[];
  /** The order's money as the customer's confirmation shows it: subtotal, discount, shipping, heat pack, tax, total. */
  totals: TotalsParts;
  shipTo: readonly string[];
  weather: OwnerWeather;
  adminUrl: string;
}): MailMessage {
  return ownerEmail(o.shop, {
    to: o.to,
    subject: `New order #${o.orderId}: ${formatUsd(o.totals.totalCents)}`,
    intro: `${o.customer.name} (${o.customer.email}) paid ${formatUsd(o.totals.totalCents)} for order #${o.orderId}, placed ${formatShopDate(o.placedAt, o.shop.timeZone)}.`,
    sections: [
      { title: 'Plants', lines: o.lines.map(lineText) },
      { title: 'Money', lines: totalsRows(o.totals).map((row) => `${row.label}: ${row.value}`) },
      { title: 'Ship to', lines: o.shipTo },
      { title: 'Weather', lines: [ownerWeatherLine(o.weather)] },
    ],
    link: { href: o.adminUrl, label: 'Open the order' },
  });
}

/** To the owner, once per new claim: which plant, why, and the link to decide it. */
export function ownerClaimMessage(c: {
  shop: EmailShop;
  to: string;
  orderId: number;
  claimId: number;
  customer: { name: string; email: string };
  plant: string;
  qty: number;
  reason: string;
  description: string;
  adminUrl: string;
}): MailMessage {
  return ownerEmail(c.shop, {
    to: c.to,
    subject: `New claim on order #${c.orderId}: ${c.plant}`,
    intro: `${c.customer.name} (${c.customer.email}) filed claim #${c.claimId} for ${c.qty} x ${c.plant} from order #${c.orderId}. It waits for your decision.`,
    sections: [{ title: c.reason, lines: c.description.trim() ? [c.description.trim()] : ['(no description)'] }],
    link: { href: c.adminUrl, label: 'Open the claims' },
  });
}

/** To the owner, once per payment that arrived for an order already canceled, whose plants are gone: refund it. */
export function ownerRefundDueMessage(r: { shop: EmailShop; to: string; orderId: number; paidCents: number; customer: { name: string; email: string }; adminUrl: string }): MailMessage {
  return ownerEmail(r.shop, {
    to: r.to,
    subject: `Refund due: order #${r.orderId} was paid after it was canceled`,
    intro: `${r.customer.name} (${r.customer.email}) paid ${formatUsd(r.paidCents)} for order #${r.orderId} after it was canceled, and its plants are no longer in stock. Refund the payment from the order page.`,
    sections: [],
    link: { href: r.adminUrl, label: 'Open the order' },
  });
}

/** The morning summary: yesterday's business and today's work. */
export interface MorningSummary {
  /** The shop's day being reported on, 'YYYY-MM-DD' (yesterday). */
  yesterday: string;
  orders: number;
  salesCents: number;
  shipsToday: readonly { orderId: number; name: string }[];
  held: readonly { orderId: number; name: string; reason: string | null }[];
  /** The plants running lowest (a few), and how many are at or below their threshold in all. */
  lowStock: { count: number; plants: readonly { name: string; qty: number }[] };
  openClaims: number;
}

const LIST = 10;
const listed = <T>(items: readonly T[], line: (item: T) => string, none: string, total = items.length) => {
  const shown = items.slice(0, LIST);
  return total === 0 ? [none] : [...shown.map(line), ...(total > shown.length ? [`and ${total - shown.length} more`] : [])];
};

export function morningSummaryMessage(s: { shop: EmailShop; to: string; summary: MorningSummary; adminUrl: string }): MailMessage {
  const { summary } = s;
  const day = formatShopDate(new Date(`${summary.yesterday}T12:00:00Z`), 'UTC');
  const orders = `${summary.orders} ${summary.orders === 1 ? 'order' : 'orders'}`;
  return ownerEmail(s.shop, {
    to: s.to,
    subject: `${s.shop.name} this morning: ${orders}, ${formatUsd(summary.salesCents)} yesterday`,
    intro: `Yesterday, ${day}: ${orders}, ${formatUsd(summary.salesCents)} in sales.`,
    sections: [
      { title: `Ships today (${summary.shipsToday.length})`, lines: listed(summary.shipsToday, (o) => `#${o.orderId} ${o.name}`, 'Nothing planned to ship today.') },
      { title: `Held (${summary.held.length})`, lines: listed(summary.held, (o) => `#${o.orderId} ${o.name}${o.reason ? `: ${o.reason}` : ''}`, 'No order is held.') },
      { title: `Low stock (${summary.lowStock.count})`, lines: listed(summary.lowStock.plants, (v) => `${v.name}: ${v.qty} left`, 'Nothing is running low.', summary.lowStock.count) },
      { title: 'Open claims', lines: [summary.openClaims === 0 ? 'No claim waits for you.' : `${summary.openClaims} ${summary.openClaims === 1 ? 'claim waits' : 'claims wait'} for your decision.`] },
    ],
    link: { href: s.adminUrl, label: 'Open the dashboard' },
  });
}
