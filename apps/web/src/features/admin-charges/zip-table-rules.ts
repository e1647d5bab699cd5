import { formatRate } from '@shop/shared/order-totals';
import type { ZipTable } from '@shop/shared/tax';
import { formatDate } from '../../lib/shop-dates.ts';

/** "11 ZIPs" / "1 ZIP". */
export function zipCount(zips: number): string {
  return `${zips.toLocaleString('en-US')} ${zips === 1 ? 'ZIP' : 'ZIPs'}`;
}

/** "6.75%–7.50%", or one rate when they are the same. */
export function rateRange(min: number, max: number): string {
  return min === max ? formatRate(min) : `${formatRate(min)}–${formatRate(max)}`;
}

/** What the Sales tax list says of a state's table: "Loaded Jan 1, 2026, 11 ZIPs". */
export function zipTableLine(table: ZipTable): string {
  return `Loaded ${formatDate(table.effectiveOn, 'UTC')}, ${zipCount(table.zips)}`;
}
