// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, test } from 'vitest';
import type { AdminOrderSummary } from '@shop/shared/orders';
import { OrdersTable } from './orders-table.tsx';

afterEach(cleanup);

const order = (timeZone: string): AdminOrderSummary => ({
  id: 41,
  // 11 pm on November 29 in New York.
  createdAt: '2026-11-30T04:00:00.000Z',
  timeZone,
  status: 'complete',
  userId: null,
  email: 'ada@example.com',
  name: 'Ada Gardener',
  totalQty: 1,
  subtotal: 24.99,
  discount: 0,
  finalPrice: 24.99,
  promoRate: 0,
  promoCode: null,
  refundDue: false,
  reviewReason: null,
  refunded: 0,
  gift: false,
  shipPlan: null,
  tags: [],
});

describe("the admin's order list (decision 050)", () => {
  test("says an order placed at 11 pm Eastern was placed on the 29th, in the shop's time zone", () => {
    render(
      <MemoryRouter>
        <OrdersTable orders={[order('America/New_York')]} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('cell', { name: 'Nov 29, 2026, 11:00 PM EST' })).toBeVisible();
  });

  test('a shop that keeps UTC sees the same order on the 30th', () => {
    render(
      <MemoryRouter>
        <OrdersTable orders={[order('UTC')]} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('cell', { name: 'Nov 30, 2026, 4:00 AM UTC' })).toBeVisible();
  });
});
