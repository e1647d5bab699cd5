import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { images } from '../../db/schema/images.ts';
import { adminToken, createTestShop, createUser, type TestShop } from '../../test/harness.ts';

let shop: TestShop;
let admin: string;

beforeAll(async () => {
  shop = await createTestShop({ seed: 'none' });
  admin = await adminToken(shop);
});
afterAll(() => shop.close());

function multipart(file: Buffer, filename: string, contentType: string) {
  const boundary = 'test-boundary-7d1';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

function upload(file: Buffer, filename: string, contentType: string, token: string | null = admin) {
  return shop.request({ method: 'POST', url: '/api/images', token: token ?? undefined, ...multipart(file, filename, contentType) });
}

describe('uploading a product image', () => {
  test('turns a 3000x2000 JPEG into a 1070x1400 original and its two variants', async () => {
    const jpeg = await sharp({ create: { width: 3000, height: 2000, channels: 3, background: '#3d6b4f' } }).jpeg().toBuffer();
    const response = await upload(jpeg, 'wide.jpg', 'image/jpeg');
    expect(response.statusCode).toBe(201);
    const { imageURL } = response.json() as { imageURL: string };
    expect(imageURL).toMatch(/^\/images\/u-[0-9a-f]{16}\.jpg$/);
    const original = await shop.request({ method: 'GET', url: imageURL });
    const webp = await shop.request({ method: 'GET', url: imageURL.replace('.jpg', '.webp') });
    const lq = await shop.request({ method: 'GET', url: imageURL.replace('.jpg', '-lq_1.webp') });
    expect(await sharp(original.rawPayload).metadata()).toMatchObject({ format: 'jpeg', width: 1070, height: 1400 });
    expect(await sharp(webp.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 1070, height: 1400 });
    expect(await sharp(lq.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 107, height: 140 });
  });

  test('gets a 1200x630 link-preview picture on its first request, stored beside the others', async () => {
    const png = await sharp({ create: { width: 800, height: 1000, channels: 3, background: '#2f6b45' } }).png().toBuffer();
    const { imageURL } = (await upload(png, 'tall.png', 'image/png')).json() as { imageURL: string };
    const name = imageURL.slice('/images/'.length, -'.jpg'.length);
    const stored = async () => (await shop.db.select({ share: images.share }).from(images).where(eq(images.name, name)))[0]!.share;
    expect(await stored()).toBeNull();
    const share = await shop.request({ method: 'GET', url: `/images/${name}-share.jpg` });
    expect(share.statusCode).toBe(200);
    expect(share.headers['content-type']).toBe('image/jpeg');
    expect(share.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(await sharp(share.rawPayload).metadata()).toMatchObject({ format: 'jpeg', width: 1200, height: 630 });
    // The picture sits in the middle on the shop's background.
    const { data } = await sharp(share.rawPayload).raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => [...data.subarray((y * 1200 + x) * 3, (y * 1200 + x) * 3 + 3)];
    expect(pixel(5, 5).every((value, index) => Math.abs(value - [0xfd, 0xfb, 0xf6][index]!) < 6)).toBe(true);
    expect(pixel(600, 315)[1]).toBeLessThan(140);
    expect((await stored())?.equals(share.rawPayload)).toBe(true);
    const again = await shop.request({ method: 'GET', url: `/images/${name}-share.jpg`, headers: { 'if-none-match': String(share.headers.etag) } });
    expect(again.statusCode).toBe(304);
  });

  test('is offered 400 and 800 pixels wide for small screens, never wider than it is', async () => {
    const jpeg = await sharp({ create: { width: 1070, height: 1400, channels: 3, background: '#6b8f4e' } }).jpeg().toBuffer();
    const { imageURL } = (await upload(jpeg, 'plant.jpg', 'image/jpeg')).json() as { imageURL: string };
    for (const [suffix, width, height] of [['-400w.webp', 400, 523], ['-800w.webp', 800, 1047], ['-1600w.webp', 1070, 1400]] as const) {
      const response = await shop.request({ method: 'GET', url: imageURL.replace('.jpg', suffix) });
      expect(response.statusCode, suffix).toBe(200);
      expect(response.headers['content-type']).toBe('image/webp');
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(await sharp(response.rawPayload).metadata(), suffix).toMatchObject({ format: 'webp', width, height });
    }
    expect((await shop.request({ method: 'GET', url: imageURL.replace('.jpg', '-500w.webp') })).statusCode).toBe(404);
  });

  test('accepts PNG and WebP', async () => {
    const png = await sharp({ create: { width: 500, height: 600, channels: 4, background: '#ffffff80' } }).png().toBuffer();
    const webp = await sharp({ create: { width: 500, height: 600, channels: 3, background: '#aabbcc' } }).webp().toBuffer();
    expect((await upload(png, 'a.png', 'image/png')).statusCode).toBe(201);
    expect((await upload(webp, 'a.webp', 'image/webp')).statusCode).toBe(201);
  });

  test('refuses a text file renamed .png with a 415', async () => {
    const response = await upload(Buffer.from('just some words, not a picture'), 'notes.png', 'image/png');
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ error: 'Only JPEG, PNG or WebP images can be uploaded' });
  });

  test('refuses an SVG with a 415', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>');
    expect((await upload(svg, 'leaf.svg', 'image/svg+xml')).statusCode).toBe(415);
  });

  test('refuses a GIF with a 415', async () => {
    const gif = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#00ff00' } }).gif().toBuffer();
    expect((await upload(gif, 'leaf.gif', 'image/gif')).statusCode).toBe(415);
  });

  test('refuses an 11 MB file with a 413', async () => {
    const response = await upload(Buffer.alloc(11 * 1024 * 1024, 1), 'huge.jpg', 'image/jpeg');
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ error: 'The image is larger than 10 MB' });
  });

  test('refuses a body that is not multipart with a 415', async () => {
    const response = await shop.request({ method: 'POST', url: '/api/images', token: admin, payload: { image: 'x' } });
    expect(response.statusCode).toBe(415);
  });

  test('refuses an anonymous caller (401) and a shopper (403)', async () => {
    const png = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } }).png().toBuffer();
    const shopper = await createUser(shop);
    expect((await upload(png, 'a.png', 'image/png', null)).statusCode).toBe(401);
    expect((await upload(png, 'a.png', 'image/png', shopper.token)).statusCode).toBe(403);
  });
});
