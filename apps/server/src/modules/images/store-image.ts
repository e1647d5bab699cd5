import type { DbOrTx } from '../../db/client.ts';
import { images } from '../../db/schema/images.ts';
import type { ImageVariants } from './process-image.ts';
import { imageUrl } from './image-sizes.ts';

/** Stores an image's three variants under a name and answers its public URL (the share picture is made later). */
export async function storeImage({ db, name, variants, sourceUrl }: { db: DbOrTx; name: string; variants: ImageVariants; sourceUrl?: string | null }): Promise<string> {
  await db
    .insert(images)
    .values({ name, ...variants, sourceUrl: sourceUrl ?? null })
    .onConflictDoUpdate({ target: images.name, set: { ...variants, share: null, sourceUrl: sourceUrl ?? null } });
  return imageUrl(name);
}

/** Stores many images at once (the demo's), a few per statement: far quicker than one by one. */
export async function storeImages({ db, images: list }: { db: DbOrTx; images: readonly { name: string; variants: ImageVariants }[] }): Promise<void> {
  for (let start = 0; start < list.length; start += 10) {
    await db.insert(images).values(list.slice(start, start + 10).map(({ name, variants }) => ({ name, ...variants })));
  }
}
