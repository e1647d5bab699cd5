// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import type { TaxReportMonth, TaxReportState } from '@shop/shared/tax-report';
import { afterEach, describe, expect, test } from 'vitest';
import { MonthlyTaxTable, NexusWarnings, StateThresholdTable } from './tax-report.tsx';

afterEach(cleanup);

const hundredK = { sales: 100000, transactions: 200, bothRequired: false, asOf: '2026-01-01', note: 'Check with the state before relying on it.' };
const row = (state: string, share: number, collecting: boolean, threshold: TaxReportState['threshold'] = hundredK): TaxReportState => ({
  state,
  orders: Math.round(share * 200),
  sales: Math.round(share * 100000),
  threshold,
  share,
  collecting,
});

describe('the tax report warns where the shop may need to register', () => {
  test('a state at 80% or more of its threshold where the shop does not collect is named; the others are not', () => {
    const states = [
      row('TX', 0.85, false, { ...hundredK, sales: 500000, transactions: null }),
      row('NY', 1, false),
      row('CA', 0.95, true),
      row('FL', 0.7999, false),
      row('OR', 0, false, { sales: null, transactions: null, bothRequired: false, asOf: '2026-01-01', note: '' }),
      row('GU', 0.9, false, null),
    ];
    render(<NexusWarnings states={states} months={12} />);
    const alerts = screen.getAllByRole('alert');
    expect(alerts.map((alert) => within(alert).getByText(/^You may need to register in/).textContent)).toEqual([
      'You may need to register in TX',
      'You may need to register in NY',
    ]);
    expect(alerts[0]).toHaveTextContent("The shop is at 85% of Texas's threshold ($500,000)");
    expect(alerts[1]).toHaveTextContent("The shop has passed New York's threshold ($100,000 or 200 orders)");
  });

  test('no warning at all when every state is far from its threshold or collected', () => {
    render(<NexusWarnings states={[row('CA', 1, true), row('WA', 0.5, false)]} months={12} />);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText(/You may need to register/)).toBeNull();
  });

  test("the states table shows each state's share of its threshold and whether the shop collects there", () => {
    render(<StateThresholdTable states={[row('TX', 0.85, false), row('CA', 1, true), row('OR', 0, false, { ...hundredK, sales: null, transactions: null })]} />);
    const [tx, ca, or] = screen.getAllByRole('row').slice(1).map((tr) => within(tr).getAllByRole('cell').map((cell) => cell.textContent));
    expect(tx).toEqual(['Texas', '170', '$85,000.00', '$100,000 or 200 orders', '85%', 'No']);
    expect(ca).toEqual(['California', '200', '$100,000.00', '$100,000 or 200 orders', 'Passed', 'Yes']);
    expect(or).toEqual(['Oregon', '0', '$0.00', 'None (no sales tax)', '—', 'No']);
  });
});

describe('the monthly table', () => {
  test('lists each jurisdiction: a state, then the tax regions of its ZIP table (decision 046), the latest month first', () => {
    const month = (monthName: string, state: string, region: string | null, taxCollected: number): TaxReportMonth => ({
      month: monthName, state, region, orders: 1, sales: 40, taxableSales: 40, taxCollected, taxRefunded: 0, untracedRefunds: 0,
    });
    render(<MonthlyTaxTable monthly={[month('2026-05', 'CA', null, 2.9), month('2026-06', 'NC', 'RALEIGH', 2.9), month('2026-06', 'NC', null, 1.9), month('2026-06', 'NC', 'ASHEVILLE', 2.8)]} />);
    const table = screen.getByRole('table', { name: 'Sales tax per state per month' });
    const rows = within(table).getAllByRole('row').slice(1).map((tr) => within(tr).getAllByRole('cell').slice(1, 3).map((cell) => cell.textContent));
    expect(rows).toEqual([['NC', '—'], ['NC', 'Asheville'], ['NC', 'Raleigh'], ['CA', '—']]);
  });
});
