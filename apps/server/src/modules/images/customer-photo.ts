import { randomBytes } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import sharp, { type Metadata } from 'sharp';
import type { DbOrTx } from '../../db/client.ts';
import { customerPhotos } from '../../db/schema/images.ts';
import { HttpError, TooManyRequests } from '../../errors.ts';

/** The largest photo a customer may send (a phone's full-size JPEG or HEIC is 2-8 MB). */
export const MAX_CUSTOMER_PHOTO_BYTES = 15 * 1024 * 1024;
/** The longest side of a stored photo: enough to see a pest or a bruise, not a print. */
export const CUSTOMER_PHOTO_SIDE = 1600;
const THUMB_SIDE = 320;
/**
 * Pixels decoded at most, so that decoding one photo takes a bounded time (docs/decisions/047): a 15 MB
 * file can claim a huge canvas (a flat 210-megapixel PNG is 640 KB). A 48-megapixel phone photo fits; a
 * 200-megapixel camera's full-size mode does not, and the customer is asked for a smaller copy.
 */
export const MAX_CUSTOMER_PHOTO_PIXELS = 50_000_000;
const MAX_PIXELS = MAX_CUSTOMER_PHOTO_PIXELS;

/**
 * Whether this sharp build reads HEIC (iPhone photos: HEIF with HEVC inside). sharp's prebuilt libvips
 * reads AVIF but not HEVC (a patent matter), and says which by the suffixes its HEIF loader takes.
 */
export const HEIC_DECODES = sharp.format.heif.input.fileSuffix?.includes('.heic') ?? false;

/** The photo is not one the shop reads, whatever its name or type says. */
export class UnsupportedPhoto extends HttpError {
  constructor(message = `Photos must be JPEG, PNG, WebP${HEIC_DECODES ? ' or HEIC' : ''} images`) {
    super(415, message);
  }
}

export class PhotoTooLarge extends HttpError {
  constructor() {
    super(413, 'A photo must be at most 15 MB');
  }
}

export interface CustomerPhoto {
  id: number;
  name: string;
  width: number;
  height: number;
}

/**
 * Accepts a customer's photo: the type is read from the bytes (sharp's own sniffing of the content), never
 * from the file name or the browser's word; JPEG, PNG, WebP and, when this build decodes it, HEIC (AVIF,
 * HEIF with AV1, too). It is turned by its EXIF orientation, shrunk to 1600 px on its longest side and
 * re-encoded as a JPEG with no metadata at all (no GPS location, camera, date or comment), then stored
 * in `customer_photos`, which nothing serves publicly: the caller links it to what it is about and serves
 * it to whom may see it (`readCustomerPhoto`).
 */
export async function acceptCustomerPhoto({ db, file }: { db: DbOrTx; file: Buffer }): Promise<CustomerPhoto> {
  return storeCustomerPhoto({ db, photo: await cleanCustomerPhoto(file) });
}

/** A photo cleaned by `cleanCustomerPhoto`, ready to store. */
export interface CleanPhoto {
  jpeg: Buffer;
  thumb: Buffer;
  width: number;
  height: number;
}

/**
 * Stores a cleaned photo: the second half of `acceptCustomerPhoto`, for a caller that cleans its photos
 * (seconds of CPU) before opening the transaction that stores them with what they are about.
 */
export async function storeCustomerPhoto({ db, photo }: { db: DbOrTx; photo: CleanPhoto }): Promise<CustomerPhoto> {
  const { jpeg, thumb, width, height } = photo;
  const name = `cp-${randomBytes(10).toString('hex')}`;
  const [row] = await db.insert(customerPhotos).values({ name, jpeg, thumb, width, height }).returning({ id: customerPhotos.id });
  return { id: row!.id, name, width, height };
}

/** Photos waiting to be decoded in this process, besides the one being decoded; more are turned away. */
const MAX_WAITING = 8;
let decoding: Promise<unknown> = Promise.resolve();
let waiting = 0;

/**
 * The checking and cleaning alone (no database): the JPEG to store and its thumbnail. The header is read
 * at once (type and pixels); the decoding waits its turn, one photo at a time in each process, so that
 * photos sent together never take every core from the shop's other requests (docs/decisions/047).
 */
export async function cleanCustomerPhoto(file: Buffer): Promise<CleanPhoto> {
  if (file.length > MAX_CUSTOMER_PHOTO_BYTES) throw new PhotoTooLarge();
  let metadata: Metadata;
  try {
    // The header only: how many pixels it claims is checked below, with a sentence.
    metadata = await sharp(file, { limitInputPixels: false }).metadata();
  } catch {
    throw new UnsupportedPhoto();
  }
  if (!accepted(metadata)) {
    if (metadata.format === 'heif' && metadata.compression === 'hevc') {
      throw new UnsupportedPhoto('HEIC photos cannot be read here: please send a JPEG (on an iPhone, share the photo by email or choose "Most Compatible" in Settings > Camera > Formats)');
    }
    throw new UnsupportedPhoto();
  }
  if ((metadata.width ?? 0) * (metadata.height ?? 0) > MAX_PIXELS) {
    throw new HttpError(413, `The photo has more than ${MAX_PIXELS / 1_000_000} million pixels: send a smaller copy`);
  }
  if (waiting > MAX_WAITING) throw new TooManyRequests('Many photos are being sent right now: please try again in a minute');
  waiting += 1;
  const turn = decoding.then(() => decodeCustomerPhoto(file));
  decoding = turn
    .catch(() => undefined)
    .finally(() => {
      waiting -= 1;
    });
  return turn;
}

async function decodeCustomerPhoto(file: Buffer): Promise<CleanPhoto> {
  try {
    // rotate() with no angle turns by the EXIF orientation; nothing asks sharp to keep metadata, so none is written.
    const { data: jpeg, info } = await sharp(file, { limitInputPixels: MAX_PIXELS, failOn: 'error' })
      .rotate()
      .resize(CUSTOMER_PHOTO_SIDE, CUSTOMER_PHOTO_SIDE, { fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 84, mozjpeg: true })
      .toBuffer({ resolveWithObject: true });
    const thumb = await sharp(jpeg).resize(THUMB_SIDE, THUMB_SIDE, { fit: 'inside', withoutEnlargement: true }).jpeg({ quality: 78 }).toBuffer();
    return { jpeg, thumb, width: info.width, height: info.height };
  } catch {
    throw new UnsupportedPhoto('The photo could not be read: it may be damaged or not really an image');
  }
}

function accepted(metadata: Metadata): boolean {
  if (metadata.format === 'jpeg' || metadata.format === 'png' || metadata.format === 'webp') return true;
  if (metadata.format !== 'heif') return false;
  return metadata.compression === 'av1' || (metadata.compression === 'hevc' && HEIC_DECODES);
}

/** A stored photo's bytes (the full JPEG or the thumbnail), for the module that decided who may see it. */
export async function readCustomerPhoto({ db, name, size }: { db: DbOrTx; name: string; size: 'full' | 'thumb' }): Promise<Buffer | null> {
  const [row] = await db
    .select({ body: size === 'full' ? customerPhotos.jpeg : customerPhotos.thumb })
    .from(customerPhotos)
    .where(eq(customerPhotos.name, name))
    .limit(1);
  return row?.body ?? null;
}

/** Forgets photos by name (review photos no review took, docs/decisions/047). */
export async function deleteCustomerPhotosNamed({ db, names }: { db: DbOrTx; names: readonly string[] }): Promise<void> {
  if (names.length > 0) await db.delete(customerPhotos).where(inArray(customerPhotos.name, [...names]));
}

/** Forgets photos (a draft given up, a review removed): they are nobody's once unlinked. */
export async function deleteCustomerPhotos({ db, ids }: { db: DbOrTx; ids: readonly number[] }): Promise<void> {
  if (ids.length > 0) await db.delete(customerPhotos).where(inArray(customerPhotos.id, [...ids]));
}

/** The names of stored photos by id (a caller keeps ids; addresses carry names). */
export async function customerPhotoNames({ db, ids }: { db: DbOrTx; ids: readonly number[] }): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select({ id: customerPhotos.id, name: customerPhotos.name }).from(customerPhotos).where(inArray(customerPhotos.id, [...ids]));
  return new Map(rows.map((row) => [row.id, row.name]));
}
