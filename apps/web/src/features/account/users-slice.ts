import { createAsyncThunk, createSlice, type WithSlice } from '@reduxjs/toolkit';
import type { ProfileUpdate, User } from '@shop/shared/accounts';
import { messageOf } from '../../lib/api.ts';
import type { RequestStatus } from '../../lib/request-status.ts';
import { putUser } from './users-api.ts';
import { rootReducer } from '../../app/store.ts';

export interface UsersState {
  /** The profile as the server saved it last. */
  user: Partial<User>;
  status: RequestStatus;
  error: string;
}

export const initialUsersState: UsersState = { user: {}, status: '', error: '' };

export const updateProfile = createAsyncThunk<
  User,
  { id: number; profile: ProfileUpdate },
  { rejectValue: string }
>('users/update', async ({ id, profile }, { rejectWithValue }) => {
  try {
    return await putUser(id, profile);
  } catch (error) {
    return rejectWithValue(messageOf(error));
  }
});

const usersSlice = createSlice({
  name: 'users',
  initialState: initialUsersState,
  reducers: {
    resetUsers(state) {
      state.status = '';
      state.error = '';
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(updateProfile.pending, (state) => {
        state.status = 'loading';
        state.error = '';
      })
      .addCase(updateProfile.fulfilled, (state, action) => {
        state.user = action.payload;
        state.status = 'success';
      })
      .addCase(updateProfile.rejected, (state, action) => {
        state.status = 'failed';
        state.error = action.payload ?? action.error.message ?? '';
      });
  },
});

export const { resetUsers } = usersSlice.actions;
export const usersReducer = usersSlice.reducer;

declare module '../../app/store.ts' {
  export interface LazyLoadedSlices extends WithSlice<typeof usersSlice> {}
}
/** This slice joins the store when its screen's chunk loads (app/store.ts). */
usersSlice.injectInto(rootReducer);
