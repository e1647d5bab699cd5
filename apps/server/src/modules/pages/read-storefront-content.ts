import { STOREFRONT_DEFAULTS, type StorefrontContentInput } from '@shop/shared/storefront-content';
import type { DbOrTx } from '../../db/client.ts';
import { storefrontContent } from '../../db/schema/pages.ts';

export interface StorefrontContent extends StorefrontContentInput {
  /** null: never saved, the defaults. */
  updatedAt: Date | null;
}

/** The owner's storefront content (decision 049), or the defaults a new shop shows. */
export async function readStorefrontContent({ db }: { db: DbOrTx }): Promise<StorefrontContent> {
  const [row] = await db.select().from(storefrontContent).limit(1);
  if (!row) return { ...STOREFRONT_DEFAULTS, updatedAt: null };
  return {
    eyebrow: row.eyebrow,
    headline: row.headline,
    subline: row.subline,
    buttonText: row.buttonText,
    buttonLink: row.buttonLink,
    heroImage: row.heroImage,
    featured: row.featured,
    waysToShop: row.waysToShop,
    announcement: row.announcement,
    announceFreeShipping: row.announceFreeShipping,
    updatedAt: row.updatedAt,
  };
}
