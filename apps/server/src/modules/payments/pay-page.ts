import { formatUsd } from '@shop/shared/money';
import { HEAT_PACK_LABEL, shippingLabel, shippingValue, taxLabel } from '@shop/shared/order-totals';
import { ratePercentOf } from '@shop/shared/pricing-quote';
import type { CardField, CardForm } from './card-check.ts';
import { lineName } from '@shop/shared/products';

/** What the test payment page shows about the order being paid. */
export interface PayPageOrder {
  orderId: number;
  lines: readonly { productName: string; variantTitle?: string; qty: number; totalCents: number }[];
  subtotalCents: number;
  discountCents: number;
  shippingCents: number;
  /** The shipping rate's name; null on orders from before rates. */
  shippingName: string | null;
  /** The heat pack (decision 044), in cents; 0 or absent: none. */
  heatPackCents?: number;
  taxCents: number;
  /** The state the tax is for, the ZIP table's region (null: the state's rate), and the rate in millionths. */
  taxState: string | null;
  taxRegion?: string | null;
  taxRateMillionths: number | null;
  finalCents: number;
  promoName: string | null;
  promoRatePercent: number;
  cancelUrl: string;
}

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

// One inline <style> block: the CSP allows inline styles and no scripts, and none are needed.
const STYLE = `
*{box-sizing:border-box}
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f7f4ee;color:#1f3b2c;line-height:1.5}
.banner{margin:0;background:#fde68a;color:#3f2d00;text-align:center;padding:.6rem 1rem;font-size:.95rem;border-bottom:2px solid #d97706}
main{max-width:30rem;margin:2rem auto;padding:0 1rem}
.card{background:#fff;border-radius:1rem;padding:1.5rem;box-shadow:0 1px 3px rgba(0,0,0,.08)}
h1{font-family:Georgia,serif;font-size:1.6rem;margin:0 0 1rem}
caption{text-align:left;margin-bottom:.4rem}
table{width:100%;border-collapse:collapse;font-size:.95rem;margin-bottom:1rem}
td,th{padding:.3rem 0;text-align:left;font-weight:normal}
td.num,th.num{text-align:right}
tfoot tr:last-child th,tfoot tr:last-child td{font-weight:700;font-size:1.1rem;border-top:1px solid #e5e0d5;padding-top:.5rem}
label{display:block;font-weight:600;margin:.9rem 0 .3rem}
.hint{font-weight:400;color:#5b6b60;font-size:.85rem}
input{width:100%;font-size:1.05rem;padding:.65rem .75rem;border:1px solid #9aa79e;border-radius:.5rem;background:#fff;color:inherit}
input:focus{outline:3px solid #86b596;outline-offset:1px;border-color:#2f6b47}
input[aria-invalid=true]{border-color:#b91c1c;border-width:2px}
.row{display:grid;grid-template-columns:1fr 1fr 1fr;gap:.75rem;align-items:end}
.row label{margin-top:.9rem;white-space:nowrap}
@media (max-width:480px){.row .hint{display:none}}
button{margin-top:1.4rem;width:100%;font-size:1.1rem;font-weight:700;padding:.8rem;border:0;border-radius:.6rem;background:#2f6b47;color:#fff;cursor:pointer}
button:hover,button:focus{background:#24543a}
.error{background:#fee2e2;color:#7f1d1d;border:1px solid #fca5a5;border-radius:.5rem;padding:.7rem .9rem;margin-bottom:.5rem}
.cancel{display:block;text-align:center;margin-top:1.2rem;color:#2f6b47}
.muted{color:#5b6b60;font-size:.9rem}
.shop{font-family:Georgia,serif;font-size:1.3rem;margin:0 0 1rem}
`;

/** The page's frame: the TEST MODE banner, the shop's name (its settings, decision 045) and one card. */
function layout(shopName: string, title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escape(title)} · ${escape(shopName)}</title>
<style>${STYLE}</style>
</head>
<body>
<p class="banner" role="note"><strong>TEST MODE</strong>: no real card is charged. Card 4242 4242 4242 4242 pays; 4000 0000 0000 0002 is declined.</p>
<main>
<p class="shop">${escape(shopName)}</p>
<div class="card">
${body}
</div>
</main>
</body>
</html>`;
}

function summary(view: PayPageOrder): string {
  const rows = view.lines
    .map((l) => `<tr><td>${l.qty} &times; ${escape(lineName(l.productName, l.variantTitle))}</td><td class="num">${formatUsd(l.totalCents)}</td></tr>`)
    .join('');
  const discount =
    view.discountCents > 0
      ? `<tr><th scope="row">Discount${view.promoName ? ` (${escape(view.promoName)}, ${view.promoRatePercent}% off)` : ''}</th><td class="num">&minus;${formatUsd(view.discountCents)}</td></tr>`
      : '';
  const tax =
    view.taxCents > 0 || view.taxRateMillionths !== null
      ? `<tr><th scope="row">${escape(taxLabel(view.taxState, view.taxRateMillionths === null ? null : ratePercentOf(view.taxRateMillionths), view.taxRegion ?? null))}</th><td class="num">${formatUsd(view.taxCents)}</td></tr>`
      : '';
  return `<table>
<caption class="muted">Order #${view.orderId}</caption>
<tbody>${rows}</tbody>
<tfoot>
<tr><th scope="row">Subtotal</th><td class="num">${formatUsd(view.subtotalCents)}</td></tr>
${discount}
<tr><th scope="row">${escape(shippingLabel(view.shippingName))}</th><td class="num">${shippingValue(view.shippingCents)}</td></tr>
${(view.heatPackCents ?? 0) > 0 ? `<tr><th scope="row">${HEAT_PACK_LABEL}</th><td class="num">${formatUsd(view.heatPackCents!)}</td></tr>` : ''}
${tax}
<tr><th scope="row">Total</th><td class="num">${formatUsd(view.finalCents)}</td></tr>
</tfoot>
</table>`;
}

interface FieldSpec {
  name: CardField;
  label: string;
  hint?: string;
  autocomplete: string;
  placeholder: string;
  inputmode: 'numeric' | 'text';
  maxlength: number;
}

const FIELDS: Record<CardField, FieldSpec> = {
  cardNumber: { name: 'cardNumber', label: 'Card number', autocomplete: 'cc-number', placeholder: '4242 4242 4242 4242', inputmode: 'numeric', maxlength: 23 },
  expiry: { name: 'expiry', label: 'Expiry', hint: 'MM/YY', autocomplete: 'cc-exp', placeholder: 'MM/YY', inputmode: 'numeric', maxlength: 7 },
  cvc: { name: 'cvc', label: 'CVC', autocomplete: 'cc-csc', placeholder: '123', inputmode: 'numeric', maxlength: 4 },
  zip: { name: 'zip', label: 'ZIP', autocomplete: 'postal-code', placeholder: '10001', inputmode: 'numeric', maxlength: 10 },
};

function field(spec: FieldSpec, value: string, invalid: boolean): string {
  const hint = spec.hint ? ` <span class="hint">(${spec.hint})</span>` : '';
  const invalidAttrs = invalid ? ' aria-invalid="true" aria-describedby="pay-error"' : '';
  return `<div><label for="${spec.name}">${spec.label}${hint}</label>
<input id="${spec.name}" name="${spec.name}" type="text" inputmode="${spec.inputmode}" autocomplete="${spec.autocomplete}" placeholder="${spec.placeholder}" maxlength="${spec.maxlength}" required value="${escape(value)}"${invalidAttrs}></div>`;
}

/** The card form; after a failed attempt it carries the message and the typed values (never the CVC). */
export function payFormPage(shopName: string, view: PayPageOrder, failure?: { message: string; field?: CardField | undefined; values: CardForm }): string {
  const values = failure?.values ?? { cardNumber: '', expiry: '', cvc: '', zip: '' };
  const error = failure ? `<p class="error" id="pay-error" role="alert">${escape(failure.message)}</p>` : '';
  const f = (name: CardField) => field(FIELDS[name], name === 'cvc' ? '' : values[name], failure?.field === name);
  // No action attribute: the form posts back to this page's own address.
  return layout(
    shopName,
    `Test payment for order #${view.orderId}`,
    `<h1>Pay for your plants</h1>
${summary(view)}
${error}
<form method="post">
${f('cardNumber')}
<div class="row">${f('expiry')}${f('cvc')}${f('zip')}</div>
<button type="submit">Pay ${formatUsd(view.finalCents)}</button>
</form>
<a class="cancel" href="${escape(view.cancelUrl)}">Cancel and return to the shop</a>`,
  );
}

export function closedPage(shopName: string, view: PayPageOrder): string {
  return layout(
    shopName,
    `Payment session closed`,
    `<h1>This payment page has expired</h1>
<p>The payment session for order #${view.orderId} was canceled or has expired, so it can no longer be paid. Nothing was charged.</p>
<a class="cancel" href="${escape(view.cancelUrl)}">Return to the shop</a>`,
  );
}

export function missingPage(shopName: string, shopUrl: string): string {
  return layout(
    shopName,
    'Payment page not found',
    `<h1>Payment page not found</h1>
<p>This payment address is not known. Nothing was charged.</p>
<a class="cancel" href="${escape(shopUrl)}">Return to the shop</a>`,
  );
}
