import type { DbOrTx } from '../../db/client.ts';
import { images } from '../../db/schema/images.ts';
import type { ImageVariants } from './process-image.ts';
import { imageUrl } from './image-sizes.ts';

/** Stores an image's three variants under a name and answers its public URL (the share picture is made later). */
export async function storeImage({ db, name, variants }: { db: DbOrTx; name: string; variants: ImageVariants }): Promise<string> {
  await db
    .insert(images)
    .values({ name, ...variants })
    .onConflictDoUpdate({ target: images.name, set: { ...variants, share: null } });
  return imageUrl(name);
}
