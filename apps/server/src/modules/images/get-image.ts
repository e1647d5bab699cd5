import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { images } from '../../db/schema/catalog.ts';
import type { Variant } from './variants.ts';

export interface StoredImage {
  body: Buffer;
  etag: string;
}

/** Images never change once stored (a new upload gets a new name), so each instance may cache them. */
const cache = new Map<string, StoredImage>();
let cachedBytes = 0;
const CACHE_LIMIT = 64 * 1024 * 1024;

export async function getImage({ db, name, variant }: { db: DbOrTx; name: string; variant: Variant }): Promise<StoredImage | null> {
  const key = `${name}/${variant}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const column = { original: images.original, webp: images.webp, lq: images.lq }[variant];
  const [row] = await db.select({ body: column, etag: images.etag }).from(images).where(eq(images.name, name)).limit(1);
  if (!row) return null;
  const image = { body: row.body, etag: `"${row.etag}-${variant}"` };
  if (cachedBytes + image.body.length > CACHE_LIMIT) {
    cache.clear();
    cachedBytes = 0;
  }
  cache.set(key, image);
  cachedBytes += image.body.length;
  return image;
}

export function forgetImage(name: string): void {
  for (const variant of ['original', 'webp', 'lq']) {
    const hit = cache.get(`${name}/${variant}`);
    if (hit) cachedBytes -= hit.body.length;
    cache.delete(`${name}/${variant}`);
  }
}
