import type { SalesPoint } from '@shop/shared/admin';
import { formatUsd } from '@shop/shared/money';

/** What the bars show: sales and average order in cents, orders as a count. */
export type SalesMetric = 'sales' | 'orders' | 'average';

export const METRIC_LABELS: Record<SalesMetric, string> = { sales: 'Sales', orders: 'Orders', average: 'Average order' };

/** A point's value for the metric; null where there is none (the average of a day without orders). */
export function valueOf(point: Pick<SalesPoint, 'orders' | 'salesCents' | 'averageOrderCents'>, metric: SalesMetric): number | null {
  if (metric === 'orders') return point.orders;
  if (metric === 'sales') return point.salesCents;
  return point.averageOrderCents;
}

/**
 * The value axis: from 0 to a round top, in at most four steps of 1, 2, 2.5 or 5 times a power of ten
 * (whole orders, whole dollars at least), so its lines read as plain numbers.
 */
export function valueScale(max: number, metric: SalesMetric): { top: number; ticks: number[] } {
  const least = metric === 'orders' ? 1 : 100;
  const rough = Math.max(max, least) / 4;
  const power = 10 ** Math.floor(Math.log10(rough));
  const nice = [1, 2, 2.5, 5, 10].map((m) => m * power).find((candidate) => candidate >= rough) ?? 10 * power;
  const step = Math.max(least, metric === 'orders' ? Math.ceil(nice) : Math.ceil(nice / 100) * 100);
  const steps = Math.max(1, Math.ceil(max / step));
  return { top: step * steps, ticks: Array.from({ length: steps + 1 }, (_, index) => index * step) };
}

/** An axis line's label: "$1,250", "12". */
export function tickLabel(value: number, metric: SalesMetric): string {
  return metric === 'orders' ? String(value) : formatUsd(value).replace(/\.00$/, '');
}

/** A value as the readout and the table say it. */
export function valueText(value: number | null, metric: SalesMetric): string {
  if (value === null) return 'no orders';
  if (metric === 'orders') return `${value} ${value === 1 ? 'order' : 'orders'}`;
  return formatUsd(value);
}

/** Which periods get a label under the axis: about five, evenly spaced, the latest (today) always. */
export function labelledIndexes(count: number, most = 5): number[] {
  if (count <= most) return Array.from({ length: count }, (_, index) => index);
  const every = Math.ceil(count / most);
  const indexes: number[] = [];
  for (let index = count - 1; index >= 0; index -= every) indexes.unshift(index);
  return indexes;
}
