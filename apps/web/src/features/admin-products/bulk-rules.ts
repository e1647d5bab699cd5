import type { AdminProduct, BulkCare, ProductStatus, StatusAction } from '@shop/shared/product-status';

/** The list's status filter: every product, or one status (docs/product/screens.md, Admin > Products). */
export type StatusFilter = ProductStatus | 'all';

export const STATUS_FILTERS: { value: StatusFilter; label: string }[] = [
  { value: 'all', label: 'All statuses' },
  { value: 'active', label: 'Active' },
  { value: 'draft', label: 'Draft' },
  { value: 'archived', label: 'Archived' },
];

/** The products the list shows: newest first, of the status picked, whose name (or id) matches the search. */
export function shownProducts(products: readonly AdminProduct[], { query, status }: { query: string; status: StatusFilter }): AdminProduct[] {
  const q = query.trim().toLowerCase();
  return [...products]
    .sort((a, b) => b.id - a.id)
    .filter((product) => status === 'all' || product.status === status)
    .filter((product) => q === '' || product.name.toLowerCase().includes(q) || String(product.id) === q);
}

export const BULK_LABELS: Record<StatusAction, string> = { publish: 'Publish', unpublish: 'Unpublish', archive: 'Archive', delete: 'Delete' };

const VERB_DONE: Record<StatusAction, string> = { publish: 'published', unpublish: 'moved to drafts', archive: 'archived', delete: 'deleted' };

const WHAT_HAPPENS: Record<StatusAction, string> = {
  publish: 'They go on sale in the shop at once.',
  unpublish: 'They leave the shop at once and wait as drafts; their sizes and stock stay.',
  archive: 'They leave the shop at once and are kept, with their orders, as archived.',
  delete: 'They leave the shop, carts and wishlists at once. Past orders keep their lines. This cannot be undone.',
};

const plants = (count: number) => (count === 1 ? '1 product' : `${count} products`);

/** The one confirmation a bulk action asks: how many, which, and what follows. */
export function bulkConfirmation(action: StatusAction, names: readonly string[]): { title: string; confirmLabel: string; body: string } {
  return {
    title: `${BULK_LABELS[action]} ${plants(names.length)}?`,
    confirmLabel: `${BULK_LABELS[action]} ${plants(names.length)}`,
    body: WHAT_HAPPENS[action],
  };
}

/** The toast once the server has done it. */
export const bulkDone = (action: StatusAction, count: number) => `${plants(count)} ${VERB_DONE[action]}`;

/** What a bulk action asks the server, the picked ids aside. */
export type BulkRequest = { action: StatusAction } | { action: 'set-care'; care: BulkCare } | { action: 'add-tags'; tags: string[] };

/** The tags typed in the add-tags dialog: comma-separated, trimmed, each once. */
export const typedTags = (text: string): string[] => [...new Set(text.split(',').map((tag) => tag.trim()).filter((tag) => tag !== ''))];

/** The confirmation of a care or tags edit: how many, and what it sets. */
export function editConfirmation(request: Exclude<BulkRequest, { action: StatusAction }>, count: number): { title: string; confirmLabel: string } {
  return request.action === 'set-care'
    ? { title: `Set care on ${plants(count)}`, confirmLabel: `Set care on ${plants(count)}` }
    : { title: `Add tags to ${plants(count)}`, confirmLabel: `Add tags to ${plants(count)}` };
}

export const editDone = (request: Exclude<BulkRequest, { action: StatusAction }>, count: number) =>
  request.action === 'set-care' ? `Care set on ${plants(count)}` : `Tags added to ${plants(count)}`;
