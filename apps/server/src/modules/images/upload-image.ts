import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import type { DbOrTx } from '../../db/client.ts';
import { HttpError } from '../../errors.ts';
import { toVariants } from './process-image.ts';
import { storeImage } from './store-image.ts';

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
/** The picture formats the shop takes, as sharp names them: uploads and imported pictures alike. */
export const ACCEPTED_FORMATS: ReadonlySet<string> = new Set(['jpeg', 'png', 'webp']);
const ACCEPTED = ACCEPTED_FORMATS;

export class UnsupportedImage extends HttpError {
  constructor() {
    super(415, 'Only JPEG, PNG or WebP images can be uploaded');
  }
}

/** Accepts what sharp decodes as JPEG, PNG or WebP (whatever the file name says) and stores it. */
export async function uploadImage({ db, file }: { db: DbOrTx; file: Buffer }): Promise<string> {
  let format: string | undefined;
  try {
    format = (await sharp(file).metadata()).format;
  } catch {
    throw new UnsupportedImage();
  }
  if (!format || !ACCEPTED.has(format)) throw new UnsupportedImage();
  let variants;
  try {
    variants = await toVariants(file);
  } catch {
    throw new UnsupportedImage();
  }
  const name = `u-${randomBytes(8).toString('hex')}`;
  return storeImage({ db, name, variants });
}
