import type { NexusThreshold, NexusThresholdInput, TaxReport } from '@shop/shared/tax-report';
import { ApiError, api } from '../../lib/api.ts';
import { getToken } from '../../lib/storage.ts';

/** The tax report's calls (decision 036); the server refuses anyone but an admin. */

export const TAX_REPORT_MONTHS = 12;
export const TAX_REPORT_CSV = `/api/admin/tax-report.csv?months=${TAX_REPORT_MONTHS}`;

export const getTaxReport = (signal?: AbortSignal) => api<TaxReport>(`/api/admin/tax-report?months=${TAX_REPORT_MONTHS}`, { signal });
export const listNexusThresholds = (signal?: AbortSignal) => api<NexusThreshold[]>('/api/admin/nexus-thresholds', { signal });
export const saveNexusThreshold = (state: string, body: NexusThresholdInput) =>
  api<NexusThreshold>(`/api/admin/nexus-thresholds/${state}`, { method: 'PUT', body });

/**
 * Fetches the CSV with the admin's token (a plain link would go without it) and hands it to the browser
 * as a download, named as the server names it.
 */
export async function downloadTaxReportCsv(): Promise<void> {
  const response = await fetch(TAX_REPORT_CSV, { headers: { accept: 'text/csv', authorization: getToken() } });
  if (!response.ok) {
    const data = (await response.json().catch(() => null)) as { error?: unknown } | null;
    throw new ApiError(typeof data?.error === 'string' ? data.error : 'The CSV could not be made', response.status, data);
  }
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'tax-report.csv';
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
