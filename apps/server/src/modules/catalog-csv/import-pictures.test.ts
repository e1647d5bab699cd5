import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ImportReport } from '@shop/shared/catalog-import';
import type { Product } from '@shop/shared/products';
import { eq, like } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { products } from '../../db/schema/catalog.ts';
import { images } from '../../db/schema/images.ts';
import { createTestShop, type TestShop } from '../../test/harness.ts';
import { storeImage, toVariants } from '../images/index.ts';
import { exportCatalogue } from './export-catalogue.ts';
import { fetchImage, isPublicAddress } from './fetch-image.ts';
import { importCatalogue } from './import-catalogue.ts';

let shop: TestShop;
let server: http.Server;
let base: string;
const hits: string[] = [];
/** '/later.png' answers 503 until a test sets this. */
let laterIsUp = false;
let png: Buffer;

beforeAll(async () => {
  shop = await createTestShop();
  png = await sharp({ create: { width: 60, height: 80, channels: 3, background: '#3a7d44' } })
    .png()
    .toBuffer();
  // The pictures' server: a picture, a 404, a web page, a file that calls itself a PNG but is not one, and one that never answers.
  server = http.createServer((request, response) => {
    hits.push(request.url ?? '');
    if (request.url?.startsWith('/fern.png'))
      return response.writeHead(200, { 'content-type': 'image/png' }).end(png);
    if (request.url === '/page.jpg')
      return response.writeHead(200, { 'content-type': 'text/html' }).end('<html></html>');
    if (request.url === '/broken.png')
      return response.writeHead(200, { 'content-type': 'image/png' }).end('not a picture');
    if (request.url === '/hang.jpg') return; // never answers
    if (request.url === '/later.png')
      return laterIsUp
        ? response.writeHead(200, { 'content-type': 'image/png' }).end(png)
        : response.writeHead(503).end();
    return response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await shop.close();
});

/** The real fetch, letting through the test's server on loopback and only it: every other address meets the real check. */
const run = (csv: string, dryRun: boolean) =>
  importCatalogue({
    db: shop.db,
    csv,
    dryRun,
    options: {
      baseUrl: shop.config.publicUrl,
      fetch: (url) =>
        fetchImage(url, {
          isAllowedAddress: (address) => address === '127.0.0.1' || isPublicAddress(address),
          timeoutMs: 1000,
        }),
    },
  });

const HEADER =
  'Handle,Title,Option1 Name,Option1 Value,Variant SKU,Variant Price,Variant Inventory Qty,Image Src,Variant Image';
const byHandle = async (handle: string): Promise<Product> => {
  const [row] = await shop.db.select({ id: products.id }).from(products).where(eq(products.handle, handle));
  return (await shop.request({ method: 'GET', url: `/api/products/${row!.id}` })).json();
};
const outcomes = (report: ImportReport) =>
  report.pictures.map(({ handle, url, status, reason }) => [handle, url.replace(base, ''), status, reason]);

describe('pictures that cannot be fetched (docs/decisions/054)', () => {
  test('the check lists each picture to fetch and fetches nothing; applied, each is fetched or failed with why, and a plant whose picture failed shows the neutral placeholder, never a drawing of another plant', async () => {
    const csv = [
      HEADER,
      `pic-missing,Missing Fern,Title,Default Title,PIC-1,12.00,3,${base}/missing.jpg,`,
      `pic-page,Page Palm,Title,Default Title,PIC-2,14.00,3,${base}/page.jpg,`,
      `pic-broken,Broken Ivy,Title,Default Title,PIC-3,16.00,3,${base}/broken.png,`,
      `pic-private,Private Pothos,Title,Default Title,PIC-4,18.00,3,http://10.20.30.40/plant.png,`,
      `pic-slow,Slow Hoya,Title,Default Title,PIC-5,20.00,3,${base}/hang.jpg,`,
      `pic-sizes,Sizes Fern,Size,Small,PIC-6,10.00,3,${base}/fern.png,`,
      `pic-sizes,,Size,Large,PIC-7,30.00,3,,${base}/missing-large.jpg`,
    ].join('\n');
    hits.length = 0;
    const dry = await run(csv, true);
    expect(dry.rejected).toEqual([]);
    expect(outcomes(dry)).toEqual([
      ['pic-missing', '/missing.jpg', 'to fetch', null],
      ['pic-page', '/page.jpg', 'to fetch', null],
      ['pic-broken', '/broken.png', 'to fetch', null],
      ['pic-private', 'http://10.20.30.40/plant.png', 'to fetch', null],
      ['pic-slow', '/hang.jpg', 'to fetch', null],
      ['pic-sizes', '/fern.png', 'to fetch', null],
      ['pic-sizes', '/missing-large.jpg', 'to fetch', null],
    ]);
    expect(hits).toEqual([]);

    const report = await run(csv, false);
    expect(report).toMatchObject({ applied: true, created: 6 });
    expect(outcomes(report)).toEqual([
      ['pic-missing', '/missing.jpg', 'failed', 'answered 404'],
      ['pic-page', '/page.jpg', 'failed', 'is text/html, not a JPEG, PNG or WebP picture'],
      ['pic-broken', '/broken.png', 'failed', 'is not a picture that can be read'],
      [
        'pic-private',
        'http://10.20.30.40/plant.png',
        'failed',
        '10.20.30.40 is a private, loopback or link-local address (10.20.30.40), which is never fetched',
      ],
      ['pic-slow', '/hang.jpg', 'failed', 'no answer within 1 s'],
      ['pic-sizes', '/fern.png', 'fetched', null],
      ['pic-sizes', '/missing-large.jpg', 'failed', 'answered 404'],
    ]);
    for (const handle of ['pic-missing', 'pic-page', 'pic-broken', 'pic-private', 'pic-slow'])
      expect((await byHandle(handle)).imageURL, handle).toBe('/images/placeholder.jpg');
    // No drawing was made for any of them.
    expect(
      await shop.db.select({ name: images.name }).from(images).where(like(images.name, 'art-%')),
    ).toEqual([]);
    // A size whose own picture failed has none of its own (the plant's fetched one shows), not a placeholder.
    const sizes = await byHandle('pic-sizes');
    expect(sizes.imageURL).toMatch(/^\/images\/i-[0-9a-f]{24}\.jpg$/);
    expect((await shop.request({ method: 'GET', url: sizes.imageURL })).statusCode).toBe(200);
    expect(sizes.variants.map((variant) => variant.imageURL)).toEqual([null, null]);
  });

  test("an update whose picture cannot be fetched keeps the plant's picture: an imported plant's and a demo plant's", async () => {
    const fern = [
      HEADER,
      `keep-fern,Keep Fern,Title,Default Title,KEEP-1,12.00,3,${base}/fern.png?keep,`,
    ].join('\n');
    expect(outcomes(await run(fern, false))).toEqual([['keep-fern', '/fern.png?keep', 'fetched', null]]);
    const before = (await byHandle('keep-fern')).imageURL;
    expect(before).toMatch(/^\/images\/i-[0-9a-f]{24}\.jpg$/);

    // The demo's first plant, exported as it is, with a picture address that answers 404.
    const exported = (await exportCatalogue({ db: shop.db, baseUrl: shop.config.publicUrl })).split('\n');
    const handle = exported[1]!.split(',')[0]!;
    const demoRows = exported.filter((line) => line.startsWith(`${handle},`));
    const demoId = (
      await shop.db.select({ id: products.id }).from(products).where(eq(products.handle, handle))
    )[0]!.id;
    const demoBefore = (
      await shop.request({ method: 'GET', url: `/api/products/${demoId}` })
    ).json() as Product;
    expect(demoBefore.imageURL).not.toBe('/images/placeholder.jpg');
    const image = `${shop.config.publicUrl}${demoBefore.imageURL}`;
    expect(demoRows[0]).toContain(image);

    const csv = [exported[0]!, ...demoRows.map((line) => line.replace(image, `${base}/gone.jpg`))].join('\n');
    const moved = [HEADER, `keep-fern,Keep Fern,Title,Default Title,KEEP-1,12.00,3,${base}/moved.jpg,`].join(
      '\n',
    );
    const report = await run(moved, false);
    expect(outcomes(report)).toEqual([['keep-fern', '/moved.jpg', 'failed', 'answered 404']]);
    expect((await byHandle('keep-fern')).imageURL).toBe(before);

    const demoReport = await run(csv, false);
    expect(demoReport.rejected).toEqual([]);
    expect(outcomes(demoReport)).toEqual([[handle, '/gone.jpg', 'failed', 'answered 404']]);
    const demoAfter = (
      await shop.request({ method: 'GET', url: `/api/products/${demoId}` })
    ).json() as Product;
    expect(demoAfter.imageURL).toBe(demoBefore.imageURL);
  });

  test('a failed picture is fetched again by importing the file again, and only it: the plant then shows it', async () => {
    const csv = [
      HEADER,
      `later-fern,Later Fern,Title,Default Title,LATER-1,12.00,3,${base}/later.png,`,
      `ready-fern,Ready Fern,Title,Default Title,LATER-2,12.00,3,${base}/fern.png?ready,`,
    ].join('\n');
    expect(outcomes(await run(csv, false))).toEqual([
      ['later-fern', '/later.png', 'failed', 'answered 503'],
      ['ready-fern', '/fern.png?ready', 'fetched', null],
    ]);
    expect((await byHandle('later-fern')).imageURL).toBe('/images/placeholder.jpg');
    laterIsUp = true;
    hits.length = 0;
    const again = await run(csv, false);
    expect(outcomes(again)).toEqual([['later-fern', '/later.png', 'fetched', null]]);
    expect(again).toMatchObject({ created: 0, updated: 1, unchanged: 1 });
    expect(hits).toEqual(['/later.png']);
    expect((await byHandle('later-fern')).imageURL).toMatch(/^\/images\/i-[0-9a-f]{24}\.jpg$/);
  });

  test("a drawing an earlier import made for a picture it could not fetch (another plant's) is not kept: a failed fetch leaves the placeholder", async () => {
    const csv = [HEADER, `drawn-fern,Drawn Fern,Title,Default Title,DRAWN-1,12.00,3,${base}/drawn.jpg,`].join(
      '\n',
    );
    await run(csv, false);
    await storeImage({
      db: shop.db,
      name: 'art-0123456789abcdef01234567',
      variants: await toVariants(png),
      sourceUrl: `${base}/drawn.jpg`,
    });
    await shop.db
      .update(products)
      .set({ imageUrl: '/images/art-0123456789abcdef01234567.jpg' })
      .where(eq(products.handle, 'drawn-fern'));
    const again = await run(csv, false);
    expect(outcomes(again)).toEqual([['drawn-fern', '/drawn.jpg', 'failed', 'answered 404']]);
    expect((await byHandle('drawn-fern')).imageURL).toBe('/images/placeholder.jpg');
  });
});
