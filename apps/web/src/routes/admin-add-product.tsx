import toast from 'react-hot-toast';
import { useNavigate } from 'react-router';
import { createProduct } from '../features/admin/admin-api.ts';
import { AdminHeader } from '../features/admin/components/admin-header.tsx';
import { ADMIN_ROOT } from '../features/admin/components/admin-sidebar.tsx';
import { ProductForm } from '../features/admin/components/product-form.tsx';
import { emptyProductValues } from '../features/admin/product-form-rules.ts';
import { useCatalogueRefresh } from '../features/catalog/use-catalogue-refresh.ts';
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
