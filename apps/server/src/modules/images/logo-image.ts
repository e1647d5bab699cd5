import { createHash, randomBytes } from 'node:crypto';
import sharp from 'sharp';
import type { DbOrTx } from '../../db/client.ts';
import { images } from '../../db/schema/images.ts';
import { ACCEPTED_FORMATS, UnsupportedImage } from './upload-image.ts';

/** A logo is shown at most this many pixels on a side (the header shows it 40 px high, emails 48). */
export const LOGO_BOX = 512;
/** A logo of more pixels than this is not decoded: a logo is never a photograph of 50 megapixels. */
const LOGO_MAX_PIXELS = 25_000_000;

export interface ProcessedLogo {
  png: Buffer;
  webp: Buffer;
  jpeg: Buffer;
  lq: Buffer;
  width: number;
  height: number;
}

/**
 * A logo as every place shows it: scaled to fit 512 px (never enlarged), its transparency kept in the PNG
 * (pages, emails, the favicon) and the WebP; a JPEG on white for what cannot take transparency. Decoded
 * here, before any transaction.
 */
export async function processLogo(file: Buffer): Promise<ProcessedLogo> {
  let format: string | undefined;
  try {
    format = (await sharp(file, { limitInputPixels: LOGO_MAX_PIXELS }).metadata()).format;
  } catch {
    throw new UnsupportedImage();
  }
  if (!format || !ACCEPTED_FORMATS.has(format)) throw new UnsupportedImage();
  try {
    const { data, info } = await sharp(file, { limitInputPixels: LOGO_MAX_PIXELS })
      .rotate()
      .resize(LOGO_BOX, LOGO_BOX, { fit: 'inside', withoutEnlargement: true })
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const pixels = () => sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
    const [png, webp, jpeg, lq] = await Promise.all([
      pixels().png({ compressionLevel: 9 }).toBuffer(),
      pixels().webp({ quality: 90, alphaQuality: 100 }).toBuffer(),
      pixels().flatten({ background: '#ffffff' }).jpeg({ quality: 90 }).toBuffer(),
      pixels().resize(Math.max(1, Math.round(info.width / 10)), Math.max(1, Math.round(info.height / 10))).webp({ quality: 40 }).toBuffer(),
    ]);
    return { png, webp, jpeg, lq, width: info.width, height: info.height };
  } catch {
    throw new UnsupportedImage();
  }
}

/** Stores a processed logo under a new name (pictures never change under their name) and answers it. */
export async function storeLogo({ db, logo }: { db: DbOrTx; logo: ProcessedLogo }): Promise<{ name: string; url: string; width: number; height: number }> {
  const name = `logo-${randomBytes(6).toString('hex')}`;
  const etag = createHash('sha256').update(logo.png).digest('base64url').slice(0, 27);
  await db.insert(images).values({ name, original: logo.jpeg, webp: logo.webp, lq: logo.lq, png: logo.png, etag });
  return { name, url: logoUrl(name), width: logo.width, height: logo.height };
}

/** A logo's address: its PNG. */
export function logoUrl(name: string): string {
  return `/images/${name}.png`;
}
