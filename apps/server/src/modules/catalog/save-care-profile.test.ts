import type { CareProfile } from '@shop/shared/care';
import { tagsWithCare } from '@shop/shared/care-labels';
import type { Product } from '@shop/shared/products';
import { LIGHT_TAGS } from '@shop/shared/tags';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { careProfiles } from '../../db/schema/catalog.ts';
import { adminToken, createTestShop, createUser, type TestShop } from '../../test/harness.ts';

let shop: TestShop;
let admin: string;

beforeAll(async () => {
  shop = await createTestShop();
  admin = await adminToken(shop);
});
afterAll(() => shop.close());

const CARE_TEXT = Array.from({ length: 90 }, (_, i) => (i % 9 === 8 ? 'water.' : 'leaf')).join(' ');

const toxicToCats: CareProfile = {
  petSafety: 'toxic-cats',
  difficulty: 'moderate',
  light: 'Direct sunlight',
  waterEveryDays: 10,
  humidity: 'low',
  tempMinF: 55,
  tempMaxF: 90,
  sizeWhenGrown: '1-2 ft tall',
  careText: CARE_TEXT,
};

const names = (product: Pick<Product, 'tags'>) => product.tags.map((tag) => tag.tagName).sort();

async function save(method: 'POST' | 'PUT', url: string, payload: object) {
  return shop.request({ method, url, token: admin, payload });
}

async function make(extra: object = {}): Promise<Product> {
  const response = await save('POST', '/api/products', { name: `Care Plant ${Date.now()}-${Math.random()}`, qty: 3, price: 12, description: 'For care tests.', ...extra });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

describe('care profiles of the demo plants', () => {
  test('every demo plant has one, and its tags follow it', async () => {
    const list: Product[] = (await shop.request({ method: 'GET', url: '/api/products' })).json();
    expect(list.length).toBeGreaterThanOrEqual(48);
    for (const product of list) {
      expect(product.care, product.name).not.toBeNull();
      expect(names(product), product.name).toEqual(tagsWithCare(names(product), product.care).sort());
    }
  });

  test('a toxic plant never carries Pet safe, and each carries exactly one of the two', async () => {
    const list: Product[] = (await shop.request({ method: 'GET', url: '/api/products' })).json();
    const toxic = list.filter((product) => product.care!.petSafety !== 'safe');
    expect(toxic.length).toBeGreaterThan(10);
    for (const product of list) {
      const safe = product.care!.petSafety === 'safe';
      expect(names(product).includes('Pet safe'), product.name).toBe(safe);
      expect(names(product).includes('Poisonous/toxic'), product.name).toBe(!safe);
    }
  });

  test('the ASPCA lists the cacti as non-toxic: they are Pet safe now; Echeveria is moderate, not Easy-care', async () => {
    const list: Product[] = (await shop.request({ method: 'GET', url: '/api/products' })).json();
    const byName = (name: string) => list.find((product) => product.name.includes(name))!;
    for (const cactus of ['Bunny Ear', 'Golden Barrel', 'Fairy Castle']) expect(names(byName(cactus)), cactus).toContain('Pet safe');
    expect(byName('Echeveria').care!.difficulty).toBe('moderate');
    expect(names(byName('Echeveria'))).not.toContain('Easy-care');
  });

  test('lists leave the care text out; one product carries it', async () => {
    const list: Product[] = (await shop.request({ method: 'GET', url: '/api/products' })).json();
    const page: Product[] = (await shop.request({ method: 'GET', url: '/api/products?limit=3' })).json();
    for (const product of [...list, ...page]) expect(product.care).not.toHaveProperty('careText');
    const one: Product = (await shop.request({ method: 'GET', url: `/api/products/${list[0]!.id}` })).json();
    expect(one.care!.careText!.split(/\s+/).length).toBeGreaterThanOrEqual(80);
    expect(one.care).toMatchObject({ ...list[0]!.care, careText: expect.any(String) });
  });
});

describe('saving a care profile', () => {
  test("decides 'Pet safe', 'Poisonous/toxic', 'Easy-care' and the light, whatever tags were sent", async () => {
    const made = await make({ tags: ['Small', 'Pet safe', 'Easy-care', 'Low/Artificial', 'Air-purifying'], care: toxicToCats });
    expect(names(made)).toEqual(['Air-purifying', 'Direct sunlight', 'Poisonous/toxic', 'Small']);
    expect(made.care).toEqual(toxicToCats);
    const read: Product = (await shop.request({ method: 'GET', url: `/api/products/${made.id}` })).json();
    expect(read).toEqual(made);
  });

  test('a new profile changes the tags it decides and keeps the others', async () => {
    const made = await make({ tags: ['Medium', 'Poisonous/toxic', 'Low/Artificial'], care: toxicToCats });
    const safeAndEasy = { ...toxicToCats, petSafety: 'safe', difficulty: 'easy', light: 'Partial/Bright indirect' };
    const updated = await save('PUT', `/api/products/${made.id}`, { name: made.name, qty: 1, price: 12, description: 'x', care: safeAndEasy });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(names(updated.json())).toEqual(['Easy-care', 'Medium', 'Partial/Bright indirect', 'Pet safe']);
  });

  test('tags sent without a profile still follow the stored profile: a toxic plant cannot be tagged Pet safe', async () => {
    const made = await make({ tags: ['Small'], care: toxicToCats });
    const updated = await save('PUT', `/api/products/${made.id}`, { name: made.name, qty: 1, price: 12, description: 'x', tags: ['Small', 'Pet safe', 'Easy-care'] });
    expect(updated.statusCode).toBe(200);
    expect(names(updated.json())).toEqual(['Direct sunlight', 'Poisonous/toxic', 'Small']);
    expect((updated.json() as Product).care).toEqual(toxicToCats);
  });

  test('an edit that sends neither tags nor a profile (docs/product\'s body) keeps both', async () => {
    const made = await make({ tags: ['Small'], care: toxicToCats });
    const updated = await save('PUT', `/api/products/${made.id}`, { name: made.name, qty: 9, price: 12, description: 'x' });
    expect(updated.json()).toMatchObject({ qty: 9, care: toxicToCats, tags: made.tags });
  });

  test('null removes the profile and leaves the tags as they were', async () => {
    const made = await make({ tags: ['Small'], care: toxicToCats });
    const updated = await save('PUT', `/api/products/${made.id}`, { name: made.name, qty: 1, price: 12, description: 'x', care: null });
    expect(updated.json()).toMatchObject({ care: null });
    expect(names(updated.json())).toEqual(names(made));
    expect(await shop.db.select().from(careProfiles).where(eq(careProfiles.productId, made.id))).toEqual([]);
  });

  test('a product made without a profile (docs/product\'s body) has none and keeps the tags it was given', async () => {
    const made = await make({ tags: ['Small', 'Pet safe'] });
    expect(made.care).toBeNull();
    expect(names(made)).toEqual(['Pet safe', 'Small']);
  });

  test.each([
    [{ ...toxicToCats, tempMinF: 80, tempMaxF: 70 }, 'The highest temperature must be above the lowest'],
    [{ ...toxicToCats, careText: 'Too short.' }, 'Write 80 to 150 words of care'],
    [{ ...toxicToCats, waterEveryDays: 0 }, 'Water every must be a whole number from 1 to 60'],
    [{ ...toxicToCats, waterEveryDays: 2.5 }, 'Water every must be a whole number from 1 to 60'],
    [{ ...toxicToCats, petSafety: 'fine' }, 'Choose how safe the plant is for pets'],
    [{ ...toxicToCats, light: 'Moonlight' }, 'Choose the light the plant needs'],
    [{ ...toxicToCats, sizeWhenGrown: ' ' }, 'Say how big the plant grows'],
    ['not a profile', expect.any(String)],
  ])('refuses a bad profile with a clear 400 and stores nothing: %#', async (care, message) => {
    const name = `Refused ${Date.now()}-${Math.random()}`;
    const response = await save('POST', '/api/products', { name, qty: 1, price: 5, description: 'x', care });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toEqual(message);
    const list: Product[] = (await shop.request({ method: 'GET', url: '/api/products' })).json();
    expect(list.some((product) => product.name === name)).toBe(false);
  });

  test("refuses a plant tagged both 'Pet safe' and 'Poisonous/toxic'", async () => {
    const response = await save('POST', '/api/products', { name: 'Both', qty: 1, price: 5, description: 'x', tags: ['Pet safe', 'Poisonous/toxic'] });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe("A plant cannot be both 'Pet safe' and 'Poisonous/toxic'");
  });

  test('only the admin may set one', async () => {
    const shopper = await createUser(shop);
    const response = await shop.request({ method: 'POST', url: '/api/products', token: shopper.token, payload: { name: 'Mine', qty: 1, price: 5, description: 'x', care: toxicToCats } });
    expect(response.statusCode).toBe(403);
  });

  test('every light tag can come from a profile', async () => {
    for (const light of LIGHT_TAGS) {
      const made = await make({ tags: ['Small'], care: { ...toxicToCats, light } });
      expect(names(made).filter((name) => (LIGHT_TAGS as readonly string[]).includes(name))).toEqual([light]);
    }
  });
});
