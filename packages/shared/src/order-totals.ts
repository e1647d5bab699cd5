// The rows an order's price is shown in, the same on every screen and email (decision 034): the plants,
// the discount, shipping as chosen, a heat pack, the sales tax with its state and rate, and the total. Pure, no zod.
import { formatUsd } from './money.ts';

export interface TotalsParts {
  subtotalCents: number;
  discountCents: number;
  promoCode?: string | null;
  promoRatePercent?: number;
  shippingCents: number;
  /** The shipping rate's name; null on orders from before rates. */
  shippingName: string | null;
  /** The heat pack (decision 044), 0 when none. */
  heatPackCents?: number;
  taxCents: number;
  taxState: string | null;
  /** The tax region of the owner's ZIP table (RALEIGH); null: the state's rate (decision 046). */
  taxRegion?: string | null;
  /** In percent (7.25); null: no tax was computed. */
  taxRatePercent: number | null;
  totalCents: number;
}

export interface TotalsRow {
  label: string;
  value: string;
  strong?: boolean;
}

/** "7.25%", "6%", "7.50%", "8.875%": two decimals at least, up to the four a rate in millionths has. */
export function formatRate(percent: number): string {
  if (Number.isInteger(percent)) return `${percent}%`;
  const [whole, decimals = ''] = percent.toFixed(4).replace(/0+$/, '').split('.');
  return `${whole}.${decimals.padEnd(2, '0')}%`;
}

/** A published tax region's name as a person writes it: 'RALEIGH' is 'Raleigh', 'WAKE COUNTY' 'Wake County'. */
export function regionName(region: string): string {
  return region.toLowerCase().replace(/(^|[\s\-/(])(\p{L})/gu, (_match, before: string, letter: string) => before + letter.toUpperCase());
}

/** The heat pack's row wherever an order's price is shown. */
export const HEAT_PACK_LABEL = 'Heat pack (cold weather)';

export function shippingLabel(name: string | null): string {
  return name ? `Shipping (${name})` : 'Shipping';
}

/** 'Sales tax (CA 7.25%)', or with the ZIP table's region 'Sales tax (Raleigh, NC 7.25%)'. */
export function taxLabel(state: string | null, ratePercent: number | null, region: string | null = null): string {
  if (!state || ratePercent === null) return 'Sales tax';
  return `Sales tax (${region ? `${regionName(region)}, ` : ''}${state} ${formatRate(ratePercent)})`;
}

/** Shipping's amount as shown: 'Free' for nothing. */
export function shippingValue(cents: number): string {
  return cents === 0 ? 'Free' : formatUsd(cents);
}

/** Subtotal, discount, shipping, sales tax (when the order was taxed, or tax was computed) and total. */
export function totalsRows(parts: TotalsParts): TotalsRow[] {
  const promo = parts.promoCode ? `Discount (${parts.promoCode}, ${parts.promoRatePercent ?? 0}% off)` : 'Discount';
  return [
    { label: 'Subtotal', value: formatUsd(parts.subtotalCents) },
    { label: promo, value: `-${formatUsd(parts.discountCents)}` },
    { label: shippingLabel(parts.shippingName), value: shippingValue(parts.shippingCents) },
    ...((parts.heatPackCents ?? 0) > 0 ? [{ label: HEAT_PACK_LABEL, value: formatUsd(parts.heatPackCents!) }] : []),
    ...(parts.taxCents > 0 || parts.taxRatePercent !== null ? [{ label: taxLabel(parts.taxState, parts.taxRatePercent, parts.taxRegion ?? null), value: formatUsd(parts.taxCents) }] : []),
    { label: 'Total', value: formatUsd(parts.totalCents), strong: true },
  ];
}
