import type { ImportReport } from '@shop/shared/catalog-import';
import type { TagMapping } from '@shop/shared/tag-mapping';
import { ApiError, api } from '../../lib/api.ts';
import { getToken } from '../../lib/storage.ts';

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
  const response = await fetch(EXPORT_CSV, { headers: { accept: 'text/csv', authorization: getToken() } });
  if (!response.ok) {
    const data = (await response.json().catch(() => null)) as { error?: unknown } | null;
    throw new ApiError(
      typeof data?.error === 'string' ? data.error : 'The CSV could not be made',
      response.status,
      data,
    );
  }
  save(await response.blob(), 'products.csv');
}

/** Text made in the browser (the refused rows of a checked file) handed to the browser as a CSV download. */
export function downloadText(text: string, name: string): void {
  save(new Blob([text], { type: 'text/csv;charset=utf-8' }), name);
}

function save(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
