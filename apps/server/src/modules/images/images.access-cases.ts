import sharp from 'sharp';
import type { AccessCase } from '../../test/access.ts';

/** A real PNG as a multipart upload: small, or as large as a hero picture must be. */
async function upload(url = '/api/images', [width, height] = [40, 50]) {
  const png = await sharp({ create: { width, height, channels: 3, background: '#4a7c59' } }).png().toBuffer();
  const boundary = 'access-boundary';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="leaf.png"\r\nContent-Type: image/png\r\n\r\n`),
    png,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { url, payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

export const imageAccess: AccessCase[] = [
  { method: 'POST', route: '/api/images', request: () => upload(), expect: { anonymous: 401, shopper: 403, otherShopper: 403, admin: 201 } },
  { method: 'POST', route: '/api/images/hero', request: () => upload('/api/images/hero', [1200, 675]), expect: { anonymous: 401, shopper: 403, otherShopper: 403, admin: 201 } },
];
