import type { CareProfile } from '@shop/shared/care';
import { tagsWithCare } from '@shop/shared/care-labels';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { careProfiles } from '../../db/schema/catalog.ts';
import { getCareProfiles } from './get-care-profiles.ts';
import { productTagNames, setProductTags } from './set-product-tags.ts';

/**
 * Writes a product's care profile and tags together, inside the caller's transaction, so that the tags
 * a profile decides ('Pet safe', 'Poisonous/toxic', 'Easy-care', the light) always follow it (decision 022).
 * `care`: absent keeps the profile, null removes it; `tags`: absent keeps the other tags.
 */
export async function saveCareAndTags({
  db,
  productId,
  care,
  tags,
}: {
  db: DbOrTx;
  productId: number;
  care: CareProfile | null | undefined;
  tags: readonly string[] | undefined;
}): Promise<void> {
  if (care === undefined && tags === undefined) return;
  if (care === null) await db.delete(careProfiles).where(eq(careProfiles.productId, productId));
  if (care) {
    await db
      .insert(careProfiles)
      .values({ productId, ...care })
      .onConflictDoUpdate({ target: careProfiles.productId, set: care });
  }
  const profile = care === undefined ? (await getCareProfiles({ db, productIds: [productId] })).get(productId) : care;
  const names = tags ?? (await productTagNames({ db, productId }));
  await setProductTags({ db, productId, names: tagsWithCare(names, profile) });
}
