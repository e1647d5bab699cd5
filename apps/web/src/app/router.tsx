import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { POLICY_PATHS, POLICY_SLUGS } from '@shop/shared/policy-pages';
import { LandingPage } from '../routes/landing.tsx';
import { NotFoundPage } from '../routes/not-found.tsx';
import { ProductDetailPage } from '../routes/product-detail.tsx';
import { ProductsPage } from '../routes/products.tsx';
import type * as AdminChunk from '../routes/admin.tsx';
import { RouteError } from '../routes/route-error.tsx';
import { PrintLayout } from './layout/print-layout.tsx';
import { RootLayout } from './layout/root-layout.tsx';

/** The screens the server renders (decision 015); every other screen is rendered by the browser alone. */
export const SERVER_RENDERED = [
  'landing',
  'products',
  'product',
  'not-found',
  ...POLICY_SLUGS.map((slug) => `policy-${slug}` as const),
] as const;
export type ServerRenderedId = (typeof SERVER_RENDERED)[number];

/**
 * The admin area is one lazy chunk (routes/admin.tsx, decision 038): its frame and every admin screen but
 * the tax report, each a route of its own here, resolved from that chunk when first opened.
 */
const adminScreen = (screen: keyof typeof AdminChunk) => () =>
  import('../routes/admin.tsx').then((m) => ({ Component: m[screen] }));

/**
 * The server-rendered screens are part of the shell, so the browser can hydrate them at once; every other
 * screen is its own chunk, loaded when it is opened (the private screens are never server-rendered). The
 * policy pages are server-rendered chunks: the browser loads the chunk before it hydrates (start.tsx).
 */
export const routes: RouteObject[] = [
  {
    id: 'root',
    path: '/',
    Component: RootLayout,
    ErrorBoundary: RouteError,
    HydrateFallback: () => null,
    children: [
      { id: 'landing', index: true, Component: LandingPage },
      { id: 'products', path: 'products', Component: ProductsPage },
      { id: 'product', path: 'products/:productId', Component: ProductDetailPage },
      // The shop's policy pages (decision 035): /shipping-policy, /returns, /privacy, /terms, /contact.
      ...POLICY_SLUGS.map((slug) => ({
        id: `policy-${slug}`,
        path: POLICY_PATHS[slug].slice(1),
        lazy: () => import('../routes/policy-page.tsx').then((m) => ({ Component: m.PolicyPageScreen })),
      })),
      { path: 'cart', lazy: () => import('../routes/cart.tsx').then((m) => ({ Component: m.CartPage })) },
      // A checkout reminder's link (decision 072): the unpaid order's plants back in the cart.
      { path: 'cart/restore/:orderId', lazy: () => import('../routes/cart-restore.tsx').then((m) => ({ Component: m.CartRestorePage })) },
      {
        path: 'shipping',
        lazy: () => import('../routes/shipping.tsx').then((m) => ({ Component: m.ShippingPage })),
      },
      {
        path: 'confirmation',
        lazy: () => import('../routes/confirmation.tsx').then((m) => ({ Component: m.ConfirmationPage })),
      },
      { path: 'login', lazy: () => import('../routes/login.tsx').then((m) => ({ Component: m.LoginPage })) },
      {
        path: 'signup',
        lazy: () => import('../routes/signup.tsx').then((m) => ({ Component: m.SignupPage })),
      },
      {
        // The hub, and the pages the account's emailed links open (account/verify-email, account/forgot-password,
        // account/reset-password), which the hub's chunk renders: the first view's route table does not grow.
        path: 'account/*',
        lazy: () => import('../routes/account.tsx').then((m) => ({ Component: m.AccountPage })),
      },
      {
        path: 'account/editprofile',
        lazy: () => import('../routes/edit-profile.tsx').then((m) => ({ Component: m.EditProfilePage })),
      },
      {
        path: 'account/password',
        lazy: () => import('../routes/change-password.tsx').then((m) => ({ Component: m.ChangePasswordPage })),
      },
      {
        path: 'account/orderhistory',
        lazy: () => import('../routes/order-history.tsx').then((m) => ({ Component: m.OrderHistoryPage })),
      },
      {
        path: 'account/orderhistory/:orderId',
        lazy: () => import('../routes/order-detail.tsx').then((m) => ({ Component: m.OrderDetailPage })),
      },
      {
        path: 'account/wishlist',
        lazy: () => import('../routes/wishlist.tsx').then((m) => ({ Component: m.WishlistPage })),
      },
      {
        path: 'reviews/write/:orderId',
        lazy: () => import('../routes/write-review.tsx').then((m) => ({ Component: m.WriteReviewPage })),
      },
      {
        path: 'orders/:orderId/status',
        lazy: () => import('../routes/order-status.tsx').then((m) => ({ Component: m.OrderStatusPage })),
      },
      {
        // The admin area (docs/product's admin screens, decision 038): its frame lets only an admin in.
        path: 'account/admin',
        lazy: adminScreen('AdminLayout'),
        children: [
          { index: true, lazy: adminScreen('AdminDashboardPage') },
          { path: 'products', lazy: adminScreen('AdminProductsPage') },
          { path: 'addproduct', lazy: adminScreen('AdminAddProductPage') },
          { path: 'editproduct/:productId', lazy: adminScreen('AdminEditProductPage') },
          { path: 'promos', lazy: adminScreen('AdminPromosPage') },
          { path: 'addpromo', lazy: adminScreen('AdminAddPromoPage') },
          { path: 'editpromos/:promoId', lazy: adminScreen('AdminEditPromoPage') },
          { path: 'shipping', lazy: adminScreen('AdminShippingPage') },
          { path: 'sales-tax', lazy: adminScreen('AdminSalesTaxPage') },
          { path: 'settings', lazy: adminScreen('AdminSettingsPage') },
          { path: 'users', lazy: adminScreen('AdminUsersPage') },
          { path: 'orders', lazy: adminScreen('AdminOrdersPage') },
          { path: 'orders/:orderId', lazy: adminScreen('AdminOrderDetailPage') },
          { path: 'reviews', lazy: adminScreen('AdminReviewsPage') },
          { path: 'pages', lazy: adminScreen('AdminPagesPage') },
          { path: 'pages/:slug', lazy: adminScreen('AdminEditPagePage') },
          // The tax report is a chunk of its own (decision 036): the admin area's chunk does not grow with it.
          {
            path: 'tax-report',
            lazy: () => import('../routes/admin-tax-report.tsx').then((m) => ({ Component: m.AdminTaxReportPage })),
          },
          {
            path: 'tax-report/thresholds',
            lazy: () => import('../routes/admin-tax-report.tsx').then((m) => ({ Component: m.AdminNexusThresholdsPage })),
          },
          // The claims queue is a chunk of its own (decision 042): the admin area's chunk does not grow with it.
          { path: 'claims', lazy: () => import('../routes/admin-claims.tsx').then((m) => ({ Component: m.AdminClaimsPage })) },
          // The product CSV's import and export, and the stock ledger: chunks of their own (decision 040).
          {
            path: 'import',
            lazy: () => import('../routes/admin-catalog-csv.tsx').then((m) => ({ Component: m.AdminCatalogCsvPage })),
          },
          // The customer CSV's import, invitations and export: a chunk of its own (decision 062).
          { path: 'customers', lazy: () => import('../routes/admin-customers-csv.tsx').then((m) => ({ Component: m.AdminCustomersCsvPage })) },
          { path: 'stock', lazy: () => import('../routes/admin-stock.tsx').then((m) => ({ Component: m.AdminStockPage })) },
          { path: 'storefront', lazy: adminScreen('AdminStorefrontPage') },
          { path: 'redirects', lazy: adminScreen('AdminRedirectsPage') },
          { path: 'pickup', lazy: adminScreen('AdminPickupPage') },
          { path: '*', lazy: adminScreen('AdminNotFound') },
        ],
      },
      { id: 'not-found', path: '*', Component: NotFoundPage },
    ],
  },
  {
    // Printed packing slips: admin-only like the rest of /account/admin, without the shop's top bar and footer.
    Component: PrintLayout,
    ErrorBoundary: RouteError,
    HydrateFallback: () => null,
    children: [
      {
        path: '/account/admin/packing-slips',
        lazy: () => import('../routes/packing-slips.tsx').then((m) => ({ Component: m.PackingSlipsPage })),
      },
      {
        path: '/account/admin/orders/:orderId/packing-slip',
        lazy: () => import('../routes/packing-slips.tsx').then((m) => ({ Component: m.PackingSlipsPage })),
      },
    ],
  },
];

/**
 * Resolves, in place, the lazy routes an address matches: before hydrating a server-rendered screen that
 * is a chunk of its own (a policy page), so the first render is the server's HTML, not the router's
 * empty fallback. The router is made after this.
 */
export async function loadLazyMatches(location: { pathname: string }): Promise<void> {
  const matches = matchRoutes(routes, location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, await route.lazy(), { lazy: undefined });
    }),
  );
}

export function makeRouter() {
  return createBrowserRouter(routes);
}
