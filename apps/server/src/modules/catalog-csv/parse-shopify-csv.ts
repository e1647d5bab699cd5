import { type ImportRowError, NOT_UTF8 } from '@shop/shared/catalog-import';
import { isProductStatus } from '@shop/shared/product-status';
import { MAX_PRICE, SEO_DESCRIPTION_MAX, SEO_TITLE_MAX, skuField, WEIGHT_UNITS, type WeightUnit } from '@shop/shared/products';
import { fromSpreadsheetCell } from '@shop/shared/csv';
import {
  defaultTarget,
  MAPPING_TARGETS,
  type MappingEntry,
  type MappingTarget,
  metafieldSource,
  type TagMapping,
} from '@shop/shared/tag-mapping';
import { PET_SAFE_TAG } from '@shop/shared/care-labels';
import { TOXIC_TAG } from '@shop/shared/tags';
import { parse } from 'csv-parse/sync';
import type { ImportedProduct, ImportedVariant, RefusedProduct } from '../catalog/index.ts';
import { htmlToText } from './html-text.ts';

/**
 * The columns the import reads, each under every name Shopify has given it: the product CSV's older names
 * ('Handle', 'Variant Inventory Qty', 'Image Src') and the template's newer ones ('URL handle', 'Inventory
 * quantity', 'Product image URL'). Headers are matched without regard to case or spacing. Other columns
 * (Barcode, Gift Card...) are read by nobody here and ignored; product metafield columns
 * ('Light (product.metafields.custom.light)') are read apart, for the care mapping (docs/decisions/061).
 */
const COLUMNS = {
  handle: ['handle', 'url handle'],
  title: ['title'],
  body: ['body (html)', 'body html', 'description'],
  tags: ['tags'],
  status: ['status'],
  option1Name: ['option1 name'],
  option1Value: ['option1 value'],
  option2Name: ['option2 name'],
  option2Value: ['option2 value'],
  option3Name: ['option3 name'],
  option3Value: ['option3 value'],
  sku: ['variant sku', 'sku'],
  price: ['variant price', 'price'],
  compareAt: ['variant compare at price', 'compare-at price', 'compare at price'],
  qty: ['variant inventory qty', 'inventory quantity', 'variant inventory quantity'],
  image: ['image src', 'product image url'],
  variantImage: ['variant image', 'variant image url'],
  seoTitle: ['seo title'],
  seoDescription: ['seo description'],
  vendor: ['vendor'],
  productType: ['type', 'product type'],
  category: ['product category', 'category'],
  grams: ['variant grams', 'weight value (grams)'],
  weightUnit: ['variant weight unit', 'weight unit for display'],
  cost: ['cost per item'],
  imagePosition: ['image position'],
  imageAlt: ['image alt text'],
} as const;
type Column = keyof typeof COLUMNS;

/** A column's name in a problem when the file has no such column: Shopify's product CSV's. */
const LABELS: Record<Column, string> = {
  handle: 'Handle',
  title: 'Title',
  body: 'Body (HTML)',
  tags: 'Tags',
  status: 'Status',
  option1Name: 'Option1 Name',
  option1Value: 'Option1 Value',
  option2Name: 'Option2 Name',
  option2Value: 'Option2 Value',
  option3Name: 'Option3 Name',
  option3Value: 'Option3 Value',
  sku: 'Variant SKU',
  price: 'Variant Price',
  compareAt: 'Variant Compare At Price',
  qty: 'Variant Inventory Qty',
  image: 'Image Src',
  variantImage: 'Variant Image',
  seoTitle: 'SEO Title',
  seoDescription: 'SEO Description',
  vendor: 'Vendor',
  productType: 'Type',
  category: 'Product Category',
  grams: 'Variant Grams',
  weightUnit: 'Variant Weight Unit',
  cost: 'Cost per item',
  imagePosition: 'Image Position',
  imageAlt: 'Image Alt Text',
};

/** The longest vendor, type or category a product keeps (Shopify's category path is the long one). */
const MAX_LABEL = 255;
/** A product metafield column: 'Light (product.metafields.custom.light)'. */
const METAFIELD = /^(.*?)\s*\(product\.metafields\.[a-z0-9_]+\.([a-z0-9_]+)\)\s*$/i;

const OPTION_NAMES = ['option1Name', 'option2Name', 'option3Name'] as const;
const OPTION_VALUES = ['option1Value', 'option2Value', 'option3Value'] as const;

const normalHeader = (header: string) =>
  header
    .replace(/^\uFEFF/, '')
    .trim()
    .replace(/\s+/g, ' ')
    .toLowerCase();

/** Shopify's own handle of a title: lower case, letters and digits, words joined by '-'. */
export function handleOf(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 200)
    .replace(/-+$/, '');
}

export interface ParsedFile {
  /** Data rows read (the header not counted). */
  rows: number;
  products: ImportedProduct[];
  /** Every problem of every refused row. */
  rejected: ImportRowError[];
  /** The products refused, with their SKUs: the shop is asked whether those belong to other products. */
  refused: RefusedProduct[];
  /** The file's header, as it is. */
  header: string[];
  /** Each data row as it is in the file, by row number, with the handle it belongs to ('' for none). */
  cells: Map<number, { handle: string; cells: string[] }>;
  /** Each tag and care metafield value of the file, what it becomes and on how many products. */
  mapping: MappingEntry[];
}

export class UnreadableCsv extends Error {}

const MAX_TITLE = 120;
const MAX_DESCRIPTION = 4000;
const MAX_TAGS = 20;
const MAX_VARIANTS = 100;

/** Dollars as a CSV writes them ('12.5', '$1,299.00') in cents, or a reason. */
function cents(value: string, what: string): number | string {
  const plain = value.replace(/^\$/, '').replace(/,/g, '').trim();
  if (!/^\d+(\.\d{1,2})?$/.test(plain)) return `${what} '${value}' is not an amount in dollars`;
  const amount = Math.round(Number(plain) * 100);
  if (amount > MAX_PRICE * 100) return `${what} ${value} is over the shop's limit of $${MAX_PRICE}`;
  return amount;
}

function splitTags(value: string): string[] {
  return [
    ...new Set(
      value
        .split(',')
        .map((tag) => tag.trim())
        .filter((tag) => tag !== ''),
    ),
  ];
}

interface Row {
  row: number;
  get(column: Column): string | undefined;
  /** The row's product metafield values, each with its column's name and key. */
  metafields(): { label: string; key: string; value: string }[];
  /** A column's name as the file's header gives it (Shopify's when the file has no such column). */
  name(column: Column): string;
}

/**
 * Reads a Shopify product CSV into products (decision 040): rows grouped by handle (a row without one takes
 * its title's), the first row of a handle carrying the product's fields, every row with a variant's fields
 * (an option value, SKU, price or stock) one variant, a row with only a picture an extra image (the shop
 * keeps one picture a product). A product named 'Title' / 'Default Title' has no options. Each row refused
 * is named with its row number (the header is row 1) and the reason; a product with a refused row is left
 * out whole. A file that is not CSV throws UnreadableCsv, as does text that was not UTF-8 (decoded with
 * U+FFFD); a file whose first line has tabs and no comma is read as tab-separated (decision 053).
 */
export function parseShopifyCsv(text: string, mapping: TagMapping = {}): ParsedFile {
  // A file read as UTF-8 when it was not: its accented letters became U+FFFD (decision 053).
  if (text.includes('\uFFFD')) throw new UnreadableCsv(NOT_UTF8.replaced);
  // Excel's "Unicode Text" separates its columns with tabs.
  const firstLine = /^[^\r\n]*/.exec(text)![0];
  const delimiter = firstLine.includes('\t') && !firstLine.includes(',') ? '\t' : ',';
  let records: string[][];
  try {
    records = parse(text, {
      delimiter,
      bom: true,
      relax_column_count: true,
      skip_empty_lines: false,
      trim: false,
    }) as string[][];
  } catch (error) {
    throw new UnreadableCsv(
      `The file could not be read as CSV: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  const [header, ...data] = records;
  if (!header) throw new UnreadableCsv('The file is empty');
  const index = new Map<Column, number>();
  const names = header.map(normalHeader);
  for (const [column, aliases] of Object.entries(COLUMNS) as [Column, readonly string[]][]) {
    const at = names.findIndex((name) => aliases.includes(name));
    if (at >= 0) index.set(column, at);
  }
  const metafieldColumns = header.flatMap((cell, at) => {
    const match = METAFIELD.exec(cell.replace(/^\uFEFF/, '').trim());
    return match ? [{ at, label: match[1] || match[2]!, key: match[2]!.toLowerCase() }] : [];
  });
  if (!index.has('handle') && !index.has('title')) {
    throw new UnreadableCsv(
      "This is not a Shopify product CSV: it has neither a 'Handle' nor a 'Title' column",
    );
  }
  const rejected: ImportRowError[] = [];
  const groups = new Map<string, Row[]>();
  const kept = new Map<number, { handle: string; cells: string[] }>();
  const name = (column: Column) => {
    const position = index.get(column);
    return position === undefined ? LABELS[column] : header[position]!.replace(/^\uFEFF/, '').trim();
  };
  let rows = 0;
  data.forEach((cells, at) => {
    const row: Row = {
      row: at + 2,
      get: (column) => {
        const position = index.get(column);
        // The shop's own export put a `'` before cells a spreadsheet would run (decision 053).
        return position === undefined ? undefined : fromSpreadsheetCell(cells[position] ?? '').trim();
      },
      name,
      metafields: () =>
        metafieldColumns.flatMap(({ at, label, key }) =>
          metafieldValues(fromSpreadsheetCell(cells[at] ?? '').trim()).map((value) => ({ label, key, value })),
        ),
    };
    if (cells.every((cell) => cell.trim() === '')) return;
    rows++;
    const given = row.get('handle') ?? '';
    const handle = handleOf(given || row.get('title') || '');
    kept.set(row.row, { handle, cells });
    if (!handle) {
      rejected.push({
        row: row.row,
        handle: given,
        column: index.has('handle') ? name('handle') : name('title'),
        reason: 'The row has no handle and no title',
      });
      return;
    }
    const group = groups.get(handle);
    if (group) group.push(row);
    else groups.set(handle, [row]);
  });
  const products: ImportedProduct[] = [];
  const refused: RefusedProduct[] = [];
  const skuRows = new Map<string, { row: number; handle: string }>();
  const mapped = new Map<string, MappingEntry>();
  for (const [handle, group] of groups) {
    const errors: ImportRowError[] = [];
    const product = readProduct(handle, group, errors, skuRows, mapTags(mapping, mapped));
    if (product && errors.length === 0) {
      products.push(product);
      continue;
    }
    rejected.push(...errors);
    refused.push({
      row: group[0]!.row,
      handle,
      variants: group.flatMap((row) => {
        const sku = row.get('sku');
        return sku && skuField.safeParse(sku).success ? [{ row: row.row, sku }] : [];
      }),
    });
  }
  rejected.sort((a, b) => a.row - b.row);
  const entries = [...mapped.values()].sort((a, b) => b.products - a.products || a.source.localeCompare(b.source));
  return { rows, products, rejected, refused, header, cells: kept, mapping: entries };
}

/** A metafield cell's values: Shopify writes a list as JSON ('["Low light","Bright indirect"]'), a single value as it is. */
function metafieldValues(cell: string): string[] {
  if (cell === '') return [];
  if (cell.startsWith('[')) {
    try {
      const list: unknown = JSON.parse(cell);
      if (Array.isArray(list)) return list.map(String).map((value) => value.trim()).filter((value) => value !== '');
    } catch {
      // Not JSON after all: the cell is one value.
    }
  }
  return [cell];
}

type TagMapper = (tags: readonly string[] | undefined, metafields: readonly { label: string; key: string; value: string }[]) => {
  tags: string[] | undefined;
  /** Each target with the sources that gave it. */
  from: Map<MappingTarget, string[]>;
};

/**
 * Turns a product's tags and metafield values into its tags (docs/decisions/061): a source mapped to a target
 * gives that target (the owner's mapping first, else the default); a tag mapped to nothing stays a tag; a
 * metafield value mapped to nothing is not kept. The shop's own target names pass as they are. Counts each
 * source once a product in `entries`.
 */
function mapTags(mapping: TagMapping, entries: Map<string, MappingEntry>): TagMapper {
  const note = (source: string, kind: MappingEntry['kind'], target: MappingTarget | null) => {
    const entry = entries.get(source) ?? { source, kind, target, products: 0 };
    entry.products += 1;
    entries.set(source, entry);
  };
  const targetOf = (source: string, fallback: MappingTarget | null) =>
    mapping[source] !== undefined ? mapping[source] : fallback;
  return (tags, metafields) => {
    const kept: string[] = [];
    const from = new Map<MappingTarget, string[]>();
    const give = (target: MappingTarget, source: string) => from.set(target, [...(from.get(target) ?? []), source]);
    for (const tag of tags ?? []) {
      if ((MAPPING_TARGETS as readonly string[]).includes(tag)) {
        give(tag as MappingTarget, tag);
        continue;
      }
      const target = targetOf(tag, defaultTarget({ kind: 'tag', tag }));
      note(tag, 'tag', target);
      if (target) give(target, tag);
      else kept.push(tag);
    }
    const seen = new Set<string>();
    for (const { label, key, value } of metafields) {
      const source = metafieldSource(label, value);
      if (seen.has(source)) continue;
      seen.add(source);
      const target = targetOf(source, defaultTarget({ kind: 'metafield', key, value }));
      note(source, 'metafield', target);
      if (target) give(target, source);
    }
    if (tags === undefined && from.size === 0) return { tags: undefined, from };
    return { tags: [...new Set([...kept, ...from.keys()])], from };
  };
}

function readProduct(
  handle: string,
  group: Row[],
  errors: ImportRowError[],
  skuRows: Map<string, { row: number; handle: string }>,
  mapTags: TagMapper,
): ImportedProduct | null {
  const first = group[0]!;
  const refuse = (row: Row, column: Column | null, reason: string) =>
    errors.push({ row: row.row, handle, column: column ? row.name(column) : '', reason });
  const title = first.get('title') ?? '';
  if (!title) refuse(first, 'title', `The first row of '${handle}' has no Title`);
  else if (title.length > MAX_TITLE) refuse(first, 'title', `The Title is longer than ${MAX_TITLE} characters`);
  const body = first.get('body');
  const description = body === undefined ? undefined : htmlToText(body);
  if (description !== undefined && description.length > MAX_DESCRIPTION)
    refuse(first, 'body', `The Body (HTML) is longer than ${MAX_DESCRIPTION} characters of text`);
  const tagsCell = first.get('tags');
  const read = tagsCell === undefined ? undefined : splitTags(tagsCell);
  const { tags, from } = mapTags(read, first.metafields());
  const safe = from.get(PET_SAFE_TAG);
  const toxic = from.get(TOXIC_TAG);
  if (safe && toxic)
    refuse(
      first,
      'tags',
      `The tags say both ${PET_SAFE_TAG} (${safe.join(', ')}) and ${TOXIC_TAG} (${toxic.join(', ')}): map one of them to nothing, or mend the tags`,
    );
  if (tags && tags.length > MAX_TAGS) refuse(first, 'tags', `${tags.length} tags: a product has at most ${MAX_TAGS}`);
  if (tags?.some((tag) => tag.length > 60)) refuse(first, 'tags', 'A tag is longer than 60 characters');
  // The product form's limits (Shopify's editor's too): an imported plant's form must save as it came.
  if ((first.get('seoTitle') ?? '').length > SEO_TITLE_MAX) refuse(first, 'seoTitle', `The SEO Title is longer than ${SEO_TITLE_MAX} characters`);
  if ((first.get('seoDescription') ?? '').length > SEO_DESCRIPTION_MAX)
    refuse(first, 'seoDescription', `The SEO Description is longer than ${SEO_DESCRIPTION_MAX} characters`);
  for (const column of ['vendor', 'productType', 'category'] as const)
    if ((first.get(column) ?? '').length > MAX_LABEL)
      refuse(first, column, `The ${LABELS[column]} is longer than ${MAX_LABEL} characters`);
  const status = (first.get('status') ?? '').toLowerCase() || 'active';
  if (!isProductStatus(status))
    refuse(first, 'status', `Status '${first.get('status')}' is not active, draft or archived`);

  // Options: named on the first row; 'Title' alone with 'Default Title' is Shopify's product without options.
  const optionNames = (['option1Name', 'option2Name', 'option3Name'] as const).map(
    (column) => first.get(column) ?? '',
  );
  const lastNamed = optionNames.findLastIndex((name) => name !== '');
  const named = optionNames.slice(0, lastNamed + 1);
  if (named.some((name) => name === '')) refuse(first, OPTION_NAMES[named.indexOf('')]!, 'An option is named after an option without a name');
  const noOptions =
    named.length === 0 ||
    (named.length === 1 &&
      named[0]!.toLowerCase() === 'title' &&
      (first.get('option1Value') ?? '').toLowerCase() === 'default title');
  const options = noOptions ? [] : named.map((name) => ({ name, values: [] as string[] }));
  if (new Set(options.map((option) => option.name.toLowerCase())).size !== options.length)
    refuse(first, 'option1Name', 'Two options have the same name');

  const variants: ImportedVariant[] = [];
  const combos = new Map<string, number>();
  const pictures: { url: string; alt: string; position: number; order: number }[] = [];
  for (const row of group) {
    const url = row.get('image');
    if (!url) continue;
    const cell = row.get('imagePosition') ?? '';
    if (cell !== '' && !/^\d{1,3}$/.test(cell)) refuse(row, 'imagePosition', `Image Position '${cell}' is not a whole number`);
    pictures.push({ url, alt: row.get('imageAlt') ?? '', position: cell === '' ? 1000 : Number(cell), order: pictures.length });
  }
  pictures.sort((a, b) => a.position - b.position || a.order - b.order);
  const byUrl = new Map<string, { url: string; alt: string }>();
  for (const { url, alt } of pictures) if (!byUrl.has(url)) byUrl.set(url, { url, alt });
  const [image = null, ...morePictures] = byUrl.values();
  for (const row of group) {
    const values = (['option1Value', 'option2Value', 'option3Value'] as const).map(
      (column) => row.get(column) ?? '',
    );
    const isVariant =
      values.some((value) => value !== '') ||
      !!row.get('sku') ||
      !!row.get('price') ||
      !!row.get('qty') ||
      !!row.get('compareAt');
    // A row with only a picture (or a blank line of its options): its picture is one of the product's.
    if (!isVariant) continue;
    const rowErrors = errors.length;
    const optionValues = noOptions ? [] : values.slice(0, options.length);
    if (!noOptions) {
      optionValues.forEach((value, position) => {
        if (!value) refuse(row, OPTION_VALUES[position]!, `${options[position]!.name} has no value on this row`);
        else if (value.length > 60)
          refuse(row, OPTION_VALUES[position]!, `${options[position]!.name} '${value.slice(0, 20)}…' is longer than 60 characters`);
      });
      if (values.slice(options.length).some((value) => value !== ''))
        refuse(
          row,
          OPTION_VALUES[values.findIndex((value, position) => position >= options.length && value !== '')]!,
          'The row gives a value for an option the product does not have');
    }
    const sku = row.get('sku') || null;
    if (sku !== null) {
      const checked = skuField.safeParse(sku);
      if (!checked.success) refuse(row, 'sku', `SKU '${sku}': ${checked.error.issues[0]!.message}`);
      // A SKU names one variant in the whole file.
      const twin = skuRows.get(sku.toLowerCase());
      if (twin !== undefined)
        refuse(
          row,
          'sku',
          twin.handle === handle
            ? `SKU ${sku} is also on row ${twin.row}`
            : `SKU ${sku} is also on row ${twin.row} ('${twin.handle}')`,
        );
      else skuRows.set(sku.toLowerCase(), { row: row.row, handle });
    }
    const priceCell = row.get('price') ?? '';
    let priceCents = 0;
    if (!priceCell) refuse(row, 'price', 'Variant Price is missing');
    else {
      const parsed = cents(priceCell, 'Variant Price');
      if (typeof parsed === 'string') refuse(row, 'price', parsed);
      else priceCents = parsed;
    }
    const compareCell = row.get('compareAt') ?? '';
    let compareAtCents: number | null = null;
    if (compareCell) {
      const parsed = cents(compareCell, 'Compare-at price');
      if (typeof parsed === 'string') refuse(row, 'compareAt', parsed);
      else compareAtCents = parsed;
    }
    const qtyCell = row.get('qty');
    let qty: number | null = null;
    if (qtyCell) {
      if (!/^-?\d+$/.test(qtyCell)) refuse(row, 'qty', `Inventory quantity '${qtyCell}' is not a whole number`);
      else if (Number(qtyCell) < 0)
        refuse(row, 'qty', `Inventory quantity ${qtyCell} is below zero: count what is on the shelf`);
      else if (Number(qtyCell) > 1_000_000) refuse(row, 'qty', `Inventory quantity ${qtyCell} is over 1,000,000`);
      else qty = Number(qtyCell);
    }
    const weight = readWeight(row, refuse);
    const comboKey = JSON.stringify(optionValues.map((value) => value.toLowerCase()));
    const sameCombo = combos.get(comboKey);
    if (sameCombo !== undefined)
      refuse(
        row,
        noOptions ? null : 'option1Value',
        noOptions
          ? `'${handle}' has no options, so it has one variant: row ${sameCombo} is it`
          : `${optionValues.join(' / ')} is also on row ${sameCombo}`,
      );
    if (errors.length > rowErrors) continue;
    combos.set(comboKey, row.row);
    optionValues.forEach((value, position) => {
      const option = options[position]!;
      if (!option.values.some((known) => known.toLowerCase() === value.toLowerCase()))
        option.values.push(value);
    });
    variants.push({
      row: row.row,
      sku,
      optionValues,
      priceCents,
      compareAtCents,
      qty,
      image: row.get('variantImage') || null,
      ...weight,
    });
  }
  if (variants.length === 0 && errors.length === 0)
    refuse(first, null, `'${handle}' has no variant row (a row with a price)`);
  if (variants.length > MAX_VARIANTS)
    refuse(first, null, `'${handle}' has ${variants.length} variants; a product has at most ${MAX_VARIANTS}`);
  if (errors.length > 0) return null;
  // Option values take the spelling of their first row, case aside.
  for (const variant of variants) {
    variant.optionValues = variant.optionValues.map((value, position) =>
      options[position]!.values.find((known) => known.toLowerCase() === value.toLowerCase())!,
    );
  }
  return {
    row: first.row,
    handle,
    title,
    description,
    tags,
    seoTitle: first.get('seoTitle') === undefined ? undefined : first.get('seoTitle') || null,
    seoDescription:
      first.get('seoDescription') === undefined ? undefined : first.get('seoDescription') || null,
    onSale: status === 'active',
    status: isProductStatus(status) ? status : 'draft',
    options,
    variants,
    image: image?.url ?? null,
    imageAlt: image ? image.alt : undefined,
    morePictures: first.get('image') === undefined ? undefined : morePictures,
    vendor: first.get('vendor'),
    productType: first.get('productType'),
    category: first.get('category'),
  };
}

/** A variant row's weight and cost: undefined without the column (the shop's value stays), null when empty. */
function readWeight(
  row: Row,
  refuse: (row: Row, column: Column | null, reason: string) => void,
): Pick<ImportedVariant, 'grams' | 'weightUnit' | 'costCents'> {
  const gramsCell = row.get('grams');
  let grams: number | null | undefined = gramsCell === undefined ? undefined : null;
  if (gramsCell) {
    if (!/^\d+(\.\d+)?$/.test(gramsCell)) refuse(row, 'grams', `Variant Grams '${gramsCell}' is not a weight in grams`);
    else if (Number(gramsCell) > 1_000_000) refuse(row, 'grams', `Variant Grams ${gramsCell} is over 1,000,000 (a tonne)`);
    else grams = Math.round(Number(gramsCell));
  }
  const unitCell = row.get('weightUnit');
  let weightUnit: ImportedVariant['weightUnit'] = unitCell === undefined ? undefined : null;
  if (unitCell) {
    const unit = unitCell.toLowerCase();
    if ((WEIGHT_UNITS as readonly string[]).includes(unit)) weightUnit = unit as WeightUnit;
    else refuse(row, 'weightUnit', `Variant Weight Unit '${unitCell}' is not one of ${WEIGHT_UNITS.join(', ')}`);
  }
  const costCell = row.get('cost');
  let costCents: number | null | undefined = costCell === undefined ? undefined : null;
  if (costCell) {
    const parsed = cents(costCell, 'Cost per item');
    if (typeof parsed === 'string') refuse(row, 'cost', parsed);
    else costCents = parsed;
  }
  return { grams, weightUnit, costCents };
}
