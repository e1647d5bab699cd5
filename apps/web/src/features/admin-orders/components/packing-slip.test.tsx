// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { configureStore } from '@reduxjs/toolkit';
import { cleanup, render, screen } from '@testing-library/react';
import type { PackingSlip as Slip } from '@shop/shared/after-sale';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, test } from 'vitest';
import { shopReducer } from '../../../lib/shop.ts';
import { PackingSlip } from './packing-slip.tsx';

afterEach(cleanup);

const slip = (over: Partial<Slip>): Slip => ({
  orderId: 41,
  createdAt: '2026-11-28T15:00:00.000Z',
  timeZone: 'America/New_York',
  shipTo: { firstName: 'Ada', lastName: 'Gardener', street1: '12 Fern Street', street2: '', city: 'Minneapolis', state: 'MN', zip: '55401' },
  gift: false,
  giftMessage: null,
  replacementFor: null,
  heatPack: false,
  held: false,
  shipOn: '2026-11-30',
  lines: [{ productName: 'Calathea', variantTitle: '6" pot', sku: 'CAL-6', qty: 1, unitPrice: 30, totalPrice: 30 }],
  total: 39.95,
  ...over,
});

function renderSlip(value: Slip) {
  const store = configureStore({ reducer: { shop: shopReducer } });
  render(
    <Provider store={store}>
      <PackingSlip slip={value} />
    </Provider>,
  );
}

describe('a packing slip and the weather (docs/product/rules.md#weather-safe-shipping)', () => {
  test('an order that ships says its day and no hold', () => {
    renderSlip(slip({}));
    expect(screen.getByText(/^Ships \w/)).toBeInTheDocument();
    expect(screen.queryByText('HELD: DO NOT SHIP')).toBeNull();
  });

  test('a held order says HELD: DO NOT SHIP and gives no ship day a packer could follow', () => {
    renderSlip(slip({ held: true }));
    expect(screen.getByTestId('held-do-not-ship')).toHaveTextContent('HELD: DO NOT SHIP');
    expect(screen.queryByText(/^Ships /)).toBeNull();
  });
});
