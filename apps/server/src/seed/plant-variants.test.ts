import sharp from 'sharp';
import { describe, expect, test } from 'vitest';
import { plantSvg } from './illustrate.ts';
import {
  PLANTERS,
  PLANT_VARIANTS,
  type PlanterKey,
  type PlantVariantsSeed,
  planterArt,
  planterImages,
  variantImageName,
} from './plant-variants.ts';
import { SIZE_TAGS, plants } from './plants.ts';

const entries = plants.map((plant) => {
  const entry = PLANT_VARIANTS[plant.slug];
  if (!entry) throw new Error(`no variants for ${plant.slug}`);
  return { plant, entry };
});
const allVariants = entries.flatMap(({ entry }) => entry.variants);
const optionOf = (entry: PlantVariantsSeed, name: string) => entry.options.find((o) => o.name === name);
const defaultOf = (entry: PlantVariantsSeed) => entry.variants.find((v) => v.sku === entry.defaultSku);
const withPlanters = entries.filter(({ entry }) => optionOf(entry, 'Planter'));
const planterNames = new Map(Object.entries(PLANTERS).map(([key, p]) => [p.name, key as PlanterKey]));

describe('the demo catalogue in variants', () => {
  test('gives every plant an entry, and no entry to a plant the catalogue lacks', () => {
    expect(Object.keys(PLANT_VARIANTS).sort()).toEqual(plants.map((p) => p.slug).sort());
  });

  test('sells most plants in two or three sizes and the rest in one, without a Size option', () => {
    const sizes = entries.map(({ entry }) => optionOf(entry, 'Size')?.values.length ?? 1);
    expect(sizes.filter((n) => n >= 2).length).toBeGreaterThanOrEqual(40);
    expect(sizes.filter((n) => n === 1).length).toBeGreaterThanOrEqual(3);
    expect(Math.max(...sizes)).toBeLessThanOrEqual(3);
  });

  test('names sizes as shops do, and options Size then Planter, each value once', () => {
    for (const { plant, entry } of entries) {
      expect(
        entry.options.map((o) => o.name),
        plant.slug,
      ).toEqual(['Size', 'Planter'].filter((name) => optionOf(entry, name)));
      for (const option of entry.options) {
        expect(option.values.length, plant.slug).toBeGreaterThanOrEqual(2);
        expect(new Set(option.values).size, plant.slug).toBe(option.values.length);
      }
      for (const size of optionOf(entry, 'Size')?.values ?? [])
        expect(size, plant.slug).toMatch(/^\d{1,2}" (pot|mini pot|floor pot|hanging basket)$/);
    }
  });

  test('has one variant per combination of option values, each value from its option', () => {
    for (const { plant, entry } of entries) {
      const combinations = entry.options.reduce<string[][]>(
        (acc, option) => acc.flatMap((values) => option.values.map((v) => [...values, v])),
        [[]],
      );
      for (const variant of entry.variants) {
        expect(variant.values, variant.sku).toHaveLength(entry.options.length);
        variant.values.forEach((value, i) => expect(entry.options[i]!.values, variant.sku).toContain(value));
      }
      const keys = entry.variants.map((v) => JSON.stringify(v.values));
      expect(new Set(keys).size, plant.slug).toBe(keys.length);
      expect(keys.sort(), plant.slug).toEqual(combinations.map((c) => JSON.stringify(c)).sort());
    }
  });

  test('gives every variant a unique, readable uppercase SKU', () => {
    const skus = allVariants.map((v) => v.sku);
    expect(new Set(skus).size).toBe(skus.length);
    for (const sku of skus) expect(sku).toMatch(/^[A-Z0-9]{2,3}-[A-Z]{3}-\d{1,2}[A-Z]?(-[A-Z]{3})?$/);
  });

  test('prices in whole dollars within range, stock and caps in whole units', () => {
    for (const v of allVariants) {
      expect(Number.isInteger(v.priceCents) && v.priceCents % 100 === 0, v.sku).toBe(true);
      expect(v.priceCents, v.sku).toBeGreaterThan(0);
      expect(v.priceCents, v.sku).toBeLessThanOrEqual(1_000_000);
      expect(Number.isInteger(v.qty) && v.qty >= 0, v.sku).toBe(true);
      expect(v.maxPerOrder, v.sku).toBe({ Small: 6, Medium: 4, Large: 2 }[v.sizeTag]);
    }
  });

  test('makes the plant as sold today its default: in stock, its price, stock, size tag and cap, its own picture', () => {
    for (const { plant, entry } of entries) {
      const main = defaultOf(entry);
      if (!main) throw new Error(`${plant.slug}: default ${entry.defaultSku} is not a variant`);
      expect(main.qty, plant.slug).toBeGreaterThan(0);
      expect(main.priceCents, plant.slug).toBe(plant.priceCents);
      expect(main.qty, plant.slug).toBe(plant.qty);
      expect(plant.tags, plant.slug).toContain(main.sizeTag);
      expect(main.maxPerOrder, plant.slug).toBe(demoMaxPerOrder(plant.tags));
      expect(variantImageName(plant.slug, main), plant.slug).toBe(plant.slug);
    }
  });

  test('sells out a few combinations, never a default', () => {
    const soldOut = allVariants.filter((v) => v.qty === 0);
    expect(soldOut.length).toBeGreaterThanOrEqual(3);
    expect(soldOut.length).toBeLessThanOrEqual(5);
    const defaults = new Set(entries.map(({ entry }) => entry.defaultSku));
    for (const v of soldOut) expect(defaults.has(v.sku), v.sku).toBe(false);
  });

  test('climbs a price ladder with size in the same planter, and never calls a bigger size smaller', () => {
    for (const { plant, entry } of entries) {
      const sizes = optionOf(entry, 'Size')?.values ?? [];
      const planters = optionOf(entry, 'Planter')?.values ?? [undefined];
      for (const planter of planters) {
        const ladder = sizes.map((size) =>
          entry.variants.find((v) => v.values[0] === size && v.values[1] === planter)!,
        );
        for (let i = 1; i < ladder.length; i++) {
          expect(ladder[i]!.priceCents, `${plant.slug} ${planter}`).toBeGreaterThan(
            ladder[i - 1]!.priceCents,
          );
          expect(SIZE_TAGS.indexOf(ladder[i]!.sizeTag), plant.slug).toBeGreaterThanOrEqual(
            SIZE_TAGS.indexOf(ladder[i - 1]!.sizeTag),
          );
        }
      }
    }
  });

  test('offers planters on 10 to 12 plants, a planter costing more than the nursery pot of its size', () => {
    expect(withPlanters.length).toBeGreaterThanOrEqual(10);
    expect(withPlanters.length).toBeLessThanOrEqual(12);
    for (const { plant, entry } of withPlanters) {
      expect(optionOf(entry, 'Planter')!.values[0], plant.slug).toBe('Nursery pot');
      for (const v of entry.variants) {
        if (v.values[1] === 'Nursery pot') continue;
        const nursery = entry.variants.find(
          (n) => n.values[0] === v.values[0] && n.values[1] === 'Nursery pot',
        )!;
        expect(v.priceCents, v.sku).toBeGreaterThan(nursery.priceCents);
      }
    }
  });
});

describe('the planter pictures', () => {
  test('show each planter of a plant in its own picture, and the plant as drawn today in exactly one of them', () => {
    for (const { plant, entry } of withPlanters) {
      const own = plantSvg(plant.art);
      const values = optionOf(entry, 'Planter')!.values;
      const ownValues = values.filter((value) => {
        const variants = entry.variants.filter((v) => v.values[1] === value);
        const keys = new Set(variants.map((v) => v.planter));
        expect(keys.size, `${plant.slug} ${value}`).toBe(1);
        const [key] = keys;
        if (key) expect(key, `${plant.slug} ${value}`).toBe(planterNames.get(value));
        return key === undefined;
      });
      expect(ownValues, plant.slug).toHaveLength(1);
      // the variant without a picture of its own really is the planter the plant's picture shows
      expect(plantSvg(planterArt(plant.art, planterNames.get(ownValues[0]!)!)), plant.slug).toBe(own);
    }
  });

  test('name one picture per plant and planter, different from each other and from the plants as drawn today', () => {
    const images = planterImages();
    const needed = new Set(
      entries.flatMap(({ plant, entry }) =>
        entry.variants.flatMap((v) => (v.planter ? [variantImageName(plant.slug, v)] : [])),
      ),
    );
    expect(images.map((i) => i.name).sort()).toEqual([...needed].sort());
    for (const image of images) expect(image.name).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*--[a-z]+$/);
    const svgs = [...images.map((i) => plantSvg(i.art)), ...plants.map((p) => plantSvg(p.art))];
    expect(new Set(svgs).size).toBe(svgs.length);
  });

  test('render to a picture with something in it, at full size exactly 1070x1400', async () => {
    const images = planterImages();
    for (const image of images) {
      const { data, info } = await sharp(Buffer.from(plantSvg(image.art)), { density: 72 / 5 })
        .png()
        .toBuffer({ resolveWithObject: true });
      expect([info.width, info.height], image.name).toEqual([214, 280]);
      const stats = await sharp(data).stats();
      expect(Math.max(...stats.channels.map((c) => c.stdev)), image.name).toBeGreaterThan(20);
    }
    for (const image of [images[0]!, images[images.length - 1]!]) {
      const { info } = await sharp(Buffer.from(plantSvg(image.art)))
        .png()
        .toBuffer({ resolveWithObject: true });
      expect([info.width, info.height], image.name).toEqual([1070, 1400]);
    }
  }, 60_000);
});

/** The caps the demo had before variants, by the plant's size: a large plant 2, a medium 4, a small 6. */
function demoMaxPerOrder(plantTags: readonly string[]): number {
  if (plantTags.includes('Large')) return 2;
  if (plantTags.includes('Medium')) return 4;
  return 6;
}
