import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { usersReducer } from '../features/account/users-slice.ts';
import { authReducer } from '../features/auth/auth-slice.ts';
import { cartReducer } from '../features/cart/cart-slice.ts';
import { productsReducer } from '../features/catalog/products-slice.ts';
import { ordersReducer } from '../features/checkout/orders-slice.ts';
import { promosReducer } from '../features/checkout/promos-slice.ts';
import { wishlistReducer } from '../features/wishlist/wishlist-slice.ts';

const rootReducer = combineReducers({
  auth: authReducer,
  products: productsReducer,
  cart: cartReducer,
  orders: ordersReducer,
  wishlist: wishlistReducer,
  promos: promosReducer,
  users: usersReducer,
});

export type RootState = ReturnType<typeof rootReducer>;

export function makeStore(preloadedState?: Partial<RootState>) {
  return configureStore({ reducer: rootReducer, preloadedState });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
