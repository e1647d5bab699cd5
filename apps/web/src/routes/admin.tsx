import { lazy, Suspense, useCallback } from 'react';
import { useSelector } from 'react-redux';
import { Link, Navigate, Route, Routes } from 'react-router';
import { buttonClass } from '../components/ui/button.tsx';
import { PageSpinner } from '../components/ui/spinner.tsx';
import { ADMIN_ROOT, AdminSidebar } from '../features/admin/components/admin-sidebar.tsx';
import { selectAuth } from '../features/auth/auth-slice.ts';
import { catalogueChanged } from '../features/catalog/products-slice.ts';
import { useAppDispatch } from '../lib/hooks.ts';
import { getToken } from '../lib/storage.ts';
import { useTitle } from '../lib/use-title.ts';
import { AdminAddProductPage } from './admin-add-product.tsx';
import { AdminAddPromoPage } from './admin-add-promo.tsx';
import { AdminDashboardPage } from './admin-dashboard.tsx';
import { AdminEditPagePage } from './admin-edit-page.tsx';
import { AdminEditProductPage } from './admin-edit-product.tsx';
import { AdminEditPromoPage } from './admin-edit-promo.tsx';
import { AdminOrderDetailPage } from './admin-order-detail.tsx';
import { AdminOrdersPage } from './admin-orders.tsx';
import { AdminPagesPage } from './admin-pages.tsx';
import { AdminProductsPage } from './admin-products.tsx';
import { AdminPromosPage } from './admin-promos.tsx';
import { AdminSalesTaxPage } from './admin-sales-tax.tsx';
import { AdminShippingPage } from './admin-shipping.tsx';
import { AdminUsersPage } from './admin-users.tsx';

// The tax report is its own chunk, loaded when it is opened: the admin area's chunk does not grow with it.
const AdminTaxReportPage = lazy(() => import('./admin-tax-report.tsx').then((m) => ({ default: m.AdminTaxReportPage })));

/**
 * /account/admin/*: the admin area, one lazy chunk (the router imports this file on demand, and
 * every admin screen is reached only from here). Only an admin gets past the check; the API
 * refuses everyone else anyway.
 */
export function AdminPage() {
  const { auth, status } = useSelector(selectAuth);
  const refreshCatalogue = useCatalogueRefresh();
  const known = auth.id !== undefined || status === 'failed';
  if (!getToken()) return <Navigate to="/" replace />;
  if (!known) return <PageSpinner label="Checking your access" />;
  if (!auth.isAdmin) return <Navigate to="/" replace />;

  return (
    <div className="mx-auto max-w-7xl px-4 pt-8 sm:px-6 lg:px-8">
      <div className="lg:grid lg:grid-cols-[15.5rem_minmax(0,1fr)] lg:gap-10">
        <AdminSidebar />
        <div className="mt-8 min-w-0 lg:mt-0">
          <Routes>
            <Route index element={<AdminDashboardPage />} />
            <Route path="products" element={<AdminProductsPage onCatalogueChanged={refreshCatalogue} />} />
            <Route path="addproduct" element={<AdminAddProductPage onCatalogueChanged={refreshCatalogue} />} />
            <Route path="editproduct/:productId" element={<AdminEditProductPage onCatalogueChanged={refreshCatalogue} />} />
            <Route path="promos" element={<AdminPromosPage />} />
            <Route path="addpromo" element={<AdminAddPromoPage />} />
            <Route path="editpromos/:promoId" element={<AdminEditPromoPage />} />
            <Route path="shipping" element={<AdminShippingPage />} />
            <Route path="sales-tax" element={<AdminSalesTaxPage />} />
            <Route path="users" element={<AdminUsersPage />} />
            <Route path="orders" element={<AdminOrdersPage />} />
            <Route path="orders/:orderId" element={<AdminOrderDetailPage />} />
            <Route path="pages" element={<AdminPagesPage />} />
            <Route path="pages/:slug" element={<AdminEditPagePage />} />
            <Route
              path="tax-report/*"
              element={
                <Suspense fallback={<PageSpinner label="Loading the tax report" />}>
                  <AdminTaxReportPage />
                </Suspense>
              }
            />
            <Route path="*" element={<AdminNotFound />} />
          </Routes>
        </div>
      </div>
    </div>
  );
}

/** After a product changes, the shop's grid page and product are read again when next shown. */
function useCatalogueRefresh(): () => void {
  const dispatch = useAppDispatch();
  return useCallback(() => {
    dispatch(catalogueChanged());
  }, [dispatch]);
}

function AdminNotFound() {
  useTitle('Admin');
  return (
    <div className="rounded-3xl border border-dashed border-sand-300 bg-cream-100 px-6 py-16 text-center">
      <h1 className="font-serif text-3xl text-forest-900">No such admin page</h1>
      <Link to={ADMIN_ROOT} className={buttonClass('primary', 'mt-8')}>
        Go to the dashboard
      </Link>
    </div>
  );
}
