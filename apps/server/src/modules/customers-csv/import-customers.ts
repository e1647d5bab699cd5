import { refusedRows } from '@shop/shared/catalog-import';
import { type CustomerImportReport, SHOPIFY_IMPORT_SOURCE } from '@shop/shared/customer-import';
import type { Db } from '../../db/client.ts';
import { BadRequest, Conflict } from '../../errors.ts';
import { createImportedCustomers, findAccountEmails } from '../accounts/index.ts';
import { type MarketingConsent, recordMarketingConsents } from '../email/index.ts';
import { parseCustomersCsv, UnreadableCustomerCsv } from './parse-customers-csv.ts';

/**
 * A Shopify customer CSV (decision 062): the dry run says what the import would do, row by row: the accounts
 * to make, the rows whose email already has an account here (skipped: that account is left as it is), the
 * rows that come in without their address and why, and every refused row with all of its problems. The
 * import does nothing while a row is refused; otherwise it makes every account, its profile, its address and
 * its recorded marketing consent (source 'shopify import', the import's time) in one transaction.
 */
export async function importCustomers({ db, csv, dryRun, now }: { db: Db; csv: string; dryRun: boolean; now: Date }): Promise<CustomerImportReport> {
  let parsed;
  try {
    parsed = parseCustomersCsv(csv);
  } catch (error) {
    if (error instanceof UnreadableCustomerCsv) throw new BadRequest(error.message);
    throw error;
  }
  const existing = await findAccountEmails({ db, emails: parsed.customers.map((customer) => customer.email) });
  const isNew = (email: string) => !existing.has(email.toLowerCase());
  const fresh = parsed.customers.filter((customer) => isNew(customer.email));
  const skipped = parsed.customers.filter((customer) => !isNew(customer.email)).map(({ row, email }) => ({ row, email }));
  const report = (applied: boolean, created: number): CustomerImportReport => ({
    dryRun,
    applied,
    columns: parsed.columns,
    rows: parsed.rows,
    created,
    skipped,
    rejected: refusedRows(parsed.rejected),
    notes: parsed.notes.filter((note) => isNew(note.email)),
    withAddress: fresh.filter((customer) => customer.address !== null).length,
    consenting: fresh.filter((customer) => customer.acceptsEmail).length,
  });
  if (dryRun || parsed.rejected.length > 0) return report(false, fresh.length);
  await db.transaction(async (tx) => {
    const made = await createImportedCustomers({ db: tx, customers: fresh, now });
    if (made.size !== fresh.length) throw new Conflict('Accounts were made with some of these emails while the file was read: check it again');
    const consents: MarketingConsent[] = fresh.flatMap((customer) => [
      ...(customer.acceptsEmail ? [{ channel: 'email' as const, address: customer.email, source: SHOPIFY_IMPORT_SOURCE, consentedAt: now }] : []),
      ...(customer.acceptsSms ? [{ channel: 'sms' as const, address: customer.phone, source: SHOPIFY_IMPORT_SOURCE, consentedAt: now }] : []),
    ]);
    await recordMarketingConsents({ db: tx, consents, now });
  });
  return report(true, fresh.length);
}
