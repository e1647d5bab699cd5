import type { PolicyPageInput, PolicyPageSummary } from '@shop/shared/pages';
import type { PolicyPage, PolicySlug } from '@shop/shared/policy-pages';
import { api } from '../../lib/api.ts';

/** The shop's policy pages (decision 035): anyone reads them; saving and previewing are the admin's. */
export const listPolicyPages = (signal?: AbortSignal) => api<PolicyPageSummary[]>('/api/pages', { signal });
export const getPolicyPage = (slug: PolicySlug, signal?: AbortSignal) => api<PolicyPage>(`/api/pages/${slug}`, { signal });
export const savePolicyPage = (slug: PolicySlug, body: PolicyPageInput) => api<PolicyPage>(`/api/pages/${slug}`, { method: 'PUT', body });

/** The page as the shop would show it with this text; nothing is saved. */
export const previewPolicyPage = (slug: PolicySlug, body: PolicyPageInput) =>
  api<PolicyPage>(`/api/pages/${slug}/preview`, { method: 'POST', body });
