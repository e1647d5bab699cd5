// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, test } from 'vitest';
import type { SalesChart as Chart } from '@shop/shared/admin';
import { SalesChart } from './sales-chart.tsx';

afterEach(cleanup);

/** The last 30 days up to November 29, 2026: sales on the 1st, the 28th and today. */
const days: Chart = {
  timeZone: 'America/New_York',
  asOf: '2026-11-30T04:00:00.000Z',
  by: 'day',
  points: Array.from({ length: 30 }, (_, index) => {
    const day = new Date(Date.UTC(2026, 9, 31 + index)).toISOString().slice(0, 10);
    const sold = ({ '2026-11-01': [2, 650], '2026-11-28': [1, 1_000], '2026-11-29': [2, 4_500] } as Record<string, [number, number]>)[day];
    return sold
      ? { period: day, orders: sold[0], salesCents: sold[1], averageOrderCents: Math.round(sold[1] / sold[0]) }
      : { period: day, orders: 0, salesCents: 0, averageOrderCents: null };
  }),
  totals: { orders: 5, salesCents: 6_150, averageOrderCents: 1_230 },
  topPlants: [],
};

describe('the sales chart (decision 050)', () => {
  test('draws a bar for each of the 30 days as SVG, and says it all in a sentence for screen readers', () => {
    const { container } = render(<SalesChart chart={days} metric="sales" />);
    expect(container.querySelectorAll('svg rect[height]')).toHaveLength(31);
    const chart = screen.getByRole('group', { name: /Sales by day/ });
    expect(chart).toHaveAccessibleDescription(
      'Sales by day, Saturday, October 31, 2026 to Sunday, November 29, 2026: $61.50 from 5 orders, $12.30 an order on average in all. The best day was Today, Sunday, November 29, 2026, with $45.00 from 2 orders, $22.50 an order on average. Today, Sunday, November 29, 2026: $45.00 from 2 orders, $22.50 an order on average',
    );
  });

  test('the arrow keys step through the days and the line above the bars says each one', () => {
    render(<SalesChart chart={days} metric="sales" />);
    const chart = screen.getByRole('group', { name: /Sales by day/ });
    const readout = screen.getByTestId('sales-readout');
    expect(readout).toHaveTextContent('Today, Sunday, November 29, 2026: $45.00 from 2 orders, $22.50 an order on average');
    chart.focus();
    fireEvent.keyDown(chart, { key: 'ArrowLeft' });
    expect(readout).toHaveTextContent('Yesterday, Saturday, November 28, 2026: $10.00 from 1 order, $10.00 an order on average');
    fireEvent.keyDown(chart, { key: 'ArrowLeft' });
    expect(readout).toHaveTextContent('Friday, November 27, 2026: no paid orders');
    fireEvent.keyDown(chart, { key: 'Home' });
    expect(readout).toHaveTextContent('Saturday, October 31, 2026: no paid orders');
    fireEvent.keyDown(chart, { key: 'ArrowLeft' });
    expect(readout).toHaveTextContent('Saturday, October 31, 2026');
    fireEvent.keyDown(chart, { key: 'End' });
    expect(readout).toHaveTextContent(/^Today/);
  });

  test('every day is also in a table, newest first', () => {
    render(<SalesChart chart={days} metric="orders" />);
    const rows = within(screen.getByRole('table', { hidden: true })).getAllByRole('row', { hidden: true });
    expect(rows).toHaveLength(31);
    expect(within(rows[1]!).getAllByRole('cell', { hidden: true }).map((cell) => cell.textContent)).toEqual(['2', '$45.00', '$22.50']);
    expect(within(rows[1]!).getByRole('rowheader', { hidden: true })).toHaveTextContent('Today, Nov 29');
    expect(within(rows[4]!).getAllByRole('cell', { hidden: true }).map((cell) => cell.textContent)).toEqual(['0', '$0.00', '—']);
  });

  test('by month, the latest is this month', () => {
    const months: Chart = {
      ...days,
      by: 'month',
      points: ['2026-10', '2026-11'].map((period) => ({ period, orders: 1, salesCents: 2_000, averageOrderCents: 2_000 })),
      totals: { orders: 2, salesCents: 4_000, averageOrderCents: 2_000 },
    };
    render(<SalesChart chart={months} metric="average" />);
    expect(screen.getByTestId('sales-readout')).toHaveTextContent('This month, November 2026: $20.00 from 1 order');
    expect(screen.getByRole('group', { name: /Average order by month/ })).toBeInTheDocument();
  });
});
