import type { PolicyPage, PolicyPageSource, PolicySlug } from '@shop/shared/policy-pages';
import { api, ApiError } from '../../lib/api.ts';

/** One policy page, for a screen opened in the browser (the server renders a page opened directly). */
export const getPolicyPage = (slug: PolicySlug, signal?: AbortSignal) => api<PolicyPage>(`/api/pages/${slug}`, { signal });

/** The policy pages as the browser reads them, answering null for a page the shop does not have (as the server's source does). */
export const apiPolicyPages = (signal?: AbortSignal): PolicyPageSource => ({
  page: (slug) =>
    getPolicyPage(slug, signal).catch((error: unknown) => {
      if (error instanceof ApiError && error.status === 404) return null;
      throw error;
    }),
});
