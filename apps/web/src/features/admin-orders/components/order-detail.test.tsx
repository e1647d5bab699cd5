// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, test } from 'vitest';
import type { AdminOrder } from '@shop/shared/orders';
import { OrderDetail } from './order-detail.tsx';

afterEach(cleanup);

const order = (fields: Partial<AdminOrder>): AdminOrder => ({
  id: 7,
  createdAt: '2026-11-21T09:00:00.000Z',
  timeZone: 'America/New_York',
  status: 'canceled',
  userId: null,
  email: 'ada@example.com',
  name: 'Ada Gardener',
  totalQty: 1,
  subtotal: 24.99,
  discount: 0,
  shipping: 0,
  shippingMethod: null,
  tax: 0,
  taxState: null,
  taxRegion: null,
  taxRatePercent: null,
  heatPack: 0,
  shipPlan: null,
  tags: [],
  finalPrice: 24.99,
  promoRate: 0,
  promoCode: null,
  refundDue: false,
  reviewReason: null,
  shipTo: {
    firstName: 'Ada',
    lastName: 'Gardener',
    street1: '12 Fern Street',
    street2: '',
    city: 'Portland',
    state: 'OR',
    zip: '97201',
  },
  address: '12 Fern Street, Portland, OR 97201',
  paymentMethod: 'cc',
  paidAt: null,
  shippedAt: null,
  canceledAt: null,
  refunded: 0,
  gift: false,
  giftMessage: null,
  shipment: null,
  fulfilment: { method: 'ship', status: 'waiting' },
  events: [{ kind: 'placed', at: '2026-11-21T09:00:00.000Z', amount: null, note: null }],
  refundable: 0,
  refundInFlight: false,
  refunds: [],
  lines: [
    {
      id: 1,
      productId: 3,
      productName: 'Boston Fern',
      variantId: 3,
      variantTitle: '',
      sku: 'SKU-3',
      qty: 1,
      unitPrice: 24.99,
      totalPrice: 24.99,
      refundedQty: 0,
      restockedQty: 0,
      replacedQty: 0,
      share: 24.99,
    },
  ],
  payments: [],
  ...fields,
});

describe('the admin order detail', () => {
  test('a canceled order that was paid for says a refund is due, how much and to whom', () => {
    render(
      <OrderDetail
        order={order({
          refundDue: true,
          payments: [
            {
              provider: 'stripe',
              status: 'paid',
              amount: 24.99,
              createdAt: '2026-11-21T09:00:00.000Z',
              expiresAt: '2026-11-21T09:30:00.000Z',
            },
          ],
        })}
      />,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Refund due.');
    expect(alert).toHaveTextContent('Ada Gardener paid $24.99');
    expect(alert).toHaveTextContent('ada@example.com');
  });

  test('a payment that does not match the order says so, and why', () => {
    render(
      <OrderDetail
        order={order({ refundDue: true, reviewReason: 'Paid $1.00 USD for an order of $24.99 USD' })}
      />,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Needs review: Paid $1.00 USD for an order of $24.99 USD.');
    expect(alert).toHaveTextContent('no confirmation was sent');
    expect(alert).not.toHaveTextContent("after this order's stock had been released");
  });

  test('an ordinary canceled order has no refund notice', () => {
    render(<OrderDetail order={order({})} />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Lines of order #7' })).toBeInTheDocument();
  });

  test('the timeline lists what happened in the order it happened: a payment after the cancel comes after it', () => {
    const events: AdminOrder['events'] = [
      { kind: 'placed', at: '2026-11-21T09:00:00.000Z', amount: null, note: null },
      { kind: 'canceled', at: '2026-11-21T09:31:00.000Z', amount: null, note: null },
      { kind: 'paid', at: '2026-11-21T09:40:00.000Z', amount: 24.99, note: null },
      { kind: 'held', at: '2026-11-21T09:41:00.000Z', amount: null, note: 'too cold (low 12 °F)' },
      { kind: 'released', at: '2026-11-23T08:00:00.000Z', amount: null, note: null },
      { kind: 'shipped', at: '2026-11-23T15:00:00.000Z', amount: null, note: 'USPS 9400111899223456789012' },
    ];
    render(<OrderDetail order={order({ events })} />);
    const items = screen.getByRole('list', { name: 'Timeline' }).querySelectorAll('li');
    expect([...items].map((item) => item.firstChild?.textContent)).toEqual([
      'Order placed',
      'Canceled',
      'Paid $24.99',
      'Held for safe weathertoo cold (low 12 °F)',
      'Released to ship',
      'ShippedUSPS 9400111899223456789012',
    ]);
  });
});
