import type { OrderStatus } from '@shop/shared/orders';
import { ORDER_STATUS_LABELS } from '../order-labels.ts';

const badge = 'inline-flex items-center gap-1.5 rounded-full px-2.5 py-1 text-xs font-semibold whitespace-nowrap';

const ORDER_TONES: Record<OrderStatus, string> = {
  pending: 'bg-cream-200 text-ink',
  complete: 'bg-sage-200 text-forest-900',
  shipped: 'bg-forest-700 text-cream-50',
  canceled: 'bg-cream-100 text-[#8c4f2e] ring-1 ring-inset ring-clay-500/40',
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
      <span className={`${badge} ${ORDER_TONES[status]}`}>{ORDER_STATUS_LABELS[status]}</span>
      {needsReview ? <span className={`${badge} bg-[#8c4f2e] text-white`}>Needs review</span> : null}
      {refundDue ? <span className={`${badge} bg-clay-600 text-white`}>Refund due</span> : null}
      {refunded > 0 ? <span className={`${badge} bg-cream-200 text-ink`}>{refunded >= finalPrice ? 'Refunded' : 'Partly refunded'}</span> : null}
      {gift ? <span className={`${badge} bg-sage-100 text-forest-900`}>Gift</span> : null}
    </span>
  );
}

export function PromoStatusBadge({ active }: { active: boolean }) {
  return (
    <span className={`${badge} ${active ? 'bg-sage-200 text-forest-900' : 'bg-cream-200 text-ink'}`}>
      <span aria-hidden="true" className={`size-1.5 rounded-full ${active ? 'bg-forest-600' : 'bg-muted'}`} />
      {active ? 'Active' : 'Inactive'}
    </span>
  );
}
