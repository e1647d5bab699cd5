import { type ReactNode, useId } from 'react';
import { Link } from 'react-router';
import type { Dashboard, PaidPeriod } from '@shop/shared/admin';
import { ADMIN_ROOT } from '../../../lib/admin-root.ts';
import { formatDollars } from '../../../lib/money.ts';
import { formatDate, formatMonth } from '../../../lib/shop-dates.ts';
const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

const card = 'flex flex-col rounded-3xl p-6 shadow-sm';
const light = `${card} border border-sand-300 bg-white`;
const eyebrow = 'text-xs font-semibold tracking-[0.2em] uppercase';

/** Sales (net of refunds) and paid orders of one period. */
function PeriodCard({ title, when, period, dark = false }: { title: string; when: string; period: PaidPeriod; dark?: boolean }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={dark ? `${card} bg-forest-900 text-cream-50` : light}>
      <div className="flex items-baseline justify-between gap-3">
        <h2 id={id} className={`${eyebrow} ${dark ? 'text-sage-300' : 'text-forest-600'}`}>
          {title}
        </h2>
        <p className={`text-xs ${dark ? 'text-sage-200' : 'text-muted'}`}>{when}</p>
      </div>
      <dl className="mt-4">
        <dt className="sr-only">Sales</dt>
        <dd className={`font-serif text-4xl tabular-nums ${dark ? 'text-cream-50' : 'text-forest-900'}`}>{formatDollars(period.revenue)}</dd>
        {period.shipping > 0 || period.tax > 0 ? (
          <>
            <dt className="sr-only">Of which</dt>
            <dd className={`mt-1 text-xs ${dark ? 'text-sage-200' : 'text-muted'}`} data-testid="revenue-parts">
              incl. {formatDollars(period.shipping)} shipping and {formatDollars(period.tax)} sales tax to remit
            </dd>
          </>
        ) : null}
        {period.refunded > 0 ? (
          <>
            <dt className="sr-only">Refunded</dt>
            <dd className={`mt-1 text-xs ${dark ? 'text-sage-200' : 'text-muted'}`} data-testid="refunded">
              after {formatDollars(period.refunded)} refunded
            </dd>
          </>
        ) : null}
        <dt className="sr-only">Paid orders</dt>
        <dd className={`mt-2 text-sm ${dark ? 'text-sage-200' : 'text-muted'}`}>
          <span className={`font-semibold tabular-nums ${dark ? 'text-cream-50' : 'text-forest-900'}`}>{period.orders}</span>{' '}
          {period.orders === 1 ? 'paid order' : 'paid orders'}
        </dd>
      </dl>
    </section>
  );
}

/**
 * Today's and this month's paid orders and sales (the shop's day and month, in its time zone), orders to
 * ship, then `children` (the sales chart), plants running out, and the sold-out ones most wanted.
 */
export function DashboardSummary({ board, children }: { board: Dashboard; children?: ReactNode }) {
  const { today, month, toShip, lowStock, mostWanted, timeZone, checkoutReminders } = board;
  return (
    <div className="space-y-6">
      <div className="grid gap-4 md:grid-cols-3">
        <PeriodCard title="Today" when={formatDate(today.from, timeZone)} period={today} dark />
        <PeriodCard title="This month" when={formatMonth(month.from, timeZone)} period={month} />
        <section aria-labelledby="ship-title" className={light}>
          <h2 id="ship-title" className={`${eyebrow} text-forest-600`}>
            Waiting to ship
          </h2>
          <p className="mt-4 font-serif text-4xl text-forest-900 tabular-nums">{toShip}</p>
          <p className="mt-2 text-sm text-muted">
            {toShip === 0 ? (
              'Every paid order has shipped.'
            ) : (
              <Link to={`${ADMIN_ROOT}/orders?status=complete`} className="font-semibold text-forest-700 underline underline-offset-4 hover:text-forest-900">
                {plural(toShip, 'paid order', 'paid orders')} to pack
              </Link>
            )}
          </p>
        </section>
      </div>

      {children}

      <section aria-labelledby="stock-title" className={light}>
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="stock-title" className={`${eyebrow} text-forest-600`}>
            Low stock
          </h2>
          <p className="text-sm text-muted">
            {plural(lowStock.count, 'plant has', 'plants have')} {lowStock.threshold} or fewer left
          </p>
        </div>
        {lowStock.products.length === 0 ? (
          <p className="mt-4 text-sm text-muted">Every plant has more than {lowStock.threshold} in stock.</p>
        ) : (
          <ul className="mt-3 grid gap-x-10 sm:grid-cols-2">
            {lowStock.products.map((product) => (
              <li key={product.id} className="flex items-center justify-between gap-4 border-b border-sand-300/70 py-2.5">
                <Link to={`${ADMIN_ROOT}/editproduct/${product.id}`} className="min-w-0 truncate text-sm font-medium text-forest-900 hover:underline">
                  {product.name}
                </Link>
                <span
                  className={`shrink-0 rounded-full px-2.5 py-0.5 text-xs font-semibold tabular-nums ${product.qty === 0 ? 'bg-cream-100 text-alert ring-1 ring-clay-500/40 ring-inset' : 'bg-cream-200 text-ink'}`}
                >
                  {product.qty === 0 ? 'Sold out' : `${product.qty} left`}
                </span>
              </li>
            ))}
          </ul>
        )}
        {lowStock.count > lowStock.products.length ? (
          <p className="mt-3 text-xs text-muted">
            And {lowStock.count - lowStock.products.length} more:{' '}
            <Link to={`${ADMIN_ROOT}/products`} className="underline underline-offset-4 hover:text-forest-900">
              see every product
            </Link>
            .
          </p>
        ) : null}
      </section>

      <section aria-labelledby="wanted-title" className={light}>
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="wanted-title" className={`${eyebrow} text-forest-600`}>
            Most wanted
          </h2>
          <p className="text-sm text-muted">Sold-out plants people asked to hear about</p>
        </div>
        {mostWanted.length === 0 ? (
          <p className="mt-4 text-sm text-muted">Nobody is waiting for a sold-out plant.</p>
        ) : (
          <ol className="mt-3 grid gap-x-10 sm:grid-cols-2">
            {mostWanted.map((product) => (
              <li key={product.id} className="flex items-center justify-between gap-4 border-b border-sand-300/70 py-2.5">
                <Link to={`${ADMIN_ROOT}/editproduct/${product.id}`} className="min-w-0 truncate text-sm font-medium text-forest-900 hover:underline">
                  {product.name}
                </Link>
                <span className="shrink-0 rounded-full bg-sage-100 px-2.5 py-0.5 text-xs font-semibold text-forest-800 tabular-nums">
                  {plural(product.waiting, 'person waits', 'people wait')}
                </span>
              </li>
            ))}
          </ol>
        )}
      </section>

      <section aria-labelledby="reminders-title" className={light}>
        <h2 id="reminders-title" className={`${eyebrow} text-forest-600`}>
          Checkout reminders
        </h2>
        <dl className="mt-3 grid gap-4 sm:grid-cols-3">
          <div>
            <dt className="text-sm text-muted">Reminders sent</dt>
            <dd className="font-serif text-3xl text-forest-900 tabular-nums">{checkoutReminders.sent}</dd>
          </div>
          <div>
            <dt className="text-sm text-muted">Orders recovered</dt>
            <dd className="font-serif text-3xl text-forest-900 tabular-nums">{checkoutReminders.recovered}</dd>
          </div>
          <div>
            <dt className="text-sm text-muted">Their sales</dt>
            <dd className="font-serif text-3xl text-forest-900 tabular-nums">{formatDollars(checkoutReminders.recoveredCents / 100)}</dd>
          </div>
        </dl>
      </section>
    </div>
  );
}
