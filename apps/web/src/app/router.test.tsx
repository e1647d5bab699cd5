// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, matchRoutes, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import * as admin from '../routes/admin.tsx';
import * as catalogCsv from '../routes/admin-catalog-csv.tsx';
import * as stock from '../routes/admin-stock.tsx';
import * as taxReport from '../routes/admin-tax-report.tsx';
import { PackingSlipsPage } from '../routes/packing-slips.tsx';
import { PrintLayout } from './layout/print-layout.tsx';
import { RootLayout } from './layout/root-layout.tsx';
import { routes, SERVER_RENDERED } from './router.tsx';
import { makeStore } from './store.ts';

// jsdom does not lay out, so it has no scrolling (the router restores scroll positions).
beforeAll(() => {
  window.scrollTo = vi.fn();
});
afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

/** The screens an address shows, outermost first, each lazy route resolved as the router would. */
async function screensAt(path: string): Promise<unknown[]> {
  const matches = matchRoutes(routes, path) ?? [];
  return Promise.all(
    matches.map(async ({ route }) =>
      typeof route.lazy === 'function' ? ((await route.lazy()) as { Component?: unknown }).Component : route.Component,
    ),
  );
}

describe('the admin screens are routes of the main router (decision 038)', () => {
  test.each([
    ['/account/admin', admin.AdminDashboardPage],
    ['/account/admin/products', admin.AdminProductsPage],
    ['/account/admin/addproduct', admin.AdminAddProductPage],
    ['/account/admin/editproduct/7', admin.AdminEditProductPage],
    ['/account/admin/promos', admin.AdminPromosPage],
    ['/account/admin/addpromo', admin.AdminAddPromoPage],
    ['/account/admin/editpromos/3', admin.AdminEditPromoPage],
    ['/account/admin/shipping', admin.AdminShippingPage],
    ['/account/admin/sales-tax', admin.AdminSalesTaxPage],
    ['/account/admin/users', admin.AdminUsersPage],
    ['/account/admin/orders', admin.AdminOrdersPage],
    ['/account/admin/orders/12', admin.AdminOrderDetailPage],
    ['/account/admin/pages', admin.AdminPagesPage],
    ['/account/admin/pages/returns', admin.AdminEditPagePage],
    ['/account/admin/tax-report', taxReport.AdminTaxReportPage],
    ['/account/admin/tax-report/thresholds', taxReport.AdminNexusThresholdsPage],
    ['/account/admin/import', catalogCsv.AdminCatalogCsvPage],
    ['/account/admin/stock', stock.AdminStockPage],
    ['/account/admin/no-such-screen', admin.AdminNotFound],
  ])('%s shows its screen inside the admin frame', async (path, screenShown) => {
    expect(await screensAt(path)).toEqual([RootLayout, admin.AdminLayout, screenShown]);
  });

  test('packing slips print without the shop or the admin frame', async () => {
    expect(await screensAt('/account/admin/packing-slips')).toEqual([PrintLayout, PackingSlipsPage]);
    expect(await screensAt('/account/admin/orders/12/packing-slip')).toEqual([PrintLayout, PackingSlipsPage]);
  });

  test('no admin address is rendered by the server', () => {
    const ids = (path: string) => (matchRoutes(routes, path) ?? []).map(({ route }) => route.id);
    for (const path of ['/account/admin', '/account/admin/products', '/account/admin/no-such-screen'])
      expect(ids(path).filter((id) => (SERVER_RENDERED as readonly string[]).includes(id ?? ''))).toEqual([]);
  });

  test('an admin opening an admin address sees the sidebar and the screen', async () => {
    localStorage.setItem('token', 'an-admin-token');
    const answer = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => (url === '/api/auth' ? answer({ id: 1, name: 'Ada', email: 'ada@example.com', isAdmin: true }) : answer([]))),
    );
    const router = createMemoryRouter(routes, { initialEntries: ['/account/admin/products'] });
    render(
      <Provider store={makeStore()}>
        <RouterProvider router={router} />
      </Provider>,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Products' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /USER MANAGEMENT/ })).toHaveAttribute('href', '/account/admin/users');
  });

  test('anyone else is sent to the home page', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('[]', { status: 200, headers: { 'content-type': 'application/json' } })));
    const router = createMemoryRouter(routes, { initialEntries: ['/account/admin/users'] });
    render(
      <Provider store={makeStore()}>
        <RouterProvider router={router} />
      </Provider>,
    );
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});
