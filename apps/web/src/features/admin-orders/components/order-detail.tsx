import { toCents } from '@shop/shared/money';
import { HEAT_PACK_LABEL, shippingLabel, shippingValue, taxLabel } from '@shop/shared/order-totals';
import type { ReactNode } from 'react';
import { ORDER_EVENT_LABELS, paymentMethodLabel, PICKUP_STAGE_LABELS } from '@shop/shared/order-labels';
import type { AdminOrder } from '@shop/shared/orders';
import { AdminTable, type Column } from '../../../components/admin/admin-table.tsx';
import { AddressLines } from '../../../components/ui/address-lines.tsx';
import { LineTitle } from '../../../components/ui/line-title.tsx';
import { formatDollars } from '../../../lib/money.ts';
import { ratePercent } from '../../../lib/percent.ts';
import { formatDateTime } from '../../../lib/shop-dates.ts';

const lineColumns: Column<AdminOrder['lines'][number]>[] = [
  {
    label: 'Product',
    className: 'font-medium text-forest-900',
    cell: (line) => (
      <LineTitle productName={line.productName} variantTitle={line.variantTitle} sku={line.sku} />
    ),
  },
  {
    label: 'Unit price',
    align: 'right',
    className: 'tabular-nums',
    cell: (line) => formatDollars(line.unitPrice),
  },
  { label: 'Qty', align: 'right', className: 'tabular-nums', cell: (line) => line.qty },
  {
    label: 'Total',
    align: 'right',
    className: 'tabular-nums',
    cell: (line) => formatDollars(line.totalPrice),
  },
];

function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-3xl border border-sand-300 bg-white p-6 shadow-sm" aria-label={title}>
      <h2 className="text-xs font-semibold tracking-[0.2em] text-forest-600 uppercase">{title}</h2>
      <div className="mt-3 text-sm leading-relaxed">{children}</div>
    </section>
  );
}

const REFUND_KINDS: Record<AdminOrder['refunds'][number]['kind'], string> = {
  full: 'Full refund',
  lines: 'Refund by plant',
  amount: 'Refund of an amount',
  cancel: 'Canceled',
  provider: "Made in the provider's dashboard",
};

/**
 * One order as the owner needs it to pack and answer questions: lines, totals, ship-to, email, payment,
 * gift note, tracking and refunds. `onRefundDue`: the one-click full refund of a 'Refund due' order.
 */
export function OrderDetail({
  order,
  onRefundDue,
  busy = false,
}: {
  order: AdminOrder;
  onRefundDue?: () => void;
  busy?: boolean;
}) {
  const { shipTo, shipment } = order;
  return (
    <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_20rem]">
      <div className="min-w-0 space-y-6">
        {order.reviewReason ? (
          <p
            role="alert"
            className="rounded-2xl border border-clay-500/40 bg-cream-100 px-5 py-4 text-sm leading-relaxed text-ink"
          >
            <strong className="font-semibold text-alert">Needs review: {order.reviewReason}.</strong> The
            payment does not match this order, so it was not completed, no confirmation was sent and its
            plants went back on sale. Check the payment with the card provider, then refund it or write to{' '}
            {order.name} at {order.email}.
          </p>
        ) : order.refundDue ? (
          <p
            role="alert"
            className="rounded-2xl border border-clay-500/40 bg-cream-100 px-5 py-4 text-sm leading-relaxed text-ink"
          >
            <strong className="font-semibold text-alert">Refund due.</strong> {order.name} paid{' '}
            {formatDollars(order.finalPrice)} after this order's stock had been released, and the plants were
            gone by then, so the order stays canceled. Refund it here; the customer is told at {order.email}.
            {onRefundDue ? (
              <button
                type="button"
                onClick={onRefundDue}
                disabled={busy || order.refundInFlight}
                className="mt-3 block rounded-full bg-clay-600 px-5 py-2 text-xs font-semibold tracking-[0.12em] text-white uppercase hover:bg-alert disabled:opacity-50"
              >
                {busy ? 'Refunding…' : `Refund ${formatDollars(order.refundable)} now`}
              </button>
            ) : null}
          </p>
        ) : null}
        {order.refundInFlight ? (
          <p role="status" className="rounded-2xl border border-sand-300 bg-cream-100 px-5 py-4 text-sm">
            A refund is waiting for the payment provider's answer; the shop asks again every minute until it
            has one.
          </p>
        ) : null}
        <AdminTable caption={`Lines of order #${order.id}`} columns={lineColumns} rows={order.lines} />
        <dl className="ml-auto max-w-sm space-y-2 rounded-3xl bg-cream-100 p-6 text-sm">
          <div className="flex justify-between gap-4">
            <dt className="text-muted">
              Subtotal ({order.totalQty} {order.totalQty === 1 ? 'item' : 'items'})
            </dt>
            <dd className="tabular-nums">{formatDollars(order.subtotal)}</dd>
          </div>
          <div className="flex justify-between gap-4">
            <dt className="text-muted">
              Discount{order.promoCode ? ` (${order.promoCode}, ${ratePercent(order.promoRate)})` : ''}
            </dt>
            <dd className="tabular-nums">−{formatDollars(order.discount)}</dd>
          </div>
          <div className="flex justify-between gap-4">
            <dt className="text-muted">{shippingLabel(order.shippingMethod?.name ?? null)}</dt>
            <dd className="tabular-nums">{shippingValue(toCents(order.shipping))}</dd>
          </div>
          {order.heatPack > 0 ? (
            <div className="flex justify-between gap-4">
              <dt className="text-muted">{HEAT_PACK_LABEL}</dt>
              <dd className="tabular-nums">{formatDollars(order.heatPack)}</dd>
            </div>
          ) : null}
          {order.tax > 0 || order.taxRatePercent !== null ? (
            <div className="flex justify-between gap-4">
              <dt className="text-muted">{taxLabel(order.taxState, order.taxRatePercent, order.taxRegion)}</dt>
              <dd className="tabular-nums">{formatDollars(order.tax)}</dd>
            </div>
          ) : null}
          <div className="flex justify-between gap-4 border-t border-sand-300 pt-3 text-base font-semibold text-forest-900">
            <dt>Total</dt>
            <dd className="tabular-nums">{formatDollars(order.finalPrice)}</dd>
          </div>
          {order.refunded > 0 ? (
            <div className="flex justify-between gap-4 font-semibold text-alert">
              <dt>Refunded</dt>
              <dd className="tabular-nums">−{formatDollars(order.refunded)}</dd>
            </div>
          ) : null}
        </dl>
        {order.refunds.length > 0 ? (
          <section aria-label="Refunds" className="rounded-3xl border border-sand-300 bg-white p-6">
            <h2 className="text-xs font-semibold tracking-[0.2em] text-forest-600 uppercase">Refunds</h2>
            <ul className="mt-3 divide-y divide-sand-300 text-sm">
              {order.refunds.map((refund) => (
                <li
                  key={refund.id}
                  className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-2.5"
                >
                  <span className="min-w-0">
                    <span className="font-medium text-forest-900">
                      {REFUND_KINDS[refund.kind]} · {formatDollars(refund.amount)}
                    </span>
                    <span className="block text-muted">
                      {refund.reason}
                      {refund.restocked > 0 ? ` · ${refund.restocked} back in stock` : ''}
                    </span>
                  </span>
                  <span className="text-right text-xs text-muted">
                    {refund.status === 'succeeded'
                      ? 'Refunded'
                      : refund.status === 'pending'
                        ? 'Pending at the provider'
                        : 'Failed'}{' '}
                    · {formatDateTime(refund.createdAt, order.timeZone)}
                  </span>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </div>
      <div className="space-y-6">
        <Card title="Customer">
          <p className="font-medium text-forest-900">{order.name}</p>
          <p>
            <a
              href={`mailto:${order.email}`}
              className="break-all text-forest-700 underline underline-offset-4 hover:text-forest-900"
            >
              {order.email}
            </a>
          </p>
          <p className="mt-1 text-muted">
            {order.userId ? `Customer account #${order.userId}` : 'Guest checkout'}
          </p>
        </Card>
        {order.gift ? (
          <Card title="Gift">
            <p className="font-medium text-forest-900">This is a gift: its packing slip shows no prices.</p>
            {order.giftMessage ? (
              <p className="mt-2 whitespace-pre-line">“{order.giftMessage}”</p>
            ) : (
              <p className="mt-2 text-muted">No message.</p>
            )}
          </Card>
        ) : null}
        {shipment ? (
          <Card title="Shipment">
            <p>
              {shipment.carrierName}
              {shipment.trackingNumber ? (
                <span className="block font-mono text-xs break-all">{shipment.trackingNumber}</span>
              ) : null}
            </p>
            <a
              href={shipment.trackingUrl}
              target="_blank"
              rel="noreferrer noopener"
              className="mt-1 inline-block text-forest-700 underline underline-offset-4 hover:text-forest-900"
            >
              Tracking page
            </a>
            {shipment.deliveredAt ? (
              <p className="mt-1 text-muted">Delivered {formatDateTime(shipment.deliveredAt, order.timeZone)}</p>
            ) : null}
          </Card>
        ) : null}
        {order.pickup ? (
          <Card title={`Pickup · ${PICKUP_STAGE_LABELS[order.pickup.status]}`}>
            <p>
              {shipTo.firstName} {shipTo.lastName} collects at
            </p>
            <address className="not-italic">
              <AddressLines address={{ ...order.pickup, firstName: order.pickup.name, lastName: '' }} />
            </address>
            <p className="mt-1 text-muted">{order.pickup.text}</p>
          </Card>
        ) : (
          <Card title="Ship to">
            <address className="not-italic">
              <AddressLines address={shipTo} />
            </address>
          </Card>
        )}
        <Card title="Payment">
          <p>{paymentMethodLabel(order.paymentMethod)}</p>
          {/* One event a block (what, its note, when): beside each other they crowd the card's narrow column. */}
          <ol className="mt-3 space-y-2.5 border-l-2 border-sage-200 pl-3" aria-label="Timeline">
            {order.events.map((event, index) => (
              <li key={`${event.kind}-${index}`} className="min-w-0">
                <span className="font-medium text-forest-900">
                  {ORDER_EVENT_LABELS[event.kind]}
                  {event.amount !== null && event.amount > 0 ? ` ${formatDollars(event.amount)}` : ''}
                  {event.note ? (
                    <span className="block text-xs font-normal break-words text-ink/80">{event.note}</span>
                  ) : null}
                </span>
                <span className="block text-xs text-muted tabular-nums">
                  {formatDateTime(event.at, order.timeZone)}
                </span>
              </li>
            ))}
          </ol>
          {order.payments.length > 0 ? (
            <p className="mt-3 text-xs text-muted">
              {order.payments.length === 1
                ? '1 payment attempt'
                : `${order.payments.length} payment attempts`}
              : {order.payments.map((p) => `${p.provider} ${p.status} ${formatDollars(p.amount)}`).join('; ')}
            </p>
          ) : null}
        </Card>
      </div>
    </div>
  );
}
