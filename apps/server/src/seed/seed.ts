import { randomBytes } from 'node:crypto';
import { tagsWithCare } from '@shop/shared/care-labels';
import { count } from 'drizzle-orm';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { careProfiles as careProfileRows, productTags, products, tags } from '../db/schema/catalog.ts';
import { promos } from '../db/schema/promos.ts';
import { users } from '../db/schema/accounts.ts';
import { hashPassword } from '../modules/accounts/passwords.ts';
import { storeImage } from '../modules/images/store-image.ts';
import { setUpStock } from '../modules/inventory/index.ts';
import { PLACEHOLDER_NAME, imageUrl } from '../modules/images/image-sizes.ts';
import { toVariants } from '../modules/images/process-image.ts';
import { careProfiles } from './care-profiles.ts';
import { placeholderSvg } from './placeholder.ts';
import { plants } from './plants.ts';
import { renderDemoImages } from './render-images.ts';

export const DEMO_PROMOS = [
  { name: 'welcome10', ratePercent: 10, active: true },
  { name: 'greenthumb25', ratePercent: 25, active: true },
  { name: 'spring2025', ratePercent: 30, active: false },
];

export interface SeedResult {
  seeded: boolean;
  admin?: { email: string; password: string | undefined };
}

/** On an empty database only (no users yet): the admin and, with SEED=demo, the demo catalogue. */
/**
 * The demo shop's caps on how many of one plant a shopper may hold: what a plant shop would set for its
 * small stock (2 large plants, 4 medium, 6 small), so no single client can tie up a plant's whole stock.
 */
export function demoMaxPerOrder(plantTags: readonly string[]): number {
  if (plantTags.includes('Large')) return 2;
  if (plantTags.includes('Medium')) return 4;
  return 6;
}

export async function seedIfEmpty(db: Db, config: Pick<Config, 'adminEmail' | 'adminPassword' | 'seed'>): Promise<SeedResult> {
  const [row] = await db.select({ n: count() }).from(users);
  if ((row?.n ?? 0) > 0) return { seeded: false };

  const email = config.adminEmail ?? 'admin@localhost';
  const generated = config.adminPassword ? undefined : randomBytes(12).toString('base64url');
  const passwordHash = await hashPassword(config.adminPassword ?? generated!);
  const rendered = config.seed === 'demo' ? await renderDemoImages() : [];
  const placeholder = await toVariants(Buffer.from(placeholderSvg()));

  await db.transaction(async (tx) => {
    await tx.insert(users).values({ firstName: 'Shop', lastName: 'Admin', email, passwordHash, role: 'admin', emailVerifiedAt: new Date() });
    await storeImage({ db: tx, name: PLACEHOLDER_NAME, variants: placeholder });
    if (config.seed !== 'demo') return;
    for (const image of rendered) await storeImage({ db: tx, name: image.name, variants: image.variants });
    // The tags a care profile decides follow it here as they do on every save (decision 022).
    const plantTags = plants.map((plant) => tagsWithCare(plant.tags, careProfiles[plant.slug]));
    const tagNames = [...new Set(plantTags.flat())];
    const tagRows = await tx.insert(tags).values(tagNames.map((name) => ({ name }))).returning();
    const tagId = new Map(tagRows.map((tag) => [tag.name, tag.id]));
    const productRows = await tx
      .insert(products)
      .values(
        plants.map((plant) => ({
          name: plant.name,
          priceCents: plant.priceCents,
          description: plant.description,
          shortDescription: plant.shortDescription,
          imageUrl: imageUrl(plant.slug),
          maxPerOrder: demoMaxPerOrder(plant.tags),
        })),
      )
      .returning({ id: products.id });
    for (const [index, plant] of plants.entries()) await setUpStock({ db: tx, input: { productId: productRows[index]!.id, qty: plant.qty } });
    await tx.insert(productTags).values(
      plantTags.flatMap((names, index) => names.map((name) => ({ productId: productRows[index]!.id, tagId: tagId.get(name)! }))),
    );
    await tx.insert(careProfileRows).values(
      plants.flatMap((plant, index) => {
        const care = careProfiles[plant.slug];
        return care ? [{ productId: productRows[index]!.id, ...care }] : [];
      }),
    );
    await tx.insert(promos).values(DEMO_PROMOS);
  });
  return { seeded: true, admin: { email, password: generated } };
}
