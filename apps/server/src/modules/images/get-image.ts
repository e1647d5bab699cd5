import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { images } from '../../db/schema/images.ts';
import { toNarrowerWebp, toShareImage } from './process-image.ts';
import { type Variant, WIDTHS } from './image-sizes.ts';

export interface StoredImage {
  body: Buffer;
  etag: string;
}

/** Images never change once stored (a new upload gets a new name), so each instance may cache them. */
const cache = new Map<string, StoredImage>();
let cachedBytes = 0;
const CACHE_LIMIT = 64 * 1024 * 1024;

const COLUMNS = { original: images.original, webp: images.webp, lq: images.lq, share: images.share, png: images.png };

/** Images being read or made now: many requests for one at the same moment read (or make) it once. */
const loading = new Map<string, Promise<StoredImage | null>>();

export async function getImage({ db, name, variant }: { db: DbOrTx; name: string; variant: Variant }): Promise<StoredImage | null> {
  const key = `${name}/${variant}`;
  const hit = cache.get(key);
  if (hit) return hit;
  let pending = loading.get(key);
  if (!pending) {
    pending = (variant in WIDTHS ? narrower(db, name, variant as keyof typeof WIDTHS) : stored(db, name, variant as keyof typeof COLUMNS)).finally(() =>
      loading.delete(key),
    );
    loading.set(key, pending);
  }
  const image = await pending;
  if (!image || cache.has(key)) return image;
  if (cachedBytes + image.body.length > CACHE_LIMIT) {
    cache.clear();
    cachedBytes = 0;
  }
  cache.set(key, image);
  cachedBytes += image.body.length;
  return image;
}

/** Drops deleted images from this instance's memory (another instance may serve its copy until it restarts). */
export function forgetCachedImages(names: readonly string[]): void {
  const gone = new Set(names);
  for (const [key, image] of cache) {
    if (!gone.has(key.slice(0, key.lastIndexOf('/')))) continue;
    cache.delete(key);
    cachedBytes -= image.body.length;
  }
}

async function stored(db: DbOrTx, name: string, variant: keyof typeof COLUMNS): Promise<StoredImage | null> {
  const [row] = await db.select({ body: COLUMNS[variant], etag: images.etag }).from(images).where(eq(images.name, name)).limit(1);
  if (!row) return null;
  // Only a logo has a PNG; the link preview is made when first asked for.
  const body = row.body ?? (variant === 'share' ? await storeShareImage(db, name) : null);
  return body ? { body, etag: `"${row.etag}-${variant}"` } : null;
}

/** A narrower WebP is made from the stored one when first asked for, and kept in this instance's memory only. */
async function narrower(db: DbOrTx, name: string, variant: keyof typeof WIDTHS): Promise<StoredImage | null> {
  const webp = await getImage({ db, name, variant: 'webp' });
  return webp ? { body: await toNarrowerWebp(webp.body, WIDTHS[variant]), etag: webp.etag.replace(/-webp"$/, `-${variant}"`) } : null;
}

/**
 * The link-preview variant is made from the original the first time it is asked for and stored beside
 * the others, so images stored before it existed get one too. Two instances making it at once write the
 * same bytes.
 */
async function storeShareImage(db: DbOrTx, name: string): Promise<Buffer | null> {
  const [row] = await db.select({ original: images.original }).from(images).where(eq(images.name, name)).limit(1);
  if (!row) return null;
  const share = await toShareImage(row.original);
  await db.update(images).set({ share }).where(eq(images.name, name));
  return share;
}
