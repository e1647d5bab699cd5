import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { adminToken, createTestShop, type TestShop } from '../../test/harness.ts';

let shop: TestShop;
let admin: string;

beforeAll(async () => {
  shop = await createTestShop({ seed: 'none' });
  admin = await adminToken(shop);
});
afterAll(() => shop.close());

function upload(file: Buffer, contentType = 'image/png') {
  const boundary = 'hero-boundary-49';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="hero"\r\nContent-Type: ${contentType}\r\n\r\n`),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return shop.request({ method: 'POST', url: '/api/images/hero', token: admin, payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } });
}

const picture = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: '#3d6b4f' } }).png().toBuffer();

describe("uploading the landing page's hero picture (decision 049)", () => {
  test('a 4000x3000 photo becomes a 2400x1350 picture with its WebP, and the narrower WebPs the page asks for', async () => {
    const jpeg = await sharp({ create: { width: 4000, height: 3000, channels: 3, background: '#2f6b45' } }).jpeg().toBuffer();
    const response = await upload(jpeg, 'image/jpeg');
    expect(response.statusCode, response.body).toBe(201);
    const { imageURL } = response.json() as { imageURL: string };
    expect(imageURL).toMatch(/^\/images\/h-[0-9a-f]{16}\.jpg$/);
    const base = imageURL.slice(0, -'.jpg'.length);
    for (const [file, format, width, height] of [
      [imageURL, 'jpeg', 2400, 1350],
      [`${base}.webp`, 'webp', 2400, 1350],
      [`${base}-1600w.webp`, 'webp', 1600, 900],
      [`${base}-800w.webp`, 'webp', 800, 450],
    ] as const) {
      const served = await shop.request({ method: 'GET', url: file });
      expect(served.statusCode, file).toBe(200);
      expect(await sharp(served.rawPayload).metadata(), file).toMatchObject({ format, width, height });
    }
  });

  test('a phone photo taken upright is measured upright', async () => {
    // Stored 1350 wide and 2400 high, turned a quarter by its orientation: 2400 x 1350 as seen.
    const sideways = await sharp({ create: { width: 1350, height: 2400, channels: 3, background: '#6b8f5a' } }).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    expect((await upload(sideways, 'image/jpeg')).statusCode).toBe(201);
  });

  test('a picture too small to cover a screen is refused with its size', async () => {
    const response = await upload(await picture(1000, 700));
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('The hero picture must be at least 1200 × 675 pixels; this one is 1000 × 700');
  });

  test('a picture over 10 MB, or of more pixels than the shop decodes, is refused as too large', async () => {
    const heavy = await upload(randomBytes(11 * 1024 * 1024));
    expect(heavy.statusCode).toBe(413);
    expect(heavy.json().error).toBe('The image is larger than 10 MB');
    const huge = await upload(await picture(9000, 6000));
    expect(huge.statusCode).toBe(413);
    expect(huge.json().error).toBe('The picture has more than 50 million pixels: save it smaller and upload it again');
  });

  test('what is not a picture is refused as unsupported', async () => {
    const response = await upload(Buffer.from('%PDF-1.7 not a picture'), 'application/pdf');
    expect(response.statusCode).toBe(415);
    expect(response.json().error).toBe('Only JPEG, PNG or WebP images can be uploaded');
  });
});
