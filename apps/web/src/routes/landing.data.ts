import type { LandingView } from '@shop/shared/storefront-content';
import { landingChanged, type ProductsRoot } from '../features/catalog/products-slice.ts';
import { shareImageUrl } from '../lib/images.ts';
import { documentTitle } from '../lib/use-title.ts';
import { SHOP_PREVIEW, shopDescription, type PageLoad, type ServerPage } from '../server/server-page.ts';
import { organization, webSite } from '../server/structured-data.ts';

/**
 * The landing page as the owner made it (decision 049), read from `source` (the server's content on the
 * server, GET /api/landing in the browser) unless the store holds it. A failed read rejects: the server
 * answers 500.
 */
export const loadLanding =
  (source: () => Promise<LandingView>): PageLoad<ProductsRoot> =>
  async (dispatch, getState) => {
    if (getState().products.landing === null) dispatch(landingChanged(await source()));
    return [];
  };

/** `/` on the server (decision 038): the owner's landing, the shop itself, its organization and its search. */
export const landingPage: ServerPage = {
  load: ({ landing }) => loadLanding(landing),
  head: (state, { publicUrl, shop }) => {
    const landing = state.products.landing;
    // The owner's picture is shared as the shop's default one is: whole, on the shop's background.
    const owned = landing !== null && `${shareImageUrl(landing.heroImage)}` !== SHOP_PREVIEW.path;
    return {
      status: 200,
      title: documentTitle(undefined, shop),
      description: shopDescription(shop),
      canonical: `${publicUrl}/`,
      preview: {
        type: 'website',
        title: landing?.headline ?? documentTitle(undefined, shop),
        url: `${publicUrl}/`,
        image: `${publicUrl}${owned ? shareImageUrl(landing.heroImage) : SHOP_PREVIEW.path}`,
        imageAlt: owned ? landing.headline : SHOP_PREVIEW.alt,
      },
      structuredData: [organization(publicUrl, shop), webSite(publicUrl, shop)],
    };
  },
};
