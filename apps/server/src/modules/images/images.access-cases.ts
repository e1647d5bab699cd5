import sharp from 'sharp';
import type { AccessCase } from '../../test/access.ts';

/** A small real PNG as a multipart upload. */
async function upload() {
  const png = await sharp({ create: { width: 40, height: 50, channels: 3, background: '#4a7c59' } }).png().toBuffer();
  const boundary = 'access-boundary';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="leaf.png"\r\nContent-Type: image/png\r\n\r\n`),
    png,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { url: '/api/images', payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

export const imageAccess: AccessCase[] = [
  { method: 'POST', route: '/api/images', request: upload, expect: { anonymous: 401, shopper: 403, otherShopper: 403, admin: 201 } },
];
