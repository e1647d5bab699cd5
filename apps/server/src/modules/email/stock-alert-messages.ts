import type { MailMessage } from './mailer.ts';

export const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export function page(title: string, paragraphs: string[], link: { href: string; label: string }, footer: string): string {
  return `<!doctype html><html lang="en"><body style="margin:0;padding:24px;background:#f7f4ee;font-family:Georgia,serif;color:#1f3b2c">
<div style="max-width:560px;margin:0 auto;background:#fff;border-radius:12px;padding:24px">
<h1 style="font-size:22px;margin:0 0 12px">${escape(title)}</h1>
${paragraphs.map((text) => `<p style="line-height:1.55">${escape(text)}</p>`).join('\n')}
<p style="margin:24px 0"><a href="${escape(link.href)}" style="display:inline-block;background:#1f3d2b;color:#fdfbf6;padding:12px 24px;border-radius:999px;text-decoration:none;font-family:system-ui,sans-serif;font-weight:600;letter-spacing:.1em">${escape(link.label)}</a></p>
<p style="font-size:12px;color:#5b6b60">${escape(footer)}</p>
</div></body></html>`;
}

/** To a guest who asked to be told about a sold-out plant: confirm the address first. */
export function stockAlertConfirmMessage({ to, productName, confirmUrl }: { to: string; productName: string; confirmUrl: string }): MailMessage {
  const subject = `Confirm: email me when ${productName} is back`;
  const lines = [
    `Someone, probably you, asked us to email this address when ${productName} is back in stock.`,
    'Confirm it with the link below and we will write once, as soon as it is back. The link is good for a week.',
  ];
  const footer = 'If it was not you, ignore this email: nothing is sent unless the address is confirmed.';
  return {
    to,
    subject,
    text: [...lines, '', `Confirm: ${confirmUrl}`, '', footer].join('\n'),
    html: page(subject, lines, { href: confirmUrl, label: 'CONFIRM' }, footer),
  };
}

/** The one email a confirmed subscriber gets when the plant is in stock again. */
export function backInStockMessage({ to, productName, productUrl }: { to: string; productName: string; productUrl: string }): MailMessage {
  const subject = `${productName} is back in stock`;
  const lines = [`Good news: ${productName} is back in the shop. Plants that sell out tend to go quickly, so don't wait too long.`];
  const footer = 'You asked us to tell you once when it was back; this is that email, and you are off the list for it now.';
  return {
    to,
    subject,
    text: [...lines, '', `Get yours: ${productUrl}`, '', footer].join('\n'),
    html: page(subject, lines, { href: productUrl, label: 'SHOP NOW' }, footer),
  };
}

/** To the owner, once per crossing: these variants are at or below their low-stock threshold (decision 040). */
export function lowStockMessage({ to, variants, adminUrl }: { to: string; variants: readonly { name: string; sku: string; qty: number; threshold: number }[]; adminUrl: string }): MailMessage {
  const subject = variants.length === 1 ? `Low stock: ${variants[0]!.name}` : `Low stock: ${variants.length} plants`;
  const lines = variants.map((variant) => `${variant.name} (${variant.sku}): ${variant.qty} left, at or below ${variant.threshold}.`);
  const footer = 'You hear once about each: again only after it has been restocked above its threshold and runs low once more.';
  return {
    to,
    subject,
    text: ['Time to restock:', '', ...lines, '', `Stock ledger: ${adminUrl}`, '', footer].join('\n'),
    html: page(subject, lines, { href: adminUrl, label: 'OPEN THE STOCK LEDGER' }, footer),
  };
}
