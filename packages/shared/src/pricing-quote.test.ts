import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { orderTotalCents, quote, spread, type QuoteInput } from './pricing-quote.ts';

const line = fc.record({
  unitCents: fc.integer({ min: 0, max: 1_000_000 }),
  qty: fc.integer({ min: 1, max: 50 }),
  taxable: fc.option(fc.boolean(), { nil: undefined }),
});
const input: fc.Arbitrary<QuoteInput> = fc.record({
  lines: fc.array(line, { minLength: 1, maxLength: 12 }),
  promoRatePercent: fc.integer({ min: 0, max: 100 }),
  shippingCents: fc.integer({ min: 0, max: 10_000 }),
  addOns: fc.array(fc.record({ kind: fc.constantFrom('heat-pack', 'gift-wrap'), cents: fc.integer({ min: 0, max: 2_000 }), taxable: fc.option(fc.boolean(), { nil: undefined }) }), { maxLength: 2 }),
  tax: fc.option(
    fc.oneof(
      fc.record({ rateMillionths: fc.integer({ min: 0, max: 150_000 }), shippingTaxable: fc.boolean() }),
      fc.record({ amountCents: fc.integer({ min: 0, max: 500_000 }), shippingTaxable: fc.boolean() }),
    ),
    { nil: null },
  ),
});

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

describe('the pricing quote', () => {
  test('its parts always add up to the total, over random carts, promos, shipping, add-ons and tax', () => {
    fc.assert(
      fc.property(input, (given) => {
        const q = quote(given);
        expect(q.totalCents).toBe(q.subtotalCents - q.discountCents + q.shippingCents + q.addOnsCents + q.taxCents);
        expect(q.totalCents).toBe(orderTotalCents(q));
        expect(q.subtotalCents).toBe(sum(given.lines.map((l) => l.unitCents * l.qty)));
        expect(q.discountCents).toBeGreaterThanOrEqual(0);
        expect(q.discountCents).toBeLessThanOrEqual(q.subtotalCents);
      }),
      { numRuns: 2_000 },
    );
  });

  test("the lines' shares add up to the discount, and theirs with the add-ons' and shipping's to the tax, and no line's share passes its total", () => {
    fc.assert(
      fc.property(input, (given) => {
        const q = quote(given);
        expect(sum(q.lines.map((l) => l.discountCents))).toBe(q.discountCents);
        expect(sum(q.lines.map((l) => l.netCents))).toBe(q.subtotalCents - q.discountCents);
        expect(sum(q.lines.map((l) => l.taxCents)) + q.addOnsTaxCents + q.shippingTaxCents).toBe(q.taxCents);
        q.lines.forEach((quoted, index) => {
          expect(quoted.netCents + quoted.discountCents).toBe(quoted.totalCents);
          expect(quoted.discountCents).toBeGreaterThanOrEqual(0);
          expect(quoted.netCents).toBeGreaterThanOrEqual(0);
          // An amount Stripe computed is Stripe's word; a rate of ours never taxes an exempt line.
          if (given.lines[index]!.taxable === false && given.tax && 'rateMillionths' in given.tax) expect(quoted.taxCents).toBe(0);
        });
      }),
      { numRuns: 2_000 },
    );
  });

  test('15% off 3 x $24.99 is $11.25, rounded half up (decision 004)', () => {
    const q = quote({ lines: [{ unitCents: 2499, qty: 3 }], promoRatePercent: 15 });
    expect(q).toMatchObject({ subtotalCents: 7497, discountCents: 1125, totalCents: 6372 });
  });

  test('tax at 7.25% is on the discounted subtotal, and on shipping only where shipping is taxed', () => {
    const lines = [{ unitCents: 6000, qty: 1 }];
    expect(quote({ lines, promoRatePercent: 10, shippingCents: 995, tax: { rateMillionths: 72_500, shippingTaxable: false } }).taxCents).toBe(392);
    expect(quote({ lines, promoRatePercent: 10, shippingCents: 995, tax: { rateMillionths: 72_500, shippingTaxable: true } }).taxCents).toBe(464);
  });

  test('a rate to the third decimal of a percent is exact: 8.875% of $100 is $8.875, rounded half up to $8.88', () => {
    expect(quote({ lines: [{ unitCents: 10_000, qty: 1 }], tax: { rateMillionths: 88_750, shippingTaxable: false } }).taxCents).toBe(888);
    expect(quote({ lines: [{ unitCents: 1_000, qty: 1 }], tax: { rateMillionths: 66_250, shippingTaxable: false } }).taxCents).toBe(66);
  });

  test('an exempt line pays no tax while the taxed one beside it does', () => {
    const q = quote({ lines: [{ unitCents: 2000, qty: 1, taxable: false }, { unitCents: 4000, qty: 1 }], tax: { rateMillionths: 100_000, shippingTaxable: false } });
    expect(q.lines.map((l) => l.taxCents)).toEqual([0, 400]);
    expect(q.taxCents).toBe(400);
  });

  test('refuses amounts that are not whole cents', () => {
    expect(() => quote({ lines: [{ unitCents: 10.5, qty: 1 }] })).toThrow(RangeError);
    expect(() => quote({ lines: [{ unitCents: 100, qty: 1 }], shippingCents: -1 })).toThrow(RangeError);
    expect(() => quote({ lines: [{ unitCents: 100, qty: 1 }], promoRatePercent: 101 })).toThrow(RangeError);
  });
});

describe('spread', () => {
  test('gives out exactly the amount, each share within a cent of its exact part', () => {
    // The all-zero weights case is rare among random arrays, so it is also checked on its own below.
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 99_999_999 }), { minLength: 1, maxLength: 20 }), fc.integer({ min: 0, max: 99_999_999 }), (weights, amount) => {
        const shares = spread(amount, weights);
        const whole = sum(weights);
        if (whole === 0) {
          // Nothing to weigh by (every line free): nobody gets a share.
          expect(shares.every((share) => share === 0)).toBe(true);
          return;
        }
        expect(sum(shares)).toBe(amount);
        shares.forEach((share, index) => expect(Math.abs(share - (weights[index]! * amount) / whole)).toBeLessThan(1.000001));
      }),
      { numRuns: 2_000 },
    );
  });

  test('with every weight zero, nothing is given out', () => {
    expect(spread(0, [0])).toEqual([0]);
    expect(spread(500, [0, 0])).toEqual([0, 0]);
  });
});
