import type { PackingSlip as Slip } from '@shop/shared/after-sale';
import { addressLine } from '@shop/shared/shop';
import { AddressLines } from '../../../components/ui/address-lines.tsx';
import { LineTitle } from '../../../components/ui/line-title.tsx';
import { formatDollars } from '../../../lib/money.ts';
import { formatCalendar, formatDate } from '../../../lib/shop-dates.ts';
import { useShop } from '../../../lib/shop.ts';

/**
 * One order's packing slip, one printed page: order number and date, ship-to, plants and quantities,
 * the gift message. A gift's slip has no prices (the server does not send them).
 */
export function PackingSlip({ slip }: { slip: Slip }) {
  const { shipTo } = slip;
  const shop = useShop();
  const reach = [shop.contactEmail && `email ${shop.contactEmail}`, shop.phone && `call ${shop.phone}`].filter(Boolean).join(' or ');
  return (
    <article
      aria-label={`Packing slip for order #${slip.orderId}`}
      className="packing-slip mx-auto max-w-3xl rounded-3xl border border-sand-300 bg-white p-8 print:max-w-none print:rounded-none print:border-0 print:p-0"
    >
      <header className="flex flex-wrap items-start justify-between gap-4 border-b border-sand-300 pb-4">
        <div>
          <p className="text-xs font-semibold tracking-[0.3em] text-forest-600 uppercase">{shop.name}</p>
          {shop.address ? <p className="text-xs text-muted">{addressLine(shop.address)}</p> : null}
          <h2 className="mt-1 font-serif text-3xl text-forest-900">Order #{slip.orderId}</h2>
          <p className="text-sm text-muted">Ordered {formatDate(slip.createdAt, slip.timeZone)}</p>
          {slip.replacementFor === null ? null : <p className="mt-1 text-sm font-semibold text-forest-900">Replacement for #{slip.replacementFor}</p>}
          {slip.shipOn && !slip.held ? (
            <p className="text-sm text-muted">{slip.pickup ? 'Ready by' : 'Ships'} {formatCalendar(slip.shipOn, 'long')}</p>
          ) : null}
        </div>
        {slip.pickup ? (
          // A pickup's slip has no address to send to (decision 067): the customer's name and where it waits.
          <div className="text-sm leading-relaxed">
            <span className="text-xs font-semibold tracking-[0.2em] text-forest-600">FOR</span>
            <br />
            {shipTo.firstName} {shipTo.lastName}
          </div>
        ) : (
          <address className="text-sm leading-relaxed not-italic">
            <span className="text-xs font-semibold tracking-[0.2em] text-forest-600">SHIP TO</span>
            <br />
            <AddressLines address={shipTo} />
          </address>
        )}
      </header>
      {slip.pickup ? (
        <p className="mt-4 rounded-xl border-2 border-forest-700 px-4 py-3 text-center text-forest-900" data-testid="pickup-slip">
          <span className="block text-lg font-bold tracking-[0.2em]">PICKUP: DO NOT SHIP</span>
          <span className="block text-sm">At {slip.pickup.name}, {[slip.pickup.street1, slip.pickup.city].join(', ')}</span>
        </p>
      ) : null}
      {slip.held ? (
        <p className="mt-4 rounded-xl border-2 border-clay-600 px-4 py-3 text-center text-lg font-bold tracking-[0.2em] text-clay-600" data-testid="held-do-not-ship">
          HELD: DO NOT SHIP
        </p>
      ) : null}
      {slip.heatPack ? (
        <p
          className="mt-4 rounded-xl border-2 border-[#6b4210] px-4 py-3 text-center text-lg font-bold tracking-[0.2em] text-[#6b4210]"
          data-testid="add-heat-pack"
        >
          ADD HEAT PACK
        </p>
      ) : null}
      <table className="mt-6 w-full text-left text-sm">
        <thead className="text-xs tracking-[0.15em] text-forest-900 uppercase">
          <tr className="border-b border-sand-300">
            <th scope="col" className="py-2 font-semibold">
              Plant
            </th>
            <th scope="col" className="py-2 text-right font-semibold">
              Qty
            </th>
            {slip.gift ? null : (
              <>
                <th scope="col" className="py-2 text-right font-semibold">
                  Price
                </th>
                <th scope="col" className="py-2 text-right font-semibold">
                  Total
                </th>
              </>
            )}
            <th scope="col" className="w-12 py-2 text-right font-semibold">
              <span className="sr-only">Packed</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-sand-300">
          {slip.lines.map((line, index) => (
            <tr key={index}>
              <td className="py-2.5 font-medium text-forest-900">
                <LineTitle productName={line.productName} variantTitle={line.variantTitle} sku={line.sku} />
              </td>
              <td className="py-2.5 text-right tabular-nums">{line.qty}</td>
              {slip.gift ? null : (
                <>
                  <td className="py-2.5 text-right tabular-nums">
                    {line.unitPrice === undefined ? '' : formatDollars(line.unitPrice)}
                  </td>
                  <td className="py-2.5 text-right tabular-nums">
                    {line.totalPrice === undefined ? '' : formatDollars(line.totalPrice)}
                  </td>
                </>
              )}
              <td className="py-2.5 text-right">
                <span aria-hidden="true" className="inline-block size-4 rounded border border-forest-900" />
              </td>
            </tr>
          ))}
        </tbody>
        {slip.total !== undefined ? (
          <tfoot>
            <tr className="border-t border-forest-900">
              <th scope="row" colSpan={3} className="py-2.5 text-right font-semibold">
                Paid
              </th>
              <td className="py-2.5 text-right font-semibold tabular-nums">{formatDollars(slip.total)}</td>
              <td />
            </tr>
          </tfoot>
        ) : null}
      </table>
      {slip.gift ? (
        <section className="mt-8 rounded-2xl bg-cream-100 p-6 print:border print:border-sand-300">
          <h3 className="text-xs font-semibold tracking-[0.2em] text-forest-600">A GIFT FOR YOU</h3>
          {slip.giftMessage ? (
            <p className="mt-2 font-serif text-xl whitespace-pre-line text-forest-900">{slip.giftMessage}</p>
          ) : null}
        </section>
      ) : null}
      <p className="mt-8 text-xs text-muted">
        Thank you for shopping with {shop.name}.{reach ? ` Questions? ${reach[0]!.toUpperCase()}${reach.slice(1)}.` : ''}
      </p>
    </article>
  );
}
