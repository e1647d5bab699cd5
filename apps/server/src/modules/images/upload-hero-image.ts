import { randomBytes } from 'node:crypto';
import sharp, { type Metadata } from 'sharp';
import type { DbOrTx } from '../../db/client.ts';
import { BadRequest, HttpError } from '../../errors.ts';
import { toVariants } from './process-image.ts';
import { storeImage } from './store-image.ts';
import { ACCEPTED_FORMATS, UnsupportedImage } from './upload-image.ts';

/** The landing's picture as stored: 16:9, as wide as the widest screens it covers (decision 049). */
export const HERO_WIDTH = 2400;
export const HERO_HEIGHT = 1350;
/** Smaller than this, the picture would be stretched soft on a laptop's screen. */
export const HERO_MIN_WIDTH = 1200;
export const HERO_MIN_HEIGHT = 675;
/** What sharp is allowed to decode (as for every picture, `toVariants`): more is refused before decoding. */
const MAX_PIXELS = 50_000_000;

const HERO_PREFIX = 'h-';
/** The generated room of plants every demo shop starts with (the seed's `LANDING`). */
const DEFAULT_HERO = 'landing';

/** Whether an image name is a landing picture: one uploaded for it, or the default one. */
export function isHeroImage(name: string): boolean {
  return name === DEFAULT_HERO || name.startsWith(HERO_PREFIX);
}

/**
 * Stores a picture for the landing page's hero, cropped to 16:9 around what draws the eye, with its WebP
 * (the narrower widths the page offers are made on first request, as for every picture). Refuses what is
 * not JPEG, PNG or WebP (415), too many pixels to decode (413) and too few to cover a screen (400).
 */
export async function uploadHeroImage({ db, file }: { db: DbOrTx; file: Buffer }): Promise<string> {
  let metadata: Metadata;
  try {
    metadata = await sharp(file).metadata();
  } catch {
    throw new UnsupportedImage();
  }
  if (!metadata.format || !ACCEPTED_FORMATS.has(metadata.format) || !metadata.width || !metadata.height) throw new UnsupportedImage();
  if (metadata.width * metadata.height > MAX_PIXELS) {
    throw new HttpError(413, `The picture has more than ${MAX_PIXELS / 1_000_000} million pixels: save it smaller and upload it again`);
  }
  // A phone's portrait photo is stored sideways with an orientation to turn it by.
  const turned = (metadata.orientation ?? 1) >= 5;
  const [width, height] = turned ? [metadata.height, metadata.width] : [metadata.width, metadata.height];
  if (width < HERO_MIN_WIDTH || height < HERO_MIN_HEIGHT) {
    throw new BadRequest(`The hero picture must be at least ${HERO_MIN_WIDTH} × ${HERO_MIN_HEIGHT} pixels; this one is ${width} × ${height}`);
  }
  let variants;
  try {
    variants = await toVariants(file, HERO_WIDTH, HERO_HEIGHT);
  } catch {
    throw new UnsupportedImage();
  }
  return storeImage({ db, name: `${HERO_PREFIX}${randomBytes(8).toString('hex')}`, variants });
}
