import { createHash } from 'node:crypto';
import sharp from 'sharp';

export const IMAGE_WIDTH = 1070;
export const IMAGE_HEIGHT = 1400;

export interface ImageVariants {
  original: Buffer;
  webp: Buffer;
  lq: Buffer;
  etag: string;
}

/**
 * The three files of every image: a JPEG original and a WebP at full size, and a tiny,
 * blurry WebP placeholder (a tenth of the size) that the grid shows while the WebP loads.
 */
export async function toVariants(input: Buffer, width = IMAGE_WIDTH, height = IMAGE_HEIGHT): Promise<ImageVariants> {
  const base = sharp(input, { limitInputPixels: 50_000_000 })
    .rotate()
    .resize(width, height, { fit: 'cover', position: 'attention' })
    .flatten({ background: '#ffffff' });
  // Decode (or render) once into raw pixels; each variant only encodes.
  const { data, info } = await base.raw().toBuffer({ resolveWithObject: true });
  const pixels = () => sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
  const [original, webp, lq] = await Promise.all([
    pixels().jpeg({ quality: 84, progressive: true }).toBuffer(),
    pixels().webp({ quality: 80 }).toBuffer(),
    pixels()
      .resize(Math.round(width / 10), Math.round(height / 10))
      .webp({ quality: 40 })
      .toBuffer(),
  ]);
  const etag = createHash('sha256').update(original).digest('base64url').slice(0, 27);
  return { original, webp, lq, etag };
}

export const SHARE_WIDTH = 1200;
export const SHARE_HEIGHT = 630;
/** The shop's page background (Tailwind's cream-50 in apps/web/src/index.css). */
const SHOP_BACKGROUND = '#fdfbf6';
const MARGIN = 40;
const RADIUS = 28;

/**
 * The picture link previews show (Open Graph, Twitter cards): 1200x630, the whole image scaled to fit
 * inside a margin, with rounded corners, centred on the shop's background.
 */
export async function toShareImage(original: Buffer): Promise<Buffer> {
  const fitted = await sharp(original)
    .resize(SHARE_WIDTH - 2 * MARGIN, SHARE_HEIGHT - 2 * MARGIN, { fit: 'inside' })
    .toBuffer({ resolveWithObject: true });
  const { width, height } = fitted.info;
  const corners = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="${width}" height="${height}" rx="${RADIUS}" ry="${RADIUS}"/></svg>`);
  const rounded = await sharp(fitted.data).ensureAlpha().composite([{ input: corners, blend: 'dest-in' }]).png().toBuffer();
  return sharp({ create: { width: SHARE_WIDTH, height: SHARE_HEIGHT, channels: 3, background: SHOP_BACKGROUND } })
    .composite([{ input: rounded, left: Math.round((SHARE_WIDTH - width) / 2), top: Math.round((SHARE_HEIGHT - height) / 2) }])
    .jpeg({ quality: 84, progressive: true })
    .toBuffer();
}

/** The WebP at a narrower width (never wider than it is), for small screens. */
export async function toNarrowerWebp(webp: Buffer, width: number): Promise<Buffer> {
  return sharp(webp).resize({ width, withoutEnlargement: true }).webp({ quality: 80 }).toBuffer();
}
