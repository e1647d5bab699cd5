import { describe, expect, test } from 'vitest';
import { freeShippingClaim, type RateTerms } from './shipping-rates.ts';
import { announcementLine, FREE_SHIPPING_WORDS, isGridLink, STOREFRONT_DEFAULTS, storefrontContentInput } from './storefront-content.ts';

const rate = (terms: Partial<RateTerms>): RateTerms => ({ id: 1, name: 'Standard', priceCents: 995, freeFromCents: null, minDays: 3, maxDays: 6, ...terms });

describe("the shop's free-shipping sentence, from the rates the checkout charges", () => {
  test('Standard free from $75 says so; a cheaper threshold of another rate wins', () => {
    expect(freeShippingClaim([rate({ freeFromCents: 7500 }), rate({ id: 2, priceCents: 2495 })])).toBe('Free shipping on orders over $75');
    expect(freeShippingClaim([rate({ freeFromCents: 7500 }), rate({ id: 2, priceCents: 2495, freeFromCents: 5000 })])).toBe('Free shipping on orders over $50');
    expect(freeShippingClaim([rate({ freeFromCents: 4999 })])).toBe('Free shipping on orders over $49.99');
    expect(freeShippingClaim([rate({ freeFromCents: 150_000 })])).toBe('Free shipping on orders over $1,500');
  });

  test('a rate free from $0, or costing nothing, ships every order free', () => {
    expect(freeShippingClaim([rate({ freeFromCents: 0 })])).toBe('Free shipping on every order');
    expect(freeShippingClaim([rate({ id: 2, priceCents: 2495 }), rate({ priceCents: 0 })])).toBe('Free shipping on every order');
  });

  test('a shop that offers no rate ships free, as its checkout does', () => {
    expect(freeShippingClaim([])).toBe('Free shipping on every order');
  });

  test('no sentence when no rate is ever free', () => {
    expect(freeShippingClaim([rate({}), rate({ id: 2, priceCents: 2495 })])).toBeNull();
  });

  test("the announcement line is the shop's sentence, then the owner's own text, each when there is one", () => {
    expect(announcementLine({ announcement: '', announceFreeShipping: true }, 'Free shipping on orders over $75')).toEqual(['Free shipping on orders over $75']);
    expect(announcementLine({ announcement: 'Spring sale', announceFreeShipping: true }, 'Free shipping on orders over $75')).toEqual(['Free shipping on orders over $75', 'Spring sale']);
    expect(announcementLine({ announcement: 'Spring sale', announceFreeShipping: false }, 'Free shipping on orders over $75')).toEqual(['Spring sale']);
    expect(announcementLine({ announcement: '', announceFreeShipping: true }, null)).toEqual([]);
  });
});

describe("the owner's storefront words", () => {
  test('free shipping typed by hand is caught in its usual spellings, and plain words are not', () => {
    for (const claim of ['HOUSEPLANTS · FREE US SHIPPING', 'Free shipping on everything', 'free 2-day shipping', 'Every order ships free', 'Shipping is free!', 'free delivery in Raleigh']) {
      expect(FREE_SHIPPING_WORDS.test(claim), claim).toBe(true);
    }
    for (const plain of ['Your perfect plant, one click away', 'Pest-free plants, shipped with care', 'Shipping anywhere in the USA', 'Feel free to ask']) {
      expect(FREE_SHIPPING_WORDS.test(plain), plain).toBe(false);
    }
  });

  test("the button goes to the grid, filtered or not, and nowhere else", () => {
    for (const link of ['/products', '/products?pets=safe', '/products?size=small&light=low&sort=price-asc', '/products?search=fern', '/products?tag=Air-purifying']) {
      expect(isGridLink(link), link).toBe(true);
    }
    for (const link of ['/', '/cart', 'https://evil.example/products', '//evil.example', '/products/3', '/products?next=/account', 'javascript:alert(1)', '/products#top']) {
      expect(isGridLink(link), link).toBe(false);
    }
  });

  test('the defaults are valid words, and none of them promises free shipping', () => {
    expect(storefrontContentInput.parse(STOREFRONT_DEFAULTS)).toEqual(STOREFRONT_DEFAULTS);
  });
});
