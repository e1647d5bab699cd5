import type { PolicyPage, PolicySlug } from '@shop/shared/policy-pages';
import { api } from '../../lib/api.ts';

/** One policy page, for a screen opened in the browser (the server renders a page opened directly). */
export const getPolicyPage = (slug: PolicySlug, signal?: AbortSignal) => api<PolicyPage>(`/api/pages/${slug}`, { signal });
