import { describe, expect, test } from 'vitest';
import type { AdminVariant } from '@shop/shared/products';
import { ApiError } from '../../lib/api.ts';
import {
  checkVariantChanges,
  defaultPickBody,
  moved,
  removalMessage,
  serverVariantErrors,
  stockChange,
  toOptionsPayload,
  validateOptions,
  variantChanges,
  variantDraft,
} from './variant-editor-rules.ts';

const six: AdminVariant = {
  id: 7,
  sku: 'FERN-6',
  options: ['6" pot'],
  title: '6" pot',
  price: 38,
  compareAtPrice: null,
  qty: 4,
  maxPerOrder: 20,
  imageURL: null,
  size: 'Medium',
  archived: false,
  lowStockThreshold: null,
  ordered: true,
  position: 1,
};

describe('the options', () => {
  test('are sent trimmed, with blank values left out', () => {
    expect(toOptionsPayload([{ name: ' Size ', values: [' 4" pot', '', '6" pot ', '  '] }])).toEqual({ options: [{ name: 'Size', values: ['4" pot', '6" pot'] }] });
  });

  test('an option without a name or with the same value twice is refused by that field', () => {
    const checked = validateOptions([
      { name: '', values: ['Small'] },
      { name: 'Planter', values: ['Terracotta', '', 'terracotta'] },
    ]);
    expect(checked.ok).toBe(false);
    expect(checked.errors['name.0']).toBe('An option needs a name');
    expect(checked.errors['values.1']).toBe('The values of an option must differ');
  });

  test('an option with no values, and a fourth option, are refused', () => {
    expect(validateOptions([{ name: 'Size', values: [''] }]).errors['values.0']).toBe('An option needs at least one value');
    const four = ['A', 'B', 'C', 'D'].map((name) => ({ name, values: ['x'] }));
    expect(validateOptions(four).errors.options).toBe('A product has at most 3 options');
  });

  test('a value too long is placed by its own field, counting the blanks before it', () => {
    expect(validateOptions([{ name: 'Size', values: ['', 'x'.repeat(61)] }]).errors['value.0.1']).toBe('An option value has at most 60 characters');
  });

  test('values move up and down, and not past either end', () => {
    expect(moved(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
    expect(moved(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moved(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'b', 'c']);
  });
});

describe("a variant's row", () => {
  test('sends only what was changed; a blank compare-at price removes it', () => {
    const draft = { ...variantDraft(six), price: '40', sku: ' FERN-6 ' };
    expect(variantChanges(six, draft)).toEqual({ price: 40 });
    const discounted = { ...six, compareAtPrice: 45 };
    expect(variantChanges(discounted, { ...variantDraft(discounted), compareAtPrice: '' })).toEqual({ compareAtPrice: null });
    expect(variantChanges(six, variantDraft(six))).toEqual({});
  });

  test("a price off the cent, a bad SKU and a cap of 0 are refused by their fields before sending", () => {
    const { body, errors } = checkVariantChanges(six, { ...variantDraft(six), price: '12.345', sku: 'bad sku!', maxPerOrder: '0' });
    expect(body).toEqual({});
    expect(errors).toEqual({
      price: 'Price must be between 0 and 10000.00 in steps of 0.01',
      sku: 'A SKU is 1 to 64 letters, digits, dots, dashes, underscores or slashes',
      maxPerOrder: 'Most per order must be a whole number from 1 to 1000',
    });
    expect(checkVariantChanges(six, { ...variantDraft(six), compareAtPrice: 'abc' }).errors.compareAtPrice).toBe('Price must be between 0 and 10000.00 in steps of 0.01');
  });

  test('stock is a change by so many plants, never a count', () => {
    expect(stockChange('+5')).toEqual({ change: 5 });
    expect(stockChange(' - 2 ')).toEqual({ change: -2 });
    expect(stockChange('7')).toEqual({ change: 7 });
    expect(stockChange('0')).toEqual({ error: 'A change of 0 changes nothing' });
    expect(stockChange('1.5')).toEqual({ error: 'The change is a whole number of plants, like +5 or -2' });
    expect(stockChange('')).toEqual({ error: 'Type how many plants to add (+5) or take away (-2)' });
  });

  test("the server's refusal is placed by the field it names, else on the row", () => {
    const taken = new ApiError('The SKU FERN-6 is already used by another variant', 409, { error: 'The SKU FERN-6 is already used by another variant' });
    expect(serverVariantErrors(taken, '')).toEqual({ sku: 'The SKU FERN-6 is already used by another variant' });
    const invalid = new ApiError('Price must be…', 400, { error: 'Price must be…', issues: [{ path: 'price', message: 'Price must be…' }] });
    expect(serverVariantErrors(invalid, '')).toEqual({ price: 'Price must be…' });
    const last = new ApiError('This is the last variant on sale', 409, { error: 'This is the last variant on sale' });
    expect(serverVariantErrors(last, '')).toEqual({ row: 'This is the last variant on sale' });
  });

  test('a delete that the server turned into an archive says so', () => {
    expect(removalMessage('archived', '6" pot')).toBe('6" pot is archived, not deleted: orders name it, so it stays for them');
    expect(removalMessage('deleted', '6" pot')).toBe('6" pot deleted');
  });

  test("picking the default sends the picked variant's own price and stock, so nothing else changes", () => {
    expect(defaultPickBody({ name: 'Fern', description: 'Green.' }, six)).toEqual({
      name: 'Fern',
      description: 'Green.',
      price: 38,
      qty: 4,
      expectedQty: 4,
      defaultVariantId: 7,
    });
  });
});
