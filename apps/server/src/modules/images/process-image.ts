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
