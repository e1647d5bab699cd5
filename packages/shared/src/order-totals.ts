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
  /** The heat pack (issue 22), 0 when none. */
  heatPackCents?: number;
  taxCents: number;
  taxState: string | null;
  /** In percent (7.25); null: no tax was computed. */
  taxRatePercent: number | null;
  totalCents: number;
}

export interface TotalsRow {
  label: string;
  value: string;
  strong?: boolean;
}

/** "7.25%", "6%". */
export function formatRate(percent: number): string {
  return `${Number.isInteger(percent) ? percent : percent.toFixed(2)}%`;
}

/** The heat pack's row wherever an order's price is shown. */
export const HEAT_PACK_LABEL = 'Heat pack (cold weather)';

export function shippingLabel(name: string | null): string {
  return name ? `Shipping (${name})` : 'Shipping';
}

export function taxLabel(state: string | null, ratePercent: number | null): string {
  return state && ratePercent !== null ? `Sales tax (${state} ${formatRate(ratePercent)})` : 'Sales tax';
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
    ...(parts.taxCents > 0 || parts.taxRatePercent !== null ? [{ label: taxLabel(parts.taxState, parts.taxRatePercent), value: formatUsd(parts.taxCents) }] : []),
    { label: 'Total', value: formatUsd(parts.totalCents), strong: true },
  ];
}
