// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { makeStore } from '../app/store.ts';
import { getStoredCart } from '../features/cart/cart-storage.ts';
import { CartRestorePage } from './cart-restore.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
  window.location.hash = '';
});

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const variant = { id: 71, sku: 'MON-6', options: [], title: '', price: 30, compareAtPrice: null, qty: 5, maxPerOrder: 10, imageURL: null, size: null };
const monstera = { id: 7, name: 'Monstera Deliciosa', price: 30, qty: 5, maxPerOrder: 10, defaultVariantId: 71, variants: [variant] };

/** The reminder's link opened, with the server's answers: the rebuilt cart, and the expanded cart. */
function open(restore: Response) {
  const asked: { path: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init: RequestInit) => {
      asked.push({ path, body: init?.body ? JSON.parse(String(init.body)) : null });
      if (path === '/api/checkout-reminders/cart') return restore;
      if (path === '/api/products/cart') return json([{ product: monstera, variantId: 71, qty: 2 }]);
      return json([]);
    }),
  );
  window.location.hash = '#key=signed-key';
  const router = createMemoryRouter([{ path: '/cart/restore/:orderId', Component: CartRestorePage }], { initialEntries: ['/cart/restore/42'] });
  render(
    <Provider store={makeStore()}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return asked;
}

describe("a checkout reminder's link", () => {
  test('puts the order\'s plants still for sale back in the cart, and names the sold-out ones and the promo code', async () => {
    const asked = open(json({ lines: [{ productId: 7, variantId: 71, name: 'Monstera Deliciosa', qty: 2, price: 30 }], soldOut: ['Pink Princess'], reduced: [], promoCode: 'WELCOME10' }));
    expect(await screen.findByRole('heading', { name: 'Your cart is back' })).toBeInTheDocument();
    expect(asked[0]).toEqual({ path: '/api/checkout-reminders/cart', body: { orderId: 42, key: 'signed-key' } });
    expect(screen.getByText(/Monstera Deliciosa × 2/)).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Sold out since, and left out of your cart: Pink Princess.');
    expect(screen.getByText('WELCOME10')).toBeInTheDocument();
    expect(getStoredCart()).toEqual([expect.objectContaining({ productId: 7, variantId: 71, qty: 2 })]);
    expect(screen.getByRole('link', { name: 'Go to my cart' })).toHaveAttribute('href', '/cart');
  });

  test('a link that is not valid says so and changes nothing', async () => {
    open(json({ error: 'Cart not found' }, 404));
    expect(await screen.findByRole('heading', { name: 'This link is not valid' })).toBeInTheDocument();
    expect(getStoredCart()).toEqual([]);
  });
});
