import { POLICY_PATHS, type PolicyPageSource, type PolicySlug } from '@shop/shared/policy-pages';
import type { RootState } from '../app/store.ts';
import {
  policyPageLoaded,
  policyPageMissing,
  selectPolicyPages,
} from '../features/policy-pages/policy-pages-slice.ts';
import { documentTitle } from '../lib/use-title.ts';
import { SHOP_PREVIEW, type PageLoad, type ServerPage } from '../server/server-page.ts';
import { notFoundHead } from './not-found.data.ts';

/**
 * A policy page (decision 035), read from `source` (the database on the server, the API in the browser)
 * unless the store holds it or knows the shop has no such page. A failed read rejects: the server answers
 * 500, the screen offers to try again.
 */
export const loadPolicyPage =
  (slug: PolicySlug, source: PolicyPageSource): PageLoad<RootState> =>
  async (dispatch, getState) => {
    if (selectPolicyPages(getState())[slug] !== undefined) return [];
    const page = await source.page(slug);
    dispatch(page ? policyPageLoaded(page) : policyPageMissing(slug));
    return [];
  };

/** A policy page on the server (decision 038): the owner's page, read from the database for every request. */
export function policyPage(slug: PolicySlug): ServerPage {
  return {
    slices: ['policyPages'],
    load: ({ pages }) => loadPolicyPage(slug, pages),
    head(state, request) {
      const { publicUrl, shop } = request;
      const page = selectPolicyPages(state)[slug];
      if (!page) return notFoundHead(state, request);
      const url = `${publicUrl}${POLICY_PATHS[slug]}`;
      return {
        status: 200,
        title: documentTitle(page.title, shop),
        description: page.summary || `${page.title}: ${shop.name}.`,
        canonical: url,
        preview: {
          type: 'website',
          title: page.title,
          url,
          image: `${publicUrl}${SHOP_PREVIEW.path}`,
          imageAlt: SHOP_PREVIEW.alt,
        },
      };
    },
  };
}
