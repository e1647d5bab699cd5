import { createAsyncThunk, createSlice } from '@reduxjs/toolkit';
import { MSG } from '@shop/shared/messages';
import { messageOf } from '../../lib/api.ts';
import type { RequestStatus } from '../../lib/request-status.ts';
import { getWishlists, putWishlist, type Wishlist } from './wishlist-api.ts';

export interface WishlistState {
  wishlist: Wishlist | null;
  status: RequestStatus;
  error: string;
  loading: boolean;
}

export const initialWishlistState: WishlistState = { wishlist: null, status: '', error: '', loading: false };

/** A user has one wishlist: the first of the list. */
export const fetchWishlist = createAsyncThunk<Wishlist | null, number | null, { rejectValue: string }>(
  'wishlist/fetch',
  async (userId, { rejectWithValue }) => {
    if (!userId) return rejectWithValue(MSG.notLoggedIn);
    try {
      return (await getWishlists(userId))[0] ?? null;
    } catch (error) {
      return rejectWithValue(messageOf(error));
    }
  },
);

/** The heart: adds when absent, deletes when present; the answer replaces the wishlist. */
export const toggleWishlist = createAsyncThunk<
  { wishlist: Wishlist; action: 'add' | 'delete' },
  { userId: number | null; productId: number },
  { state: WishlistRoot; rejectValue: string }
>('wishlist/toggle', async ({ userId, productId }, { getState, rejectWithValue }) => {
  if (!userId) return rejectWithValue(MSG.notLoggedIn);
  try {
    let wishlist = getState().wishlist.wishlist;
    wishlist ??= (await getWishlists(userId))[0] ?? null;
    if (!wishlist) return rejectWithValue('No wishlist found');
    const present = wishlist.products.some((product) => product.id === productId);
    const action = present ? 'delete' : 'add';
    return { wishlist: await putWishlist(userId, wishlist.id, productId, action), action };
  } catch (error) {
    return rejectWithValue(messageOf(error));
  }
});

const wishlistSlice = createSlice({
  name: 'wishlist',
  initialState: initialWishlistState,
  reducers: {
    clearWishlist(state) {
      state.wishlist = null;
      state.status = '';
      state.error = '';
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(fetchWishlist.pending, (state) => {
        state.status = 'loading';
        state.error = '';
        state.loading = true;
      })
      .addCase(fetchWishlist.fulfilled, (state, action) => {
        state.wishlist = action.payload;
        state.status = 'success';
        state.loading = false;
      })
      .addCase(fetchWishlist.rejected, (state, action) => {
        state.status = 'failed';
        state.error = action.payload ?? action.error.message ?? '';
        state.loading = false;
      })
      .addCase(toggleWishlist.fulfilled, (state, action) => {
        state.wishlist = action.payload.wishlist;
        state.status = 'success';
      })
      .addCase(toggleWishlist.rejected, (state, action) => {
        state.status = 'failed';
        state.error = action.payload ?? action.error.message ?? '';
      });
  },
});

export const { clearWishlist } = wishlistSlice.actions;
export const wishlistReducer = wishlistSlice.reducer;

export interface WishlistRoot {
  wishlist: WishlistState;
}
export const selectWishlist = (state: WishlistRoot) => state.wishlist;
export const isWished = (state: WishlistRoot, productId: number) =>
  state.wishlist.wishlist?.products.some((product) => product.id === productId) ?? false;
