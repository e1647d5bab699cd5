import { createAsyncThunk, createSlice, type WithSlice } from '@reduxjs/toolkit';
import type { ConfirmedOrder, OrderCreate, PlacedOrder } from '@shop/shared/orders';
import { messageOf } from '../../lib/api.ts';
import type { RequestStatus } from '../../lib/request-status.ts';
import { postCheckout, postOrder, putOrderStatus } from './orders-api.ts';
import { forgetPendingOrder, pendingOrder, pendingOrderToken, rememberPendingOrder } from './pending-order.ts';
import { rootReducer } from '../../app/store.ts';

export interface OrdersState {
  /** The order just placed, waiting for payment. */
  order: PlacedOrder | null;
  /** The order as the server answered after the payment page. */
  confirmed: ConfirmedOrder | null;
  checkoutUrl: string;
  status: RequestStatus;
  error: string;
  loading: boolean;
}

export const initialOrdersState: OrdersState = {
  order: null,
  confirmed: null,
  checkoutUrl: '',
  status: '',
  error: '',
  loading: false,
};

type Rejects = { rejectValue: string };

/**
 * An unpaid order this tab placed before (the shopper came back from the payment page and orders again) is
 * canceled first, so its plants are not held twice and the shop's limit on unpaid orders is never reached
 * by an honest shopper. The server checks with the payment provider first: a paid order stays paid.
 */
async function releasePreviousOrder(): Promise<void> {
  const previous = pendingOrder();
  if (!previous) return;
  await putOrderStatus(previous.orderId, 'canceled', previous.checkoutToken).catch(() => undefined);
  forgetPendingOrder();
}

/** Places the order and keeps its secret for the confirmation page; the screen sets the cart aside. */
export const createOrder = createAsyncThunk<PlacedOrder, OrderCreate, Rejects>(
  'orders/create',
  async (body, { rejectWithValue }) => {
    try {
      await releasePreviousOrder();
      const order = await postOrder(body);
      rememberPendingOrder({ orderId: order.id, checkoutToken: order.checkoutToken });
      return order;
    } catch (error) {
      return rejectWithValue(messageOf(error));
    }
  },
);

/** Answers the payment page address; the caller sends the browser there. */
export const checkout = createAsyncThunk<string, PlacedOrder, Rejects>(
  'orders/checkout',
  async (order, { rejectWithValue }) => {
    try {
      return await postCheckout(order);
    } catch (error) {
      return rejectWithValue(messageOf(error));
    }
  },
);

/** Back from the payment page: the server re-checks payment and answers the true status. */
export const updateOrderStatus = createAsyncThunk<ConfirmedOrder, { orderId: number; status: string }, Rejects>(
  'orders/updateStatus',
  async ({ orderId, status }, { rejectWithValue }) => {
    try {
      return await putOrderStatus(orderId, status, pendingOrderToken(orderId));
    } catch (error) {
      return rejectWithValue(messageOf(error));
    }
  },
);

const ordersSlice = createSlice({
  name: 'orders',
  initialState: initialOrdersState,
  reducers: {
    resetOrders(state) {
      state.status = '';
      state.error = '';
    },
  },
  extraReducers: (builder) => {
    const start = (state: OrdersState) => {
      state.status = 'loading';
      state.error = '';
      state.loading = true;
    };
    const fail = (state: OrdersState, action: { payload?: string; error: { message?: string } }) => {
      state.status = 'failed';
      state.error = action.payload ?? action.error.message ?? '';
      state.loading = false;
    };
    const done = (state: OrdersState) => {
      state.status = 'success';
      state.loading = false;
    };
    builder
      .addCase(createOrder.pending, start)
      .addCase(createOrder.fulfilled, (state, action) => {
        state.order = action.payload;
        done(state);
      })
      .addCase(createOrder.rejected, fail)
      .addCase(checkout.pending, start)
      .addCase(checkout.fulfilled, (state, action) => {
        state.checkoutUrl = action.payload;
        done(state);
      })
      .addCase(checkout.rejected, fail)
      .addCase(updateOrderStatus.pending, start)
      .addCase(updateOrderStatus.fulfilled, (state, action) => {
        state.confirmed = action.payload;
        done(state);
      })
      .addCase(updateOrderStatus.rejected, fail);
  },
});

export const { resetOrders } = ordersSlice.actions;
export const ordersReducer = ordersSlice.reducer;

declare module '../../app/store.ts' {
  export interface LazyLoadedSlices extends WithSlice<typeof ordersSlice> {}
}
/** This slice joins the store when its screen's chunk loads (app/store.ts). */
const injected = ordersSlice.injectInto(rootReducer);
/** The slice's state, or its initial state before the first action after it joined the store. */
export const selectOrders = injected.selectSlice;
