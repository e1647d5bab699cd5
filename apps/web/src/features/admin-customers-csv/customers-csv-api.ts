import type { CustomerImportReport, CustomerInvitations } from '@shop/shared/customer-import';
import { ApiError, api } from '../../lib/api.ts';
import { getToken } from '../../lib/storage.ts';

/** The customer CSV's calls (decision 062); the server refuses anyone but an admin. */

export const EXPORT_CUSTOMERS_CSV = '/api/admin/customers/export';

/** Checks (dryRun) or imports a Shopify customer CSV; nothing is written while a row is refused. */
export const importCustomers = (csv: string, dryRun: boolean) =>
  api<CustomerImportReport>('/api/admin/customers/import', { method: 'POST', body: { csv, dryRun } });

/** The imported accounts: waiting for an invitation, invited, joined. */
export const readInvitations = () => api<CustomerInvitations>('/api/admin/customers/invitations');

/** Sends the next batch of invitations (at most the batch size; a few batches an hour). */
export const sendInvitations = () => api<CustomerInvitations>('/api/admin/customers/invitations', { method: 'POST' });

/** The export's text, fetched with the admin's token (a plain link would go without it). */
export async function fetchCustomersCsv(): Promise<string> {
  const response = await fetch(EXPORT_CUSTOMERS_CSV, { headers: { accept: 'text/csv', authorization: getToken() } });
  if (!response.ok) {
    const data = (await response.json().catch(() => null)) as { error?: unknown } | null;
    throw new ApiError(typeof data?.error === 'string' ? data.error : 'The CSV could not be made', response.status, data);
  }
  return response.text();
}
