import { POLICY_SLUGS, type PolicySlug } from '@shop/shared/policy-pages';
import type { ServerRenderedId } from '../app/router.tsx';
import { documentTitle } from '../lib/use-title.ts';
import { landingPage } from '../routes/landing.data.ts';
import { notFoundPage } from '../routes/not-found.data.ts';
import { policyPage } from '../routes/policy-page.data.ts';
import { productPage } from '../routes/product-detail.data.ts';
import { productsPage } from '../routes/products.data.ts';
import type { PageHead } from './page-head.ts';
import type { PublicShop } from '@shop/shared/store-settings';
import { shopDescription, type ServerPage } from './server-page.ts';

/** Each server-rendered route's module, by the router's id (decision 038): what it loads, and its `<head>`. */
export const SERVER_PAGES: Record<ServerRenderedId, ServerPage> = {
  landing: landingPage,
  products: productsPage,
  product: productPage,
  'not-found': notFoundPage,
  ...(Object.fromEntries(POLICY_SLUGS.map((slug) => [`policy-${slug}`, policyPage(slug)])) as Record<`policy-${PolicySlug}`, ServerPage>),
};

/** The head of every screen the browser renders alone (the private ones): never to be indexed. */
export function shellHead(shop: PublicShop): PageHead {
  return { status: 200, title: documentTitle(undefined, shop), description: shopDescription(shop), robots: 'noindex' };
}
