import { describe, expect, test } from 'vitest';
import type { Product } from '@shop/shared/products';
import { onePlant } from '../../lib/plant.test-support.ts';
import {
  emptyCareValues,
  emptyProductValues,
  productFormValues,
  shownTags,
  tagFollowsCare,
  toggleTag,
  toProductPayload,
  validateProduct,
  type CareFormValues,
  type ProductFormValues,
} from './product-form-rules.ts';

const fern: ProductFormValues = {
  name: '  Maidenhair Fern ',
  qty: '4',
  price: '24.50',
  description: 'Soft fronds for a bright bathroom.',
  shortDescription: '',
  tags: ['Small'],
  maxPerOrder: '20',
  care: null,
  taxCategory: 'plant',
  hardy: false,
  seoTitle: '',
  seoDescription: '',
  handle: '',
};

describe('the add product form (docs/product/rules.md#validation)', () => {
  test('accepts a complete product and sends numbers, trimmed text and the image', () => {
    expect(validateProduct(fern, 'add')).toEqual({ ok: true, errors: {} });
    expect(toProductPayload(fern, '/images/abc.jpg')).toEqual({
      name: 'Maidenhair Fern',
      qty: 4,
      price: 24.5,
      description: 'Soft fronds for a bright bathroom.',
      shortDescription: '',
      imageURL: '/images/abc.jpg',
      tags: ['Small'],
      maxPerOrder: 20,
      care: null,
      taxCategory: 'plant',
      hardy: false,
      seoTitle: '',
      seoDescription: '',
    });
  });

  test("the SEO title and description are sent trimmed, '' for none, and refused over 70 and 320 characters", () => {
    expect(toProductPayload({ ...fern, seoTitle: '  Maidenhair Fern | Pet Safe ', seoDescription: ' Soft fronds. ' })).toMatchObject({
      seoTitle: 'Maidenhair Fern | Pet Safe',
      seoDescription: 'Soft fronds.',
    });
    // Spaces around do not count against the limit: they are not saved.
    expect(validateProduct({ ...fern, seoTitle: ` ${'t'.repeat(70)} `, seoDescription: 'd'.repeat(320) }, 'add')).toEqual({ ok: true, errors: {} });
    expect(validateProduct({ ...fern, seoTitle: 't'.repeat(71), seoDescription: 'd'.repeat(321) }, 'add')).toEqual({
      ok: false,
      errors: { seoTitle: 'The SEO title has at most 70 characters', seoDescription: 'The SEO description has at most 320 characters' },
    });
  });

  test('a new plant is an ordinary plant for sales tax unless the owner says it is food-producing', () => {
    expect(emptyProductValues.taxCategory).toBe('plant');
    expect(toProductPayload({ ...fern, taxCategory: 'food-plant' }).taxCategory).toBe('food-plant');
    expect(validateProduct({ ...fern, taxCategory: 'food-plant' }, 'add')).toEqual({ ok: true, errors: {} });
    // A hardy plant (decision 044) says so to the server; a new one is not.
    expect(emptyProductValues.hardy).toBe(false);
    expect(toProductPayload({ ...fern, hardy: true }).hardy).toBe(true);
  });

  test('an empty form names every required field', () => {
    expect(validateProduct(emptyProductValues, 'add')).toEqual({
      ok: false,
      errors: {
        name: 'Name is required',
        description: 'Description is required',
        price: 'Price must be between 0 and 10000.00 in steps of 0.01',
        qty: 'Quantity must be at least 1',
      },
    });
  });

  test('an empty price or quantity is sent as null, for the server to refuse too', () => {
    expect(toProductPayload({ ...fern, price: ' ', qty: 'abc' })).toMatchObject({ price: null, qty: null });
  });

  test.each([
    ['10000.01', false],
    ['-1', false],
    ['19.999', false],
    ['0', true],
    ['10000', true],
    ['0.01', true],
  ])('price %s is %s', (price, ok) => {
    expect(validateProduct({ ...fern, price }, 'add').ok).toBe(ok);
  });

  test('adding needs at least 1 in stock, in whole plants', () => {
    expect(validateProduct({ ...fern, qty: '0' }, 'add').errors.qty).toBe('Quantity must be at least 1');
    expect(validateProduct({ ...fern, qty: '1.5' }, 'add').errors.qty).toBe('Quantity must be a whole number');
  });
});

describe('the edit product form', () => {
  test('allows a stock of 0, not below', () => {
    expect(validateProduct({ ...fern, qty: '0' }, 'edit').ok).toBe(true);
    expect(validateProduct({ ...fern, qty: '-1' }, 'edit').errors.qty).toBe('Quantity must be at least 0');
  });

  test('starts from the stored product, price with two decimals', () => {
    const product: Product = onePlant({
      id: 7,
      name: 'Parlor Palm',
      price: 30.5,
      qty: 0,
      description: 'A palm.',
      shortDescription: 'Easy palm',
      imageURL: '/images/parlor-palm.jpg',
      tags: [{ id: 1, tagName: 'Medium' }],
      maxPerOrder: 6,
      care: null,
    });
    expect(productFormValues(product)).toEqual({
      name: 'Parlor Palm',
      qty: '0',
      price: '30.50',
      description: 'A palm.',
      shortDescription: 'Easy palm',
      tags: ['Medium'],
      maxPerOrder: '6',
      care: null,
      taxCategory: 'plant',
      hardy: false,
      seoTitle: '',
      seoDescription: '',
      handle: 'parlor-palm',
    });
    expect(productFormValues({ ...product, taxCategory: 'food-plant' }).taxCategory).toBe('food-plant');
    expect(productFormValues({ ...product, hardy: true }).hardy).toBe(true);
    expect(productFormValues({ ...product, seoTitle: 'Parlor Palm for Low Light', seoDescription: 'A palm for dim rooms.' })).toMatchObject({
      seoTitle: 'Parlor Palm for Low Light',
      seoDescription: 'A palm for dim rooms.',
    });
  });

  test("the handle is the page's address: sent trimmed when given, checked as the server checks it (decision 060)", () => {
    expect(toProductPayload(fern)).not.toHaveProperty('handle');
    expect(toProductPayload({ ...fern, handle: ' maidenhair-fern ' })).toMatchObject({ handle: 'maidenhair-fern' });
    expect(validateProduct({ ...fern, handle: 'maidenhair-fern-2' }, 'edit')).toEqual({ ok: true, errors: {} });
    expect(validateProduct({ ...fern, handle: 'Maidenhair Fern' }, 'edit').errors).toEqual({
      handle: 'A handle is up to 200 lowercase letters, digits and hyphens, starting with a letter or digit',
    });
    expect(validateProduct({ ...fern, handle: '2024' }, 'edit').errors).toEqual({
      handle: 'A handle needs a letter: an address of digits alone names a product by its number',
    });
  });
});

const careText = Array.from({ length: 90 }, () => 'leaf').join(' ');
const palmCare: CareFormValues = {
  petSafety: 'safe',
  difficulty: 'easy',
  light: 'Low/Artificial',
  waterEveryDays: '10',
  humidity: 'medium',
  tempMinF: '60',
  tempMaxF: '85',
  sizeWhenGrown: '3-4 ft tall',
  careText: ` ${careText} `,
};

describe('the care profile', () => {
  test('a stored profile fills the fields, numbers as text', () => {
    const care = { ...palmCare, petSafety: 'safe', difficulty: 'easy', light: 'Low/Artificial', humidity: 'medium', waterEveryDays: 10, tempMinF: 60, tempMaxF: 85, careText } as const;
    const product: Product = onePlant({ id: 7, name: 'Palm', price: 1, qty: 1, description: 'x', shortDescription: '', imageURL: '', tags: [], maxPerOrder: 20, care });
    expect(productFormValues(product).care).toEqual({ ...palmCare, careText });
  });

  test('is sent with numbers and trimmed text, and checked by the shared schema', () => {
    const values = { ...fern, care: palmCare };
    expect(validateProduct(values, 'add')).toEqual({ ok: true, errors: {} });
    expect(toProductPayload(values).care).toEqual({ ...palmCare, waterEveryDays: 10, tempMinF: 60, tempMaxF: 85, careText });
  });

  test("each care field's message goes under that field", () => {
    const values = { ...fern, care: { ...palmCare, petSafety: '', waterEveryDays: '', tempMaxF: '50', careText: 'Too short.' } };
    expect(validateProduct(values, 'add')).toEqual({
      ok: false,
      errors: {
        'care.petSafety': 'Choose how safe the plant is for pets',
        'care.waterEveryDays': 'Water every must be a whole number from 1 to 60',
        'care.careText': 'Write 80 to 150 words of care',
      },
    });
    expect(validateProduct({ ...fern, care: { ...palmCare, tempMaxF: '50' } }, 'add').errors).toEqual({
      'care.tempMaxF': 'The highest temperature must be above the lowest',
    });
  });

  test("decides the tags it follows from the choices made so far, and keeps the others", () => {
    const tags = ['Small', 'Pet safe', 'Direct sunlight', 'Air-purifying'];
    expect(shownTags({ tags, care: null })).toEqual(tags);
    expect(shownTags({ tags, care: emptyCareValues })).toEqual(['Small', 'Air-purifying']);
    expect(shownTags({ tags, care: { ...emptyCareValues, petSafety: 'toxic-dogs', difficulty: 'easy', light: 'Low/Artificial' } })).toEqual([
      'Small',
      'Air-purifying',
      'Poisonous/toxic',
      'Easy-care',
      'Low/Artificial',
    ]);
    expect(tagFollowsCare({ care: palmCare }, 'Pet safe')).toBe(true);
    expect(tagFollowsCare({ care: palmCare }, 'Small')).toBe(false);
    expect(tagFollowsCare({ care: null }, 'Pet safe')).toBe(false);
  });
});

describe('tags', () => {
  test('ticks and unticks a tag', () => {
    expect(toggleTag(['Small'], 'Air-purifying')).toEqual(['Small', 'Air-purifying']);
    expect(toggleTag(['Small', 'Air-purifying'], 'Air-purifying')).toEqual(['Small']);
  });

  test('keeps one size and one light', () => {
    expect(toggleTag(['Small', 'Direct sunlight'], 'Large')).toEqual(['Direct sunlight', 'Large']);
    expect(toggleTag(['Small', 'Direct sunlight'], 'Low/Artificial')).toEqual(['Small', 'Low/Artificial']);
  });

  test('never marks a plant both pet safe and poisonous', () => {
    expect(toggleTag(['Pet safe', 'Easy-care'], 'Poisonous/toxic')).toEqual(['Easy-care', 'Poisonous/toxic']);
    expect(toggleTag(['Poisonous/toxic'], 'Pet safe')).toEqual(['Pet safe']);
  });
});
