import toast from 'react-hot-toast';
import { useNavigate } from 'react-router';
import { createProduct } from '../features/admin-products/admin-products-api.ts';
import { ProductForm } from '../features/admin-products/components/product-form.tsx';
import { emptyProductValues } from '../features/admin-products/product-form-rules.ts';
import { AdminHeader } from '../features/admin/components/admin-header.tsx';
import { useCatalogueRefresh } from '../features/catalog/use-catalogue-refresh.ts';
import { ADMIN_ROOT } from '../lib/admin-root.ts';
import { useTitle } from '../lib/use-title.ts';

export function AdminAddProductPage() {
  const onCatalogueChanged = useCatalogueRefresh();
  useTitle('Admin · Add product');
  const navigate = useNavigate();
  return (
    <>
      <AdminHeader eyebrow="ADD NEW PRODUCT" title="Add a plant" description="It is in the shop as soon as it is saved." />
      <div className="mt-8">
        <ProductForm
          mode="add"
          initial={emptyProductValues}
          submitLabel="Add product"
          onSubmit={createProduct}
          onSaved={(product) => {
            toast.success(`${product.name} added`);
            onCatalogueChanged();
            navigate(`${ADMIN_ROOT}/products`);
          }}
        />
      </div>
    </>
  );
}
