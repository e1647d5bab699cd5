import type { AdminProduct } from '@shop/shared/product-status';
import { useMemo, useState } from 'react';
import toast from 'react-hot-toast';
import { Link } from 'react-router';
import { EmptyState } from '../components/admin/admin-table.tsx';
import { ConfirmDialog } from '../components/admin/confirm-dialog.tsx';
import { LoadState } from '../components/admin/load-state.tsx';
import { buttonClass } from '../components/ui/button.tsx';
import { getDemoCatalogue } from '../features/admin-demo-catalogue/demo-catalogue-api.ts';
import { DemoCatalogueNotice } from '../features/admin-demo-catalogue/components/demo-catalogue-notice.tsx';
import { bulkProducts, deleteProduct, listProducts, listWaiting } from '../features/admin-products/admin-products-api.ts';
import { bulkDone, type BulkRequest, editDone, shownProducts, STATUS_FILTERS, type StatusFilter } from '../features/admin-products/bulk-rules.ts';
import { BulkBar } from '../features/admin-products/components/bulk-bar.tsx';
import { ProductsTable } from '../features/admin-products/components/products-table.tsx';
import { AdminHeader } from '../features/admin/components/admin-header.tsx';
import { ListFilter } from '../features/admin/components/list-filter.tsx';
import { useAdminData } from '../features/admin/use-admin-data.ts';
import { useRowDelete } from '../features/admin/use-row-delete.ts';
import { useCatalogueRefresh } from '../features/catalog/use-catalogue-refresh.ts';
import { ADMIN_ROOT } from '../lib/admin-root.ts';
import { messageOf } from '../lib/api.ts';
import { useTitle } from '../lib/use-title.ts';

export function AdminProductsPage() {
  const onCatalogueChanged = useCatalogueRefresh();
  useTitle('Admin · Products');
  const { data, status, error, reload, update } = useAdminData(listProducts);
  const waiting = useAdminData(listWaiting).data;
  const demo = useAdminData(getDemoCatalogue);
  const waitingById = useMemo(() => new Map(waiting?.map((row) => [row.productId, row.waiting])), [waiting]);
  const [query, setQuery] = useState('');
  const [statusFilter, setStatusFilter] = useState<StatusFilter>('all');
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const deletion = useRowDelete({ remove: deleteProduct, update, onDeleted: onCatalogueChanged });

  const shown = useMemo(() => shownProducts(data ?? [], { query, status: statusFilter }), [data, query, statusFilter]);
  // Only what the list shows stays picked: a filter that hides a product drops it from the action.
  const picked = shown.filter((product) => selected.has(product.id));
  const toggle = (product: AdminProduct) =>
    setSelected((last) => {
      const next = new Set(last);
      if (!next.delete(product.id)) next.add(product.id);
      return next;
    });
  const allShownPicked = shown.length > 0 && picked.length === shown.length;

  async function runBulk(request: BulkRequest) {
    try {
      const done = await bulkProducts({ ids: picked.map((product) => product.id), ...request });
      const count = done.products.length;
      toast.success(request.action === 'set-care' || request.action === 'add-tags' ? editDone(request, count) : bulkDone(request.action, count));
      setSelected(new Set());
      onCatalogueChanged();
      reload();
    } catch (failure) {
      toast.error(messageOf(failure));
    }
  }

  return (
    <>
      <AdminHeader
        eyebrow="PRODUCTS"
        title="Products"
        description={data ? `${data.length} plants in the catalogue, newest first.` : 'The catalogue, newest first.'}
        actions={
          <Link to={`${ADMIN_ROOT}/addproduct`} className={buttonClass('primary', 'px-5 py-2.5 text-xs')}>
            Add new product
          </Link>
        }
      />
      {demo.data ? (
        <div className="mt-6">
          <DemoCatalogueNotice
            state={demo.data}
            onRemoved={() => {
              onCatalogueChanged();
              reload();
              demo.reload();
            }}
          />
        </div>
      ) : null}
      <div className="mt-6">
        {!data ? (
          <LoadState status={status} error={error} label="Loading products" onRetry={reload} />
        ) : (
          <div className="space-y-4">
            <div className="flex flex-wrap items-center gap-3">
              <ListFilter id="product-filter" label="Find a product" placeholder="Find by name or id" value={query} onChange={setQuery} />
              <label htmlFor="product-status" className="sr-only">
                Status
              </label>
              <select
                id="product-status"
                value={statusFilter}
                onChange={(event) => setStatusFilter(event.target.value as StatusFilter)}
                className="rounded-xl border border-sand-300 bg-white px-3 py-2.5 text-sm"
              >
                {STATUS_FILTERS.map((filter) => (
                  <option key={filter.value} value={filter.value}>
                    {filter.label}
                  </option>
                ))}
              </select>
              {shown.length > 0 ? (
                <label className="flex items-center gap-2 text-sm text-muted">
                  <input
                    type="checkbox"
                    checked={allShownPicked}
                    onChange={() => setSelected(allShownPicked ? new Set() : new Set(shown.map((product) => product.id)))}
                    className="size-4 accent-forest-700"
                  />
                  Select all shown
                </label>
              ) : null}
            </div>
            <BulkBar picked={picked} onRun={runBulk} onClear={() => setSelected(new Set())} />
            {shown.length === 0 ? (
              <EmptyState title={data.length === 0 ? 'No products yet' : 'No product matches'}>
                {data.length === 0 ? 'Add the first plant to open the shop.' : 'Try another name or status.'}
              </EmptyState>
            ) : (
              <ProductsTable products={shown} waiting={waitingById} onDelete={deletion.ask} selected={selected} onToggle={toggle} />
            )}
          </div>
        )}
      </div>
      <ConfirmDialog
        open={deletion.doomed !== null}
        title={`Delete ${deletion.doomed?.name ?? 'this product'}?`}
        confirmLabel="Delete product"
        busy={deletion.deleting}
        onConfirm={deletion.confirm}
        onClose={deletion.cancel}
      >
        It leaves the shop, carts and wishlists at once. Past orders keep their lines. This cannot be undone.
      </ConfirmDialog>
    </>
  );
}
