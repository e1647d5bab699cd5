import { toCents } from '@shop/shared/money';
import { HEAT_PACK_LABEL, shippingLabel, shippingValue, taxLabel } from '@shop/shared/order-totals';
import { shipPlanMessage } from '@shop/shared/weather-rule';
import type { OrderStatusView } from '@shop/shared/after-sale';
import { ORDER_EVENT_LABELS, orderStatusLabel } from '@shop/shared/order-labels';
import { formatDollars } from '../../../lib/money.ts';
import { AddressLines } from '../../../components/ui/address-lines.tsx';
import { LineTitle } from '../../../components/ui/line-title.tsx';


const when = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' });

const TONES: Record<string, string> = {
  Paid: 'bg-sage-200 text-forest-900',
  Shipped: 'bg-forest-700 text-cream-50',
  'Picked up': 'bg-forest-700 text-cream-50',
  'Ready for pickup': 'bg-sage-200 text-forest-900',
  'Shipped, partly refunded': 'bg-forest-700 text-cream-50',
  Refunded: 'bg-cream-200 text-ink',
  'Partly refunded': 'bg-cream-200 text-ink',
  Canceled: 'bg-cream-100 text-alert ring-1 ring-inset ring-clay-500/40',
  'Awaiting payment': 'bg-cream-200 text-ink',
};

/** The status in a word or two, as a pill: paid, shipped, refunded, partly refunded, canceled. */
export function OrderStatusBadge({ order }: { order: { status: OrderStatusView['status']; refunded: number; finalPrice: number; pickup?: OrderStatusView['pickup'] } }) {
  const label = orderStatusLabel(order);
  return (
    <span className={`inline-flex items-center rounded-full px-3 py-1 text-xs font-semibold tracking-wide whitespace-nowrap ${TONES[label] ?? 'bg-cream-200 text-ink'}`}>
      {label}
    </span>
  );
}

/** What happened to the order and when, the tracking link once it shipped, and every refund. */
export function OrderTimeline({ order }: { order: OrderStatusView }) {
  const { shipment } = order;
  // The shop's day now, as YYYY-MM-DD (en-CA writes it so): a plan whose day has come or gone says today.
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: order.timeZone }).format(new Date());
  const plan = shipPlanMessage(order.shipPlan, order.status, today);
  return (
    <section aria-label="Order status" className="rounded-2xl border border-sand-300 bg-white p-5 sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-xs font-semibold tracking-[0.2em] text-forest-900">STATUS</h2>
        <OrderStatusBadge order={order} />
      </div>
      {shipment ? (
        <p className="mt-4 rounded-xl bg-sage-100 px-4 py-3 text-sm">
          {shipment.deliveredAt ? 'Delivered by' : 'On its way with'} {shipment.carrierName}
          {shipment.trackingNumber ? <> · <span className="font-mono tabular-nums">{shipment.trackingNumber}</span></> : null}
          <br />
          <a href={shipment.trackingUrl} target="_blank" rel="noreferrer noopener" className="font-semibold text-forest-700 underline underline-offset-4 hover:text-forest-900">
            Track your package
          </a>
        </p>
      ) : null}
      {order.pickup ? (
        <p className="mt-4 rounded-xl bg-cream-100 px-4 py-3 text-sm text-forest-900" data-testid="pickup-plan">
          {order.pickup.text} at {order.pickup.name}
        </p>
      ) : null}
      {plan && !order.pickup ? (
        <p className={`mt-4 rounded-xl px-4 py-3 text-sm ${order.shipPlan?.weather === 'held' ? 'border border-[#e2c48f] bg-[#fff6e5] text-[#6b4210]' : 'bg-cream-100 text-forest-900'}`} data-testid="ship-plan">
          {plan}
        </p>
      ) : null}
      <ol className="mt-4 space-y-3 border-l-2 border-sage-200 pl-4">
        {order.events.map((event, index) => (
          <li key={`${event.kind}-${index}`} className="relative text-sm">
            <span aria-hidden="true" className="absolute top-1.5 -left-[1.4rem] size-2.5 rounded-full bg-forest-600" />
            <p className="font-medium text-forest-900">
              {ORDER_EVENT_LABELS[event.kind]}
              {event.amount !== null && event.kind === 'refunded' ? ` ${formatDollars(event.amount)}` : ''}
            </p>
            <p className="text-muted">
              <time dateTime={event.at}>{when.format(new Date(event.at))}</time>
              {event.note ? ` · ${event.note}` : ''}
            </p>
          </li>
        ))}
      </ol>
    </section>
  );
}

/** The whole order as its status page shows it: timeline, lines, totals with refunds, ship-to, gift note. */
export function OrderStatusDetails({ order }: { order: OrderStatusView }) {
  const { shipTo } = order;
  return (
    <div className="space-y-6">
      <OrderTimeline order={order} />
      <div className="overflow-x-auto rounded-2xl border border-sand-300 bg-white">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Plants in order #{order.id}</caption>
          <thead className="bg-cream-100 text-xs tracking-[0.15em] text-forest-900 uppercase">
            <tr>
              <th scope="col" className="px-4 py-3 font-semibold sm:px-5">Plant</th>
              <th scope="col" className="px-4 py-3 font-semibold sm:px-5">Qty</th>
              <th scope="col" className="px-4 py-3 text-right font-semibold sm:px-5">Total</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-sand-300">
            {order.lines.map((line, index) => (
              <tr key={index}>
                <td className="px-4 py-3 font-medium text-forest-900 sm:px-5">
                  <LineTitle productName={line.productName} variantTitle={line.variantTitle} />
                  {line.refundedQty > 0 ? <span className="block text-xs font-normal text-alert">{line.refundedQty} refunded</span> : null}
                </td>
                <td className="px-4 py-3 sm:px-5">{line.qty}</td>
                <td className="px-4 py-3 text-right tabular-nums sm:px-5">{formatDollars(line.totalPrice)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot className="border-t border-sand-300">
            <tr>
              <th scope="row" colSpan={2} className="px-4 pt-3 pb-1 text-left font-normal text-muted sm:px-5">Discount{order.promoCode ? ` (${order.promoCode})` : ''}</th>
              <td className="px-4 pt-3 pb-1 text-right tabular-nums sm:px-5">−{formatDollars(order.discount)}</td>
            </tr>
            {order.pickup ? null : (
              <tr>
                <th scope="row" colSpan={2} className="px-4 py-1 text-left font-normal text-muted sm:px-5">{shippingLabel(order.shippingMethod?.name ?? null)}</th>
                <td className="px-4 py-1 text-right tabular-nums text-forest-700 sm:px-5">{shippingValue(toCents(order.shipping))}</td>
              </tr>
            )}
            {order.heatPack > 0 ? (
              <tr>
                <th scope="row" colSpan={2} className="px-4 py-1 text-left font-normal text-muted sm:px-5">{HEAT_PACK_LABEL}</th>
                <td className="px-4 py-1 text-right tabular-nums sm:px-5">{formatDollars(order.heatPack)}</td>
              </tr>
            ) : null}
            {order.tax > 0 || order.taxRatePercent !== null ? (
              <tr>
                <th scope="row" colSpan={2} className="px-4 py-1 text-left font-normal text-muted sm:px-5">{taxLabel(order.taxState, order.taxRatePercent, order.taxRegion)}</th>
                <td className="px-4 py-1 text-right tabular-nums sm:px-5">{formatDollars(order.tax)}</td>
              </tr>
            ) : null}
            <tr>
              <th scope="row" colSpan={2} className="px-4 py-1 text-left font-semibold text-forest-900 sm:px-5">Total paid</th>
              <td className="px-4 py-1 text-right font-semibold tabular-nums text-forest-900 sm:px-5">{formatDollars(order.finalPrice)}</td>
            </tr>
            {order.refunded > 0 ? (
              <tr>
                <th scope="row" colSpan={2} className="px-4 pt-1 pb-3 text-left font-semibold text-alert sm:px-5">Refunded</th>
                <td className="px-4 pt-1 pb-3 text-right font-semibold tabular-nums text-alert sm:px-5" data-testid="order-refunded">−{formatDollars(order.refunded)}</td>
              </tr>
            ) : null}
          </tfoot>
        </table>
      </div>
      <div className="grid gap-6 sm:grid-cols-2">
        {order.pickup ? (
          <section className="rounded-2xl border border-sand-300 bg-white p-5 sm:p-6">
            <h2 className="text-xs font-semibold tracking-[0.2em] text-forest-900">PICK UP AT</h2>
            <address className="mt-3 text-sm leading-relaxed not-italic">
              <AddressLines address={{ ...order.pickup, firstName: order.pickup.name, lastName: '' }} />
            </address>
            {order.pickup.hours ? <p className="mt-2 text-sm">Hours: {order.pickup.hours}</p> : null}
            {order.pickup.instructions ? <p className="mt-1 text-sm text-muted">What to bring: {order.pickup.instructions}</p> : null}
          </section>
        ) : (
          <section className="rounded-2xl border border-sand-300 bg-white p-5 sm:p-6">
            <h2 className="text-xs font-semibold tracking-[0.2em] text-forest-900">SHIP TO</h2>
            <address className="mt-3 text-sm leading-relaxed not-italic">
              <AddressLines address={shipTo} />
            </address>
          </section>
        )}
        {order.gift ? (
          <section className="rounded-2xl border border-sand-300 bg-white p-5 sm:p-6">
            <h2 className="text-xs font-semibold tracking-[0.2em] text-forest-900">GIFT</h2>
            <p className="mt-3 text-sm text-muted">The packing slip in the box shows no prices.</p>
            {order.giftMessage ? <p className="mt-2 text-sm whitespace-pre-line">“{order.giftMessage}”</p> : null}
          </section>
        ) : null}
      </div>
    </div>
  );
}
