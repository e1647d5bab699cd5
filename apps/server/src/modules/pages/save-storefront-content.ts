import type { StorefrontContentInput, StorefrontSettings } from '@shop/shared/storefront-content';
import type { DbOrTx } from '../../db/client.ts';
import { storefrontContent } from '../../db/schema/pages.ts';
import { BadRequest } from '../../errors.ts';
import { getProductsByIds } from '../catalog/index.ts';
import { isHeroImage, knownImages, parseImageFile } from '../images/index.ts';
import { readStorefrontSettings } from './read-storefront-settings.ts';
import { announceStorefrontChange } from './storefront-changes.ts';

/** Refuses plants the shop does not have and a picture it never stored, naming them. */
async function checkReferences(db: DbOrTx, input: StorefrontContentInput): Promise<void> {
  const found = await getProductsByIds({ db, ids: input.featured });
  const missing = input.featured.filter((id) => !found.has(id));
  if (missing.length > 0) {
    throw new BadRequest(`The shop has no plant with the id ${missing.join(', ')}: choose the featured plants again`);
  }
  if (input.heroImage !== null) {
    const name = parseImageFile(input.heroImage.slice('/images/'.length))?.name;
    const known = name ? await knownImages({ db, names: [name], sources: [] }) : new Map<string, string | null>();
    if (!name || !isHeroImage(name) || !known.has(name)) throw new BadRequest('The hero picture is not one uploaded for it: upload it again');
  }
}

/**
 * Saves the owner's storefront content (decision 049) as one row, and tells every instance, whose page
 * caches drop the pages that show it. Answers what the admin sees next.
 */
export async function saveStorefrontContent({
  db,
  input,
  by,
  now = new Date(),
}: {
  db: DbOrTx;
  input: StorefrontContentInput;
  /** The admin who saved it. */
  by: number;
  now?: Date;
}): Promise<StorefrontSettings> {
  await checkReferences(db, input);
  const values = { ...input, updatedBy: by, updatedAt: now };
  await db.transaction(async (tx) => {
    await tx.insert(storefrontContent).values({ id: 1, ...values }).onConflictDoUpdate({ target: storefrontContent.id, set: values });
    await announceStorefrontChange(tx);
  });
  return readStorefrontSettings({ db });
}
