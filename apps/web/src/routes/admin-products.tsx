import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '../components/admin/admin-table.tsx';
import { ConfirmDialog } from '../components/admin/confirm-dialog.tsx';
import { LoadState } from '../components/admin/load-state.tsx';
import { buttonClass } from '../components/ui/button.tsx';
import { getDemoCatalogue } from '../features/admin-demo-catalogue/demo-catalogue-api.ts';
import { DemoCatalogueNotice } from '../features/admin-demo-catalogue/components/demo-catalogue-notice.tsx';
import { deleteProduct, listProducts, listWaiting } from '../features/admin-products/admin-products-api.ts';
import { ProductsTable } from '../features/admin-products/components/products-table.tsx';
import { AdminHeader } from '../features/admin/components/admin-header.tsx';
import { ListFilter } from '../features/admin/components/list-filter.tsx';
import { useAdminData } from '../features/admin/use-admin-data.ts';
import { useRowDelete } from '../features/admin/use-row-delete.ts';
import { useCatalogueRefresh } from '../features/catalog/use-catalogue-refresh.ts';
import { ADMIN_ROOT } from '../lib/admin-root.ts';
import { useTitle } from '../lib/use-title.ts';

export function AdminProductsPage() {
  const onCatalogueChanged = useCatalogueRefresh();
  useTitle('Admin · Products');
  const { data, status, error, reload, update } = useAdminData(listProducts);
  const waiting = useAdminData(listWaiting).data;
  const demo = useAdminData(getDemoCatalogue);
  const waitingById = useMemo(() => new Map(waiting?.map((row) => [row.productId, row.waiting])), [waiting]);
  const [query, setQuery] = useState('');
  const deletion = useRowDelete({ remove: deleteProduct, update, onDeleted: onCatalogueChanged });

  const shown = useMemo(() => {
    const q = query.trim().toLowerCase();
    const newestFirst = [...(data ?? [])].sort((a, b) => b.id - a.id);
    return q === '' ? newestFirst : newestFirst.filter((p) => p.name.toLowerCase().includes(q) || String(p.id) === q);
  }, [data, query]);

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
            <ListFilter id="product-filter" label="Find a product" placeholder="Find by name or id" value={query} onChange={setQuery} />
            {shown.length === 0 ? (
              <EmptyState title={data.length === 0 ? 'No products yet' : 'No product matches'}>
                {data.length === 0 ? 'Add the first plant to open the shop.' : 'Try another name.'}
              </EmptyState>
            ) : (
              <ProductsTable products={shown} waiting={waitingById} onDelete={deletion.ask} />
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
