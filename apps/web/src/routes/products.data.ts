import {
  chosenLabels,
  type GridQuery,
  gridHref,
  gridTitle,
  isSearching,
  pageCount,
  parseGridQuery,
} from '../features/catalog/grid-query.ts';
import { fetchProductPage, gridShown, type ProductsRoot } from '../features/catalog/products-slice.ts';
import { shareImageUrl } from '../lib/images.ts';
import { documentTitle } from '../lib/use-title.ts';
import { SHOP_PREVIEW, type PageLoad, type ServerPage } from '../server/server-page.ts';
import { absolute } from '../server/structured-data.ts';

/**
 * The grid at one address (decision 016): its filter, search, sort and page become the store's, and the
 * page of plants is read unless the store holds that very page.
 */
export const loadGrid = (query: GridQuery): PageLoad<ProductsRoot> => async (dispatch, getState) => {
  dispatch(gridShown(query));
  return getState().products.pageKey === gridHref(query) ? [] : [await dispatch(fetchProductPage(query))];
};

/** `/products?...` on the server (decision 038). */
export const productsPage: ServerPage = {
  load: ({ search }) => loadGrid(parseGridQuery(search)),
  head({ products: state }, { search, publicUrl, shop }) {
    const query = parseGridQuery(search);
    const pages = pageCount(state.total);
    const names = state.products.slice(0, 3).map((product) => product.name);
    const labels = chosenLabels(query);
    const what = labels.length > 0 ? `${labels.join(', ').toLowerCase()} houseplants` : 'houseplants';
    const description = isSearching(query)
      ? `Houseplants matching “${query.search!.trim()}” at ${shop.name}.`
      : `${state.total} ${what}${query.page > 1 ? ` (page ${query.page} of ${pages})` : ''}` +
        `${names.length > 0 ? `, among them ${names.join(', ')}` : ''}, from ${shop.name}.`;
    // Each page of the grid and of each choice of filters is its own page (its parameters in one order,
    // decision 027); a sorted one points at the first page of its filters, a search at the grid.
    const canonicalPath =
      query.search !== null ? '/products' : gridHref(query.sort === '' ? query : { ...query, sort: '', page: 1 });
    const canonical = `${publicUrl}${canonicalPath}`;
    return {
      // A page past the last is not there.
      status: query.page > 1 && query.page > pages ? 404 : 200,
      title: documentTitle(gridTitle(query), shop),
      description,
      canonical,
      robots: isSearching(query) ? 'noindex, follow' : undefined,
      preview: {
        type: 'website',
        title: gridTitle(query),
        url: canonical,
        image: state.products[0]
          ? absolute(publicUrl, shareImageUrl(state.products[0].imageURL))
          : `${publicUrl}${SHOP_PREVIEW.path}`,
        imageAlt: state.products[0]?.name ?? SHOP_PREVIEW.alt,
      },
    };
  },
};
