import { useSelector } from 'react-redux';
import { Link, Navigate, Outlet } from 'react-router';
import { buttonClass } from '../components/ui/button.tsx';
import { PageSpinner } from '../components/ui/spinner.tsx';
import { AdminSidebar } from '../features/admin/components/admin-sidebar.tsx';
import { selectAuth } from '../features/auth/auth-slice.ts';
import { ADMIN_ROOT } from '../lib/admin-root.ts';
import { getToken } from '../lib/storage.ts';
import { useTitle } from '../lib/use-title.ts';

// The admin area's chunk (decision 038): app/router.tsx makes each of these screens a route below AdminLayout.
export { AdminAddProductPage } from './admin-add-product.tsx';
export { AdminAddPromoPage } from './admin-add-promo.tsx';
export { AdminDashboardPage } from './admin-dashboard.tsx';
export { AdminEditPagePage } from './admin-edit-page.tsx';
export { AdminEditProductPage } from './admin-edit-product.tsx';
export { AdminEditPromoPage } from './admin-edit-promo.tsx';
export { AdminOrderDetailPage } from './admin-order-detail.tsx';
export { AdminOrdersPage } from './admin-orders.tsx';
export { AdminPagesPage } from './admin-pages.tsx';
export { AdminPickupPage } from './admin-pickup.tsx';
export { AdminProductsPage } from './admin-products.tsx';
export { AdminRedirectsPage } from './admin-redirects.tsx';
export { AdminReviewsPage } from './admin-reviews.tsx';
export { AdminPromosPage } from './admin-promos.tsx';
export { AdminSalesTaxPage } from './admin-sales-tax.tsx';
export { AdminSettingsPage } from './admin-settings.tsx';
export { AdminShippingPage } from './admin-shipping.tsx';
export { AdminStorefrontPage } from './admin-storefront.tsx';
export { AdminUsersPage } from './admin-users.tsx';

/**
 * /account/admin/...: the admin area's frame, the sidebar beside the screen its child route shows. Only an
 * admin gets past the check; the API refuses everyone else anyway.
 */
export function AdminLayout() {
  const { auth, status } = useSelector(selectAuth);
  const known = auth.id !== undefined || status === 'failed';
  if (!getToken()) return <Navigate to="/" replace />;
  if (!known) return <PageSpinner label="Checking your access" />;
  if (!auth.isAdmin) return <Navigate to="/" replace />;
  // The owner requires two-factor sign-in of staff (decision 070): its set-up is the one screen left open.
  if (auth.mustSetUpTwoFactor) return <Navigate to="/account/security" replace />;

  return (
    <div className="mx-auto max-w-7xl px-4 pt-8 sm:px-6 lg:px-8">
      <div className="lg:grid lg:grid-cols-[15.5rem_minmax(0,1fr)] lg:gap-10">
        <AdminSidebar />
        <div className="mt-8 min-w-0 lg:mt-0">
          <Outlet />
        </div>
      </div>
    </div>
  );
}

/** An address under /account/admin that names no admin screen. */
export function AdminNotFound() {
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
