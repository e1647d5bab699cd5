import { createAsyncThunk, createSlice } from '@reduxjs/toolkit';
import type { OrderCreate, OrderDetailLine, OrderSummary, PlacedOrder } from '@shop/shared/orders';
import { messageOf } from '../../lib/api.ts';
import type { RequestStatus } from '../../lib/request-status.ts';
import { getCartString, getPendingCheckout, removeCart, setPendingCheckout } from '../../lib/storage.ts';
import { getOrderDetail, getOrders, postCheckout, postOrder, putOrderStatus } from './orders-api.ts';

export interface OrdersState {
  orders: OrderSummary[];
  orderDetail: OrderDetailLine[];
  /** The order just placed, waiting for payment. */
  order: PlacedOrder | null;
  /** The order as the server answered after the payment page. */
  confirmed: OrderSummary | null;
  checkoutUrl: string;
  status: RequestStatus;
  error: string;
  loading: boolean;
}

export const initialOrdersState: OrdersState = {
  orders: [],
  orderDetail: [],
  order: null,
  confirmed: null,
  checkoutUrl: '',
  status: '',
  error: '',
  loading: false,
};

type Rejects = { rejectValue: string };

/** Places the order; on success the local cart is removed (kept aside in the session in case payment is canceled). */
export const createOrder = createAsyncThunk<PlacedOrder, OrderCreate, Rejects>(
  'orders/create',
  async (body, { rejectWithValue }) => {
    try {
      const order = await postOrder(body);
      setPendingCheckout({ orderId: order.id, checkoutToken: order.checkoutToken, cart: getCartString() });
      removeCart();
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
export const updateOrderStatus = createAsyncThunk<OrderSummary, { orderId: number; status: string }, Rejects>(
  'orders/updateStatus',
  async ({ orderId, status }, { rejectWithValue }) => {
    try {
      const pending = getPendingCheckout();
      const token = pending?.orderId === orderId ? pending.checkoutToken : undefined;
      return await putOrderStatus(orderId, status, token);
    } catch (error) {
      return rejectWithValue(messageOf(error));
    }
  },
);

export const fetchOrders = createAsyncThunk<OrderSummary[], number, Rejects>(
  'orders/fetchAll',
  async (userId, { rejectWithValue }) => {
    try {
      return (await getOrders(userId)) ?? [];
    } catch (error) {
      return rejectWithValue(messageOf(error));
    }
  },
);

export const fetchOrderDetail = createAsyncThunk<
  OrderDetailLine[],
  { userId: number; orderId: number },
  Rejects
>('orders/fetchDetail', async ({ userId, orderId }, { rejectWithValue }) => {
  try {
    return (await getOrderDetail(userId, orderId)) ?? [];
  } catch (error) {
    return rejectWithValue(messageOf(error));
  }
});

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
      .addCase(updateOrderStatus.rejected, fail)
      .addCase(fetchOrders.pending, start)
      .addCase(fetchOrders.fulfilled, (state, action) => {
        state.orders = action.payload;
        done(state);
      })
      .addCase(fetchOrders.rejected, fail)
      .addCase(fetchOrderDetail.pending, (state) => {
        start(state);
        state.orderDetail = [];
      })
      .addCase(fetchOrderDetail.fulfilled, (state, action) => {
        state.orderDetail = action.payload;
        done(state);
      })
      .addCase(fetchOrderDetail.rejected, fail);
  },
});

export const { resetOrders } = ordersSlice.actions;
export const ordersReducer = ordersSlice.reducer;

export interface OrdersRoot {
  orders: OrdersState;
}
export const selectOrders = (state: OrdersRoot) => state.orders;
