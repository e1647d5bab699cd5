import { useCallback, useEffect, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { Link, useNavigate, useParams } from 'react-router';
import { Button } from '../components/ui/button.tsx';
import { deleteProduct, getProduct, updateProduct } from '../features/admin/admin-api.ts';
import { AdminHeader } from '../features/admin/components/admin-header.tsx';
import { ADMIN_ROOT } from '../features/admin/components/admin-sidebar.tsx';
import { ConfirmDialog } from '../features/admin/components/confirm-dialog.tsx';
import { LoadState } from '../features/admin/components/load-state.tsx';
import { ProductForm } from '../features/admin/components/product-form.tsx';
import { productFormValues, type ProductPayload } from '../features/admin/product-form-rules.ts';
import { useAdminData } from '../features/admin/use-admin-data.ts';
import { ApiError, messageOf } from '../lib/api.ts';
import { useTitle } from '../lib/use-title.ts';

export function AdminEditProductPage({ onCatalogueChanged }: { onCatalogueChanged: () => void }) {
  const productId = Number(useParams().productId);
  useTitle(`Admin · Edit product #${productId}`);
  const navigate = useNavigate();
  const load = useCallback((signal: AbortSignal) => getProduct(productId, signal), [productId]);
  const { data: product, status, error, reload } = useAdminData(load);
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  // The stock the form was loaded with: the server refuses the save (409) if orders changed it meanwhile,
  // and then the figure is read again so the admin's next save applies to today's stock.
  const loadedQty = useRef<number | undefined>(undefined);
  useEffect(() => {
    if (product?.id === productId) loadedQty.current = product.qty;
  }, [product, productId]);
  const save = useCallback(
    async (payload: ProductPayload) => {
      try {
        return await updateProduct(productId, { ...payload, ...(loadedQty.current !== undefined && { expectedQty: loadedQty.current }) });
      } catch (failure) {
        if (failure instanceof ApiError && failure.status === 409) loadedQty.current = (await getProduct(productId)).qty;
        throw failure;
      }
    },
    [productId],
  );

  async function remove() {
    setDeleting(true);
    try {
      await deleteProduct(productId);
      toast.success(`${product?.name ?? 'Product'} deleted`);
      onCatalogueChanged();
      navigate(`${ADMIN_ROOT}/products`);
    } catch (failure) {
      toast.error(messageOf(failure));
      setDeleting(false);
    }
  }

  const current = product?.id === productId ? product : undefined;
  return (
    <>
      <AdminHeader
        eyebrow="PRODUCTS"
        title={current ? `Edit ${current.name}` : 'Edit product'}
        description={current ? <>Product #{current.id}. Changes show in the shop as soon as they are saved.</> : null}
        actions={
          current ? (
            <Link to={`/products/${current.id}`} className="text-sm font-semibold text-forest-700 underline underline-offset-4 hover:text-forest-900">
              View in the shop
            </Link>
          ) : null
        }
      />
      <div className="mt-8">
        {!current || status === 'loading' ? (
          <LoadState status={status} error={error} label="Loading the product" onRetry={reload} />
        ) : (
          <ProductForm
            key={current.id}
            mode="edit"
            initial={productFormValues(current)}
            currentImageURL={current.imageURL}
            submitLabel="Save"
            onSubmit={save}
            onSaved={(saved) => {
              toast.success(`${saved.name} saved`);
              onCatalogueChanged();
              navigate(`${ADMIN_ROOT}/products`);
            }}
            actions={
              <Button variant="secondary" className="border-[#8c4f2e] text-[#8c4f2e] hover:bg-[#8c4f2e] hover:text-white" onClick={() => setConfirming(true)}>
                Delete
              </Button>
            }
          />
        )}
      </div>
      <ConfirmDialog
        open={confirming}
        title={`Delete ${current?.name ?? 'this product'}?`}
        confirmLabel="Delete product"
        busy={deleting}
        onConfirm={() => void remove()}
        onClose={() => setConfirming(false)}
      >
        It leaves the shop, carts and wishlists at once. Past orders keep their lines. This cannot be undone.
      </ConfirmDialog>
    </>
  );
}
