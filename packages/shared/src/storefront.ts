import type { RateTerms } from './shipping-rates.ts';
/**
 * What the server and the web app's server-rendering bundle say to each other (decision 015): the
 * server hands over an address and its catalogue, the bundle answers the page.
 */
import type { PolicyPageSource } from './policy-pages.ts';
import type { ProductRef } from './handles.ts';
import type { Product, ProductQuery } from './products.ts';
import type { ProductReviews, ReviewSort } from './reviews.ts';
import type { PublicShop } from './store-settings.ts';
import type { LandingView } from './storefront-content.ts';

export interface ProductPage {
  items: Product[];
  /** Every product matching the query, across pages (the API's X-Total-Count). */
  total: number;
}

/** The catalogue as the storefront reads it: the paged API in the browser, the server's memory on the server. */
export interface CatalogueSource {
  page(query: ProductQuery): Promise<ProductPage>;
  /** By its number or its handle (decision 060); null when there is no such product. */
  product(ref: ProductRef): Promise<Product | null>;
  /** A plant's published reviews and their summary (decision 041); a source without it shows none. */
  reviews?(productId: number, sort?: ReviewSort): Promise<ProductReviews>;
}

export interface RenderRequest {
  /** Path and query, as the browser asked for it (`/products?tag=Small&page=2`). */
  url: string;
  /** The shop's public address without a trailing slash, for canonical links and structured data. */
  publicUrl: string;
  catalogue: CatalogueSource;
  /** The policy pages (shipping, returns, privacy, terms, contact), read when one of them is asked for. */
  pages: PolicyPageSource;
  /** The shipping rates offered now, for the offers' `shippingDetails` (decision 034). */
  shippingRates: readonly RateTerms[];
  /** The arrival guarantee's days after shipping (decision 042): the offers' return policy says them (decision 052). */
  claimWindowDays: number;
  /** The shop's name and words (decision 045): every page says them. */
  shop: PublicShop;
  /** The landing page's content with its featured plants chosen (decision 049), read when `/` is rendered. */
  landing: () => Promise<LandingView>;
  /** The announcement line's sentences, shown above every page (decision 049); none: no line. */
  announcement: readonly string[];
}

export interface RenderedPage {
  status: number;
  /** Everything page-specific for `<head>`: title, description, robots, canonical, Open Graph, JSON-LD. */
  head: string;
  /** The server-rendered app, or '' for a screen the browser renders alone (private screens). */
  html: string;
  /** The state the browser hydrates with, as JSON safe inside a `<script>` element; '' with no html. */
  state: string;
  /** The shop's settings, as JSON safe inside a `<script>` element: with every page, private ones too. */
  shop: string;
  /** The shop's footer, static HTML after the app's root: with every page, private ones too (decision 045). */
  footer: string;
  /** The announcement line, outside the app (no script draws it): '' for none. */
  announcement: string;
}

/** The server-rendering bundle's export. */
export type RenderPage = (request: RenderRequest) => Promise<RenderedPage>;
