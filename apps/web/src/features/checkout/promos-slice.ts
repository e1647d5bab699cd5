import { createAsyncThunk, createSlice, type WithSlice } from '@reduxjs/toolkit';
import type { Promo } from '@shop/shared/promos';
import { messageOf } from '../../lib/api.ts';
import type { RequestStatus } from '../../lib/request-status.ts';
import { getPromoByName } from './promos-api.ts';
import { rootReducer } from '../../app/store.ts';

export interface PromosState {
  promos: Promo[];
  /** The promo found by name at shipping; `{}` when the name matched none. */
  promo: Partial<Promo>;
  status: RequestStatus;
  error: string;
}

export const initialPromosState: PromosState = { promos: [], promo: {}, status: '', error: '' };

export const checkPromo = createAsyncThunk<Partial<Promo>, string, { rejectValue: string }>(
  'promos/byName',
  async (name, { rejectWithValue }) => {
    try {
      return await getPromoByName(name);
    } catch (error) {
      return rejectWithValue(messageOf(error));
    }
  },
);

const promosSlice = createSlice({
  name: 'promos',
  initialState: initialPromosState,
  reducers: {
    resetPromos(state) {
      state.status = '';
      state.error = '';
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(checkPromo.pending, (state) => {
        state.status = 'loading';
        state.error = '';
      })
      .addCase(checkPromo.fulfilled, (state, action) => {
        state.promo = action.payload;
        state.status = 'success';
      })
      .addCase(checkPromo.rejected, (state, action) => {
        state.promo = {};
        state.status = 'failed';
        state.error = action.payload ?? action.error.message ?? '';
      });
  },
});

export const { resetPromos } = promosSlice.actions;
export const promosReducer = promosSlice.reducer;

declare module '../../app/store.ts' {
  export interface LazyLoadedSlices extends WithSlice<typeof promosSlice> {}
}
/** This slice joins the store when its screen's chunk loads (app/store.ts). */
promosSlice.injectInto(rootReducer);
