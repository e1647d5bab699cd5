import { randomBytes } from 'node:crypto';
import { tagsWithCare } from '@shop/shared/care-labels';
import { count, eq } from 'drizzle-orm';
import type { Config } from '../config.ts';
import type { Db, Tx } from '../db/client.ts';
import { careProfiles as careProfileRows, productOptions, productTags, products, productVariants, tags } from '../db/schema/catalog.ts';
import { promos } from '../db/schema/promos.ts';
import { shippingRates } from '../db/schema/shipping.ts';
import { taxStates } from '../db/schema/tax.ts';
import { users } from '../db/schema/accounts.ts';
import { hashPassword } from '../modules/accounts/index.ts';
import { imageUrl, PLACEHOLDER_NAME, storeImage, storeImages, toVariants } from '../modules/images/index.ts';
import { setUpStocks } from '../modules/inventory/index.ts';
import { seedNexusThresholds } from '../modules/tax-report/index.ts';
import { writePolicyPages } from '../modules/pages/index.ts';
import { careProfiles } from './care-profiles.ts';
import { DEMO_FOOD_PLANTS, DEMO_SHIPPING_RATES, DEMO_TAX_STATES } from './demo-charges.ts';
import { placeholderSvg } from './placeholder.ts';
import { PLANT_VARIANTS, variantImageName } from './plant-variants.ts';
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

/** Each demo plant's options and variants (sizes, planters), its default, and their stock (decision 032). */
async function seedVariants(tx: Tx, productIds: readonly number[]): Promise<void> {
  const options = plants.flatMap((plant, index) =>
    PLANT_VARIANTS[plant.slug]!.options.map((option, position) => ({ productId: productIds[index]!, position, name: option.name, values: option.values })),
  );
  if (options.length > 0) await tx.insert(productOptions).values(options);
  const wanted = plants.flatMap((plant, index) =>
    PLANT_VARIANTS[plant.slug]!.variants.map((variant, position) => ({ plant, productId: productIds[index]!, variant, position })),
  );
  const made = await tx
    .insert(productVariants)
    .values(
      wanted.map(({ plant, productId, variant, position }) => ({
        productId,
        sku: variant.sku,
        optionValues: variant.values,
        priceCents: variant.priceCents,
        maxPerOrder: variant.maxPerOrder,
        imageUrl: variant.planter ? imageUrl(variantImageName(plant.slug, variant)) : null,
        sizeTag: variant.sizeTag,
        position,
      })),
    )
    .returning({ id: productVariants.id, sku: productVariants.sku });
  const idOf = new Map(made.map((row) => [row.sku, row.id]));
  for (const [index, plant] of plants.entries()) {
    await tx.update(products).set({ defaultVariantId: idOf.get(PLANT_VARIANTS[plant.slug]!.defaultSku)! }).where(eq(products.id, productIds[index]!));
  }
  await setUpStocks({ db: tx, input: wanted.map(({ variant }) => ({ variantId: idOf.get(variant.sku)!, qty: variant.qty })) });
}

/**
 * On an empty database only (no users yet): the admin and, with SEED=demo, the demo catalogue. Whatever
 * the seed, and on a shop that already has users, each policy page not yet written gets its first text, and
 * one still holding the earlier demo text word for word gets the current one (decisions 035, 052); the
 * owner's pages are never touched. A shop made before the economic-nexus thresholds
 * existed gets them while it has none.
 */
export async function seedIfEmpty(db: Db, config: Pick<Config, 'adminEmail' | 'adminPassword' | 'seed'>): Promise<SeedResult> {
  await writePolicyPages({ db });
  await seedNexusThresholds({ db });
  const [row] = await db.select({ n: count() }).from(users);
  if ((row?.n ?? 0) > 0) return { seeded: false };

  const email = config.adminEmail ?? 'admin@localhost';
  const generated = config.adminPassword ? undefined : randomBytes(12).toString('base64url');
  const passwordHash = await hashPassword(config.adminPassword ?? generated!);
  const rendered = config.seed === 'demo' ? await renderDemoImages() : [];
  const placeholder = await toVariants(Buffer.from(placeholderSvg()));

  await db.transaction(async (tx) => {
    // "Shop Admin" stands in until the owner's first sign-in asks their name (decision 048).
    await tx.insert(users).values({ firstName: 'Shop', lastName: 'Admin', needsName: true, email, passwordHash, role: 'admin', emailVerifiedAt: new Date() });
    await storeImage({ db: tx, name: PLACEHOLDER_NAME, variants: placeholder });
    if (config.seed !== 'demo') return;
    await storeImages({ db: tx, images: rendered });
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
          description: plant.description,
          shortDescription: plant.shortDescription,
          handle: plant.slug,
          imageUrl: imageUrl(plant.slug),
          taxCategory: DEMO_FOOD_PLANTS.includes(plant.name) ? ('food-plant' as const) : ('plant' as const),
          demo: true,
        })),
      )
      .returning({ id: products.id });
    await seedVariants(tx, productRows.map((row) => row.id));
    await tx.insert(productTags).values(
      plantTags.flatMap((names, index) => names.map((name) => ({ productId: productRows[index]!.id, tagId: tagId.get(name)! }))),
    );
    await tx.insert(careProfileRows).values(
      plants.flatMap((plant, index) => {
        const care = careProfiles[plant.slug];
        return care ? [{ productId: productRows[index]!.id, ...care }] : [];
      }),
    );
    await tx.insert(promos).values(DEMO_PROMOS.map((promo) => ({ ...promo, demo: true })));
    await tx.insert(shippingRates).values(DEMO_SHIPPING_RATES);
    await tx.insert(taxStates).values(DEMO_TAX_STATES);
  });
  return { seeded: true, admin: { email, password: generated } };
}
