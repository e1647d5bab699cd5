import { fetchFeatured, type ProductsRoot } from '../features/catalog/products-slice.ts';
import { documentTitle } from '../lib/use-title.ts';
import { SHOP_PREVIEW, shopDescription, type PageLoad, type ServerPage } from '../server/server-page.ts';
import { organization, webSite } from '../server/structured-data.ts';

/** The landing page's featured plants, unless the store holds them (the server's, or an earlier visit's). */
export const loadLanding = (): PageLoad<ProductsRoot> => async (dispatch, getState) =>
  getState().products.featured === null ? [await dispatch(fetchFeatured())] : [];

/** `/` on the server (decision 038): the shop itself, its organization and its search. */
export const landingPage: ServerPage = {
  load: loadLanding,
  head: (_state, { publicUrl, shop }) => ({
    status: 200,
    title: documentTitle(undefined, shop),
    description: shopDescription(shop),
    canonical: `${publicUrl}/`,
    preview: {
      type: 'website',
      title: shop.tagline || shop.name,
      url: `${publicUrl}/`,
      image: `${publicUrl}${SHOP_PREVIEW.path}`,
      imageAlt: SHOP_PREVIEW.alt,
    },
    structuredData: [organization(publicUrl, shop), webSite(publicUrl, shop)],
  }),
};
