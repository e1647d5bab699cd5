import { describe, expect, test } from 'vitest';
import { EMPTY_ORDER_SEARCH, isFiltered, orderSearchParams, parseOrderSearch } from './order-search-params.ts';

describe("the orders list's address (decision 069)", () => {
  test('keeps every filter, and reads back what it wrote', () => {
    const search = { q: 'Ada G', status: 'shipped', shipment: 'delivered', from: '2026-03-01', to: '2026-03-31', rate: '2', tag: 'vip', before: '900' } as const;
    const params = orderSearchParams(search);
    expect(params.toString()).toBe('q=Ada+G&status=shipped&shipment=delivered&from=2026-03-01&to=2026-03-31&rate=2&tag=vip&before=900');
    expect(parseOrderSearch(params)).toEqual(search);
  });

  test('leaves out what is empty: the bare list is the bare address', () => {
    expect(orderSearchParams(EMPTY_ORDER_SEARCH).toString()).toBe('');
    expect(isFiltered(EMPTY_ORDER_SEARCH)).toBe(false);
    expect(isFiltered({ ...EMPTY_ORDER_SEARCH, before: '40' })).toBe(false);
    expect(isFiltered({ ...EMPTY_ORDER_SEARCH, tag: 'vip' })).toBe(true);
  });

  test('drops what it does not know, so an old or mistyped link still opens the list', () => {
    const parsed = parseOrderSearch(new URLSearchParams('status=lost&shipment=flying&from=March&rate=abc&before=-3&colour=green&q=%20fern%20'));
    expect(parsed).toEqual({ ...EMPTY_ORDER_SEARCH, q: 'fern' });
  });
});
