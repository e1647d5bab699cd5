import { createAsyncThunk, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { CartLine, ExpandedCartLine } from '@shop/shared/cart';
import { addOne, mergeCarts, mostInCart, removeOne, removeRow } from '@shop/shared/cart-rules';
import type { Product } from '@shop/shared/products';
import { variantOf } from '@shop/shared/variants';
import { expandCart, getServerCart, purgeServerCart, saveServerCart } from './cart-api.ts';
import { getStoredCart, removeStoredCart, storeCart } from './cart-storage.ts';

export interface CartState {
  cart: CartLine[];
  expandedCart: ExpandedCartLine[];
  loading: boolean;
}

export const initialCartState: CartState = { cart: [], expandedCart: [], loading: false };

export interface CartRoot {
  cart: CartState;
}

/**
 * Cart work runs one job at a time. A load answers with what the browser and the server held when it
 * started, so a change made meanwhile (ADD TO CART clicked while the page is still loading) would be
 * overwritten; and two saves must reach the server in the order they were made.
 */
let queue: Promise<unknown> = Promise.resolve();
function serially<T>(job: () => Promise<T>): Promise<T> {
  const run = queue.then(job);
  queue = run.catch(() => undefined);
  return run;
}

/**
 * Merge local and server carts (larger quantity wins), expand the result, then keep only the lines that
 * still exist (quantities lowered to the stock) in local storage and on the server. Expanding first matters:
 * the server refuses a whole cart naming a vanished product, so a stale local cart would never sync.
 */
export const loadCart = createAsyncThunk<
  { cart: CartLine[]; expandedCart: ExpandedCartLine[] },
  { userId: number | null }
>('cart/load', ({ userId }, { dispatch }) =>
  serially(async () => {
    const loaded = await loadAndFit(userId);
    // Applied inside the job: the next queued change must see the loaded cart.
    dispatch(cartLoaded(loaded));
    return loaded;
  }),
);

async function loadAndFit(userId: number | null) {
  // Without the server's cart we must not overwrite it: merge nothing and save nothing there.
  const server = userId ? await getServerCart(userId).catch(() => null) : [];
  const merged = mergeCarts(getStoredCart(), server ?? []).map((line) => ({
    ...line,
    userId: userId ?? line.userId ?? null,
  }));
  const expanded = merged.length > 0 ? await expandCart(merged) : [];
  const fitted = fitToStock(merged, expanded);
  // The server is written only when it holds something else: most page loads change nothing.
  await persist(fitted.cart, server === null || sameLines(fitted.cart, server) ? null : userId);
  return fitted;
}

function sameLines(a: readonly CartLine[], b: readonly CartLine[]): boolean {
  return (
    a.length === b.length &&
    a.every((line) =>
      b.some((other) => other.productId === line.productId && (other.variantId ?? null) === (line.variantId ?? null) && other.qty === line.qty),
    )
  );
}

/** A line's key: its product and variant (decision 032). */
const keyOf = (productId: number, variantId: number | null | undefined) => `${productId}:${variantId ?? ''}`;

/**
 * Drops lines whose variant is gone or sold out and lowers quantities to the variant's stock (and its
 * per-order cap). A line that names no variant (a cart kept from before sizes) becomes its default's.
 */
export function fitToStock(
  cart: readonly CartLine[],
  expanded: readonly ExpandedCartLine[],
): { cart: CartLine[]; expandedCart: ExpandedCartLine[] } {
  const defaults = new Map(expanded.map((line) => [line.product.id, line.product.defaultVariantId]));
  const named = mergeCarts(
    [],
    cart.map((line) => ({ ...line, variantId: line.variantId ?? defaults.get(line.productId) ?? null })),
  );
  const stock = new Map(
    expanded.map((line) => {
      const variant = variantOf(line.product, line.variantId);
      return [keyOf(line.product.id, line.variantId), variant ? mostInCart(variant) : 0];
    }),
  );
  const most = (line: CartLine) => stock.get(keyOf(line.productId, line.variantId)) ?? 0;
  const fittedCart = named.filter((line) => most(line) > 0).map((line) => ({ ...line, qty: Math.min(line.qty, most(line)) }));
  const qty = new Map(fittedCart.map((line) => [keyOf(line.productId, line.variantId), line.qty]));
  const seen = new Set<string>();
  const expandedCart = expanded.flatMap((line) => {
    const key = keyOf(line.product.id, line.variantId);
    if (!qty.has(key) || seen.has(key)) return [];
    seen.add(key);
    return [{ ...line, qty: qty.get(key)! }];
  });
  return { cart: fittedCart, expandedCart };
}

function expandedOne(lines: ExpandedCartLine[], productId: number, variantId: number, delta: number): ExpandedCartLine[] {
  return lines
    .map((line) => (line.product.id === productId && line.variantId === variantId ? { ...line, qty: line.qty + delta } : line))
    .filter((line) => line.qty > 0);
}

/** Which line: a product's variant. */
export interface LineRef {
  productId: number;
  variantId: number;
}

const cartSlice = createSlice({
  name: 'cart',
  initialState: initialCartState,
  reducers: {
    addOneToCart(state, action: PayloadAction<{ product: Product; variantId: number; userId: number | null }>) {
      const { product, variantId, userId } = action.payload;
      state.cart = addOne(state.cart, product.id, userId, variantId);
      const present = state.expandedCart.some((line) => line.product.id === product.id && line.variantId === variantId);
      state.expandedCart = present
        ? expandedOne(state.expandedCart, product.id, variantId, 1)
        : [...state.expandedCart, { product, variantId, qty: 1 }];
    },
    removeOneFromCart(state, action: PayloadAction<LineRef>) {
      const { productId, variantId } = action.payload;
      state.cart = removeOne(state.cart, productId, variantId);
      state.expandedCart = expandedOne(state.expandedCart, productId, variantId, -1);
    },
    removeRowFromCart(state, action: PayloadAction<LineRef>) {
      const { productId, variantId } = action.payload;
      state.cart = removeRow(state.cart, productId, variantId);
      state.expandedCart = state.expandedCart.filter((line) => !(line.product.id === productId && line.variantId === variantId));
    },
    purgeCart(state) {
      state.cart = [];
      state.expandedCart = [];
    },
    cartLoaded(state, action: PayloadAction<{ cart: CartLine[]; expandedCart: ExpandedCartLine[] }>) {
      state.cart = action.payload.cart;
      state.expandedCart = action.payload.expandedCart;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(loadCart.pending, (state) => {
        state.loading = true;
      })
      .addCase(loadCart.fulfilled, (state) => {
        state.loading = false;
      })
      .addCase(loadCart.rejected, (state) => {
        state.loading = false;
      });
  },
});

export const { addOneToCart, removeOneFromCart, removeRowFromCart, purgeCart, cartLoaded } =
  cartSlice.actions;
export const cartReducer = cartSlice.reducer;

/** Writes the cart to local storage and, for a logged-in shopper, to the server. */
async function persist(cart: CartLine[], userId: number | null): Promise<void> {
  storeCart(cart);
  if (userId) await saveServerCart(userId, cart).catch(() => undefined);
}

/** How many of a product's variant (its default when none is named) the cart holds. */
export function quantityInCart(state: CartState, productId: number, variantId?: number | null): number {
  return state.cart.find((line) => line.productId === productId && (line.variantId ?? null) === (variantId ?? null))?.qty ?? 0;
}

/**
 * Adds one of the chosen variant (the product's default when none is chosen: the grid's ADD TO CART) unless
 * the cart already holds all its stock, or the most one order may take; answers whether it was added.
 */
export const addToCart = createAsyncThunk<
  boolean,
  { product: Product; variantId?: number | null; userId: number | null },
  { state: CartRoot }
>('cart/add', ({ product, variantId, userId }, { dispatch, getState }) =>
  serially(async () => {
    const variant = variantOf(product, variantId);
    if (!variant) return false;
    if (quantityInCart(getState().cart, product.id, variant.id) >= mostInCart(variant)) return false;
    dispatch(addOneToCart({ product, variantId: variant.id, userId }));
    await persist(getState().cart.cart, userId);
    return true;
  }),
);

export const decrementInCart = createAsyncThunk<void, LineRef & { userId: number | null }, { state: CartRoot }>(
  'cart/decrement',
  ({ productId, variantId, userId }, { dispatch, getState }) =>
    serially(async () => {
      dispatch(removeOneFromCart({ productId, variantId }));
      await persist(getState().cart.cart, userId);
    }),
);

export const removeFromCart = createAsyncThunk<void, LineRef & { userId: number | null }, { state: CartRoot }>(
  'cart/remove',
  ({ productId, variantId, userId }, { dispatch, getState }) =>
    serially(async () => {
      dispatch(removeRowFromCart({ productId, variantId }));
      await persist(getState().cart.cart, userId);
    }),
);

/** Empties both cart lists and the local cart; the server's too when asked. */
export const emptyCart = createAsyncThunk<void, { userId: number | null }>(
  'cart/empty',
  ({ userId }, { dispatch }) =>
    serially(async () => {
      dispatch(purgeCart());
      removeStoredCart();
      if (userId) await purgeServerCart(userId).catch(() => undefined);
    }),
);

export const selectCart = (state: CartRoot) => state.cart;
/** How many plants are in the cart (the sum of the lines' quantities), as the cart page counts them. */
export const selectCartCount = (state: CartRoot) => state.cart.cart.reduce((sum, line) => sum + line.qty, 0);
