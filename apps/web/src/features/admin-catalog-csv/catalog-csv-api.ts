import type { ImportReport } from '@shop/shared/catalog-import';
import type { TagMapping } from '@shop/shared/tag-mapping';
import { api } from '../../lib/api.ts';
import { fetchCsv, saveDownload } from '../../lib/download-csv.ts';

/** The product CSV's calls (decision 040); the server refuses anyone but an admin. */

export const EXPORT_CSV = '/api/admin/catalog/export';

/**
 * Checks (dryRun) or imports a Shopify product CSV; nothing is written while a row is refused. `mapping`: the
 * owner's changes to what the file's tags and care metafields become (docs/decisions/061).
 */
export const importCatalogue = (csv: string, dryRun: boolean, mapping: TagMapping = {}) =>
  api<ImportReport>('/api/admin/catalog/import', { method: 'POST', body: { csv, dryRun, mapping } });

/** Fetches the export with the admin's token (a plain link would go without it) and hands it to the browser as a download. */
export async function downloadCatalogueCsv(): Promise<void> {
  saveDownload(await (await fetchCsv(EXPORT_CSV)).blob(), 'products.csv');
}

/** Text made in the browser (the refused rows of a checked file) handed to the browser as a CSV download. */
export function downloadText(text: string, name: string): void {
  saveDownload(new Blob([text], { type: 'text/csv;charset=utf-8' }), name);
}

