// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { EMPTY_ORDER_SEARCH } from '../order-search-params.ts';
import { OrderFilters } from './order-filters.tsx';

afterEach(cleanup);

const rates = [
  { id: 3, name: 'Standard', price: 0, freeFrom: null, minDays: 3, maxDays: 5, active: true, position: 0 },
  { id: 4, name: 'Express', price: 12, freeFrom: null, minDays: 1, maxDays: 2, active: true, position: 1 },
];

describe("the orders list's search form", () => {
  test('asks nothing while typing; "Search" sends every filter, trimmed, from the newest page', () => {
    const onSearch = vi.fn();
    render(<OrderFilters search={{ ...EMPTY_ORDER_SEARCH, before: '500' }} rates={rates} onSearch={onSearch} />);
    fireEvent.change(screen.getByLabelText('Search'), { target: { value: '  ada@example.com ' } });
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'shipped' } });
    fireEvent.change(screen.getByLabelText('Shipment'), { target: { value: 'delivered' } });
    fireEvent.change(screen.getByLabelText('Placed from'), { target: { value: '2026-03-01' } });
    fireEvent.change(screen.getByLabelText('Placed to'), { target: { value: '2026-03-31' } });
    fireEvent.change(screen.getByLabelText('Rate'), { target: { value: '4' } });
    fireEvent.change(screen.getByLabelText('Tag'), { target: { value: ' vip ' } });
    expect(onSearch).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(onSearch).toHaveBeenCalledWith({ q: 'ada@example.com', status: 'shipped', shipment: 'delivered', from: '2026-03-01', to: '2026-03-31', rate: '4', tag: 'vip', before: '' });
  });

  test('refuses a range that ends before it starts, and says so', () => {
    const onSearch = vi.fn();
    render(<OrderFilters search={EMPTY_ORDER_SEARCH} rates={rates} onSearch={onSearch} />);
    fireEvent.change(screen.getByLabelText('Placed from'), { target: { value: '2026-03-31' } });
    fireEvent.change(screen.getByLabelText('Placed to'), { target: { value: '2026-03-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(onSearch).not.toHaveBeenCalled();
    expect(screen.getByText('The to date is before the from date')).toBeInTheDocument();
  });

  test('shows the search the address holds, lists the rates, and "Clear" empties it all', () => {
    const onSearch = vi.fn();
    render(<OrderFilters search={{ ...EMPTY_ORDER_SEARCH, q: 'fern', rate: '3' }} rates={rates} onSearch={onSearch} />);
    expect(screen.getByLabelText('Search')).toHaveValue('fern');
    expect(screen.getByLabelText('Rate')).toHaveDisplayValue('Standard');
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(onSearch).toHaveBeenCalledWith(EMPTY_ORDER_SEARCH);
  });
});
