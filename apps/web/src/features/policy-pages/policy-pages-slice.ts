import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import type { PolicyPage, PolicySlug } from '@shop/shared/policy-pages';
import { rootReducer } from '../../app/store.ts';

/**
 * The policy pages read so far (decision 035), by slug; null for a page the shop does not have (a 404).
 * The server renders a page with it filled in and the browser hydrates from it. Like the screen, it is a
 * lazy chunk: the browser loads a server-rendered policy page's chunk before it makes the store
 * (app/start.tsx), so the server's state is kept.
 */
export type PolicyPagesState = Partial<Record<PolicySlug, PolicyPage | null>>;

const policyPagesSlice = createSlice({
  name: 'policyPages',
  initialState: {} as PolicyPagesState,
  reducers: {
    policyPageLoaded(state, { payload }: PayloadAction<PolicyPage>) {
      state[payload.slug] = payload;
    },
    policyPageMissing(state, { payload }: PayloadAction<PolicySlug>) {
      state[payload] = null;
    },
  },
});

export const { policyPageLoaded, policyPageMissing } = policyPagesSlice.actions;
export const policyPagesReducer = policyPagesSlice.reducer;

declare module '../../app/store.ts' {
  export interface LazyLoadedSlices extends WithSlice<typeof policyPagesSlice> {}
}
const injected = policyPagesSlice.injectInto(rootReducer);
/** The pages read so far, or none before the first action after the slice joined the store. */
export const selectPolicyPages = injected.selectSlice;
