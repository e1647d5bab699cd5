import { createHash } from 'node:crypto';
import type { PolicyPageSource } from '@shop/shared/policy-pages';
import type { RateTerms } from '@shop/shared/shipping-rates';
import type { PublicShop } from '@shop/shared/store-settings';
import type { LandingView } from '@shop/shared/storefront-content';
import type { CatalogueSource } from '@shop/shared/storefront';
import type { DbOrTx } from '../../db/client.ts';
import type { CatalogueSnapshot } from '../catalog/index.ts';
import { readPolicyPage } from '../pages/index.ts';
import { listProductReviews } from '../reviews/index.ts';
import type { WebApp } from './load-web-app.ts';
import type { Page } from './page-cache.ts';

/** The catalogue as the web app's pages read it on the server: one snapshot, so a page is one moment. */
function sourceOf(snapshot: CatalogueSnapshot, db: DbOrTx): CatalogueSource {
  return {
    page: async (query) => snapshot.list(query),
    product: async (ref) => snapshot.find(ref) ?? null,
    // A plant's reviews are part of its page; a change to them moves the catalogue's version (decision 041).
    reviews: (productId, sort) => listProductReviews({ db, input: { productId, sort } }),
  };
}

/** One page of the storefront, rendered by the web app's server bundle into its HTML template. */
export async function renderPage({
  web,
  db,
  snapshot,
  publicUrl,
  url,
  shippingRates = [],
  claimWindowDays,
  shop,
  landing,
  announcement = [],
}: {
  web: WebApp;
  db: DbOrTx;
  snapshot: CatalogueSnapshot;
  publicUrl: string;
  url: string;
  /** The rates offered now, for the offers' structured data. */
  shippingRates?: readonly RateTerms[];
  /** The arrival guarantee's days, for the offers' return policy (decision 052). */
  claimWindowDays: number;
  /** The shop's name and words (decision 045). */
  shop: PublicShop;
  /** The landing page as the owner made it (decision 049). */
  landing: () => Promise<LandingView>;
  /** The announcement line's sentences. */
  announcement?: readonly string[];
}): Promise<Page> {
  // A shopper's page needs the HTML: the owner's Markdown, with its placeholders, is the editor's (decision 052).
  const pages: PolicyPageSource = {
    page: async (slug) => {
      const found = await readPolicyPage({ db, slug });
      return found && { ...found, body: '' };
    },
  };
  const page = await web.render({
    url,
    publicUrl,
    catalogue: sourceOf(snapshot, db),
    pages,
    shippingRates,
    claimWindowDays,
    shop,
    landing,
    announcement,
  });
  const body = Buffer.from(web.template.compose(page));
  const etag = `W/"${createHash('sha1').update(body).digest('base64url').slice(0, 20)}"`;
  return { status: page.status, body, etag };
}
