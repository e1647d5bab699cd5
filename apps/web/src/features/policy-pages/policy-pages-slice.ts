import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { PolicyPage, PolicySlug } from '@shop/shared/policy-pages';

/**
 * The policy pages read so far (decision 035), by slug. Only this slice is part of the shell: the server
 * renders a page with it filled in and the browser hydrates from it; the screen itself is a lazy chunk.
 */
export type PolicyPagesState = Partial<Record<PolicySlug, PolicyPage>>;

const policyPagesSlice = createSlice({
  name: 'policyPages',
  initialState: {} as PolicyPagesState,
  reducers: {
    policyPageLoaded(state, { payload }: PayloadAction<PolicyPage>) {
      state[payload.slug] = payload;
    },
  },
});

export const { policyPageLoaded } = policyPagesSlice.actions;
export const policyPagesReducer = policyPagesSlice.reducer;
export const selectPolicyPages = (state: { policyPages: PolicyPagesState }) => state.policyPages;
