import { and, inArray, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { images } from '../../db/schema/images.ts';
import { forgetCachedImages } from './get-image.ts';
import { PLACEHOLDER_NAME } from './image-sizes.ts';

/**
 * Deletes stored pictures no product shows any more (the catalogue says which: "Remove the demo
 * catalogue", decision 048). The placeholder is never deleted. Answers how many went.
 */
export async function deleteImages({ db, names }: { db: DbOrTx; names: readonly string[] }): Promise<number> {
  let count = 0;
  for (let start = 0; start < names.length; start += 1000) {
    const some = names.slice(start, start + 1000);
    const deleted = await db.delete(images).where(and(inArray(images.name, some), ne(images.name, PLACEHOLDER_NAME))).returning({ name: images.name });
    count += deleted.length;
  }
  forgetCachedImages(names);
  return count;
}
