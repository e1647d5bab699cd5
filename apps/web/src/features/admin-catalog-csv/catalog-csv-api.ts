import type { ImportReport } from '@shop/shared/catalog-import';
import { ApiError, api } from '../../lib/api.ts';
import { getToken } from '../../lib/storage.ts';

/** The product CSV's calls (decision 040); the server refuses anyone but an admin. */

export const EXPORT_CSV = '/api/admin/catalog/export';

/** Checks (dryRun) or imports a Shopify product CSV; nothing is written while a row is refused. */
export const importCatalogue = (csv: string, dryRun: boolean) =>
  api<ImportReport>('/api/admin/catalog/import', { method: 'POST', body: { csv, dryRun } });

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
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = 'products.csv';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
