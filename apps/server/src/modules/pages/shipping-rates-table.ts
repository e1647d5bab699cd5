import type { PolicySlug } from '@shop/shared/policy-pages';
import type { ShippingRate } from '@shop/shared/shipping';
import { deliveryEstimate } from '@shop/shared/shipping-rates';
import type { DbOrTx } from '../../db/client.ts';
import { listShippingRates } from '../shipping/index.ts';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const money = (dollars: number) => `$${dollars.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

function priceText(rate: ShippingRate): string {
  if (rate.price === 0) return 'Free';
  return rate.freeFrom === null ? money(rate.price) : `${money(rate.price)}, free on orders of ${money(rate.freeFrom)} or more`;
}

/**
 * The rates the checkout offers today, as a table after the shipping page's own text: the same rows
 * (`listShippingRates`, active only, in the owner's order) the shipping step shows, so the page can never
 * quote a rate the checkout does not charge. With no rate active every order ships free, as the checkout does.
 */
export function shippingRatesTable(rates: readonly ShippingRate[]): string {
  const heading = '<h2>Shipping rates today</h2>\n';
  if (rates.length === 0) return `${heading}<p>Every order ships free.</p>\n`;
  const rows = rates.map(
    (rate) => `<tr><th scope="row">${escapeHtml(rate.name)}</th><td>${escapeHtml(priceText(rate))}</td><td>${escapeHtml(deliveryEstimate(rate.minDays, rate.maxDays))}</td></tr>`,
  );
  return (
    heading +
    '<table>\n<thead><tr><th scope="col">Service</th><th scope="col">Price</th><th scope="col">Delivery estimate</th></tr></thead>\n' +
    `<tbody>\n${rows.join('\n')}\n</tbody>\n</table>\n` +
    // Free shipping is named only where a rate gives it (docs/product/rules.md#shipping-claims).
    (rates.some((rate) => rate.price > 0 && rate.freeFrom !== null)
      ? '<p>The price is for the whole order, and the free-shipping amount counts your plants after any promo code.</p>\n'
      : '<p>The price is for the whole order.</p>\n')
  );
}

/** What the server appends to a page's Markdown: the shipping page's rates table; nothing for the others. */
export async function appendixFor({ db, slug }: { db: DbOrTx; slug: PolicySlug }): Promise<string> {
  if (slug !== 'shipping') return '';
  return shippingRatesTable(await listShippingRates({ db, activeOnly: true }));
}
