// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import type { PickupPlace } from '@shop/shared/pickup';
import { emptyShipping } from '../shipping-validation.ts';
import { DeliveryChoice } from './delivery-choice.tsx';
import { ShippingForm } from './shipping-form.tsx';

afterEach(cleanup);

const GROUND = { id: 1, name: 'Ground', price: 8.95, listPrice: 8.95, freeFrom: null, minDays: 3, maxDays: 5 };
const GREENHOUSE: PickupPlace = { id: 7, name: 'The Greenhouse', street1: '500 Congress Ave', street2: '', city: 'Austin', state: 'TX', zip: '78701', hours: 'Tue-Sat 10-6', instructions: 'Bring your order number', daysToPrepare: 2 };

describe('the checkout choice of delivery (decision 067)', () => {
  test('"Pick up at" each place is offered beside the rates, free, with its address and when it is ready; choosing it says so', () => {
    const onChoose = vi.fn();
    const onChoosePickup = vi.fn();
    const { rerender } = render(<DeliveryChoice options={[GROUND]} chosen={1} onChoose={onChoose} places={[GREENHOUSE]} pickupId={null} onChoosePickup={onChoosePickup} />);
    const pickup = screen.getByRole('radio', { name: /Pick up at The Greenhouse/ });
    expect(pickup).not.toBeChecked();
    expect(screen.getByRole('radio', { name: /Ground/ })).toBeChecked();
    expect(screen.getByText('500 Congress Ave, Austin, TX 78701')).toBeVisible();
    expect(screen.getByText('Ready in 2 days; we email you when it is')).toBeVisible();
    fireEvent.click(pickup);
    expect(onChoosePickup).toHaveBeenCalledWith(7);

    rerender(<DeliveryChoice options={[GROUND]} chosen={1} onChoose={onChoose} places={[GREENHOUSE]} pickupId={7} onChoosePickup={onChoosePickup} />);
    expect(screen.getByRole('radio', { name: /Pick up at The Greenhouse/ })).toBeChecked();
    // One choice in one group: the rate is no longer chosen.
    expect(screen.getByRole('radio', { name: /Ground/ })).not.toBeChecked();
  });

  test('a pickup asks no address: the contact alone is handed over, with an empty address', async () => {
    const onSubmit = vi.fn(async () => undefined);
    render(<ShippingForm initial={emptyShipping} busy={false} onSubmit={onSubmit} pickup />);
    expect(screen.queryByLabelText('Street address')).toBeNull();
    expect(screen.queryByLabelText('ZIP code')).toBeNull();
    expect(screen.queryByText('SHIPPING ADDRESS')).toBeNull();
    fireEvent.change(screen.getByLabelText('First name'), { target: { value: 'Rosa' } });
    fireEvent.change(screen.getByLabelText('Last name'), { target: { value: 'Moss' } });
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'rosa@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'CONTINUE TO PAYMENT' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ firstName: 'Rosa', email: 'rosa@example.com', street1: '', zip: '' }));
  });

  test('shipping still asks the address', () => {
    const onSubmit = vi.fn();
    render(<ShippingForm initial={emptyShipping} busy={false} onSubmit={onSubmit} />);
    expect(screen.getByLabelText('Street address')).toBeVisible();
    fireEvent.change(screen.getByLabelText('First name'), { target: { value: 'Rosa' } });
    fireEvent.change(screen.getByLabelText('Last name'), { target: { value: 'Moss' } });
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'rosa@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'CONTINUE TO PAYMENT' }));
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
