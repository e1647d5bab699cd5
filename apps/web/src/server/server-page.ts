import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import type { Params } from 'react-router';
import type { PolicyPageSource } from '@shop/shared/policy-pages';
import type { RateTerms } from '@shop/shared/shipping-rates';
import type { PublicShop } from '@shop/shared/store-settings';
import type { LandingView } from '@shop/shared/storefront-content';
import type { AppStore, RootState } from '../app/store.ts';
import type { StoreServices } from '../lib/store-services.ts';
import type { PageHead } from './page-head.ts';

/** What the server knows of the address it renders, and what it reads beside the catalogue. */
export interface PageRequest {
  params: Params;
  search: URLSearchParams;
  /** The shop's public address, without a trailing slash. */
  publicUrl: string;
  /** The policy pages, from the server's database. */
  pages: PolicyPageSource;
  /** The shipping rates offered now, for the offers' structured data. */
  shippingRates: readonly RateTerms[];
  /** The arrival guarantee's days after shipping: the offers' return policy (decision 052). */
  claimWindowDays: number;
  /** The shop's name and words (decision 045). */
  shop: PublicShop;
  /** The landing page as the owner made it, its featured plants chosen (decision 049). */
  landing: () => Promise<LandingView>;
}

/** How a request the page made ended: a Redux Toolkit thunk's final action. */
export interface Settled {
  type: string;
  payload?: unknown;
  error?: { message?: string | undefined };
}

/**
 * A page's data loading (decision 038): a thunk the server dispatches before rendering and the screen
 * dispatches when the browser shows it. It asks only for what the store lacks, so a page the server
 * rendered reads nothing again when the browser takes it over. It answers how its requests ended.
 */
export type PageLoad<S> = ThunkAction<Promise<Settled[]>, S, StoreServices, UnknownAction>;

/** A server-rendered page, as its route module (`routes/<page>.data.ts`) exports it for the server. */
export interface ServerPage {
  /** The lazy slices (app/store.ts) whose state the page sends beside the shell's: its chunk brings them. */
  slices?: (keyof RootState)[];
  load?: (request: PageRequest) => PageLoad<RootState>;
  head: (state: RootState, request: PageRequest) => PageHead;
}

/** Loads a page into the server's store; a request that failed for any reason but the page's own 404 is the server's failure (a 500). */
export async function loadOnServer(store: AppStore, page: ServerPage, request: PageRequest): Promise<void> {
  if (!page.load) return;
  const settled = await store.dispatch(page.load(request));
  // A thunk rejected with a value (a missing product) is the page's 404; without one, something broke.
  const failed = settled.find((result) => result.type.endsWith('/rejected') && result.payload === undefined);
  if (failed) throw new Error(failed.error?.message ?? 'Loading the page failed');
}

/** What a page without words of its own says of the shop, to search engines and link previews. */
export function shopDescription(shop: Pick<PublicShop, 'name' | 'tagline'>): string {
  return shop.tagline ? `${shop.name}: ${shop.tagline}.` : `Houseplants from ${shop.name}, delivered in the USA.`;
}

/** The picture a page shares when it has none of its own (1200x630). */
export const SHOP_PREVIEW = { path: '/images/landing-share.jpg', alt: 'Houseplants in a sunny room' };
