import { type KeyboardEvent, type PointerEvent, useId, useState } from 'react';
import type { SalesChart as Chart, SalesPoint } from '@shop/shared/admin';
import { formatUsd } from '@shop/shared/money';
import { formatCalendar } from '../../../lib/shop-dates.ts';
import { labelledIndexes, METRIC_LABELS, type SalesMetric, tickLabel, valueOf, valueScale, valueText } from '../sales-scale.ts';

const STEP = 10;
const BAR = 7;
const HEIGHT = 100;

/** "Today", "Yesterday", "This month": the latest periods by their everyday names. */
function relativeName(chart: Chart, index: number): string | null {
  const fromEnd = chart.points.length - 1 - index;
  if (chart.by === 'month') return fromEnd === 0 ? 'This month' : null;
  return fromEnd === 0 ? 'Today' : fromEnd === 1 ? 'Yesterday' : null;
}

/** "Today, Sunday, November 29, 2026" or "November 2026". */
export function periodName(chart: Chart, index: number): string {
  const long = formatCalendar(chart.points[index]!.period, 'long');
  const relative = relativeName(chart, index);
  return relative ? `${relative}, ${long}` : long;
}

/** Everything about one period in one sentence: what the readout, the table and a screen reader say. */
export function pointText(point: SalesPoint): string {
  if (point.orders === 0) return 'no paid orders';
  return `${formatUsd(point.salesCents)} from ${valueText(point.orders, 'orders')}, ${formatUsd(point.averageOrderCents ?? 0)} an order on average`;
}

/** A table row's period: "Today, Nov 29", "Nov 28", "November 2026". */
function rowName(chart: Chart, index: number): string {
  const { period } = chart.points[index]!;
  const name = chart.by === 'day' ? formatCalendar(period) : formatCalendar(period, 'long');
  const relative = relativeName(chart, index);
  return relative ? `${relative}, ${name}` : name;
}

function axisLabel(chart: Chart, index: number, first: boolean): string {
  const { period } = chart.points[index]!;
  if (chart.by === 'day') return formatCalendar(period);
  const month = formatCalendar(period, 'long').slice(0, 3);
  return first || period.endsWith('-01') ? `${month} ${period.slice(0, 4)}` : month;
}

/**
 * The sales chart, drawn by the shop as SVG (decision 050): a bar for each day or month, the latest on the
 * right. The bars stretch to any width (a phone's or a desktop's); the words around them are HTML, so they
 * stay crisp. A pointer, a tap or the arrow keys (the chart is one stop of the Tab key) pick a bar and the
 * line above says its figures; every figure is also in the table under it and, in one sentence, for
 * screen readers.
 */
export function SalesChart({ chart, metric }: { chart: Chart; metric: SalesMetric }) {
  const count = chart.points.length;
  const [picked, setPicked] = useState<{ for: Chart; index: number } | null>(null);
  const selected = picked?.for === chart ? picked.index : count - 1;
  const summaryId = useId();
  const readoutId = useId();
  const values = chart.points.map((point) => valueOf(point, metric));
  const { top, ticks } = valueScale(Math.max(0, ...values.map((value) => value ?? 0)), metric);
  const labelled = labelledIndexes(count);
  const pick = (index: number) => setPicked({ for: chart, index: Math.min(count - 1, Math.max(0, index)) });

  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, number> = { ArrowLeft: selected - 1, ArrowRight: selected + 1, Home: 0, End: count - 1 };
    if (!(event.key in moves)) return;
    event.preventDefault();
    pick(moves[event.key]!);
  };
  const onPointer = (event: PointerEvent<HTMLDivElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    if (box.width > 0) pick(Math.floor(((event.clientX - box.left) / box.width) * count));
  };

  const best = chart.points.reduce((most, point, index) => (point.salesCents > chart.points[most]!.salesCents ? index : most), count - 1);
  const span = count === 0 ? '' : `${formatCalendar(chart.points[0]!.period, 'long')} to ${formatCalendar(chart.points[count - 1]!.period, 'long')}`;
  const unit = chart.by === 'day' ? 'day' : 'month';
  const summary =
    chart.totals.orders === 0
      ? `No paid orders from ${span}.`
      : `${METRIC_LABELS[metric]} by ${unit}, ${span}: ${pointText({ period: '', ...chart.totals })} in all. The best ${unit} was ${periodName(chart, best)}, with ${pointText(chart.points[best]!)}.`;

  return (
    <div>
      <p id={summaryId} className="sr-only">
        {summary}
      </p>
      <p id={readoutId} aria-live="polite" className="min-h-10 text-sm text-ink" data-testid="sales-readout">
        {count > 0 ? (
          <>
            <span className="font-semibold text-forest-900">{periodName(chart, selected)}</span>: {pointText(chart.points[selected]!)}
          </>
        ) : null}
      </p>
      <div className="mt-3 flex gap-2">
        <div aria-hidden="true" className="relative h-44 w-14 shrink-0 text-right text-[11px] text-muted tabular-nums sm:h-56">
          {ticks.map((tick) => (
            <span key={tick} className="absolute right-0 translate-y-1/2" style={{ bottom: `${(tick / top) * 100}%` }}>
              {tickLabel(tick, metric)}
            </span>
          ))}
        </div>
        <div className="min-w-0 flex-1">
          <div
            role="group"
            tabIndex={0}
            aria-roledescription="chart"
            aria-label={`${METRIC_LABELS[metric]} by ${unit}. Left and right arrow keys step through the ${unit}s.`}
            aria-describedby={`${summaryId} ${readoutId}`}
            onKeyDown={onKeyDown}
            onPointerMove={onPointer}
            onPointerDown={onPointer}
            className="relative h-44 touch-pan-y rounded-md focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-forest-500 sm:h-56"
            data-testid="sales-chart"
          >
            <svg viewBox={`0 0 ${count * STEP} ${HEIGHT}`} preserveAspectRatio="none" className="absolute inset-0 size-full overflow-visible" aria-hidden="true" focusable="false">
              {ticks.map((tick) => (
                <line
                  key={tick}
                  x1={0}
                  x2={count * STEP}
                  y1={HEIGHT - (tick / top) * HEIGHT}
                  y2={HEIGHT - (tick / top) * HEIGHT}
                  className={tick === 0 ? 'stroke-forest-900' : 'stroke-sand-300'}
                  strokeWidth={1}
                  vectorEffect="non-scaling-stroke"
                />
              ))}
              {values.map((value, index) => {
                const height = value === null || value === 0 ? 0 : Math.max(0.8, (value / top) * HEIGHT);
                return (
                  <rect
                    key={chart.points[index]!.period}
                    x={index * STEP + (STEP - BAR) / 2}
                    y={HEIGHT - height}
                    width={BAR}
                    height={height}
                    className={index === selected ? 'fill-forest-900' : 'fill-forest-500/70'}
                  />
                );
              })}
              <rect
                x={selected * STEP}
                y={0}
                width={STEP}
                height={HEIGHT}
                className="fill-forest-500/10"
              />
            </svg>
          </div>
          <div aria-hidden="true" className="relative mt-2 h-4 text-[11px] whitespace-nowrap text-muted">
            {labelled.map((index, at) => {
              const last = index === count - 1;
              const style = last ? { right: 0 } : index === 0 ? { left: 0 } : { left: `${((index + 0.5) / count) * 100}%`, transform: 'translateX(-50%)' };
              // A phone has room for every other day's label, counted from today's.
              const fits = chart.by === 'month' || (labelled.length - 1 - at) % 2 === 0 ? 'block' : 'hidden sm:block';
              return (
                <span key={index} className={`absolute ${fits} ${last ? 'font-semibold text-forest-900' : ''}`} style={style}>
                  {axisLabel(chart, index, index === labelled[0])}
                </span>
              );
            })}
          </div>
        </div>
      </div>
      <details className="mt-4 text-sm">
        <summary className="cursor-pointer font-semibold text-forest-700 underline underline-offset-4 hover:text-forest-900">
          Every {unit} as a table
        </summary>
        <div className="mt-3 max-h-80 overflow-y-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">
              Orders, sales and average order by {unit}, {span}
            </caption>
            <thead className="sticky top-0 bg-white">
              <tr className="border-b border-sand-300 text-xs text-muted">
                <th scope="col" className="py-1.5 font-semibold">
                  {chart.by === 'day' ? 'Day' : 'Month'}
                </th>
                <th scope="col" className="py-1.5 text-right font-semibold">
                  Orders
                </th>
                <th scope="col" className="py-1.5 text-right font-semibold">
                  Sales
                </th>
                <th scope="col" className="py-1.5 text-right font-semibold">
                  Average order
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-sand-300">
              {[...chart.points].reverse().map((point, reversed) => {
                const index = count - 1 - reversed;
                return (
                  <tr key={point.period}>
                    <th scope="row" className="py-1.5 font-normal">
                      {rowName(chart, index)}
                    </th>
                    <td className="py-1.5 text-right tabular-nums">{point.orders}</td>
                    <td className="py-1.5 text-right tabular-nums">{formatUsd(point.salesCents)}</td>
                    <td className="py-1.5 text-right tabular-nums">{point.averageOrderCents === null ? '—' : formatUsd(point.averageOrderCents)}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      </details>
    </div>
  );
}
