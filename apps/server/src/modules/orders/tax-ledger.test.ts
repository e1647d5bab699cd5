import { describe, expect, test } from 'vitest';
import { refundTaxShares } from './tax-ledger.ts';

// Decision 036: the tax each refund gives back, worked out from the order's lines and its refunds in order.

const order = { taxCents: 300, finalCents: 4300 };
// Three units of a line taxed 100 cents, one of a line taxed 200 (shipping free).
const lines = [
  { id: 1, qty: 3, taxCents: 100 },
  { id: 2, qty: 1, taxCents: 200 },
];

describe('the tax a refund gives back', () => {
  test("a line refunded a unit at a time gives back exactly the line's share in all", () => {
    const steps = [1, 1, 1].map((qty) => ({ kind: 'lines' as const, amountCents: 1000, lines: [{ lineId: 1, qty }] }));
    const shares = refundTaxShares(order, lines, steps);
    expect(shares.map((share) => share.taxCents)).toEqual([33, 33, 34]);
  });

  test('a full refund after a line refund gives back the rest of the tax', () => {
    const shares = refundTaxShares(order, lines, [
      { kind: 'lines', amountCents: 2200, lines: [{ lineId: 2, qty: 1 }] },
      { kind: 'full', amountCents: 2100, lines: [{ lineId: 1, qty: 3 }] },
    ]);
    expect(shares).toEqual([
      { taxCents: 200, untracedCents: 0 },
      { taxCents: 100, untracedCents: 0 },
    ]);
  });

  test('an amount is untraced until the order is refunded in full; the refund that completes it takes the rest', () => {
    const shares = refundTaxShares(order, lines, [
      { kind: 'amount', amountCents: 500, lines: [] },
      { kind: 'provider', amountCents: 3800, lines: [] },
    ]);
    expect(shares).toEqual([
      { taxCents: 0, untracedCents: 500 },
      { taxCents: 300, untracedCents: 0 },
    ]);
  });
});
