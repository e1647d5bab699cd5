import { addressLine, legalNameOf } from '@shop/shared/shop';
import type { PublicShop } from '@shop/shared/store-settings';
import type { DbOrTx } from '../../db/client.ts';
import { readShop } from '../settings/index.ts';
import type { MailMessage } from './mailer.ts';

/**
 * Who every email is from (docs/decisions/045-the-owners-store-settings.md): the shop's name at the top,
 * in the subject and as the From name; its contact address as the Reply-To, so customers' replies reach
 * the owner; its legal name and postal address at the foot, as US law asks of commercial email.
 */
export interface EmailShop {
  name: string;
  legalName: string;
  contactEmail: string;
  phone: string;
  /** The postal address on one line, or ''. */
  address: string;
  /** The logo's absolute address, or null. */
  logoUrl: string | null;
  accentColour: string;
  /** The shop's public address, without a trailing slash. */
  url: string;
  /** The shop's time zone: the days emails name are its days (decision 050). */
  timeZone: string;
}

export function emailShop(shop: PublicShop, publicUrl: string): EmailShop {
  return {
    name: shop.name,
    legalName: legalNameOf(shop),
    contactEmail: shop.contactEmail,
    phone: shop.phone,
    address: addressLine(shop.address),
    logoUrl: shop.logo ? `${publicUrl}${shop.logo.url}` : null,
    accentColour: shop.accentColour,
    url: publicUrl,
    timeZone: shop.timeZone,
  };
}

/** The shop as its emails say it, read now (a saved change shows in the next email). */
export async function readEmailShop({ db, publicUrl }: { db: DbOrTx; publicUrl: string }): Promise<EmailShop> {
  return emailShop(await readShop({ db }), publicUrl);
}

export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * The shop as its emails to its owner say it: no "Questions? Reply to this email" and no Reply-To, since
 * the owner is the one those reach; the name, logo and postal address stay.
 */
export const toOwner = (shop: EmailShop): EmailShop => ({ ...shop, contactEmail: '', phone: '' });

/** The foot every email carries: how to reach the shop, then who and where it is. */
export function footLines(shop: EmailShop): string[] {
  const reach = shop.contactEmail ? [`Questions? Reply to this email${shop.phone ? ` or call ${shop.phone}` : ''}.`] : shop.phone ? [`Questions? Call ${shop.phone}.`] : [];
  return [...reach, [shop.legalName, shop.address].filter(Boolean).join(', ')];
}

/** An email's text part: the shop's name, the body's lines, an optional note, and the foot. */
export function framedText(shop: EmailShop, lines: readonly string[], note: readonly string[] = []): string {
  return [shop.name, '', ...lines, ...(note.length > 0 ? ['', ...note] : []), '', '--', ...footLines(shop)].join('\n');
}

/**
 * An email's HTML part: the shop's logo (or its name) at the top, the body (already HTML), an optional
 * note in small print, and the foot, in the shop's accent colour.
 */
export function framedHtml(shop: EmailShop, body: string, noteHtml = ''): string {
  const top = shop.logoUrl
    ? `<img src="${escapeHtml(shop.logoUrl)}" alt="${escapeHtml(shop.name)}" height="48" style="display:block;height:48px;width:auto;max-width:240px;margin:0 0 16px">`
    : `<p style="margin:0 0 16px;font-size:12px;letter-spacing:0.2em;text-transform:uppercase;color:${escapeHtml(shop.accentColour)}">${escapeHtml(shop.name)}</p>`;
  return `<!doctype html><html lang="en"><body style="margin:0;padding:24px;background:#f7f4ee;font-family:Georgia,serif;color:#1f3b2c">
<div style="max-width:560px;margin:0 auto;background:#fff;border-radius:12px;padding:24px">
${top}
${body}
${noteHtml ? `<p style="margin-top:24px;font-size:12px;color:#5b6b60">${noteHtml}</p>` : ''}
</div>
<p style="max-width:560px;margin:16px auto 0;font-size:12px;line-height:1.5;color:#5b6b60;text-align:center">${footLines(shop).map(escapeHtml).join('<br>')}</p>
</body></html>`;
}

/** A button-like link in the shop's accent colour. */
export function buttonHtml(shop: EmailShop, href: string, label: string): string {
  return `<p style="margin:24px 0"><a href="${escapeHtml(href)}" style="display:inline-block;background:${escapeHtml(shop.accentColour)};color:#fdfbf6;padding:12px 24px;border-radius:999px;text-decoration:none;font-family:system-ui,sans-serif;font-weight:600;letter-spacing:.1em">${escapeHtml(label)}</a></p>`;
}

/** The sender's name and where replies go, for the outbox. */
export function fromShop(shop: EmailShop): Pick<MailMessage, 'fromName' | 'replyTo'> {
  return { fromName: shop.name, ...(shop.contactEmail ? { replyTo: shop.contactEmail } : {}) };
}
