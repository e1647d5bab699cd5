import { announcementLine, type StorefrontSettings } from '@shop/shared/storefront-content';
import { freeShippingClaim } from '@shop/shared/shipping-rates';
import type { DbOrTx } from '../../db/client.ts';
import { getProductsByIds } from '../catalog/index.ts';
import { offeredRates } from '../shipping/index.ts';
import { readStorefrontContent } from './read-storefront-content.ts';

/** The storefront content as the admin edits it: the saved values, the featured plants by name, and the announcement the rates give today. */
export async function readStorefrontSettings({ db }: { db: DbOrTx }): Promise<StorefrontSettings> {
  const { updatedAt, ...content } = await readStorefrontContent({ db });
  const [plants, rates] = await Promise.all([getProductsByIds({ db, ids: content.featured }), offeredRates({ db })]);
  const freeShipping = freeShippingClaim(rates);
  return {
    content,
    featuredPlants: content.featured.flatMap((id) => {
      const plant = plants.get(id);
      return plant ? [{ id, name: plant.name, imageURL: plant.imageURL, qty: plant.qty }] : [];
    }),
    freeShipping,
    announcementLine: announcementLine(content, freeShipping),
    updatedAt: updatedAt?.toISOString() ?? null,
  };
}
