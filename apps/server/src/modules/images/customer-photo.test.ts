import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { customerPhotos } from '../../db/schema/images.ts';
import { createTestShop, type TestShop } from '../../test/harness.ts';
import { acceptCustomerPhoto, cleanCustomerPhoto, HEIC_DECODES, MAX_CUSTOMER_PHOTO_BYTES, readCustomerPhoto } from './customer-photo.ts';

let shop: TestShop;

beforeAll(async () => {
  shop = await createTestShop({ seed: 'none' });
});
afterAll(() => shop.close());

const GPS = { GPSLatitudeRef: 'N', GPSLatitude: '40/1 26/1 46/1', GPSLongitudeRef: 'W', GPSLongitude: '79/1 58/1 56/1' };

/** A phone-like photo: 4000x3000 pixels stored sideways with orientation 6 (turn 90° clockwise), a camera and a GPS position. */
async function phonePhoto(): Promise<Buffer> {
  const left = await sharp({ create: { width: 2000, height: 3000, channels: 3, background: '#2f6b45' } }).png().toBuffer();
  return sharp({ create: { width: 4000, height: 3000, channels: 3, background: '#d9c9a3' } })
    .composite([{ input: left, left: 0, top: 0 }])
    .withExif({ IFD0: { Make: 'PhoneMaker', Model: 'Phone 15', Orientation: '6' }, IFD3: GPS })
    .withMetadata({ orientation: 6 })
    .jpeg()
    .toBuffer();
}

/** The EXIF GPS IFD pointer tag (0x8825) in either byte order, and the latitude reference. */
function hasGps(exif: Buffer | undefined): boolean {
  if (!exif) return false;
  return (exif.includes(Buffer.from([0x25, 0x88])) || exif.includes(Buffer.from([0x88, 0x25]))) && exif.includes(Buffer.from('PhoneMaker'));
}

describe('accepting a customer photo', () => {
  test('the fixture really carries a GPS position, a camera and an orientation', async () => {
    const metadata = await sharp(await phonePhoto()).metadata();
    expect(hasGps(metadata.exif)).toBe(true);
    expect(metadata.orientation).toBe(6);
  });

  test('a phone JPEG with a GPS position comes out turned upright, at most 1600 px, with no metadata at all', async () => {
    const photo = await acceptCustomerPhoto({ db: shop.db, file: await phonePhoto() });
    expect(photo).toMatchObject({ name: expect.stringMatching(/^cp-[0-9a-f]{20}$/), width: 1200, height: 1600 });
    const stored = (await readCustomerPhoto({ db: shop.db, name: photo.name, size: 'full' }))!;
    const metadata = await sharp(stored).metadata();
    expect(metadata).toMatchObject({ format: 'jpeg', width: 1200, height: 1600 });
    expect(metadata.exif).toBeUndefined();
    expect(metadata.xmp).toBeUndefined();
    expect(metadata.iptc).toBeUndefined();
    expect(metadata.orientation).toBeUndefined();
    expect(stored.includes(Buffer.from('PhoneMaker'))).toBe(false);
    // Turned by its orientation: the green half that was on the left is now on top.
    const { data, info } = await sharp(stored).raw().toBuffer({ resolveWithObject: true });
    const green = (x: number, y: number) => data[(y * info.width + x) * info.channels + 1]! - data[(y * info.width + x) * info.channels]!;
    expect(green(600, 200)).toBeGreaterThan(40);
    expect(green(600, 1400)).toBeLessThan(0);
    const thumb = await sharp((await readCustomerPhoto({ db: shop.db, name: photo.name, size: 'thumb' }))!).metadata();
    expect(thumb).toMatchObject({ format: 'jpeg', width: 240, height: 320 });
    expect(thumb.exif).toBeUndefined();
  });

  test('PNG, WebP and AVIF photos are accepted; a small one is not enlarged', async () => {
    const base = () => sharp({ create: { width: 800, height: 500, channels: 4, background: { r: 40, g: 110, b: 70, alpha: 0.5 } } });
    for (const file of [await base().png().toBuffer(), await base().webp().toBuffer(), await base().avif().toBuffer()]) {
      const photo = await acceptCustomerPhoto({ db: shop.db, file });
      expect(photo).toMatchObject({ width: 800, height: 500 });
    }
  });

  test('a text file, an SVG, a GIF and an HTML page calling themselves JPEG are refused with 415', async () => {
    const gif = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } }).gif().toBuffer();
    const files = [
      Buffer.from('just some notes about my plant'),
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>'),
      gif,
      Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>'),
      Buffer.alloc(0),
    ];
    for (const file of files) {
      await expect(acceptCustomerPhoto({ db: shop.db, file })).rejects.toMatchObject({ statusCode: 415, message: expect.stringMatching(/^Photos must be JPEG, PNG, WebP/) });
    }
  });

  test('a file that starts like a JPEG but is not one is refused with 415 and stores nothing', async () => {
    const before = await shop.db.$count(customerPhotos);
    const real = await sharp({ create: { width: 200, height: 200, channels: 3, background: '#3d6b4f' } }).jpeg().toBuffer();
    const fake = Buffer.concat([real.subarray(0, 200), Buffer.alloc(5000, 0x41)]);
    await expect(acceptCustomerPhoto({ db: shop.db, file: fake })).rejects.toMatchObject({ statusCode: 415 });
    expect(await shop.db.$count(customerPhotos)).toBe(before);
  });

  test('a file over 15 MB is refused with 413 before it is decoded', async () => {
    const file = Buffer.alloc(20 * 1024 * 1024, 0xff);
    await expect(acceptCustomerPhoto({ db: shop.db, file })).rejects.toMatchObject({ statusCode: 413, message: 'A photo must be at most 15 MB' });
    expect(MAX_CUSTOMER_PHOTO_BYTES).toBe(15 * 1024 * 1024);
  });

  test('a photo (of a claim or a review) of more than 50 million pixels is refused with 413 before it is decoded, however small its file (decision 047)', async () => {
    const before = await shop.db.$count(customerPhotos);
    const flat = await sharp({ create: { width: 8000, height: 7000, channels: 3, background: '#3d6b4f' } }).png({ compressionLevel: 9 }).toBuffer();
    expect(flat.length).toBeLessThan(1024 * 1024);
    await expect(acceptCustomerPhoto({ db: shop.db, file: flat })).rejects.toMatchObject({ statusCode: 413, message: 'The photo has more than 50 million pixels: send a smaller copy' });
    expect(await shop.db.$count(customerPhotos)).toBe(before);
  });

  test('photos are decoded one at a time; past eight waiting, the next is asked to come back (429)', async () => {
    const photo = await sharp({ create: { width: 4000, height: 3000, channels: 3, background: '#3d6b4f' } }).png().toBuffer();
    const answers = await Promise.allSettled(Array.from({ length: 12 }, () => cleanCustomerPhoto(photo)));
    const refused = answers.flatMap((answer) => (answer.status === 'rejected' ? [answer.reason as { statusCode: number; message: string }] : []));
    expect(answers.filter((answer) => answer.status === 'fulfilled').length).toBeGreaterThanOrEqual(9);
    expect(refused.length).toBeGreaterThanOrEqual(1);
    expect(refused.every((error) => error.statusCode === 429 && error.message === 'Many photos are being sent right now: please try again in a minute')).toBe(true);
  });

  test('HEIC is taken only when this build of sharp decodes it', () => {
    expect(HEIC_DECODES).toBe(sharp.format.heif.input.fileSuffix?.includes('.heic') ?? false);
  });

  test('customer photos are not served at /images', async () => {
    const photo = await acceptCustomerPhoto({ db: shop.db, file: await sharp({ create: { width: 50, height: 50, channels: 3, background: '#123' } }).png().toBuffer() });
    const [row] = await shop.db.select().from(customerPhotos).where(eq(customerPhotos.name, photo.name));
    expect(row).toBeDefined();
    for (const url of [`/images/${photo.name}.jpg`, `/images/${photo.name}.webp`, `/images/${photo.name}-lq_1.webp`]) {
      expect((await shop.request({ method: 'GET', url })).statusCode).toBe(404);
    }
  });
});
