import { createAction, createAsyncThunk, createSlice } from '@reduxjs/toolkit';
import type { OrderCreate, OrderSummary, PlacedOrder } from '@shop/shared/orders';
import { ApiError, messageOf } from '../../lib/api.ts';
import type { RequestStatus } from '../../lib/request-status.ts';
import { postCheckout, postCheckoutAgain, postOrder, putOrderStatus } from './orders-api.ts';
import {
  forgetPendingOrder,
  forgetUnpaidOrder,
  pendingOrder,
  pendingOrderToken,
  rememberPendingOrder,
  unpaidOrders,
  type PendingOrder,
} from './pending-order.ts';

export interface OrdersState {
  /** The order just placed, waiting for payment. */
  order: PlacedOrder | null;
  /** The order as the server answered after the payment page. */
  confirmed: OrderSummary | null;
  checkoutUrl: string;
  status: RequestStatus;
  error: string;
  loading: boolean;
  /**
   * The shop refused a new order because of unpaid ones (too many held, or the plant's per-shopper cap)
   * and this browser placed this one: the shopper may finish paying for it or start over (decision 029).
   */
  unpaid: PendingOrder | null;
}

export const initialOrdersState: OrdersState = {
  order: null,
  confirmed: null,
  checkoutUrl: '',
  status: '',
  error: '',
  loading: false,
  unpaid: null,
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
  forgetUnpaidOrder(previous.orderId);
}

/** Whether a refusal is the shop's limit on unpaid orders (429), or its cap on plants held in them. */
function heldBack(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 429 || /unpaid orders/i.test(error.message));
}

const unpaidFound = createAction<PendingOrder | null>('orders/unpaidFound');

/** Places the order and keeps its secret for the confirmation page; the screen sets the cart aside. */
export const createOrder = createAsyncThunk<PlacedOrder, OrderCreate, Rejects>(
  'orders/create',
  async (body, { dispatch, rejectWithValue }) => {
    try {
      await releasePreviousOrder();
      const order = await postOrder(body);
      rememberPendingOrder({ orderId: order.id, checkoutToken: order.checkoutToken });
      return order;
    } catch (error) {
      dispatch(unpaidFound(heldBack(error) ? (unpaidOrders().at(-1) ?? null) : null));
      return rejectWithValue(messageOf(error));
    }
  },
);

/** "Finish paying for order #N": its payment page again (the server reopens it while the order holds its plants). */
export const resumeUnpaidOrder = createAsyncThunk<string, PendingOrder, Rejects>(
  'orders/resume',
  async (unpaid, { rejectWithValue }) => {
    try {
      const url = await postCheckoutAgain(unpaid.orderId, unpaid.checkoutToken);
      rememberPendingOrder(unpaid);
      return url;
    } catch (error) {
      forgetUnpaidOrder(unpaid.orderId);
      return rejectWithValue(messageOf(error));
    }
  },
);

/**
 * "Start over": every unpaid order this browser placed is canceled through the server's order workflow,
 * which gives their plants back to stock (a paid one stays paid: the server asks the provider first).
 */
export const startOver = createAsyncThunk<void, void, Rejects>('orders/startOver', async () => {
  for (const unpaid of unpaidOrders()) {
    await putOrderStatus(unpaid.orderId, 'canceled', unpaid.checkoutToken).catch(() => undefined);
    forgetUnpaidOrder(unpaid.orderId);
  }
  forgetPendingOrder();
});

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
      state.unpaid = null;
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
      .addCase(unpaidFound, (state, action) => {
        state.unpaid = action.payload;
      })
      .addCase(createOrder.pending, (state) => {
        start(state);
        state.unpaid = null;
      })
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
      .addCase(resumeUnpaidOrder.pending, start)
      .addCase(resumeUnpaidOrder.fulfilled, (state, action) => {
        state.checkoutUrl = action.payload;
        done(state);
      })
      .addCase(resumeUnpaidOrder.rejected, (state, action) => {
        fail(state, action);
        state.unpaid = null;
      })
      .addCase(startOver.pending, start)
      .addCase(startOver.fulfilled, (state) => {
        done(state);
        state.error = '';
        state.unpaid = null;
      });
  },
});

export const { resetOrders } = ordersSlice.actions;
export const ordersReducer = ordersSlice.reducer;

export interface OrdersRoot {
  orders: OrdersState;
}
export const selectOrders = (state: OrdersRoot) => state.orders;
