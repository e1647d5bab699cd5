import { toCents } from '@shop/shared/money';
import { paymentMethodLabel } from '@shop/shared/order-labels';
import { HEAT_PACK_LABEL, shippingLabel, shippingValue, taxLabel } from '@shop/shared/order-totals';
import type { OrderDetailLine, OrderSummary } from '@shop/shared/orders';
import { formatDollars } from '../../../lib/money.ts';
import { orderDate, orderTotals, splitAddress } from '../order-format.ts';
import { LineTitle } from '../../../components/ui/line-title.tsx';

interface OrderDetailProps {
  orderId: number;
  lines: readonly OrderDetailLine[];
  summary: OrderSummary | undefined;
}

export function OrderDetail({ orderId, lines, summary }: OrderDetailProps) {
  const first = lines[0];
  if (!first) return null;
  const totals = orderTotals(lines, summary);
  const address = splitAddress(first.address);
  const items = lines.reduce((sum, line) => sum + line.qty, 0);
  return (
    <div className="space-y-10">
      <dl className="grid grid-cols-3 gap-4 rounded-2xl bg-cream-100 p-5 text-sm sm:p-6">
        <div>
          <dt className="text-xs tracking-[0.18em] text-muted">DATE</dt>
          <dd className="mt-1 font-semibold text-forest-900">{orderDate(first.createdAt)}</dd>
        </div>
        <div>
          <dt className="text-xs tracking-[0.18em] text-muted">ORDER ID</dt>
          <dd className="mt-1 font-semibold text-forest-900">#{orderId}</dd>
        </div>
        <div>
          <dt className="text-xs tracking-[0.18em] text-muted">ITEMS</dt>
          <dd className="mt-1 font-semibold text-forest-900">{items}</dd>
        </div>
      </dl>

      <div className="overflow-x-auto rounded-2xl border border-sand-300 bg-white">
        <table className="w-full text-left text-sm">
          <thead className="bg-cream-100 text-xs tracking-[0.15em] text-forest-900 uppercase">
            <tr>
              <th scope="col" className="px-5 py-4 font-semibold">
                Product
              </th>
              <th scope="col" className="px-5 py-4 font-semibold">
                Qty
              </th>
              <th scope="col" className="px-5 py-4 text-right font-semibold">
                Subtotal
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-sand-300">
            {lines.map((line) => (
              <tr key={line.id}>
                <td className="px-5 py-4 font-medium text-forest-900"><LineTitle productName={line.productName} variantTitle={line.variantTitle} /></td>
                <td className="px-5 py-4">{line.qty}</td>
                <td className="px-5 py-4 text-right">{formatDollars(line.totalPrice)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot className="border-t border-sand-300 text-sm">
            <tr>
              <th scope="row" colSpan={2} className="px-5 pt-4 pb-1 text-left font-normal text-muted">
                {shippingLabel(summary?.shippingMethod?.name ?? null)}
              </th>
              <td className="px-5 pt-4 pb-1 text-right text-forest-700">{shippingValue(toCents(totals.shipping))}</td>
            </tr>
            {summary && summary.heatPack > 0 ? (
              <tr>
                <th scope="row" colSpan={2} className="px-5 py-1 text-left font-normal text-muted">
                  {HEAT_PACK_LABEL}
                </th>
                <td className="px-5 py-1 text-right">{formatDollars(summary.heatPack)}</td>
              </tr>
            ) : null}
            {summary && (summary.tax > 0 || summary.taxRatePercent !== null) ? (
              <tr>
                <th scope="row" colSpan={2} className="px-5 py-1 text-left font-normal text-muted">
                  {taxLabel(summary.taxState, summary.taxRatePercent, summary.taxRegion)}
                </th>
                <td className="px-5 py-1 text-right">{formatDollars(summary.tax)}</td>
              </tr>
            ) : null}
            <tr>
              <th scope="row" colSpan={2} className="px-5 py-1 text-left font-normal text-muted">
                Discount
              </th>
              <td className="px-5 py-1 text-right" data-testid="order-discount">
                {totals.discount > 0 ? `−${formatDollars(totals.discount)}` : formatDollars(0)}
              </td>
            </tr>
            <tr>
              <th scope="row" colSpan={2} className="px-5 pt-1 pb-4 text-left font-semibold text-forest-900">
                Total
              </th>
              <td
                className="px-5 pt-1 pb-4 text-right text-base font-semibold text-forest-900"
                data-testid="order-total"
              >
                {formatDollars(totals.total)}
              </td>
            </tr>
          </tfoot>
        </table>
      </div>

      <div className="grid gap-6 sm:grid-cols-2">
        <section className="rounded-2xl border border-sand-300 bg-white p-6">
          <h2 className="text-xs font-semibold tracking-[0.2em] text-forest-900">PAYMENT METHOD</h2>
          <p className="mt-3 text-sm">{paymentMethodLabel(first.paymentMethod)}</p>
        </section>
        <section className="rounded-2xl border border-sand-300 bg-white p-6">
          <h2 className="text-xs font-semibold tracking-[0.2em] text-forest-900">SHIP TO</h2>
          <address className="mt-3 text-sm leading-relaxed not-italic">
            {first.userName}
            <br />
            {address.street}
            <br />
            {address.city}, {address.state} {address.zip}
          </address>
        </section>
      </div>
    </div>
  );
}
