import { useMemo, useState } from 'react';
import toast from 'react-hot-toast';
import { Link } from 'react-router';
import type { Product } from '@shop/shared/products';
import { buttonClass } from '../components/ui/button.tsx';
import { inputClass } from '../components/ui/field.tsx';
import { deleteProduct, listProducts } from '../features/admin/admin-api.ts';
import { AdminHeader } from '../features/admin/components/admin-header.tsx';
import { ADMIN_ROOT } from '../features/admin/components/admin-sidebar.tsx';
import { EmptyState } from '../features/admin/components/admin-table.tsx';
import { ConfirmDialog } from '../features/admin/components/confirm-dialog.tsx';
import { LoadState } from '../features/admin/components/load-state.tsx';
import { ProductsTable } from '../features/admin/components/products-table.tsx';
import { useAdminData } from '../features/admin/use-admin-data.ts';
import { messageOf } from '../lib/api.ts';
import { useTitle } from '../lib/use-title.ts';

export function AdminProductsPage({ onCatalogueChanged }: { onCatalogueChanged: () => void }) {
  useTitle('Admin · Products');
  const { data, status, error, reload, update } = useAdminData(listProducts);
  const [query, setQuery] = useState('');
  const [doomed, setDoomed] = useState<Product | null>(null);
  const [deleting, setDeleting] = useState(false);

  const shown = useMemo(() => {
    const q = query.trim().toLowerCase();
    const newestFirst = [...(data ?? [])].sort((a, b) => b.id - a.id);
    return q === '' ? newestFirst : newestFirst.filter((p) => p.name.toLowerCase().includes(q) || String(p.id) === q);
  }, [data, query]);

  async function remove(product: Product) {
    setDeleting(true);
    try {
      await deleteProduct(product.id);
      update((list) => list.filter((p) => p.id !== product.id));
      toast.success(`${product.name} deleted`);
      onCatalogueChanged();
      setDoomed(null);
    } catch (failure) {
      toast.error(messageOf(failure));
    } finally {
      setDeleting(false);
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
      <div className="mt-6">
        {!data ? (
          <LoadState status={status} error={error} label="Loading products" onRetry={reload} />
        ) : (
          <div className="space-y-4">
            <div className="max-w-sm">
              <label htmlFor="product-filter" className="sr-only">
                Find a product
              </label>
              <input
                id="product-filter"
                type="search"
                value={query}
                onChange={(event) => setQuery(event.target.value)}
                placeholder="Find by name or id"
                className={`${inputClass} border-sand-300 py-2.5 text-sm`}
              />
            </div>
            {shown.length === 0 ? (
              <EmptyState title={data.length === 0 ? 'No products yet' : 'No product matches'}>
                {data.length === 0 ? 'Add the first plant to open the shop.' : 'Try another name.'}
              </EmptyState>
            ) : (
              <ProductsTable products={shown} onDelete={setDoomed} />
            )}
          </div>
        )}
      </div>
      <ConfirmDialog
        open={doomed !== null}
        title={`Delete ${doomed?.name ?? 'this product'}?`}
        confirmLabel="Delete product"
        busy={deleting}
        onConfirm={() => doomed && void remove(doomed)}
        onClose={() => setDoomed(null)}
      >
        It leaves the shop, carts and wishlists at once. Past orders keep their lines. This cannot be undone.
      </ConfirmDialog>
    </>
  );
}
