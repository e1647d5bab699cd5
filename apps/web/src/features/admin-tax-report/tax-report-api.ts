import type { NexusThreshold, NexusThresholdInput, TaxReport } from '@shop/shared/tax-report';
import { api } from '../../lib/api.ts';
import { downloadCsv } from '../../lib/download-csv.ts';

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
export const downloadTaxReportCsv = (): Promise<void> => downloadCsv(TAX_REPORT_CSV, 'tax-report.csv');
