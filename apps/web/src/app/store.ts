import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { orderHistoryReducer } from '../features/account/order-history-slice.ts';
import { usersReducer } from '../features/account/users-slice.ts';
import { authReducer } from '../features/auth/auth-slice.ts';
import { cartReducer } from '../features/cart/cart-slice.ts';
import { apiCatalogue } from '../features/catalog/products-api.ts';
import { productsReducer } from '../features/catalog/products-slice.ts';
import { ordersReducer } from '../features/checkout/orders-slice.ts';
import { promosReducer } from '../features/checkout/promos-slice.ts';
import { policyPagesReducer } from '../features/policy-pages/policy-pages-slice.ts';
import { wishlistReducer } from '../features/wishlist/wishlist-slice.ts';
import type { StoreServices } from '../lib/store-services.ts';

const rootReducer = combineReducers({
  auth: authReducer,
  products: productsReducer,
  cart: cartReducer,
  orders: ordersReducer,
  orderHistory: orderHistoryReducer,
  wishlist: wishlistReducer,
  promos: promosReducer,
  users: usersReducer,
  policyPages: policyPagesReducer,
});

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
