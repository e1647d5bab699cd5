// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, test } from 'vitest';
import type { Dashboard } from '@shop/shared/admin';
import { DashboardSummary } from './dashboard-summary.tsx';

afterEach(cleanup);

const period = { from: '2026-11-23T05:00:00.000Z', to: '2026-11-24T05:00:00.000Z', orders: 0, revenue: 0, refunded: 0, shipping: 0, tax: 0 };
const board = (mostWanted: Dashboard['mostWanted']): Dashboard => ({
  timeZone: 'America/New_York',
  asOf: '2026-11-23T12:00:00.000Z',
  today: period,
  month: period,
  toShip: 0,
  lowStock: { threshold: 5, count: 0, products: [] },
  mostWanted,
  checkoutReminders: { sent: 4, recovered: 1, recoveredCents: 4_250 },
});

describe('demand for sold-out plants', () => {
  test('the dashboard lists the most-wanted sold-out plants, most wanted first', () => {
    render(
      <MemoryRouter>
        <DashboardSummary board={board([{ id: 1, name: 'Calathea', waiting: 3 }, { id: 2, name: 'Pothos', waiting: 1 }])} />
      </MemoryRouter>,
    );
    const wanted = screen.getByRole('region', { name: 'Most wanted' });
    expect(within(wanted).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Calathea3 people wait', 'Pothos1 person waits']);
  });

  test('the dashboard says when nobody waits', () => {
    render(
      <MemoryRouter>
        <DashboardSummary board={board([])} />
      </MemoryRouter>,
    );
    expect(screen.getByText('Nobody is waiting for a sold-out plant.')).toBeVisible();
  });
});

describe("the dashboard's revenue (decision 034)", () => {
  test('says how much of it is shipping and sales tax to remit, and nothing of the sort when there is none', () => {
    const paid = { ...period, orders: 2, revenue: 124.99, shipping: 9.95, tax: 6.53 };
    render(
      <MemoryRouter>
        <DashboardSummary board={{ ...board([]), today: paid }} />
      </MemoryRouter>,
    );
    const parts = screen.getAllByTestId('revenue-parts');
    expect(parts).toHaveLength(1);
    expect(parts[0]).toHaveTextContent('incl. $9.95 shipping and $6.53 sales tax to remit');
  });
});

describe("the dashboard's day is the shop's (decision 050)", () => {
  test("a New York shop's today and month are named in New York, and sales say what was refunded", () => {
    // The shop's today began at midnight in New York, 05:00 UTC; its month on November 1 at 04:00 UTC.
    const today = { ...period, from: '2026-11-29T05:00:00.000Z', to: '2026-11-30T05:00:00.000Z', orders: 1, revenue: 15, refunded: 5 };
    const month = { ...period, from: '2026-11-01T04:00:00.000Z', to: '2026-12-01T05:00:00.000Z' };
    render(
      <MemoryRouter>
        <DashboardSummary board={{ ...board([]), today, month }} />
      </MemoryRouter>,
    );
    expect(within(screen.getByRole('region', { name: 'Today' })).getByText('Nov 29, 2026')).toBeVisible();
    expect(within(screen.getByRole('region', { name: 'This month' })).getByText('November 2026')).toBeVisible();
    expect(screen.getByTestId('refunded')).toHaveTextContent('after $5.00 refunded');
  });
});

describe('checkout reminders', () => {
  test('the dashboard shows reminders sent, orders recovered and their sales', () => {
    render(
      <MemoryRouter>
        <DashboardSummary board={board([])} />
      </MemoryRouter>,
    );
    const reminders = screen.getByRole('region', { name: 'Checkout reminders' });
    expect(reminders).toHaveTextContent('Reminders sent4');
    expect(reminders).toHaveTextContent('Orders recovered1');
    expect(reminders).toHaveTextContent('Their sales$42.50');
  });
});
