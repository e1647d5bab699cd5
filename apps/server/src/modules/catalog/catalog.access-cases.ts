import type { AccessCase } from '../../test/access.ts';

const newProduct = { name: 'Access Fern', qty: 3, price: 12.5, description: 'A fern made for a test.' };
const open = { anonymous: 200, shopper: 200, otherShopper: 200, admin: 200 };
const adminOnly = (status: number) => ({ anonymous: 401, shopper: 403, otherShopper: 403, admin: status });

async function freshProductId({ shop, admin }: Parameters<AccessCase['request']>[0]): Promise<number> {
  const response = await shop.request({ method: 'POST', url: '/api/products', token: admin.token, payload: newProduct });
  return (response.json() as { id: number }).id;
}

/** A fresh product in two sizes (Small, Large), one variant each; answers its id and the variants' ids. */
async function productInSizes(fx: Parameters<AccessCase['request']>[0]): Promise<{ id: number; variantIds: number[] }> {
  const id = await freshProductId(fx);
  const token = fx.admin.token;
  await fx.shop.request({ method: 'PUT', url: `/api/products/${id}/options`, token, payload: sizes });
  const response = await fx.shop.request({ method: 'POST', url: `/api/products/${id}/variants/generate`, token, payload: {} });
  return { id, variantIds: (response.json() as { variants: { id: number }[] }).variants.map((variant) => variant.id) };
}

const sizes = { options: [{ name: 'Size', values: ['Small', 'Large'] }] };

export const catalogAccess: AccessCase[] = [
  { method: 'GET', route: '/api/products', request: () => ({ url: '/api/products' }), expect: open },
  { method: 'GET', route: '/api/products/:id', request: () => ({ url: '/api/products/1' }), expect: open },
  { method: 'POST', route: '/api/products', request: () => ({ url: '/api/products', payload: newProduct }), expect: adminOnly(201) },
  {
    method: 'PUT',
    route: '/api/products/:id',
    request: async (fx) => ({ url: `/api/products/${await freshProductId(fx)}`, payload: { ...newProduct, qty: 0 } }),
    expect: adminOnly(200),
  },
  {
    method: 'DELETE',
    route: '/api/products/:id',
    request: async (fx) => ({ url: `/api/products/${await freshProductId(fx)}` }),
    expect: adminOnly(204),
  },
  // The owner's list, page and bulk actions (docs/decisions/055-drafts-and-bulk-edit.md): drafts are the admin's alone.
  { method: 'GET', route: '/api/admin/products', request: () => ({ url: '/api/admin/products?status=draft' }), expect: adminOnly(200) },
  {
    method: 'GET',
    route: '/api/admin/products/:id',
    request: async (fx) => ({ url: `/api/admin/products/${await freshProductId(fx)}` }),
    expect: adminOnly(200),
  },
  {
    method: 'POST',
    route: '/api/admin/products/bulk',
    request: async (fx) => ({ url: '/api/admin/products/bulk', payload: { ids: [await freshProductId(fx)], action: 'unpublish' } }),
    expect: adminOnly(200),
  },
  // The owner's variants (decision 032): every one is the admin's alone.
  {
    method: 'GET',
    route: '/api/products/:id/variants',
    request: async (fx) => ({ url: `/api/products/${await freshProductId(fx)}/variants` }),
    expect: adminOnly(200),
  },
  {
    method: 'PUT',
    route: '/api/products/:id/options',
    request: async (fx) => ({ url: `/api/products/${await freshProductId(fx)}/options`, payload: sizes }),
    expect: adminOnly(200),
  },
  {
    method: 'POST',
    route: '/api/products/:id/variants',
    request: async (fx) => {
      const id = await freshProductId(fx);
      await fx.shop.request({ method: 'PUT', url: `/api/products/${id}/options`, token: fx.admin.token, payload: sizes });
      return { url: `/api/products/${id}/variants`, payload: { options: ['Large'], price: 30, qty: 2 } };
    },
    expect: adminOnly(201),
  },
  {
    method: 'POST',
    route: '/api/products/:id/variants/generate',
    request: async (fx) => {
      const id = await freshProductId(fx);
      await fx.shop.request({ method: 'PUT', url: `/api/products/${id}/options`, token: fx.admin.token, payload: sizes });
      return { url: `/api/products/${id}/variants/generate`, payload: { price: 30 } };
    },
    expect: adminOnly(200),
  },
  {
    method: 'PUT',
    route: '/api/products/:id/variants/:variantId',
    request: async (fx) => {
      const { id, variantIds } = await productInSizes(fx);
      return { url: `/api/products/${id}/variants/${variantIds[1]}`, payload: { price: 32.5 } };
    },
    expect: adminOnly(200),
  },
  {
    method: 'DELETE',
    route: '/api/products/:id/variants/:variantId',
    request: async (fx) => {
      const { id, variantIds } = await productInSizes(fx);
      return { url: `/api/products/${id}/variants/${variantIds[1]}` };
    },
    expect: adminOnly(200),
  },
  {
    method: 'POST',
    route: '/api/products/:id/variants/:variantId/stock',
    request: async (fx) => {
      const { id, variantIds } = await productInSizes(fx);
      return { url: `/api/products/${id}/variants/${variantIds[0]}/stock`, payload: { change: 5 } };
    },
    expect: adminOnly(200),
  },
  {
    method: 'POST',
    route: '/api/admin/stock-adjustments',
    request: async ({ shop }) => {
      const product = (await shop.request({ method: 'GET', url: '/api/products/1' })).json() as { variants: { sku: string }[] };
      return { url: '/api/admin/stock-adjustments', payload: { sku: product.variants[0]!.sku, change: 1, reason: 'recount', note: 'access table' } };
    },
    expect: adminOnly(200),
  },
  {
    method: 'GET',
    route: '/api/admin/stock-settings',
    request: () => ({ url: '/api/admin/stock-settings' }),
    expect: adminOnly(200),
  },
  {
    method: 'PUT',
    route: '/api/admin/stock-settings',
    // The default the shop already has: the access table changes nothing another test reads.
    request: () => ({ url: '/api/admin/stock-settings', payload: { lowStockThreshold: 5 } }),
    expect: adminOnly(200),
  },
  {
    method: 'POST',
    route: '/api/products/cart',
    request: () => ({ url: '/api/products/cart', payload: [{ productId: 1, qty: 2 }] }),
    expect: open,
  },
];
