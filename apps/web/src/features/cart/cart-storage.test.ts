// @vitest-environment jsdom
import { beforeEach, describe, expect, test } from 'vitest';
import {
  dropSetAsideCart,
  getStoredCart,
  getStoredCartString,
  removeStoredCart,
  restoreSetAsideCart,
  setCartAside,
  storeCart,
} from './cart-storage.ts';

const fern = { userId: null, productId: 1, qty: 2 };
const palm = { userId: null, productId: 2, qty: 1 };
const stored = () => localStorage.getItem('cart');

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('the stored cart', () => {
  test("is kept under 'cart' in local storage", () => {
    storeCart([fern]);
    expect(JSON.parse(stored() ?? '')).toEqual([fern]);
    expect(getStoredCart()).toEqual([fern]);
    removeStoredCart();
    expect(stored()).toBeNull();
  });

  test('is sent with the order exactly as kept', () => {
    localStorage.setItem('cart', '[{"userId":null,"productId":1,"qty":2}]');
    expect(getStoredCartString()).toBe('[{"userId":null,"productId":1,"qty":2}]');
  });

  test('reads as empty when missing, unreadable or not a list, and drops broken lines', () => {
    expect(getStoredCart()).toEqual([]);
    expect(getStoredCartString()).toBe('[]');
    localStorage.setItem('cart', '{not json');
    expect(getStoredCart()).toEqual([]);
    localStorage.setItem('cart', '{"productId":1}');
    expect(getStoredCart()).toEqual([]);
    localStorage.setItem(
      'cart',
      JSON.stringify([fern, { productId: 'x', qty: 1 }, { productId: 3, qty: 0 }]),
    );
    expect(getStoredCart()).toEqual([fern]);
  });
});

describe('the cart set aside during payment', () => {
  test('setting it aside removes the local cart', () => {
    storeCart([fern]);
    setCartAside();
    expect(stored()).toBeNull();
    expect(getStoredCart()).toEqual([]);
  });

  test('restoring puts it back as it was (back without paying, failed checkout, canceled payment)', () => {
    storeCart([fern, palm]);
    const before = stored();
    setCartAside();
    restoreSetAsideCart();
    expect(stored()).toBe(before);
  });

  test('restoring does not overwrite a cart the shopper has started since', () => {
    storeCart([fern]);
    setCartAside();
    storeCart([palm]);
    restoreSetAsideCart();
    expect(getStoredCart()).toEqual([palm]);
  });

  test('restores once only', () => {
    storeCart([fern]);
    setCartAside();
    restoreSetAsideCart();
    removeStoredCart();
    restoreSetAsideCart();
    expect(stored()).toBeNull();
  });

  test('after a completed payment it is dropped and never comes back', () => {
    storeCart([fern]);
    setCartAside();
    dropSetAsideCart();
    restoreSetAsideCart();
    expect(stored()).toBeNull();
  });

  test('with nothing set aside, restoring leaves the local cart alone', () => {
    restoreSetAsideCart();
    expect(stored()).toBeNull();
    storeCart([palm]);
    restoreSetAsideCart();
    expect(getStoredCart()).toEqual([palm]);
  });

  test('stays with the tab: it lives in session storage, not beside the local cart', () => {
    storeCart([fern]);
    setCartAside();
    expect(localStorage.length).toBe(0);
    expect(sessionStorage.length).toBe(1);
  });
});
