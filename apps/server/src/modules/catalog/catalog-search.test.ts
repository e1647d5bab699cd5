// Finding a plant in the demo catalogue (decision 027): combined filters and a search that
// understands the shop's words. Every expectation is worked out here from the plants' tags and care
// profiles as the API answers them, never written down as a list.
import type { Product } from '@shop/shared/products';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestShop, type TestShop } from '../../test/harness.ts';

let shop: TestShop;
let catalogue: Product[];

beforeAll(async () => {
  shop = await createTestShop();
  catalogue = (await shop.request({ method: 'GET', url: '/api/products' })).json();
});
afterAll(() => shop.close());

const tagged = (product: Product, tagName: string) => product.tags.some((tag) => tag.tagName === tagName);
const names = (products: readonly Product[]) => products.map((product) => product.name).sort();

/** The plants one grid address answers, all of them (no limit), with the API's total. */
async function found(params: Record<string, string | string[]>): Promise<Product[]> {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) for (const one of [value].flat()) query.append(name, one);
  const response = await shop.request({ method: 'GET', url: `/api/products?${query}` });
  expect(response.statusCode, `${query}`).toBe(200);
  const products = response.json() as Product[];
  expect(response.headers['x-total-count']).toBe(String(products.length));
  return products;
}
const search = async (q: string) => names(await found({ q }));

// What a shopper means by each phrase, read off the care profile every demo plant has.
const safeForCatsAndDogs = (p: Product) => p.care!.petSafety === 'safe';
const safeForCats = (p: Product) => p.care!.petSafety === 'safe' || p.care!.petSafety === 'toxic-dogs';
const safeForDogs = (p: Product) => p.care!.petSafety === 'safe' || p.care!.petSafety === 'toxic-cats';
const lowLight = (p: Product) => p.care!.light === 'Low/Artificial';
const brightLight = (p: Product) => p.care!.light === 'Partial/Bright indirect';
const easy = (p: Product) => p.care!.difficulty === 'easy';
const airPurifying = (p: Product) => tagged(p, 'Air-purifying');

describe('the demo catalogue has what these tests need', () => {
  test('every plant has a care profile, and each phrase has plants to find and plants to leave out', () => {
    expect(catalogue.every((p) => p.care !== null)).toBe(true);
    for (const means of [safeForCatsAndDogs, lowLight, brightLight, easy, airPurifying]) {
      const count = catalogue.filter(means).length;
      expect(count).toBeGreaterThan(2);
      expect(count).toBeLessThan(catalogue.length - 2);
    }
  });
});

describe('a search understands the shop\'s words', () => {
  const phrases: [string, (p: Product) => boolean][] = [
    ['pet friendly', safeForCatsAndDogs],
    ['Pet-friendly', safeForCatsAndDogs],
    ['non-toxic', safeForCatsAndDogs],
    ['cat safe', safeForCats],
    ['safe for cats', safeForCats],
    ['dog safe', safeForDogs],
    ['low light', lowLight],
    ['plants for low light', lowLight],
    ['bright', brightLight],
    ['easy', easy],
    ['beginner', easy],
    ['easy care', easy],
    ['air purifying', airPurifying],
  ];
  for (const [phrase, means] of phrases) {
    test(`"${phrase}" finds the plants it means`, async () => {
      expect(await search(phrase)).toEqual(names(catalogue.filter(means)));
    });
  }

  test('pet-safe searches never find a plant tagged toxic', async () => {
    for (const phrase of ['pet friendly', 'cat safe', 'dog safe']) {
      for (const plant of await found({ q: phrase })) expect(tagged(plant, 'Poisonous/toxic'), `${phrase}: ${plant.name}`).toBe(false);
    }
  });

  test('phrases and words combine: every one must hold', async () => {
    expect(await search('small pet friendly plants for low light')).toEqual(
      names(catalogue.filter((p) => tagged(p, 'Small') && safeForCatsAndDogs(p) && lowLight(p))),
    );
    expect(await search('pet safe fern')).toEqual(names(catalogue.filter((p) => /fern/i.test(p.name) && safeForCatsAndDogs(p))));
  });
});

describe('a search forgives typos in a plant\'s name', () => {
  test('"monstra" finds the Monstera', async () => {
    expect(await search('monstra')).toEqual(names(catalogue.filter((p) => /monstera/i.test(p.name))));
    expect(await search('monstra')).toHaveLength(1);
  });

  test('each plant is found with a letter dropped from the longest word only its name has, among few others', async () => {
    const wordsOf = (name: string) => name.toLowerCase().split(/[^a-z]+/);
    const named = (word: string) => catalogue.filter((p) => wordsOf(p.name).includes(word)).length;
    let tried = 0;
    for (const plant of catalogue) {
      const word = wordsOf(plant.name).filter((each) => named(each) === 1).sort((a, b) => b.length - a.length)[0] ?? '';
      if (word.length < 5) continue;
      tried += 1;
      const typo = `${word.slice(0, 2)}${word.slice(3)}`;
      const results = await search(typo);
      expect(results, `${typo} for ${plant.name}`).toContain(plant.name);
      expect(results.length, `${typo} for ${plant.name}`).toBeLessThanOrEqual(4);
    }
    expect(tried).toBeGreaterThan(catalogue.length * 0.8);
  });

  test('common searches stay quiet: "fern" finds the ferns and nothing else', async () => {
    const ferns = names(catalogue.filter((p) => /fern/i.test(p.name)));
    expect(ferns.length).toBeGreaterThan(1);
    expect(await search('fern')).toEqual(ferns);
    expect(await search('ferns')).toEqual(ferns);
    for (const word of ['palm', 'cactus', 'calathea', 'pothos', 'ivy', 'tree']) {
      const exact = names(catalogue.filter((p) => p.name.toLowerCase().includes(word)));
      expect(await search(word), word).toEqual(exact);
    }
  });

  test('a word that names nothing finds nothing', async () => {
    expect(await search('xylophone')).toEqual([]);
    expect(await search('zebra cactus xyz')).toEqual([]);
  });
});

describe('filters combine', () => {
  test('small + pet safe + low light is exactly the plants that are all three', async () => {
    const expected = names(catalogue.filter((p) => tagged(p, 'Small') && safeForCatsAndDogs(p) && lowLight(p)));
    expect(expected.length).toBeGreaterThan(0);
    expect(names(await found({ size: 'small', pets: 'safe', light: 'low' }))).toEqual(expected);
  });

  test('choices within a group widen, groups narrow', async () => {
    const smallOrMedium = catalogue.filter((p) => tagged(p, 'Small') || tagged(p, 'Medium'));
    expect(names(await found({ size: ['small', 'medium'] }))).toEqual(names(smallOrMedium));
    expect(names(await found({ size: ['small', 'medium'], care: 'easy', light: ['low', 'bright'] }))).toEqual(
      names(smallOrMedium.filter((p) => easy(p) && (lowLight(p) || brightLight(p)))),
    );
    expect(names(await found({ care: ['moderate', 'expert'] }))).toEqual(names(catalogue.filter((p) => !easy(p))));
    expect(names(await found({ tag: 'Air-purifying', pets: 'safe' }))).toEqual(
      names(catalogue.filter((p) => airPurifying(p) && safeForCatsAndDogs(p))),
    );
  });

  test('a filter value the shop does not know is refused with the choices it has', async () => {
    for (const [url, message] of [
      ['/api/products?size=huge', 'Choose a size: small, medium, large'],
      ['/api/products?light=low&light=moon', 'Choose a light: low, bright, direct'],
      ['/api/products?pets=cats', 'Choose pets: safe'],
      ['/api/products?care=hard', 'Choose a care level: easy, moderate, expert'],
    ] as const) {
      const response = await shop.request({ method: 'GET', url });
      expect(response.statusCode, url).toBe(400);
      expect(response.json().error, url).toBe(message);
    }
  });
});
