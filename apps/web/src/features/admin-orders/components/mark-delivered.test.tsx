// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { AdminOrder } from '@shop/shared/orders';
import { afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { MarkDelivered } from './mark-delivered.tsx';

afterEach(cleanup);
beforeAll(() => {
  // jsdom has <dialog> without its modal methods.
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.open = false;
  };
});

const shipment = {
  carrier: 'usps',
  carrierName: 'USPS',
  trackingNumber: '9400111899223456789012',
  trackingUrl: 'https://tools.usps.com/go/TrackConfirmAction?tLabels=9400111899223456789012',
  shippedAt: '2026-12-03T18:30:00.000Z',
  deliveredAt: null,
} satisfies AdminOrder['shipment'];
const order = (parcel: AdminOrder['shipment']) => ({ id: 9, name: 'Rosemary Claim', shipment: parcel }) as AdminOrder;

describe('"Mark delivered" on the admin order page (decision 057)', () => {
  test('a parcel on its way: it asks first, and Cancel changes nothing', () => {
    const onDeliver = vi.fn();
    render(<MarkDelivered order={order(shipment)} busy={false} onDeliver={onDeliver} />);
    fireEvent.click(screen.getByRole('button', { name: 'Mark delivered' }));
    const ask = screen.getByRole('dialog', { name: 'Mark order #9 delivered?' });
    expect(ask).toHaveTextContent('The arrival guarantee then counts from today, not from the day it shipped');
    fireEvent.click(within(ask).getByRole('button', { name: 'Cancel' }));
    expect(onDeliver).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Mark delivered' }));
    fireEvent.click(within(screen.getByRole('dialog', { name: 'Mark order #9 delivered?' })).getByRole('button', { name: 'Mark delivered' }));
    expect(onDeliver).toHaveBeenCalledOnce();
  });

  test('not shipped yet, or delivered already: no button', () => {
    const { rerender } = render(<MarkDelivered order={order(null)} busy={false} onDeliver={vi.fn()} />);
    expect(screen.queryByRole('button', { name: 'Mark delivered' })).toBeNull();
    rerender(<MarkDelivered order={order({ ...shipment, deliveredAt: '2026-12-05T16:00:00.000Z' })} busy={false} onDeliver={vi.fn()} />);
    expect(screen.queryByRole('button', { name: 'Mark delivered' })).toBeNull();
  });

  test('busy with another change: the button waits', () => {
    render(<MarkDelivered order={order(shipment)} busy onDeliver={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'Mark delivered' })).toBeDisabled();
  });
});
