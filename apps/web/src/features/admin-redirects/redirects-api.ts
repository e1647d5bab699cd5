import type { Redirect, RedirectImportReport, RedirectInput } from '@shop/shared/redirects';
import { api } from '../../lib/api.ts';

/** Admin > Redirects' calls (decision 060); the server refuses anyone but an admin. */

export const listRedirects = (signal?: AbortSignal) => api<Redirect[]>('/api/admin/redirects', { signal });

export const addRedirect = (input: RedirectInput) => api<Redirect>('/api/admin/redirects', { method: 'POST', body: input });

export const deleteRedirect = (id: number) => api<void>(`/api/admin/redirects/${id}`, { method: 'DELETE' });

/** Checks (dryRun) or imports Shopify's URL-redirects CSV; refused rows are listed and left out. */
export const importRedirects = (csv: string, dryRun: boolean) =>
  api<RedirectImportReport>('/api/admin/redirects/import', { method: 'POST', body: { csv, dryRun } });
