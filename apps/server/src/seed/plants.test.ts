import { tagsWithCare } from '@shop/shared/care-labels';
import sharp from 'sharp';
import { describe, expect, test } from 'vitest';
import { careProfiles } from './care-profiles.ts';
import { plantSvg } from './illustrate.ts';
import { LIGHT_TAGS, SIZE_TAGS, TAGS, TYPE_TAGS, plants } from './plants.ts';

const words = (text: string): number => text.trim().split(/\s+/).length;
const count = (tag: string): number =>
  plants.filter((p) => (p.tags as readonly string[]).includes(tag)).length;

describe('the demo catalogue', () => {
  test('has at least 48 plants, four full pages of the grid', () => {
    expect(plants.length).toBeGreaterThanOrEqual(48);
  });

  test('gives every plant a unique kebab-case slug and a unique name', () => {
    expect(new Set(plants.map((p) => p.slug)).size).toBe(plants.length);
    expect(new Set(plants.map((p) => p.name)).size).toBe(plants.length);
    for (const p of plants) expect(p.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  test('tags each plant with exactly one size and exactly one light', () => {
    for (const p of plants) {
      expect(
        p.tags.filter((t) => (SIZE_TAGS as readonly string[]).includes(t)),
        p.slug,
      ).toHaveLength(1);
      expect(
        p.tags.filter((t) => (LIGHT_TAGS as readonly string[]).includes(t)),
        p.slug,
      ).toHaveLength(1);
    }
  });

  test('uses only known tags, each at most once per plant', () => {
    for (const p of plants) {
      for (const t of p.tags) expect(TAGS, p.slug).toContain(t);
      expect(new Set(p.tags).size, p.slug).toBe(p.tags.length);
    }
  });

  test('never calls a poisonous plant pet safe', () => {
    const both = plants.filter((p) => p.tags.includes('Pet safe') && p.tags.includes('Poisonous/toxic'));
    expect(both.map((p) => p.slug)).toEqual([]);
  });

  test("carries the tags its care profile decides: 'Pet safe' or 'Poisonous/toxic', 'Easy-care' and the light", () => {
    for (const p of plants) {
      const tags = [...p.tags].sort();
      expect(tags, p.slug).toEqual(tagsWithCare(p.tags, careProfiles[p.slug]).sort());
    }
  });

  test('uses every size, light and type tag on several plants', () => {
    for (const tag of [...SIZE_TAGS, ...LIGHT_TAGS, ...TYPE_TAGS])
      expect(count(tag), tag).toBeGreaterThanOrEqual(5);
  });

  test('describes each plant in 60 to 150 words with a short line of at most 90 characters', () => {
    for (const p of plants) {
      expect(words(p.description), p.slug).toBeGreaterThanOrEqual(60);
      expect(words(p.description), p.slug).toBeLessThanOrEqual(150);
      expect(p.shortDescription.length, p.slug).toBeLessThanOrEqual(90);
    }
  });

  test('prices in whole cents within range and keeps stock positive', () => {
    for (const p of plants) {
      expect(Number.isInteger(p.priceCents), p.slug).toBe(true);
      expect(p.priceCents, p.slug).toBeGreaterThan(0);
      expect(p.priceCents, p.slug).toBeLessThanOrEqual(1_000_000);
      expect(Number.isInteger(p.qty) && p.qty > 0, p.slug).toBe(true);
    }
  });
});

describe('the plant illustrations', () => {
  test('are all different from one another', () => {
    const svgs = plants.map((p) => plantSvg(p.art));
    expect(new Set(svgs).size).toBe(plants.length);
  });

  test('are stable: the same art draws the same picture', () => {
    const first = plants[0];
    if (!first) throw new Error('no plants');
    expect(plantSvg(first.art)).toBe(plantSvg(first.art));
  });

  test('declare a 1070x1400 frame and render to a picture with something in it', async () => {
    for (const p of plants) {
      const svg = Buffer.from(plantSvg(p.art));
      expect(await sharp(svg).metadata(), p.slug).toMatchObject({ width: 1070, height: 1400 });
      const { data, info } = await sharp(svg, { density: 72 / 5 })
        .png()
        .toBuffer({ resolveWithObject: true });
      expect([info.width, info.height], p.slug).toEqual([214, 280]);
      const stats = await sharp(data).stats();
      expect(Math.max(...stats.channels.map((c) => c.stdev)), p.slug).toBeGreaterThan(20);
    }
  }, 60_000);

  test('render at full size to exactly 1070x1400', async () => {
    const sample = [0, Math.floor(plants.length / 3), Math.floor((2 * plants.length) / 3), plants.length - 1];
    for (const i of sample) {
      const p = plants[i];
      if (!p) throw new Error(`no plant ${i}`);
      const { info } = await sharp(Buffer.from(plantSvg(p.art)))
        .png()
        .toBuffer({ resolveWithObject: true });
      expect([info.width, info.height], p.slug).toEqual([1070, 1400]);
    }
  }, 60_000);
});
