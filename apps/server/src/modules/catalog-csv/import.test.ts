import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { decodeCsvFile, type ImportReport, NOT_UTF8, refusedRowsCsv } from '@shop/shared/catalog-import';
import type { Product } from '@shop/shared/products';
import { count, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { products } from '../../db/schema/catalog.ts';
import { images } from '../../db/schema/images.ts';
import { stockMovements } from '../../db/schema/inventory.ts';
import { adminToken, createTestShop, type TestShop } from '../../test/harness.ts';
import { ledgerProblems } from '../inventory/inventory.test-support.ts';
import type { FetchResult } from './fetch-image.ts';
import { exportCatalogue } from './export-catalogue.ts';
import { importCatalogue } from './import-catalogue.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const FIXTURE = readFileSync(path.join(here, 'fixtures/shopify-products.csv'), 'utf8');

let shop: TestShop;
let admin: string;
let png: Buffer;
const fetched: string[] = [];
/** The pictures' server, played here: every address answers a PNG but 'missing.jpg', which answers 404. */
const fakeFetch = async (url: string): Promise<FetchResult> => {
  fetched.push(url);
  if (url.endsWith('missing.jpg')) return { ok: false, reason: 'answered 404' };
  return { ok: true, bytes: png, contentType: 'image/png' };
};
const options = () => ({ baseUrl: shop.config.publicUrl, fetch: fakeFetch });

beforeAll(async () => {
  shop = await createTestShop();
  admin = await adminToken(shop);
  png = await sharp({ create: { width: 60, height: 80, channels: 3, background: '#3a7d44' } })
    .png()
    .toBuffer();
});
afterAll(() => shop.close());

/** The fixture with its three bad rows mended: a price for row 8, a count for row 11, its own SKU for row 12, a title for row 13. */
function mended(csv: string): string {
  return csv
    .replace('PEARL-6-N,1361,shopify,4,deny,manual,,', 'PEARL-6-N,1361,shopify,4,deny,manual,30,')
    .replace('SNAKE-S,1361,shopify,ten,', 'SNAKE-S,1361,shopify,10,')
    .replace('Large,,,,,ZZ-1,', 'Large,,,,,SNAKE-L,')
    .replace('mystery-plant,,', 'mystery-plant,Mystery Plant,');
}

const productCount = async () => (await shop.db.select({ n: count() }).from(products))[0]!.n;
const ledgerRows = async () => (await shop.db.select({ n: count() }).from(stockMovements))[0]!.n;
const byHandle = async (handle: string): Promise<Product> => {
  const [row] = await shop.db.select({ id: products.id }).from(products).where(eq(products.handle, handle));
  return (await shop.request({ method: 'GET', url: `/api/products/${row!.id}` })).json();
};
const run = (csv: string, dryRun: boolean) =>
  importCatalogue({ db: shop.db, csv, dryRun, options: options() });

describe('a Shopify product CSV (decision 040)', () => {
  test('the dry run names each bad row and why, and writes nothing; applying a file with a bad row writes nothing either', async () => {
    const before = { products: await productCount(), ledger: await ledgerRows() };
    const response = await shop.request({
      method: 'POST',
      url: '/api/admin/catalog/import',
      token: admin,
      payload: { csv: FIXTURE, dryRun: true },
    });
    expect(response.statusCode, response.body).toBe(200);
    const report = response.json() as ImportReport;
    expect(report.rejected).toEqual([
      { row: 8, handle: 'string-of-dolphins', problems: [{ column: 'Variant Price', reason: 'Variant Price is missing' }] },
      {
        row: 11,
        handle: 'snake-plant-moonshine',
        problems: [{ column: 'Variant Inventory Qty', reason: "Inventory quantity 'ten' is not a whole number" }],
      },
      {
        row: 12,
        handle: 'snake-plant-moonshine',
        problems: [{ column: 'Variant SKU', reason: "SKU ZZ-1 is also on row 5 ('raven-zz')" }],
      },
      {
        row: 13,
        handle: 'mystery-plant',
        problems: [{ column: 'Title', reason: "The first row of 'mystery-plant' has no Title" }],
      },
    ]);
    // The rows left out: the refused ones and the other rows of their products, as the file has them.
    expect(report.leftOut.rows.map((row) => row.row)).toEqual([6, 7, 8, 9, 11, 12, 13]);
    expect(report.leftOut.header).toEqual(FIXTURE.split(/\r?\n/)[0]!.split(','));
    expect(report).toMatchObject({
      dryRun: true,
      applied: false,
      rows: 12,
      created: 3,
      updated: 0,
      unchanged: 0,
      // The ficus's second picture (a row with only a picture) is kept too (docs/decisions/061).
      imagesToFetch: 4,
    });
    expect(
      report.products.map((product) => [product.row, product.handle, product.action, product.variants]),
    ).toEqual([
      [2, 'ficus-audrey', 'create', 2],
      [5, 'raven-zz', 'create', 1],
      [10, 'variegated-monstera', 'create', 1],
    ]);
    const applied = await shop.request({
      method: 'POST',
      url: '/api/admin/catalog/import',
      token: admin,
      payload: { csv: FIXTURE, dryRun: false },
    });
    expect(applied.json()).toMatchObject({ applied: false, rejected: report.rejected });
    expect({ products: await productCount(), ledger: await ledgerRows() }).toEqual(before);
    expect(fetched).toEqual([]);
  });

  test('every problem of every refused row is listed, in the dry run and on import; the refused rows download, are fixed, and come in (docs/product/rules.md)', async () => {
    const csv = [
      'Handle,Title,Body (HTML),Option1 Name,Option1 Value,Variant SKU,Variant Price,Variant Inventory Qty,Status,Vendor',
      'calathea-round,Calathea Round,"=1+2 leaves, round",Size,Small,CAL-S,12.00,5,active,"Greenhouse, Co"',
      'calathea-round,,,,Large,CAL-L,abc,-3,,',
      'three-faults,Three Faults,,Title,Default Title,TF-1,1.2.3,many,sold,',
      'fine-fern,Fine Fern,,Title,Default Title,FF-1,9.00,2,active,',
    ].join('\n');
    const expected = [
      {
        row: 3,
        handle: 'calathea-round',
        problems: [
          { column: 'Variant Price', reason: "Variant Price 'abc' is not an amount in dollars" },
          { column: 'Variant Inventory Qty', reason: 'Inventory quantity -3 is below zero: count what is on the shelf' },
        ],
      },
      {
        row: 4,
        handle: 'three-faults',
        problems: [
          { column: 'Status', reason: "Status 'sold' is not active, draft or archived" },
          { column: 'Variant Price', reason: "Variant Price '1.2.3' is not an amount in dollars" },
          { column: 'Variant Inventory Qty', reason: "Inventory quantity 'many' is not a whole number" },
        ],
      },
    ];
    const post = (file: string, dryRun: boolean) =>
      shop.request({ method: 'POST', url: '/api/admin/catalog/import', token: admin, payload: { csv: file, dryRun } });
    const checked = (await post(csv, true)).json() as ImportReport;
    expect(checked.rejected).toEqual(expected);
    expect(checked.products.map((product) => product.handle)).toEqual(['fine-fern']);
    const refused = await post(csv, false);
    expect(refused.statusCode).toBe(200);
    expect(refused.json()).toMatchObject({ applied: false, rejected: expected });

    // The download: the file's header and the left-out rows as they were, and each row's problems last.
    const download = refusedRowsCsv(checked);
    expect(download.split('\n')).toEqual([
      'Handle,Title,Body (HTML),Option1 Name,Option1 Value,Variant SKU,Variant Price,Variant Inventory Qty,Status,Vendor,Problems',
      `calathea-round,Calathea Round,"'=1+2 leaves, round",Size,Small,CAL-S,12.00,5,active,"Greenhouse, Co",Left out with its product: mend row 3 and import again`,
      `calathea-round,,,,Large,CAL-L,abc,-3,,,Variant Price 'abc' is not an amount in dollars; Inventory quantity -3 is below zero: count what is on the shelf`,
      `three-faults,Three Faults,,Title,Default Title,TF-1,1.2.3,many,sold,,"Status 'sold' is not active, draft or archived; Variant Price '1.2.3' is not an amount in dollars; Inventory quantity 'many' is not a whole number"`,
      '',
    ]);
    // Fixed in a spreadsheet and imported as it is, Problems column and all: the rows come in.
    const fixed = download.replace(',abc,-3,', ',20.00,3,').replace(',1.2.3,many,sold,', ',7.50,4,active,');
    const imported = (await post(fixed, false)).json() as ImportReport;
    expect(imported).toMatchObject({ applied: true, created: 2, rejected: [] });
    const calathea = await byHandle('calathea-round');
    expect(calathea.description).toBe('=1+2 leaves, round');
    expect(calathea.variants.map((variant) => [variant.sku, variant.price])).toEqual([
      ['CAL-S', 12],
      ['CAL-L', 20],
    ]);
    expect((await byHandle('three-faults')).variants.map((variant) => variant.price)).toEqual([7.5]);
  });

  test("a refused row's SKU of another of the shop's products is told in the same check as its other problems", async () => {
    expect(await run('Handle,Title,Variant SKU,Variant Price\nown-fern,Own Fern,OWN-1,5.00', false)).toMatchObject({ applied: true });
    const csv = ['Handle,Title,Variant SKU,Variant Price', 'other-fern,Other Fern,OWN-1,abc', 'other-fern,,OF-2,4.00'].join('\n');
    const report = await run(csv, true);
    expect(report.rejected).toEqual([
      {
        row: 2,
        handle: 'other-fern',
        problems: [
          { column: 'Variant Price', reason: "Variant Price 'abc' is not an amount in dollars" },
          { column: 'Variant SKU', reason: "SKU OWN-1 belongs to another product, 'own-fern'" },
        ],
      },
    ]);
    expect(report.leftOut.rows.map((row) => row.row)).toEqual([2, 3]);
  });

  test('applied, it makes the products with their options, variants, prices, stock, tags, safe text, SEO and pictures', async () => {
    const report = await run(mended(FIXTURE), false);
    expect(report.rejected).toEqual([]);
    expect(report).toMatchObject({
      applied: true,
      created: 6,
      updated: 0,
    });
    expect(report.pictures.filter((picture) => picture.status === 'failed')).toEqual([
      {
        handle: 'raven-zz',
        url: 'https://cdn.shopify.com/s/files/1/0612/3456/products/missing.jpg',
        status: 'failed',
        reason: 'answered 404',
      },
    ]);
    expect(fetched.sort()).toEqual(
      ['fiddle.jpg', 'fiddle-2.jpg', 'fiddle-10.jpg', 'missing.jpg']
        .map((file) => `https://cdn.shopify.com/s/files/1/0612/3456/products/${file}`)
        .sort(),
    );

    const fig = await byHandle('ficus-audrey');
    expect(fig.name).toBe('Ficus Audrey');
    expect(fig.description).toBe(
      'Big, glossy, violin-shaped leaves.\n\nLikes bright, indirect light; water when the top inch is dry.\n\n• Easy to love\n• Hard to move',
    );
    expect(fig.options).toEqual([{ name: 'Size', values: ['6" pot', '10" pot'] }]);
    expect(fig.variants.map((v) => [v.sku, v.title, v.price, v.compareAtPrice, v.qty])).toEqual([
      ['FIG-6', '6" pot', 38, 45, 8],
      ['FIG-10', '10" pot', 95, null, 3],
    ]);
    // Shopify's 'Bright light' is the shop's Direct sunlight, the light filter's (docs/decisions/061).
    expect(fig.tags.map((tag) => tag.tagName).sort()).toEqual(['Direct sunlight', 'Large', 'Statement']);
    expect(fig.defaultVariantId).toBe(fig.variants[0]!.id);
    // The product's picture and the 10" pot's own, fetched and stored in the shop.
    expect(fig.imageURL).toMatch(/^\/images\/i-[0-9a-f]{24}\.jpg$/);
    expect(fig.variants[1]!.imageURL).toMatch(/^\/images\/i-[0-9a-f]{24}\.jpg$/);
    expect((await shop.request({ method: 'GET', url: fig.imageURL })).statusCode).toBe(200);
    const [seo] = await shop.db
      .select({ title: products.seoTitle, description: products.seoDescription })
      .from(products)
      .where(eq(products.id, fig.id));
    expect(seo).toEqual({
      title: 'Ficus Audrey, the easy way',
      description: 'A ficus audrey, grown in a 6" or 10" pot.',
    });

    // No options: one variant; a price written '$24.50'; a picture that could not be fetched: the shop's
    // neutral placeholder, never a drawing of another plant (docs/decisions/054).
    const zz = await byHandle('raven-zz');
    expect(zz).toMatchObject({
      options: [],
      price: 24.5,
      qty: 12,
      description: 'Thrives on neglect & low light.',
    });
    expect(zz.imageURL).toBe('/images/placeholder.jpg');

    const pearls = await byHandle('string-of-dolphins');
    expect(pearls.options).toEqual([
      { name: 'Size', values: ['4" pot', '6" pot'] },
      { name: 'Planter', values: ['Nursery pot', 'Hanging basket'] },
    ]);
    expect(pearls.variants.map((v) => [v.sku, v.options, v.price, v.qty])).toEqual([
      ['PEARL-4-N', ['4" pot', 'Nursery pot'], 18, 5],
      ['PEARL-4-H', ['4" pot', 'Hanging basket'], 28, 2],
      ['PEARL-6-N', ['6" pot', 'Nursery pot'], 30, 4],
      ['PEARL-6-H', ['6" pot', 'Hanging basket'], 36, 1],
    ]);
    // A new plant without a picture shows the shop's placeholder, as one made in the admin does.
    expect((await byHandle('mystery-plant')).imageURL).toBe('/images/placeholder.jpg');

    // The draft is in the shop but not on sale.
    expect(
      (await shop.request({ method: 'GET', url: '/api/products' }))
        .json()
        .some((p: Product) => p.name === 'Variegated Monstera'),
    ).toBe(false);
    // Every count came in through the ledger, caused by the import.
    const causes = await shop.db.execute(
      sql`select distinct m.cause from stock_movements m join product_variants v on v.id = m.variant_id join products p on p.id = v.product_id where p.handle = 'ficus-audrey'`,
    );
    expect((causes as unknown as { rows: { cause: string }[] }).rows).toEqual([{ cause: 'import' }]);
    expect(await ledgerProblems(shop.db)).toEqual([]);
  });

  test("an SEO title or description longer than the product form takes is refused with its row", async () => {
    const header = 'Handle,Title,Variant Price,SEO Title,SEO Description';
    const csv = [header, `long-seo-fern,Long SEO Fern,12.00,${'T'.repeat(71)},ok`, `long-seo-palm,Long SEO Palm,14.00,ok,${'D'.repeat(321)}`, `fitting-seo-ivy,Fitting SEO Ivy,9.00,${'T'.repeat(70)},${'D'.repeat(320)}`].join('\n');
    const report = await run(csv, true);
    expect(report.rejected).toEqual([
      { row: 2, handle: 'long-seo-fern', problems: [{ column: 'SEO Title', reason: 'The SEO Title is longer than 70 characters' }] },
      {
        row: 3,
        handle: 'long-seo-palm',
        problems: [{ column: 'SEO Description', reason: 'The SEO Description is longer than 320 characters' }],
      },
    ]);
    expect(report.products.map((product) => product.handle)).toEqual(['fitting-seo-ivy']);
  });

  test('importing the same file again changes nothing and fetches only the picture that failed, again', async () => {
    fetched.length = 0;
    const before = {
      products: await productCount(),
      ledger: await ledgerRows(),
      images: (await shop.db.select({ n: count() }).from(images))[0]!.n,
    };
    const report = await run(mended(FIXTURE), false);
    expect(report).toMatchObject({ created: 0, updated: 1, unchanged: 5, rejected: [], imagesToFetch: 1 });
    expect(report.products.find((product) => product.action === 'update')).toMatchObject({
      handle: 'raven-zz',
      changes: ['image'],
    });
    expect(fetched).toEqual(['https://cdn.shopify.com/s/files/1/0612/3456/products/missing.jpg']);
    expect((await byHandle('raven-zz')).imageURL).toBe('/images/placeholder.jpg');
    expect({
      products: await productCount(),
      ledger: await ledgerRows(),
      images: (await shop.db.select({ n: count() }).from(images))[0]!.n,
    }).toEqual(before);
  });

  test('an edited file updates by handle and SKU: a price, a count (one ledger row), a variant left out is archived', async () => {
    // (Without the picture that cannot be fetched: its plant would be tried again, an update of its own.)
    const edited = mended(FIXTURE)
      .replace('https://cdn.shopify.com/s/files/1/0612/3456/products/missing.jpg', '')
      .replace('FIG-10,1361,shopify,3,deny,manual,95,', 'FIG-10,1361,shopify,7,deny,manual,99.5,')
      .split('\r\n')
      .filter((line) => !line.includes('PEARL-6-H'))
      .join('\r\n');
    const dry = await run(edited, true);
    expect(
      dry.products
        .filter((product) => product.action === 'update')
        .map((product) => [product.handle, product.changes]),
    ).toEqual([
      ['ficus-audrey', ['price', 'stock']],
      ['string-of-dolphins', ['variants archived']],
    ]);
    const ledgerBefore = await ledgerRows();
    expect(await run(edited, false)).toMatchObject({ applied: true, updated: 2, unchanged: 4 });
    const fig = await byHandle('ficus-audrey');
    expect(fig.variants.map((v) => [v.sku, v.price, v.qty])).toEqual([
      ['FIG-6', 38, 8],
      ['FIG-10', 99.5, 7],
    ]);
    expect(await ledgerRows()).toBe(ledgerBefore + 1);
    const [last] = await shop.db
      .select()
      .from(stockMovements)
      .orderBy(sql`${stockMovements.id} desc`)
      .limit(1);
    expect(last).toMatchObject({ variantId: fig.variants[1]!.id, delta: 4, onHandAfter: 7, cause: 'import' });
    expect((await byHandle('string-of-dolphins')).variants.map((v) => v.sku)).toEqual([
      'PEARL-4-N',
      'PEARL-4-H',
      'PEARL-6-N',
    ]);
  });

  test("the newer template's column names are read as the older ones", async () => {
    const renamed: Record<string, string> = {
      Handle: 'URL handle',
      'Body (HTML)': 'Description',
      'Option1 Name': 'Option1 name',
      'Option1 Value': 'Option1 value',
      'Option2 Name': 'Option2 name',
      'Option2 Value': 'Option2 value',
      'Variant SKU': 'SKU',
      'Variant Inventory Qty': 'Inventory quantity',
      'Variant Price': 'Price',
      'Variant Compare At Price': 'Compare-at price',
      'Image Src': 'Product image URL',
      'Variant Image': 'Variant image URL',
    };
    const csv = (await exportCatalogue({ db: shop.db, baseUrl: shop.config.publicUrl })).replace(
      /^[^\n]*/,
      (header) =>
        header
          .split(',')
          .map((name) => renamed[name] ?? name)
          .join(','),
    );
    expect(csv.startsWith('URL handle,Title,Description,')).toBe(true);
    const report = await run(csv, true);
    expect(report).toMatchObject({ created: 0, updated: 0, rejected: [] });
  });

  test('cells a spreadsheet would run as formulas are exported with a leading quote, and read back as they were (decision 053)', async () => {
    const csv = [
      'Handle,Title,Tags,Option1 Name,Option1 Value,Variant SKU,Variant Price,Variant Inventory Qty',
      'formula-fern,"=HYPERLINK(""http://evil.test"",""Fern"")","-sale, @home",Pot,+1 pot,FORMULA-1,12.50,3',
      "formula-fern,,,,''=2 pots,FORMULA-2,20.00,0",
    ].join('\n');
    const imported = await run(csv, false);
    expect(imported.rejected).toEqual([]);
    const product = await byHandle('formula-fern');
    expect(product.name).toBe('=HYPERLINK("http://evil.test","Fern")');
    const exported = await exportCatalogue({ db: shop.db, baseUrl: shop.config.publicUrl });
    const rows = exported.split('\n').filter((line) => line.startsWith('formula-fern,'));
    expect(rows[0]).toContain(`"'=HYPERLINK(""http://evil.test"",""Fern"")"`);
    expect(rows[0]).toContain(`"'-sale, @home"`);
    expect(rows[0]).toContain(",'+1 pot,");
    expect(rows[0]).toContain(',12.50,'); // a number stays a number
    expect(rows[1]).toContain(",''=2 pots,");
    // The shop's own import reads back exactly what its export wrote.
    const again = await run(exported, true);
    expect(again.rejected).toEqual([]);
    expect(again.products.find((one) => one.handle === 'formula-fern')).toMatchObject({ action: 'unchanged' });
  });

  test('export -> import is a no-op, for the demo catalogue and the imported plants alike', async () => {
    const response = await shop.request({ method: 'GET', url: '/api/admin/catalog/export', token: admin });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    const csv = response.body;
    const catalogueBefore = (await shop.request({ method: 'GET', url: '/api/products' })).body;
    const ledgerBefore = await ledgerRows();
    fetched.length = 0;
    const report = await run(csv, false);
    expect(report.rejected).toEqual([]);
    expect(report.products.filter((product) => product.action !== 'unchanged')).toEqual([]);
    expect(report.unchanged).toBeGreaterThan(55);
    expect(fetched).toEqual([]);
    expect(await ledgerRows()).toBe(ledgerBefore);
    expect((await shop.request({ method: 'GET', url: '/api/products' })).body).toBe(catalogueBefore);
    // And the export of the import is the same file.
    expect(await exportCatalogue({ db: shop.db, baseUrl: shop.config.publicUrl })).toBe(csv);
  });

  test('a file that is not UTF-8 is refused naming it; UTF-16 with its mark, tab-separated (Excel\'s Unicode Text), is read (decision 053)', async () => {
    // What reading a Latin-1 file as UTF-8 gives: U+FFFD for the accented letters.
    const latin1 = Buffer.from('Handle,Title,Variant Price\nfougere,Foug\xe8re,12.00\n', 'latin1');
    expect(decodeCsvFile(latin1)).toEqual({ ok: false, message: NOT_UTF8.latin1 });
    const replaced = await shop.request({
      method: 'POST',
      url: '/api/admin/catalog/import',
      token: admin,
      payload: { csv: latin1.toString('utf8'), dryRun: true },
    });
    expect([replaced.statusCode, replaced.json().error]).toEqual([400, NOT_UTF8.replaced]);

    const text = '\uFEFFHandle\tTitle\tVariant Price\tVariant Inventory Qty\r\nfougere-unicode\t"Fougère ""Boston"""\t12.00\t4\r\n';
    const utf16 = Buffer.from(text, 'utf16le');
    const decoded = decodeCsvFile(utf16);
    expect(decoded.ok).toBe(true);
    const report = await run(decoded.ok ? decoded.text : '', true);
    expect(report.rejected).toEqual([]);
    expect(report.products).toMatchObject([{ handle: 'fougere-unicode', title: 'Fougère "Boston"', action: 'create' }]);
  });

  test('a file that is not CSV, or not a product CSV, is a 400 with the reason', async () => {
    const broken = await shop.request({
      method: 'POST',
      url: '/api/admin/catalog/import',
      token: admin,
      payload: { csv: 'Handle,Title\n"unclosed,quote\n', dryRun: true },
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().error).toMatch(/could not be read as CSV/);
    const other = await shop.request({
      method: 'POST',
      url: '/api/admin/catalog/import',
      token: admin,
      payload: { csv: 'Name,Price\nFern,10\n', dryRun: true },
    });
    expect(other.statusCode).toBe(400);
    expect(other.json().error).toMatch(/not a Shopify product CSV/);
  });
});
