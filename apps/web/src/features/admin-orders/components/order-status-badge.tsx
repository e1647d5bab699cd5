import type { OrderStatus } from '@shop/shared/orders';
import { badgeClass } from '../../../components/admin/active-badge.tsx';
import { ORDER_STATUS_LABELS } from '../order-labels.ts';

const ORDER_TONES: Record<OrderStatus, string> = {
  pending: 'bg-cream-200 text-ink',
  complete: 'bg-sage-200 text-forest-900',
  shipped: 'bg-forest-700 text-cream-50',
  canceled: 'bg-cream-100 text-alert ring-1 ring-inset ring-clay-500/40',
};

export function OrderStatusBadge({
  status,
  refundDue = false,
  needsReview = false,
  refunded = 0,
  finalPrice = 0,
  gift = false,
}: {
  status: OrderStatus;
  refundDue?: boolean;
  /** A payment that does not match the order: the owner must look. */
  needsReview?: boolean;
  refunded?: number;
  finalPrice?: number;
  gift?: boolean;
}) {
  return (
    <span className="inline-flex flex-wrap items-center gap-1.5">
      <span className={`${badgeClass} ${ORDER_TONES[status]}`}>{ORDER_STATUS_LABELS[status]}</span>
      {needsReview ? <span className={`${badgeClass} bg-alert text-white`}>Needs review</span> : null}
      {refundDue ? <span className={`${badgeClass} bg-clay-600 text-white`}>Refund due</span> : null}
      {refunded > 0 ? (
        <span className={`${badgeClass} bg-cream-200 text-ink`}>
          {refunded >= finalPrice ? 'Refunded' : 'Partly refunded'}
        </span>
      ) : null}
      {gift ? <span className={`${badgeClass} bg-sage-100 text-forest-900`}>Gift</span> : null}
    </span>
  );
}
