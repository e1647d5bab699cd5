import { spreadsheetCell } from '@shop/shared/csv';
import { stringify } from 'csv-stringify/sync';
import type { DbOrTx } from '../../db/client.ts';
import { exportProducts } from '../catalog/index.ts';
import { textToHtml } from './html-text.ts';

/** Shopify's product CSV columns, in Shopify's order, as its product export writes them (decision 040). */
export const EXPORT_COLUMNS = [
  'Handle',
  'Title',
  'Body (HTML)',
  'Vendor',
  'Product Category',
  'Type',
  'Tags',
  'Published',
  'Option1 Name',
  'Option1 Value',
  'Option2 Name',
  'Option2 Value',
  'Option3 Name',
  'Option3 Value',
  'Variant SKU',
  'Variant Grams',
  'Variant Inventory Tracker',
  'Variant Inventory Qty',
  'Variant Inventory Policy',
  'Variant Fulfillment Service',
  'Variant Price',
  'Variant Compare At Price',
  'Variant Requires Shipping',
  'Variant Taxable',
  'Variant Barcode',
  'Image Src',
  'Image Position',
  'Image Alt Text',
  'Gift Card',
  'SEO Title',
  'SEO Description',
  'Variant Image',
  'Variant Weight Unit',
  'Cost per item',
  'Status',
] as const;

const dollars = (cents: number) => (cents / 100).toFixed(2);

type Cells = Record<(typeof EXPORT_COLUMNS)[number], string>;
const blank = Object.fromEntries(EXPORT_COLUMNS.map((column) => [column, ''])) as Cells;

/**
 * The catalogue as a Shopify product CSV (decisions 040, 061): every product, drafts and archived ones with
 * their status; one row per variant, the product's fields on its first row, a product without options as
 * Shopify's 'Title' / 'Default Title'; its pictures in order, one a row with its position and alt text (rows
 * with only a picture after the variants' rows, as Shopify writes them); the placeholder as no picture. A
 * cell a spreadsheet would run as a formula starts with `'` (decision 053), which the import takes off
 * again: importing the file here changes nothing, and into an empty shop gives the same catalogue.
 */
export async function exportCatalogue({ db, baseUrl }: { db: DbOrTx; baseUrl: string }): Promise<string> {
  const rows: string[][] = [];
  for (const product of await exportProducts({ db, baseUrl })) {
    const options =
      product.options.length > 0 ? product.options : [{ name: 'Title', values: ['Default Title'] }];
    const pictures = [
      ...(product.image ? [{ url: product.image, alt: product.imageAlt }] : []),
      ...product.morePictures,
    ];
    const picture = (index: number) =>
      pictures[index]
        ? { 'Image Src': pictures[index].url, 'Image Position': String(index + 1), 'Image Alt Text': pictures[index].alt }
        : {};
    product.variants.forEach((variant, index) => {
      const first = index === 0;
      const values = product.options.length > 0 ? variant.optionValues : ['Default Title'];
      const cell: Cells = {
        Handle: product.handle,
        Title: first ? product.title : '',
        'Body (HTML)': first ? textToHtml(product.description) : '',
        Vendor: first ? product.vendor : '',
        'Product Category': first ? product.category : '',
        Type: first ? product.productType : '',
        Tags: first ? product.tags.join(', ') : '',
        Published: first ? String(product.status === 'active') : '',
        'Option1 Name': first ? (options[0]?.name ?? '') : '',
        'Option1 Value': values[0] ?? '',
        'Option2 Name': first ? (options[1]?.name ?? '') : '',
        'Option2 Value': values[1] ?? '',
        'Option3 Name': first ? (options[2]?.name ?? '') : '',
        'Option3 Value': values[2] ?? '',
        'Variant SKU': variant.sku ?? '',
        'Variant Grams': variant.grams == null ? '' : String(variant.grams),
        'Variant Inventory Tracker': 'shopify',
        'Variant Inventory Qty': String(variant.qty ?? 0),
        'Variant Inventory Policy': 'deny',
        'Variant Fulfillment Service': 'manual',
        'Variant Price': dollars(variant.priceCents),
        'Variant Compare At Price': variant.compareAtCents === null ? '' : dollars(variant.compareAtCents),
        'Variant Requires Shipping': 'true',
        'Variant Taxable': 'true',
        'Variant Barcode': '',
        'Image Src': '',
        'Image Position': '',
        'Image Alt Text': '',
        ...picture(index),
        'Gift Card': first ? 'false' : '',
        'SEO Title': first ? (product.seoTitle ?? '') : '',
        'SEO Description': first ? (product.seoDescription ?? '') : '',
        'Variant Image': variant.image ?? '',
        'Variant Weight Unit': variant.weightUnit ?? '',
        'Cost per item': variant.costCents == null ? '' : dollars(variant.costCents),
        Status: first ? (product.status ?? 'active') : '',
      };
      rows.push(EXPORT_COLUMNS.map((column) => spreadsheetCell(cell[column])));
    });
    for (let index = product.variants.length; index < pictures.length; index++) {
      const cell: Cells = { ...blank, Handle: product.handle, ...picture(index) };
      rows.push(EXPORT_COLUMNS.map((column) => spreadsheetCell(cell[column])));
    }
  }
  return stringify([[...EXPORT_COLUMNS], ...rows], { record_delimiter: '\n' });
}
