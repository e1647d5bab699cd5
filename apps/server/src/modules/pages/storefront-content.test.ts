import type { Product } from '@shop/shared/products';
import { STOREFRONT_DEFAULTS, type StorefrontContentInput, type StorefrontSettings } from '@shop/shared/storefront-content';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { adminToken, createTestShop, type TestShop } from '../../test/harness.ts';

let shop: TestShop;
let admin: string;
let plants: Product[];

beforeAll(async () => {
  shop = await createTestShop();
  admin = await adminToken(shop);
  plants = (await shop.request({ method: 'GET', url: '/api/products' })).json() as Product[];
});
afterAll(() => shop.close());

const read = () => shop.request({ method: 'GET', url: '/api/admin/storefront', token: admin });
const save = (changes: Partial<Record<keyof StorefrontContentInput, unknown>>) =>
  shop.request({ method: 'PUT', url: '/api/admin/storefront', token: admin, payload: { ...STOREFRONT_DEFAULTS, ...changes } });

describe("the owner's storefront content (decision 049)", () => {
  test("a new shop has today's landing, and the announcement the demo's rates give: Standard is free from $75", async () => {
    const response = await read();
    expect(response.statusCode).toBe(200);
    const settings = response.json() as StorefrontSettings;
    expect(settings.content).toEqual(STOREFRONT_DEFAULTS);
    expect(settings.content.headline).toBe('Your perfect plant, one click away');
    expect(settings.freeShipping).toBe('Free shipping on orders over $75');
    expect(settings.announcementLine).toEqual(['Free shipping on orders over $75']);
    expect(settings.updatedAt).toBeNull();
  });

  test('the owner saves their words and plants; the answer names the plants in their order', async () => {
    const [first, second] = [plants[5]!, plants[2]!];
    const response = await save({
      eyebrow: 'Rootbound Plant Co.',
      headline: 'Plants that thrive on neglect',
      subline: '',
      buttonText: 'Shop pet-safe plants',
      buttonLink: '/products?pets=safe',
      featured: [first.id, second.id],
      waysToShop: false,
      announcement: '  Spring sale: 20% off ferns  ',
    });
    expect(response.statusCode, response.body).toBe(200);
    const saved = response.json() as StorefrontSettings;
    expect(saved.content).toMatchObject({ headline: 'Plants that thrive on neglect', subline: '', waysToShop: false, announcement: 'Spring sale: 20% off ferns' });
    expect(saved.featuredPlants.map((plant) => plant.name)).toEqual([first.name, second.name]);
    expect(saved.announcementLine).toEqual(['Free shipping on orders over $75', 'Spring sale: 20% off ferns']);
    expect(saved.updatedAt).not.toBeNull();
    expect((await read()).json()).toEqual(saved);
  });

  test('the free-shipping sentence can be left out, but never typed: it comes from the rates', async () => {
    const off = (await save({ announceFreeShipping: false, announcement: 'Open Saturdays' })).json() as StorefrontSettings;
    expect(off.announcementLine).toEqual(['Open Saturdays']);
    expect(off.freeShipping).toBe('Free shipping on orders over $75');
  });

  const refusals: [string, Partial<Record<keyof StorefrontContentInput, unknown>>, string][] = [
    ['an empty headline', { headline: '   ' }, 'The headline is required'],
    ['a headline over 80 characters', { headline: 'A'.repeat(81) }, 'The headline can be at most 80 characters'],
    ['a sub-line over 160 characters', { subline: 'b'.repeat(161) }, 'The line under the headline can be at most 160 characters'],
    ['an announcement over 120 characters', { announcement: 'c'.repeat(121) }, 'The announcement can be at most 120 characters'],
    ['an empty button', { buttonText: '' }, "The button's text is required"],
    ['a button to another site', { buttonLink: 'https://evil.example/products' }, "The button goes to the shop's grid: /products, or a filtered grid such as /products?pets=safe"],
    ['free shipping typed in the eyebrow', { eyebrow: 'HOUSEPLANTS · FREE US SHIPPING' }, 'Leave free shipping out of your own words: the shop says it in the announcement line, from your shipping rates'],
    ['free shipping typed in the announcement', { announcement: 'Free shipping this week!' }, 'Leave free shipping out of your own words: the shop says it in the announcement line, from your shipping rates'],
    ['a plant featured twice', { featured: [1, 1] }, 'Each plant can be featured once'],
    ['nine featured plants', { featured: [1, 2, 3, 4, 5, 6, 7, 8, 9] }, 'Feature at most 8 plants'],
    ['a featured plant that does not exist', { featured: [1, 99_999] }, 'The shop has no plant with the id 99999: choose the featured plants again'],
    ['a picture never uploaded', { heroImage: '/images/h-0000000000000000.jpg' }, 'The hero picture is not one uploaded for it: upload it again'],
    ["a product's picture as the hero", { heroImage: '/images/monstera-deliciosa.jpg' }, 'The hero picture is not one uploaded for it: upload it again'],
    ['a picture elsewhere', { heroImage: 'https://evil.example/a.jpg' }, 'Choose a picture uploaded to the shop'],
  ];
  for (const [what, changes, message] of refusals) {
    test(`refuses ${what} with a 400 that says why, and keeps what was saved`, async () => {
      const before = (await read()).json() as StorefrontSettings;
      const response = await save(changes);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().error).toBe(message);
      expect((await read()).json()).toEqual(before);
    });
  }
});
