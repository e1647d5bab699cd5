import { CUSTOMER_CSV_COLUMNS } from '@shop/shared/customer-import';
import { csvLine } from '@shop/shared/csv';

const STATES = ['CA', 'NY', 'TX', 'OR', 'WA', 'IL', 'MA', 'CO'];

/** A valid customer CSV in Shopify's current columns: `rows` customers, every third one consenting to email, every fifth one in Canada. */
export function customersCsv(rows: number, prefix = 'customer'): string {
  const lines = [csvLine([...CUSTOMER_CSV_COLUMNS])];
  for (let n = 1; n <= rows; n++) {
    const canada = n % 5 === 0;
    lines.push(
      csvLine([
        `First${n}`,
        `Last${n}`,
        `${prefix}.${n}@example.com`,
        n % 3 === 0 ? 'yes' : 'no',
        n % 7 === 0 ? 'Fern & Frond LLC' : '',
        `${100 + n} Main Street`,
        n % 2 === 0 ? `Apt ${n}` : '',
        canada ? 'Toronto' : 'Springfield',
        canada ? 'ON' : STATES[n % STATES.length]!,
        canada ? 'CA' : 'US',
        canada ? 'M5V 2T6' : String(10000 + n).padStart(5, '0'),
        `+1 555 010 ${String(n % 10000).padStart(4, '0')}`,
        `+1 555 020 ${String(n % 10000).padStart(4, '0')}`,
        n % 4 === 0 ? 'yes' : 'no',
        `${n}.50`,
        String(n % 12),
        n % 11 === 0 ? 'Prefers "bright indirect" plants, likes ferns' : '',
        'no',
        n % 2 === 0 ? 'vip, newsletter' : '',
      ]),
    );
  }
  return lines.join('\n') + '\n';
}
