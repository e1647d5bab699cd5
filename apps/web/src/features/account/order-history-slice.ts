import { createAsyncThunk, createSlice, type WithSlice } from '@reduxjs/toolkit';
import type { OrderDetailLine, OrderSummary } from '@shop/shared/orders';
import { messageOf } from '../../lib/api.ts';
import type { RequestStatus } from '../../lib/request-status.ts';
import { getOrderDetail, getOrders } from './order-history-api.ts';
import { rootReducer } from '../../app/store.ts';

/** A shopper's previous orders and the lines of the one opened. */
export interface OrderHistoryState {
  orders: OrderSummary[];
  orderDetail: OrderDetailLine[];
  status: RequestStatus;
  error: string;
  loading: boolean;
}

export const initialOrderHistoryState: OrderHistoryState = {
  orders: [],
  orderDetail: [],
  status: '',
  error: '',
  loading: false,
};

type Rejects = { rejectValue: string };

export const fetchOrders = createAsyncThunk<OrderSummary[], number, Rejects>(
  'orderHistory/fetchAll',
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
>('orderHistory/fetchDetail', async ({ userId, orderId }, { rejectWithValue }) => {
  try {
    return (await getOrderDetail(userId, orderId)) ?? [];
  } catch (error) {
    return rejectWithValue(messageOf(error));
  }
});

const orderHistorySlice = createSlice({
  name: 'orderHistory',
  initialState: initialOrderHistoryState,
  reducers: {},
  extraReducers: (builder) => {
    const start = (state: OrderHistoryState) => {
      state.status = 'loading';
      state.error = '';
      state.loading = true;
    };
    const fail = (state: OrderHistoryState, action: { payload?: string; error: { message?: string } }) => {
      state.status = 'failed';
      state.error = action.payload ?? action.error.message ?? '';
      state.loading = false;
    };
    const done = (state: OrderHistoryState) => {
      state.status = 'success';
      state.loading = false;
    };
    builder
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

export const orderHistoryReducer = orderHistorySlice.reducer;

declare module '../../app/store.ts' {
  export interface LazyLoadedSlices extends WithSlice<typeof orderHistorySlice> {}
}
/** This slice joins the store when its screen's chunk loads (app/store.ts). */
const injected = orderHistorySlice.injectInto(rootReducer);
/** The slice's state, or its initial state before the first action after it joined the store. */
export const selectOrderHistory = injected.selectSlice;
