import type { Product as CatalogueProduct } from '@shop/shared/products';
import type { Request } from 'autocannon';
import type { Scenario } from './load.ts';

/** The catalogue's products as the API sends them (the shop's shared contract). */
export type { Product as CatalogueProduct } from '@shop/shared/products';

const json = { 'content-type': 'application/json' };

export const GRID_PATH = '/api/products?tag=Small&sort=price-asc&offset=0&limit=12';
/** The same grid page as the storefront's address: the server-rendered HTML with its data (decision 015). */
export const GRID_PAGE_PATH = '/products?tag=Small&sort=price-asc';

let shoppers = 0;

/**
 * A fresh guest for each order, with an email and a client address of their own: the load stands for
 * many shoppers, and the shop limits what one email or one address may hold in unpaid orders (decision
 * 024). The address reaches the shop as X-Forwarded-For (startShop sets TRUST_PROXY=1).
 */
export function nextShopper(): { email: string; address: string } {
  shoppers += 1;
  return {
    email: `shopper-${process.pid}-${shoppers}@bench.test`,
    address: `10.${(shoppers >> 16) & 255}.${(shoppers >> 8) & 255}.${shoppers & 255}`,
  };
}

/** A guest's order body as the web app sends it (the cart as a JSON string, docs/product/api.md). */
export function guestOrder(lines: { productId: number; qty: number }[], userEmail = nextShopper().email): Record<string, unknown> {
  return {
    name: { firstName: 'Bench', lastName: 'Shopper' },
    address: { street1: '1 Main Street', street2: '', city: 'Springfield', state: 'IL', zip: '62701' },
    userEmail,
    promoCode: null,
    cart: JSON.stringify(lines),
    userId: null,
    currencyId: 1,
  };
}

/**
 * Placing an order and opening its checkout, on one connection: the web app sends the placed order
 * back as the checkout body, with its token in a header.
 */
export function orderThenCheckout(lines: { productId: number; qty: number }[]): Request[] {
  return [
    {
      method: 'POST',
      path: '/api/orders',
      headers: json,
      setupRequest: (request) => {
        const shopper = nextShopper();
        return { ...request, headers: { ...json, 'x-forwarded-for': shopper.address }, body: JSON.stringify(guestOrder(lines, shopper.email)) };
      },
      onResponse: (status, body, context) => {
        context.order = status === 201 ? { body, token: (JSON.parse(body) as { checkoutToken: string }).checkoutToken } : null;
      },
    },
    {
      method: 'POST',
      path: '/api/orders/checkout',
      setupRequest: (request, context) => {
        const order = context.order as { body: string; token: string } | null | undefined;
        return order ? { ...request, headers: { ...json, 'x-checkout-token': order.token }, body: order.body } : null;
      },
    },
  ];
}

/** The catalogue reads and the server-rendered pages, measured again with 10,000 products. */
export function catalogueScenarios(product: CatalogueProduct): Scenario[] {
  return [
    { key: 'catalogue', label: 'GET /api/products (whole catalogue)', requests: [{ method: 'GET', path: '/api/products' }] },
    { key: 'grid', label: 'GET grid page (tag, sort, 12)', requests: [{ method: 'GET', path: GRID_PATH }] },
    { key: 'product', label: 'GET /api/products/:id', requests: [{ method: 'GET', path: `/api/products/${product.id}` }] },
    { key: 'page-grid', label: 'GET /products?tag&sort (server-rendered grid page)', requests: [{ method: 'GET', path: GRID_PAGE_PATH }] },
    { key: 'page-product', label: 'GET /products/:id (server-rendered product page)', requests: [{ method: 'GET', path: `/products/${product.id}` }] },
  ];
}

/**
 * What asks the weather (decision 044): the cart's delivery check, the shipping step's quote with the ship-to
 * ZIP code, and the order pair (placing an order plans its journey). Measured with the weather off, and
 * again with the weather service hanging.
 */
export function weatherScenarios(products: CatalogueProduct[], orderProductId: number): Scenario[] {
  const cart = products.slice(0, 5).map((p, index) => ({ productId: p.id, qty: index + 1 }));
  const ids = cart.map((line) => line.productId).join(',');
  return [
    {
      key: 'delivery',
      label: 'GET /api/delivery?zip (the cart\'s delivery check)',
      // Each check from a shopper of its own: one address may make only so many a minute.
      requests: [{ method: 'GET', path: `/api/delivery?zip=62701&products=${ids}`, setupRequest: (request) => ({ ...request, headers: { 'x-forwarded-for': nextShopper().address } }) }],
    },
    {
      key: 'quote-zip',
      label: 'POST /api/orders/quote (5 lines, ship-to ZIP)',
      requests: [{ method: 'POST', path: '/api/orders/quote', headers: json, body: JSON.stringify({ cart: JSON.stringify(cart), state: 'IL', zip: '62701' }) }],
    },
    { key: 'order', label: 'POST /api/orders + /checkout (pair)', requests: orderThenCheckout([{ productId: orderProductId, qty: 1 }]) },
  ];
}

/** Everything the bench loads on the demo catalogue; the order pair goes last as it changes stock. */
export function allScenarios(products: CatalogueProduct[], orderProductId: number): Scenario[] {
  const product = products[0]!;
  const cart = products.slice(0, 5).map((p, index) => ({ productId: p.id, qty: index + 1 }));
  return [
    ...catalogueScenarios(product),
    {
      key: 'cart',
      label: 'POST /api/products/cart (5 lines)',
      requests: [{ method: 'POST', path: '/api/products/cart', headers: json, body: JSON.stringify(cart) }],
    },
    { key: 'image', label: 'GET product image (webp)', requests: [{ method: 'GET', path: product.imageURL.replace(/\.jpg$/, '.webp') }] },
    { key: 'html', label: 'GET / (server-rendered landing page)', requests: [{ method: 'GET', path: '/' }] },
    ...weatherScenarios(products, orderProductId),
  ];
}
