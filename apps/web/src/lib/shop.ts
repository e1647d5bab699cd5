import type { UnknownAction } from '@reduxjs/toolkit';
import { useSelector } from 'react-redux';
import type { PublicShop } from '@shop/shared/store-settings';

/**
 * The shop's name and words (docs/decisions/045-the-owners-store-settings.md): every page's HTML carries
 * them (never fetched), and only Admin > Settings changes them in the browser, by `shopSaved`.
 */
const SAVED = 'shop/saved';

/** Until a page's settings arrive (a unit test's store): nothing named. */
const UNNAMED: PublicShop = {
  name: '',
  legalName: '',
  tagline: '',
  accentColour: '#1f3d2b',
  contactEmail: '',
  phone: '',
  address: null,
  social: {},
  timeZone: 'America/New_York',
  logo: null,
};

export function shopReducer(state: PublicShop = UNNAMED, action: UnknownAction): PublicShop {
  return action.type === SAVED ? (action.payload as PublicShop) : state;
}

export const shopSaved = (shop: PublicShop) => ({ type: SAVED, payload: shop });

export const selectShop = (state: { shop: PublicShop }) => state.shop;

export function useShop(): PublicShop {
  return useSelector(selectShop);
}
