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
  test('a failed submit keeps what was typed, shows each message by its field and focuses the first', async () => {
    const onSubmit = vi.fn();
    render(<ShippingForm initial={emptyShipping} busy={false} onSubmit={onSubmit} />);
    fillValid();
    fill('First name', '');
    fill('Email', 'maya-at-example');
    fill('ZIP code', '12ab');
    fireEvent.click(screen.getByRole('button', { name: 'CONTINUE TO PAYMENT' }));

    const email = screen.getByLabelText('Email');
    expect(email).toHaveValue('maya-at-example');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription(MSG.shipEmail);
    expect(screen.getByText(MSG.shipEmail)).toBeVisible();
    expect(screen.getByLabelText('ZIP code')).toHaveValue('12ab');
    expect(screen.getByLabelText('ZIP code')).toHaveAccessibleDescription(MSG.shipZip);
    // An empty field still shows docs/product's message as its placeholder.
    expect(screen.getByLabelText('First name')).toHaveAttribute('placeholder', MSG.shipFirstName);
    expect(screen.getByLabelText('Last name')).toHaveValue('Green');
    expect(onSubmit).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.getByLabelText('First name')).toHaveFocus());
    // Fixing a field takes its message away.
    fill('Email', 'maya@example.com');
    expect(screen.getByLabelText('Email')).not.toHaveAccessibleDescription(MSG.shipEmail);
  });

  test('a valid form is handed over, and an unknown promo code stays as typed with its message', async () => {
    const onSubmit = vi.fn(async () => 'invalid-promo' as const);
    render(<ShippingForm initial={emptyShipping} busy={false} onSubmit={onSubmit} />);
    fillValid();
    fill('Promo code', 'NOPE');
    fireEvent.click(screen.getByRole('button', { name: 'CONTINUE TO PAYMENT' }));

    await waitFor(() => expect(screen.getByLabelText('Promo code')).toHaveAccessibleDescription(MSG.invalidPromo));
    expect(screen.getByLabelText('Promo code')).toHaveValue('NOPE');
    await waitFor(() => expect(screen.getByLabelText('Promo code')).toHaveFocus());
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ firstName: 'Maya', state: 'OR', promoCode: 'NOPE' }),
    );
  });

  test('a ZIP code the server places in another state shows its message under the ZIP field, and nothing is sent', async () => {
    const onSubmit = vi.fn();
    const message = 'ZIP 90012 is in California, not Nevada';
    render(<ShippingForm initial={emptyShipping} busy={false} onSubmit={onSubmit} zipError={message} />);
    fillValid();
    fill('State', 'NV');
    fill('ZIP code', '90012');
    const zip = screen.getByLabelText('ZIP code');
    expect(zip).toHaveAttribute('aria-invalid', 'true');
    expect(zip).toHaveAccessibleDescription(message);
    expect(screen.getByText(message)).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'CONTINUE TO PAYMENT' }));
    await waitFor(() => expect(zip).toHaveFocus());
    expect(onSubmit).not.toHaveBeenCalled();
  });

  test("the server's refusal is announced by the button", () => {
    render(<ShippingForm initial={emptyShipping} busy={false} onSubmit={vi.fn()} failure="Only 2 of Monstera left" />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Only 2 of Monstera left');
    // Right above the button the shopper just pressed.
    expect(alert.nextElementSibling).toBe(screen.getByRole('button', { name: 'CONTINUE TO PAYMENT' }));
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
