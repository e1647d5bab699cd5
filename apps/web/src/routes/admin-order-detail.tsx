import { lazy, Suspense, useCallback, useState } from 'react';
import toast from 'react-hot-toast';
import { Link, useParams } from 'react-router';
import type { RefundInput, ShipmentInput } from '@shop/shared/after-sale';
import type { AdminOrder } from '@shop/shared/orders';
import { ConfirmDialog } from '../components/admin/confirm-dialog.tsx';
import { LoadState } from '../components/admin/load-state.tsx';
import { Button, buttonClass } from '../components/ui/button.tsx';
import { inputClass } from '../components/ui/field.tsx';
import { ChevronLeftIcon } from '../components/ui/icons.tsx';
import { isPaid } from '@shop/shared/order-status';
import {
  addOrderNote,
  cancelOrder,
  correctTracking,
  setOrderTags,
  getOrder,
  markDelivered,
  markPickedUp,
  markReady,
  refundOrder,
  shipOrder,
  decideWeather,
} from '../features/admin-orders/admin-orders-api.ts';
import { actionsOf } from '../features/admin-orders/order-actions.ts';
import { MarkDelivered } from '../features/admin-orders/components/mark-delivered.tsx';
import { OrderDetail } from '../features/admin-orders/components/order-detail.tsx';
import { OrderStatusBadge } from '../features/admin-orders/components/order-status-badge.tsx';
import { PickupActions } from '../features/admin-orders/components/pickup-actions.tsx';
import { OrderNotesPanel } from '../features/admin-orders/components/order-notes-panel.tsx';
import { TrackingCorrection } from '../features/admin-orders/components/tracking-correction.tsx';
import { RefundForm } from '../features/admin-orders/components/refund-form.tsx';
import { ShipForm } from '../features/admin-orders/components/ship-form.tsx';
import { WeatherPanel } from '../features/admin-orders/components/weather-panel.tsx';
import { AdminHeader } from '../features/admin/components/admin-header.tsx';
import { useAdminData } from '../features/admin/use-admin-data.ts';
import { ADMIN_ROOT } from '../lib/admin-root.ts';
import { messageOf } from '../lib/api.ts';
import { formatDollars } from '../lib/money.ts';
import { useTitle } from '../lib/use-title.ts';
import { formatDateTime } from '../lib/shop-dates.ts';

/** The order's claims (decision 042): a lazy chunk, most orders have none. */
const OrderClaimsList = lazy(() => import('../features/admin-claims/components/order-claims-list.tsx'));

const REFUND_DUE_REASON = 'Your payment arrived after the plants had sold out';

export function AdminOrderDetailPage() {
  const orderId = Number(useParams().orderId);
  useTitle(`Admin · Order #${orderId}`);
  const load = useCallback((signal: AbortSignal) => getOrder(orderId, signal), [orderId]);
  const { data, status, error, reload, update } = useAdminData(load);
  const [busy, setBusy] = useState(false);
  const [shipping, setShipping] = useState(false);
  const [canceling, setCanceling] = useState(false);
  const [cancelReason, setCancelReason] = useState('');
  const order = data?.id === orderId ? data : undefined;

  /** Runs one change; the answer is the order as it is now. A refusal shows as a toast and reloads the order. */
  async function change(run: () => Promise<AdminOrder>, done: string): Promise<boolean> {
    setBusy(true);
    try {
      const changed = await run();
      update(() => changed);
      toast.success(done);
      return true;
    } catch (failure) {
      toast.error(messageOf(failure));
      reload();
      return false;
    } finally {
      setBusy(false);
    }
  }

  async function ship(body: ShipmentInput) {
    if (await change(() => shipOrder(orderId, body), `Order #${orderId} marked as shipped`))
      setShipping(false);
  }
  const refund = (body: RefundInput) =>
    change(() => refundOrder(orderId, body), `Refund of order #${orderId} done`);
  async function cancel() {
    if (await change(() => cancelOrder(orderId, cancelReason), `Order #${orderId} canceled and refunded`))
      setCanceling(false);
  }
  const decide = (decision: 'ships' | 'held') =>
    void change(
      () => decideWeather(orderId, decision),
      decision === 'ships' ? `Order #${orderId} ships today` : `Order #${orderId} is held`,
    );
  const deliver = () =>
    void change(() => markDelivered(orderId), `Order #${orderId} marked as delivered`);
  const refundDue = () =>
    void change(
      () => refundOrder(orderId, { kind: 'full', reason: REFUND_DUE_REASON, restock: false }),
      `Order #${orderId} refunded`,
    );

  // What the owner may do next is orderActions' answer (decision 066): no status decides a button here.
  const actions = order ? actionsOf(order) : new Set<never>();
  // The owner's notes, tags and a corrected tracking number (decision 069): saved, then the order read again.
  const keep = (run: () => Promise<unknown>, done: string) => change(async () => (await run(), getOrder(orderId)), done);
  return (
    <>
      <Link
        to={`${ADMIN_ROOT}/orders`}
        className="mb-4 inline-flex items-center gap-1 rounded-full py-1 pr-3 text-sm text-muted hover:text-forest-900"
      >
        <ChevronLeftIcon className="size-4" /> All orders
      </Link>
      <AdminHeader
        eyebrow="ORDERS"
        title={`Order #${orderId}`}
        description={
          order ? (
            <span className="inline-flex flex-wrap items-center gap-3">
              <OrderStatusBadge
                status={order.status}
                refundDue={order.refundDue}
                needsReview={order.reviewReason !== null}
                refunded={order.refunded}
                finalPrice={order.finalPrice}
                gift={order.gift}
              />{' '}
              Placed {formatDateTime(order.createdAt, order.timeZone)}
            </span>
          ) : null
        }
        actions={
          order && isPaid(order.status) ? (
            <>
              <Link
                to={`${ADMIN_ROOT}/orders/${orderId}/packing-slip`}
                className={buttonClass('secondary', 'px-5 py-2.5 text-xs')}
              >
                Packing slip
              </Link>
              {actions.has('cancel') ? (
                <Button
                  variant="secondary"
                  onClick={() => setCanceling(true)}
                  disabled={busy}
                  className="px-5 py-2.5 text-xs"
                >
                  Cancel order
                </Button>
              ) : null}
              {actions.has('ship') ? (
                <Button
                  onClick={() => setShipping(true)}
                  disabled={busy || shipping}
                  className="px-5 py-2.5 text-xs"
                >
                  Mark as shipped
                </Button>
              ) : null}
              {actions.has('mark-delivered') ? <MarkDelivered order={order} busy={busy} onDeliver={deliver} /> : null}
              <PickupActions
                actions={actions}
                busy={busy}
                onReady={() => void change(() => markReady(orderId), `Order #${orderId} is ready for pickup: the customer is emailed`)}
                onPickedUp={() => void change(() => markPickedUp(orderId), `Order #${orderId} picked up`)}
              />
            </>
          ) : null
        }
      />
      <div className="mt-8 space-y-8">
        {order && shipping && actions.has('ship') ? (
          <ShipForm busy={busy} onShip={ship} onCancel={() => setShipping(false)} />
        ) : null}
        {order ? <WeatherPanel order={order} busy={busy} onDecide={decide} /> : null}
        {!order ? (
          <LoadState status={status} error={error} label="Loading the order" onRetry={reload} />
        ) : (
          <OrderDetail order={order} busy={busy} onRefundDue={refundDue} />
        )}
        {order?.shipment && actions.has('mark-delivered') ? (
          <TrackingCorrection
            key={order.shipment.trackingNumber ?? ''}
            shipment={order.shipment}
            busy={busy}
            onCorrect={(body) => keep(() => correctTracking(orderId, body), 'Tracking number corrected')}
          />
        ) : null}
        {order ? (
          <OrderNotesPanel
            key={order.tags.join(',')}
            tags={order.tags}
            busy={busy}
            onNote={(note) => keep(() => addOrderNote(orderId, note), 'Note added')}
            onTags={(tags) => keep(() => setOrderTags(orderId, tags), 'Tags saved')}
          />
        ) : null}
        {actions.has('claim') ? (
          <Suspense fallback={null}>
            <OrderClaimsList orderId={orderId} timeZone={order!.timeZone} />
          </Suspense>
        ) : null}
        {order && actions.has('refund') && !order.refundDue ? (
          <RefundForm key={order.refunds.length} order={order} busy={busy} onRefund={refund} />
        ) : null}
      </div>
      <ConfirmDialog
        open={canceling}
        title={`Cancel order #${orderId}?`}
        confirmLabel="Cancel and refund"
        busy={busy}
        onConfirm={() =>
          cancelReason.trim() ? void cancel() : toast.error('Give a reason: the customer reads it')
        }
        onClose={() => setCanceling(false)}
      >
        <p>
          {order ? formatDollars(order.refundable) : ''} goes back to the customer's card, every plant goes
          back in stock, and the customer gets an email with your reason.
        </p>
        <label className="mt-4 block text-sm font-medium text-forest-900">
          Reason (the customer reads it)
          <input
            value={cancelReason}
            onChange={(event) => setCancelReason(event.target.value)}
            maxLength={500}
            className={`${inputClass} mt-1.5 border-sand-300`}
          />
        </label>
      </ConfirmDialog>
    </>
  );
}
