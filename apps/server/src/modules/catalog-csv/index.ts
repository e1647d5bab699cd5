/** The product CSV's public face (decision 040): Shopify product CSV import and export, for the command line. */
export { exportCatalogue } from './export-catalogue.ts';
export { type FetchImageOptions, fetchImage, isPublicAddress } from './fetch-image.ts';
export { importCatalogue, type ImportOptions } from './import-catalogue.ts';
