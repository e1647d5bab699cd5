import { type ProductStatus, STATUS_LABELS } from '@shop/shared/product-status';

const TONES: Record<ProductStatus, string> = {
  active: 'bg-sage-100 text-forest-800',
  draft: 'bg-cream-200 text-ink',
  archived: 'bg-white text-ink ring-1 ring-inset ring-sand-300',
};

/** A product's status: active (on sale), draft or archived (docs/decisions/055-drafts-and-bulk-edit.md). */
export function StatusBadge({ status }: { status: ProductStatus }) {
  return <span className={`rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ${TONES[status]}`}>{STATUS_LABELS[status]}</span>;
}
