import { formatUsd, toCents } from '@shop/shared/money';

/** Server prices are dollars with two decimals; show them as `$24.50`. */
export function formatDollars(dollars: number): string {
  return formatUsd(toCents(dollars));
}
