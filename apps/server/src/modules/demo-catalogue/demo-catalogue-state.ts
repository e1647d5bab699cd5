import type { DemoCatalogue } from '@shop/shared/demo-catalogue';
import type { DbOrTx } from '../../db/client.ts';
import { readDemoProducts } from '../catalog/index.ts';
import { listDemoPromos } from '../promos/index.ts';
import { countReviewsOf } from '../reviews/index.ts';

/**
 * What is left of the demo catalogue (decision 048): its plants (which were edited, which were ordered),
 * the pictures only they show, their reviews and the demo's promo codes. All zero once it is removed, or
 * on a shop started with SEED=none: the facts the dashboard's launch checklist reads.
 */
export async function demoCatalogueState({ db }: { db: DbOrTx }): Promise<DemoCatalogue> {
  const { products, pictures } = await readDemoProducts({ db });
  const promoCodes = await listDemoPromos({ db });
  return {
    plants: products.length,
    plantNames: products.map((product) => product.name),
    editedPlants: products.filter((product) => product.edited).map((product) => product.name),
    plantsWithOrders: products.filter((product) => product.ordered).length,
    pictures: pictures.length,
    reviews: await countReviewsOf({ db, productIds: products.map((product) => product.id) }),
    promos: promoCodes.length,
    promoCodes,
  };
}
