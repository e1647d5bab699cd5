import { describe, expect, test } from 'vitest';
import type { Product } from '@shop/shared/products';
import {
  emptyProductValues,
  productFormValues,
  toggleTag,
  toProductPayload,
  validateProduct,
  type ProductFormValues,
} from './product-form-rules.ts';

const fern: ProductFormValues = {
  name: '  Maidenhair Fern ',
  qty: '4',
  price: '24.50',
  description: 'Soft fronds for a bright bathroom.',
  shortDescription: '',
  tags: ['Small'],
};

describe('the add product form (SPEC section 5)', () => {
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
    });
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
    const product: Product = {
      id: 7,
      name: 'Parlor Palm',
      price: 30.5,
      qty: 0,
      description: 'A palm.',
      shortDescription: 'Easy palm',
      imageURL: '/images/parlor-palm.jpg',
      tags: [{ id: 1, tagName: 'Medium' }],
    };
    expect(productFormValues(product)).toEqual({
      name: 'Parlor Palm',
      qty: '0',
      price: '30.50',
      description: 'A palm.',
      shortDescription: 'Easy palm',
      tags: ['Medium'],
    });
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
