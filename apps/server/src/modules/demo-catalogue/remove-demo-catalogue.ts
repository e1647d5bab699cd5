import type { DemoCatalogueRemoved } from '@shop/shared/demo-catalogue';
import type { Db } from '../../db/client.ts';
import { catalogueChanged, readDemoProducts, removeDemoProducts } from '../catalog/index.ts';
import { deleteImages } from '../images/index.ts';
import { deleteDemoPromos } from '../promos/index.ts';
import { deleteReviewsOf } from '../reviews/index.ts';

/**
 * "Remove the demo catalogue" (decision 048): in one transaction, all or nothing, the demo plants' reviews
 * (reviews), the plants (catalog: deleted, or archived when an order took one, so its orders stay whole),
 * the pictures no plant shows any more (images) and the demo's promo codes (promos). Each module writes
 * only its own tables. The catalogue, its pages and the sitemap drop the plants on every instance once it
 * commits. A second removal finds nothing left and removes nothing.
 */
export async function removeDemoCatalogue({ db }: { db: Db }): Promise<DemoCatalogueRemoved> {
  const removed = await db.transaction(async (tx) => {
    const { products } = await readDemoProducts({ db: tx, lock: true });
    const reviews = await deleteReviewsOf({ db: tx, productIds: products.map((product) => product.id) });
    const plants = await removeDemoProducts({ tx });
    const pictures = await deleteImages({ db: tx, names: plants.pictures });
    const promos = await deleteDemoPromos({ db: tx });
    return { plantsDeleted: plants.deleted, plantsArchived: plants.archived, pictures, reviews, promos: promos.length };
  });
  // Again once committed, so a read racing the transaction cannot leave this instance's view behind.
  catalogueChanged();
  return removed;
}
