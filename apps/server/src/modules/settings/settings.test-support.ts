import sharp from 'sharp';
import type { StoreSettingsInput } from '@shop/shared/store-settings';

/** A multipart upload of one file under `field`, as a browser's form sends it. */
export function multipartFile(field: string, filename: string, contentType: string, bytes: Buffer): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `settings-${Math.random().toString(16).slice(2)}`;
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** A logo as an owner might have one: a wide transparent PNG with a green mark. */
export async function logoPng(width = 800, height = 200): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><circle cx="${height / 2}" cy="${height / 2}" r="${height / 2 - 8}" fill="#7a3b2e"/><rect x="${height}" y="${height / 3}" width="${width - height - 20}" height="${height / 3}" fill="#7a3b2e"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** Settings an owner would save for Rootbound Plant Co. in Raleigh. */
export const ROOTBOUND: StoreSettingsInput = {
  name: 'Rootbound Plant Co.',
  legalName: 'Rootbound Plant Company LLC',
  tagline: 'Plants raised in Raleigh, packed with care',
  accentColour: '#7a3b2e',
  contactEmail: 'hello@rootbound.example',
  phone: '(919) 555-0142',
  address: { street1: '410 Glenwood Ave', street2: 'Suite 2', city: 'Raleigh', state: 'NC', zip: '27603' },
  social: { instagram: 'https://www.instagram.com/rootboundplants' },
  timeZone: 'America/New_York',
};
