import type { Params } from 'react-router';
import { POLICY_PATHS, POLICY_SLUGS, type PolicyPageSource, type PolicySlug } from '@shop/shared/policy-pages';
import type { ServerRenderedId } from '../app/router.tsx';
import type { AppStore, RootState } from '../app/store.ts';
import {
  chosenLabels,
  gridHref,
  gridTitle,
  isSearching,
  pageCount,
  parseGridQuery,
} from '../features/catalog/grid-query.ts';
import {
  fetchFeatured,
  fetchProduct,
  fetchProductPage,
  fetchSimilar,
  gridShown,
} from '../features/catalog/products-slice.ts';
import { policyPageLoaded, selectPolicyPages } from '../features/policy-pages/policy-pages-slice.ts';
import { shareImageUrl } from '../lib/images.ts';
import { formatDollars } from '../lib/money.ts';
import { documentTitle, SHOP_NAME } from '../lib/use-title.ts';
import type { PageHead } from './page-head.ts';
import type { RateTerms } from '@shop/shared/shipping-rates';
import {
  absolute,
  breadcrumbs,
  organization,
  priceText,
  productListing,
  webSite,
} from './structured-data.ts';

export interface PageRequest {
  params: Params;
  search: URLSearchParams;
  /** The shop's public address, without a trailing slash. */
  publicUrl: string;
  /** The policy pages, from the server's database. */
  pages: PolicyPageSource;
  /** The shipping rates offered now, for the offers' structured data. */
  shippingRates: readonly RateTerms[];
}

/** A server-rendered screen: what it loads into the store before rendering, and its `<head>`. */
interface ServerPage {
  /** The lazy slices (app/store.ts) whose state the page sends beside the shell's: its chunk brings them. */
  slices?: (keyof RootState)[];
  load?: (store: AppStore, request: PageRequest) => Promise<void>;
  head: (state: RootState, request: PageRequest) => PageHead;
}

const SHOP_DESCRIPTION =
  'Houseplant Shop: your perfect plant, one click away. Hand-picked houseplants shipped anywhere in the USA.';
const LANDING_IMAGE = '/images/landing-share.jpg';

/** A thunk that failed for any reason but a missing product is the server's failure (a 500), not the page's. */
function rethrow(result: { type: string; payload?: unknown; error?: { message?: string } }): void {
  if (result.type.endsWith('/rejected') && result.payload === undefined) {
    throw new Error(result.error?.message ?? 'Loading the page failed');
  }
}

/** As the product page reads its address: anything but a positive whole number names no product. */
function productId(params: Params): number | null {
  const id = Number(params.productId);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/** Up to 155 characters, cut at a word: about what a results page shows. */
function summary(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= 155) return flat;
  return `${flat.slice(0, 154).replace(/\s+\S*$/, '')}…`;
}

const landing: ServerPage = {
  async load(store) {
    rethrow(await store.dispatch(fetchFeatured()));
  },
  head: (_state, { publicUrl }) => ({
    status: 200,
    title: documentTitle(undefined),
    description: SHOP_DESCRIPTION,
    canonical: `${publicUrl}/`,
    preview: {
      type: 'website',
      title: 'Your perfect plant, one click away',
      url: `${publicUrl}/`,
      image: `${publicUrl}${LANDING_IMAGE}`,
      imageAlt: 'Houseplants in a sunny room',
    },
    structuredData: [organization(publicUrl), webSite(publicUrl)],
  }),
};

const products: ServerPage = {
  async load(store, { search }) {
    const query = parseGridQuery(search);
    store.dispatch(gridShown(query));
    rethrow(await store.dispatch(fetchProductPage(query)));
  },
  head({ products: state }, { search, publicUrl }) {
    const query = parseGridQuery(search);
    const pages = pageCount(state.total);
    const names = state.products.slice(0, 3).map((product) => product.name);
    const labels = chosenLabels(query);
    const what = labels.length > 0 ? `${labels.join(', ').toLowerCase()} houseplants` : 'houseplants';
    const description = isSearching(query)
      ? `Houseplants matching “${query.search!.trim()}” at Houseplant Shop.`
      : `${state.total} ${what}${query.page > 1 ? ` (page ${query.page} of ${pages})` : ''}` +
        `${names.length > 0 ? `, among them ${names.join(', ')}` : ''}. Shipped anywhere in the USA.`;
    // Each page of the grid and of each choice of filters is its own page (its parameters in one order,
    // decision 027); a sorted one points at the first page of its filters, a search at the grid.
    const canonicalPath =
      query.search !== null ? '/products' : gridHref(query.sort === '' ? query : { ...query, sort: '', page: 1 });
    const canonical = `${publicUrl}${canonicalPath}`;
    return {
      // A page past the last is not there.
      status: query.page > 1 && query.page > pages ? 404 : 200,
      title: documentTitle(gridTitle(query)),
      description,
      canonical,
      robots: isSearching(query) ? 'noindex, follow' : undefined,
      preview: {
        type: 'website',
        title: gridTitle(query),
        url: canonical,
        image: state.products[0]
          ? absolute(publicUrl, shareImageUrl(state.products[0].imageURL))
          : `${publicUrl}${LANDING_IMAGE}`,
        imageAlt: state.products[0]?.name ?? 'Houseplants in a sunny room',
      },
    };
  },
};

const product: ServerPage = {
  async load(store, { params }) {
    const id = productId(params);
    if (id === null) return;
    const found = await store.dispatch(fetchProduct(id));
    rethrow(found);
    if (fetchProduct.fulfilled.match(found)) rethrow(await store.dispatch(fetchSimilar(found.payload)));
  },
  head({ products: state }, request) {
    const id = productId(request.params);
    const plant = state.singleProduct;
    if (id === null || plant?.id !== id) return notFoundHead();
    const { publicUrl } = request;
    const url = `${publicUrl}/products/${plant.id}`;
    const inStock = plant.qty > 0;
    return {
      status: 200,
      title: documentTitle(plant.name),
      description: summary(
        `${plant.shortDescription || plant.description} ${formatDollars(plant.price)}, shipped anywhere in the USA.`,
      ),
      canonical: url,
      preview: {
        type: 'product',
        title: plant.name,
        url,
        image: absolute(publicUrl, shareImageUrl(plant.imageURL)),
        imageAlt: plant.name,
        price: { amount: priceText(plant.price), currency: 'USD', inStock },
      },
      structuredData: [
        productListing(publicUrl, plant, url, request.shippingRates),
        breadcrumbs([
          { name: 'Home', url: `${publicUrl}/` },
          { name: 'Shop', url: `${publicUrl}/products` },
          { name: plant.name, url },
        ]),
      ],
    };
  },
};

/** A policy page (decision 035): the owner's page, read from the database for every request. */
function policyPage(slug: PolicySlug): ServerPage {
  return {
    slices: ['policyPages'],
    async load(store, { pages }) {
      const page = await pages.page(slug);
      if (page) store.dispatch(policyPageLoaded(page));
    },
    head(state, { publicUrl }) {
      const page = selectPolicyPages(state)[slug];
      if (!page) return notFoundHead();
      const url = `${publicUrl}${POLICY_PATHS[slug]}`;
      return {
        status: 200,
        title: documentTitle(page.title),
        description: page.summary || `${page.title}: ${SHOP_NAME}.`,
        canonical: url,
        preview: {
          type: 'website',
          title: page.title,
          url,
          image: `${publicUrl}${LANDING_IMAGE}`,
          imageAlt: 'Houseplants in a sunny room',
        },
      };
    },
  };
}

function notFoundHead(): PageHead {
  return {
    status: 404,
    title: documentTitle('Page not found'),
    description: 'This page has wilted away.',
    robots: 'noindex',
  };
}

export const SERVER_PAGES: Record<ServerRenderedId, ServerPage> = {
  landing,
  products,
  product,
  'not-found': { head: notFoundHead },
  ...(Object.fromEntries(POLICY_SLUGS.map((slug) => [`policy-${slug}`, policyPage(slug)])) as Record<`policy-${PolicySlug}`, ServerPage>),
};

/** The head of every screen the browser renders alone (the private ones): never to be indexed. */
export const SHELL_HEAD: PageHead = {
  status: 200,
  title: documentTitle(undefined),
  description: SHOP_DESCRIPTION,
  robots: 'noindex',
};
