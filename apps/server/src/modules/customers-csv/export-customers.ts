import { CUSTOMER_CSV_COLUMNS } from '@shop/shared/customer-import';
import { csvLine, spreadsheetCell } from '@shop/shared/csv';
import type { DbOrTx } from '../../db/client.ts';
import { listCustomersForExport } from '../accounts/index.ts';
import { listMarketingConsents } from '../email/index.ts';

const yesNo = (value: boolean) => (value ? 'yes' : 'no');
const dollars = (cents: number) => (cents / 100).toFixed(2);

/**
 * Every shopper's account as Shopify's current customer CSV (decision 062), which the import reads back:
 * consent as recorded, the default address, and what another shop's list brought. Every cell goes through
 * the shop's one formula rule (decision 053). Total Spent and Total Orders are the other shop's figures.
 */
export async function exportCustomers({ db }: { db: DbOrTx }): Promise<string> {
  const customers = await listCustomersForExport({ db });
  const emailConsent = await listMarketingConsents({ db, channel: 'email', addresses: customers.map((customer) => customer.email) });
  const smsConsent = await listMarketingConsents({ db, channel: 'sms', addresses: customers.map((customer) => customer.phone).filter((phone) => phone !== '') });
  const lines = [csvLine([...CUSTOMER_CSV_COLUMNS])];
  for (const customer of customers) {
    const address = customer.address;
    const cells = [
      customer.firstName,
      customer.lastName,
      customer.email,
      yesNo(emailConsent.has(customer.email.toLowerCase())),
      address?.company ?? '',
      address?.street1 ?? '',
      address?.street2 ?? '',
      address?.city ?? '',
      address?.state ?? '',
      address ? 'US' : '',
      address?.zip ?? '',
      address?.phone ?? '',
      customer.phone,
      yesNo(customer.phone !== '' && smsConsent.has(customer.phone)),
      dollars(customer.previousSpentCents),
      String(customer.previousOrders),
      customer.note,
      yesNo(customer.taxExempt),
      customer.tags,
    ];
    lines.push(csvLine(cells.map((cell) => spreadsheetCell(cell))));
  }
  return lines.join('\n') + '\n';
}
