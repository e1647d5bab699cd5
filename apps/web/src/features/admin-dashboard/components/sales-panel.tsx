import { useState } from 'react';
import { SALES_DAYS, SALES_MONTHS, type SalesBy, type SalesChart as Chart } from '@shop/shared/admin';
import { formatUsd } from '@shop/shared/money';
import { LoadState } from '../../../components/admin/load-state.tsx';
import { METRIC_LABELS, type SalesMetric } from '../sales-scale.ts';
import { SalesChart } from './sales-chart.tsx';

const SPANS: Record<SalesBy, string> = { day: `${SALES_DAYS} days`, month: `${SALES_MONTHS} months` };
const eyebrow = 'text-xs font-semibold tracking-[0.2em] uppercase text-forest-600';

/** A row of buttons of which one is pressed: the span, or what the bars show. */
function Choice<T extends string>({ label, options, value, onChange }: { label: string; options: Record<T, string>; value: T; onChange: (value: T) => void }) {
  return (
    <div role="group" aria-label={label} className="inline-flex rounded-full border border-sand-300 bg-cream-50 p-0.5">
      {(Object.keys(options) as T[]).map((option) => (
        <button
          key={option}
          type="button"
          aria-pressed={option === value}
          onClick={() => onChange(option)}
          className={`rounded-full px-3.5 py-1.5 text-xs font-semibold transition-colors ${option === value ? 'bg-forest-900 text-cream-50' : 'text-forest-900 hover:bg-sage-100'}`}
        >
          {options[option]}
        </button>
      ))}
    </div>
  );
}

/** The span's totals: sales, orders and the average order. */
function Totals({ chart }: { chart: Chart }) {
  const { totals } = chart;
  const figure = 'font-serif text-2xl text-forest-900 tabular-nums sm:text-3xl';
  return (
    <dl className="flex flex-wrap gap-x-8 gap-y-3">
      <div>
        <dt className="text-xs text-muted">Sales</dt>
        <dd className={figure}>{formatUsd(totals.salesCents)}</dd>
      </div>
      <div>
        <dt className="text-xs text-muted">Orders</dt>
        <dd className={figure}>{totals.orders}</dd>
      </div>
      <div>
        <dt className="text-xs text-muted">Average order</dt>
        <dd className={figure}>{totals.averageOrderCents === null ? '—' : formatUsd(totals.averageOrderCents)}</dd>
      </div>
    </dl>
  );
}

/** The plants that sold best in the span, by sales, with their units. */
function TopPlants({ chart }: { chart: Chart }) {
  const most = chart.topPlants[0]?.salesCents ?? 0;
  return (
    <section aria-labelledby="top-plants-title">
      <h3 id="top-plants-title" className={eyebrow}>
        Top plants
      </h3>
      {chart.topPlants.length === 0 ? (
        <p className="mt-3 text-sm text-muted">No plant sold in these {SPANS[chart.by]}.</p>
      ) : (
        <ol className="mt-3 space-y-3">
          {chart.topPlants.map((plant) => (
            <li key={`${plant.productId}-${plant.name}`} className="text-sm">
              <div className="flex items-baseline justify-between gap-3">
                <span className="min-w-0 font-medium break-words text-forest-900">{plant.name}</span>
                <span className="shrink-0 tabular-nums">
                  <span className="font-semibold text-forest-900">{formatUsd(plant.salesCents)}</span>
                  <span className="text-muted"> · {plant.units} sold</span>
                </span>
              </div>
              <div aria-hidden="true" className="mt-1 h-1.5 rounded-full bg-cream-200">
                <div className="h-full rounded-full bg-forest-500" style={{ width: `${most === 0 ? 0 : (plant.salesCents / most) * 100}%` }} />
              </div>
            </li>
          ))}
        </ol>
      )}
      <p className="mt-3 text-xs text-muted">A plant&rsquo;s sales: its units at the price paid, before a promo on the whole order, less units refunded.</p>
    </section>
  );
}

/**
 * "Sales": orders, sales and the average order for each of the shop's last 30 days or 12 months, and its
 * best-selling plants (decision 050). Sales are what customers paid, shipping and sales tax included, less
 * what was refunded since: the figure of the Today and This month cards.
 */
export function SalesPanel({
  data,
  status,
  error,
  onRetry,
  by,
  onBy,
  timeZone,
}: {
  /** The chart last loaded (kept on screen while another span loads). */
  data: Chart | undefined;
  status: string;
  error: string;
  onRetry: () => void;
  by: SalesBy;
  onBy: (by: SalesBy) => void;
  timeZone: string;
}) {
  const [metric, setMetric] = useState<SalesMetric>('sales');
  return (
    <section aria-labelledby="sales-title" aria-busy={status === 'loading'} className="rounded-3xl border border-sand-300 bg-white p-5 shadow-sm sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="sales-title" className={eyebrow}>
          Sales, last {SPANS[data?.by ?? by]}
        </h2>
        <Choice label="Span" options={{ day: 'By day', month: 'By month' }} value={by} onChange={onBy} />
      </div>
      {!data ? (
        <div className="mt-6">
          <LoadState status={status} error={error} label="Loading the sales" onRetry={onRetry} />
        </div>
      ) : (
        <div className="mt-5 grid gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
          <div className="min-w-0">
            <Totals chart={data} />
            <div className="mt-5 flex flex-wrap items-center gap-3">
              <span className="text-xs text-muted">Bars show</span>
              <Choice label="Bars show" options={METRIC_LABELS} value={metric} onChange={setMetric} />
            </div>
            <div className="mt-4">
              <SalesChart chart={data} metric={metric} />
            </div>
          </div>
          <TopPlants chart={data} />
        </div>
      )}
      <p className="mt-6 border-t border-sand-300 pt-4 text-xs text-muted">
        Sales are what customers paid for their orders, shipping and sales tax included, less what was refunded since, counted on the
        day they paid; canceled orders and free replacements are not sales. Days and months are the shop&rsquo;s, in {timeZone}.
      </p>
    </section>
  );
}
