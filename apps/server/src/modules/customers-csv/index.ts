/** The customer CSV's public face (decision 062): Shopify customer CSV import and export. */
export { exportCustomers } from './export-customers.ts';
export { importCustomers } from './import-customers.ts';
