import { productPath } from '@shop/shared/handles';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import type { AdminVariants } from '@shop/shared/products';
import toast from 'react-hot-toast';
import { Link, useNavigate, useParams } from 'react-router';
import { ConfirmDialog } from '../components/admin/confirm-dialog.tsx';
import { LoadState } from '../components/admin/load-state.tsx';
import { Button } from '../components/ui/button.tsx';
import { PageSpinner } from '../components/ui/spinner.tsx';
import { bulkProducts, deleteProduct, getProduct, updateProduct } from '../features/admin-products/admin-products-api.ts';
import { StatusBadge } from '../features/admin-products/components/status-badge.tsx';
import { ProductForm } from '../features/admin-products/components/product-form.tsx';
import { productFormValues, type ProductPayload } from '../features/admin-products/product-form-rules.ts';
import { AdminHeader } from '../features/admin/components/admin-header.tsx';
import { useAdminData } from '../features/admin/use-admin-data.ts';
import { useCatalogueRefresh } from '../features/catalog/use-catalogue-refresh.ts';
import { ADMIN_ROOT } from '../lib/admin-root.ts';
import { ApiError, messageOf } from '../lib/api.ts';
import { useTitle } from '../lib/use-title.ts';

// Sizes and planters: a chunk of its own, fetched only when a product is edited.
const VariantEditor = lazy(() => import('../features/admin-products/components/variant-editor.tsx').then((m) => ({ default: m.VariantEditor })));

export function AdminEditProductPage() {
  const onCatalogueChanged = useCatalogueRefresh();
  const productId = Number(useParams().productId);
  useTitle(`Admin · Edit product #${productId}`);
  const navigate = useNavigate();
  const load = useCallback((signal: AbortSignal) => getProduct(productId, signal), [productId]);
  const { data: product, status, error, reload } = useAdminData(load);
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [publishing, setPublishing] = useState(false);
  // The stock the form was loaded with: the server refuses the save (409) if orders changed it meanwhile,
  // and then the figure is read again so the admin's next save applies to today's stock.
  const loadedQty = useRef<number | undefined>(undefined);
  useEffect(() => {
    if (product?.id === productId) loadedQty.current = product.qty;
  }, [product, productId]);
  // With options, the default's price, stock and cap are edited in the variants' table: the form sends them
  // as that table last stored them, so saving the plant's text never undoes a variant's change.
  const [variants, setVariants] = useState<AdminVariants | null>(null);
  const latestDefault = useRef<{ price: number; qty: number; maxPerOrder: number } | undefined>(undefined);
  const variantsChanged = useCallback((next: AdminVariants) => {
    setVariants(next);
    const chosen = next.variants.find((variant) => variant.id === next.defaultVariantId);
    latestDefault.current = chosen && { price: chosen.price, qty: chosen.qty, maxPerOrder: chosen.maxPerOrder };
    if (chosen) loadedQty.current = chosen.qty;
  }, []);
  const managed = (variants?.options.length ?? 0) > 0;
  const save = useCallback(
    async (form: ProductPayload) => {
      const payload = managed && latestDefault.current ? { ...form, ...latestDefault.current } : form;
      try {
        return await updateProduct(productId, { ...payload, ...(loadedQty.current !== undefined && { expectedQty: loadedQty.current }) });
      } catch (failure) {
        if (failure instanceof ApiError && failure.status === 409) loadedQty.current = (await getProduct(productId)).qty;
        throw failure;
      }
    },
    [productId, managed],
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

  /** A draft or archived product goes on sale in one step (docs/decisions/055-drafts-and-bulk-edit.md). */
  async function publish() {
    setPublishing(true);
    try {
      await bulkProducts({ ids: [productId], action: 'publish' });
      toast.success(`${product?.name ?? 'Product'} published`);
      onCatalogueChanged();
      reload();
    } catch (failure) {
      toast.error(messageOf(failure));
    } finally {
      setPublishing(false);
    }
  }

  const current = product?.id === productId ? product : undefined;
  return (
    <>
      <AdminHeader
        eyebrow="PRODUCTS"
        title={current ? `Edit ${current.name}` : 'Edit product'}
        description={
          current ? (
            current.status === 'active' ? (
              <>Product #{current.id}. Changes show in the shop as soon as they are saved.</>
            ) : (
              <>
                Product #{current.id} <StatusBadge status={current.status} />. Shoppers do not see it until it is published.
              </>
            )
          ) : null
        }
        actions={
          current?.status === 'active' ? (
            <Link to={productPath(current)} className="text-sm font-semibold text-forest-700 underline underline-offset-4 hover:text-forest-900">
              View in the shop
            </Link>
          ) : current ? (
            <Button onClick={() => void publish()} disabled={publishing} className="px-5 py-2.5 text-xs">
              Publish
            </Button>
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
            variantsManaged={managed}
            onSubmit={save}
            onSaved={(saved) => {
              toast.success(`${saved.name} saved`);
              onCatalogueChanged();
              navigate(`${ADMIN_ROOT}/products`);
            }}
            actions={
              <Button variant="secondary" className="border-alert text-alert hover:bg-alert hover:text-white" onClick={() => setConfirming(true)}>
                Delete
              </Button>
            }
          />
        )}
      </div>
      {current ? (
        <section aria-labelledby="variants-heading" className="mt-12 rounded-3xl border border-sand-300 bg-white p-4 shadow-sm sm:p-6">
          <h2 id="variants-heading" className="font-serif text-2xl text-forest-900">
            Sizes and planters
          </h2>
          <p className="mt-1 mb-6 text-sm text-muted">Each combination is sold with its own SKU, price, stock and picture. Changes here are saved at once.</p>
          <Suspense fallback={<PageSpinner label="Loading the sizes and planters" />}>
            <VariantEditor key={current.id} product={current} onChange={variantsChanged} onCatalogueChanged={onCatalogueChanged} />
          </Suspense>
        </section>
      ) : null}
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
