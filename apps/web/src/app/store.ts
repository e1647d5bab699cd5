import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { authReducer } from '../features/auth/auth-slice.ts';
import { cartReducer } from '../features/cart/cart-slice.ts';
import { apiCatalogue } from '../features/catalog/products-api.ts';
import { productsReducer } from '../features/catalog/products-slice.ts';
import { wishlistReducer } from '../features/wishlist/wishlist-slice.ts';
import { shopReducer } from '../lib/shop.ts';
import type { StoreServices } from '../lib/store-services.ts';

/**
 * The store starts with the slices every page needs. The checkout's and the account's slices (orders,
 * orderHistory, promos, users) and the policy pages' join it when their screen's chunk loads: each slice's
 * file injects itself here (Redux Toolkit's combineSlices), so the first view does not carry them.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- each lazy slice's file adds itself
export interface LazyLoadedSlices {}

const shellReducers = {
  shop: shopReducer,
  auth: authReducer,
  products: productsReducer,
  cart: cartReducer,
  wishlist: wishlistReducer,
};
/**
 * The slices every page's store has from the start (the server sends these, and a page's own lazy slices);
 * the shop's settings travel on their own, with every page (lib/shop.ts).
 */
export const SHELL_SLICES = (Object.keys(shellReducers) as (keyof typeof shellReducers)[]).filter((key) => key !== 'shop');

export const rootReducer = combineSlices(shellReducers).withLazyLoadedSlices<LazyLoadedSlices>();

export type RootState = ReturnType<typeof rootReducer>;

/** One store per browser tab, and one per request when the server renders a page. */
export function makeStore(
  preloadedState?: Partial<RootState>,
  services: StoreServices = { catalogue: apiCatalogue },
) {
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) => getDefault({ thunk: { extraArgument: services } }),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
