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
  const full = await base.toBuffer();
  const [original, webp, lq] = await Promise.all([
    sharp(full).jpeg({ quality: 84, mozjpeg: true }).toBuffer(),
    sharp(full).webp({ quality: 80 }).toBuffer(),
    sharp(full)
      .resize(Math.round(width / 10), Math.round(height / 10))
      .webp({ quality: 40 })
      .toBuffer(),
  ]);
  const etag = createHash('sha256').update(original).digest('base64url').slice(0, 27);
  return { original, webp, lq, etag };
}
