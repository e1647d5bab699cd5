// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { MSG } from '@shop/shared/messages';
import { emptyShipping } from '../shipping-validation.ts';
import { ShippingForm } from './shipping-form.tsx';

afterEach(cleanup);

function fill(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

function fillValid() {
  fill('First name', 'Maya');
  fill('Last name', 'Green');
  fill('Email', 'maya@example.com');
  fill('Street address', '12 Fern Street');
  fill('City', 'Portland');
  fill('State', 'OR');
  fill('ZIP code', '97201');
}

describe('ShippingForm', () => {
  test('a failed submit clears each invalid field and shows its message as the placeholder', async () => {
    const onSubmit = vi.fn();
    render(<ShippingForm initial={emptyShipping} busy={false} onSubmit={onSubmit} />);
    fillValid();
    fill('Email', 'maya-at-example');
    fill('ZIP code', '12ab');
    fireEvent.click(screen.getByRole('button', { name: 'CONTINUE TO PAYMENT' }));

    const email = screen.getByLabelText('Email');
    expect(email).toHaveValue('');
    expect(email).toHaveAttribute('placeholder', MSG.shipEmail);
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('ZIP code')).toHaveAttribute('placeholder', MSG.shipZip);
    expect(screen.getByLabelText('First name')).toHaveValue('Maya');
    expect(onSubmit).not.toHaveBeenCalled();
    await waitFor(() => expect(email).toHaveFocus());
  });

  test('a valid form is handed over, and an unknown promo code is cleared with its placeholder', async () => {
    const onSubmit = vi.fn(async () => 'invalid-promo' as const);
    render(<ShippingForm initial={emptyShipping} busy={false} onSubmit={onSubmit} />);
    fillValid();
    fill('Promo code', 'NOPE');
    fireEvent.click(screen.getByRole('button', { name: 'CONTINUE TO PAYMENT' }));

    await waitFor(() =>
      expect(screen.getByLabelText('Promo code')).toHaveAttribute('placeholder', MSG.invalidPromo),
    );
    expect(screen.getByLabelText('Promo code')).toHaveValue('');
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ firstName: 'Maya', state: 'OR', promoCode: 'NOPE' }),
    );
  });

  test('offers care tips, off until ticked, and hands the choice over', async () => {
    const onSubmit = vi.fn(async () => undefined);
    render(<ShippingForm initial={emptyShipping} busy={false} onSubmit={onSubmit} />);
    const careTips = screen.getByRole('checkbox', { name: 'Email me care tips for these plants' });
    expect(careTips).not.toBeChecked();
    fillValid();
    fireEvent.click(screen.getByRole('button', { name: 'CONTINUE TO PAYMENT' }));
    await waitFor(() => expect(onSubmit).toHaveBeenLastCalledWith(expect.objectContaining({ careTips: false })));
    fireEvent.click(careTips);
    fireEvent.click(screen.getByRole('button', { name: 'CONTINUE TO PAYMENT' }));
    await waitFor(() => expect(onSubmit).toHaveBeenLastCalledWith(expect.objectContaining({ careTips: true })));
  });

  test('offers the 50 states, DC and the territories', () => {
    render(<ShippingForm initial={emptyShipping} busy={false} onSubmit={vi.fn()} />);
    // one empty choice plus 56 places
    expect(screen.getByLabelText('State').querySelectorAll('option')).toHaveLength(57);
  });
});
