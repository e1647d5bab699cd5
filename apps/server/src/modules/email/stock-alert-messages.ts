import type { MailMessage } from './mailer.ts';
import { buttonHtml, type EmailShop, escapeHtml, framedHtml, framedText, fromShop, toOwner } from './shop-frame.ts';

/** A short email with one thing to do: its paragraphs, its button, and a note on why it came. */
export function shortEmail(shop: EmailShop, { to, subject, lines, link, note }: { to: string; subject: string; lines: string[]; link: { href: string; label: string; text: string }; note: string }): MailMessage {
  return {
    to,
    subject,
    text: framedText(shop, [...lines, '', `${link.text}: ${link.href}`], [note]),
    html: framedHtml(
      shop,
      `<h1 style="font-size:22px;margin:0 0 12px">${escapeHtml(subject)}</h1>
${lines.map((text) => `<p style="line-height:1.55">${escapeHtml(text)}</p>`).join('\n')}
${buttonHtml(shop, link.href, link.label)}`,
      escapeHtml(note),
    ),
    ...fromShop(shop),
  };
}

/** To a guest who asked to be told about a sold-out plant: confirm the address first. */
export function stockAlertConfirmMessage({ shop, to, productName, confirmUrl }: { shop: EmailShop; to: string; productName: string; confirmUrl: string }): MailMessage {
  return shortEmail(shop, {
    to,
    subject: `Confirm: email me when ${productName} is back`,
    lines: [
      `Someone, probably you, asked us to email this address when ${productName} is back in stock.`,
      'Confirm it with the link below and we will write once, as soon as it is back. The link is good for a week.',
    ],
    link: { href: confirmUrl, label: 'CONFIRM', text: 'Confirm' },
    note: 'If it was not you, ignore this email: nothing is sent unless the address is confirmed.',
  });
}

/** The one email a confirmed subscriber gets when the plant is in stock again. */
export function backInStockMessage({ shop, to, productName, productUrl }: { shop: EmailShop; to: string; productName: string; productUrl: string }): MailMessage {
  return shortEmail(shop, {
    to,
    subject: `${productName} is back in stock`,
    lines: [`Good news: ${productName} is back in the shop. Plants that sell out tend to go quickly, so don't wait too long.`],
    link: { href: productUrl, label: 'SHOP NOW', text: 'Get yours' },
    note: 'You asked us to tell you once when it was back; this is that email, and you are off the list for it now.',
  });
}

/** To the owner, once per crossing: these variants are at or below their low-stock threshold (decision 040). */
export function lowStockMessage({ shop, to, variants, adminUrl }: { shop: EmailShop; to: string; variants: readonly { name: string; sku: string; qty: number; threshold: number }[]; adminUrl: string }): MailMessage {
  return shortEmail(toOwner(shop), {
    to,
    subject: variants.length === 1 ? `Low stock: ${variants[0]!.name}` : `Low stock: ${variants.length} plants`,
    lines: ['Time to restock:', ...variants.map((variant) => `${variant.name} (${variant.sku}): ${variant.qty} left, at or below ${variant.threshold}.`)],
    link: { href: adminUrl, label: 'OPEN THE STOCK LEDGER', text: 'Stock ledger' },
    note: 'You hear once about each: again only after it has been restocked above its threshold and runs low once more.',
  });
}
