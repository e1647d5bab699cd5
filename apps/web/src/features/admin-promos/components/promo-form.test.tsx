// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { MSG } from '@shop/shared/messages';
import { emptyPromoValues } from '../promo-form-rules.ts';
import { PromoForm } from './promo-form.tsx';

afterEach(cleanup);

describe('the promo form', () => {
  test('an empty submit shows the banner and every message, and is still sent', async () => {
    const onSubmit = vi.fn(() => Promise.reject(new Error('refused')));
    render(<PromoForm title="Add promo" initial={emptyPromoValues} submitLabel="Add promo" onSubmit={onSubmit} onSaved={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Add promo' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MSG.adminBanner);
    expect(screen.getByText('Name is required')).toBeVisible();
    expect(screen.getByText('Rate must be between 0 and 1 in steps of 0.01')).toBeVisible();
    expect(screen.getByLabelText('Status')).toHaveAccessibleDescription('Status must be true or false');
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ name: '', discountRate: null, status: null, startsAt: null, endsAt: null, maxUses: null, oncePerCustomer: false }));
  });

  test('the banner goes once every flagged field has been changed', async () => {
    render(<PromoForm title="Add promo" initial={emptyPromoValues} submitLabel="Add promo" onSubmit={() => Promise.reject(new Error('no'))} onSaved={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Add promo' }));
    await screen.findByRole('alert');
    fireEvent.change(screen.getByLabelText('Promo code'), { target: { value: 'summer' } });
    fireEvent.change(screen.getByLabelText('Promo rate'), { target: { value: '0.1' } });
    expect(screen.getByRole('alert')).toBeVisible();
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'true' } });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  test('saves a code sent in capitals once the server stores it lower-cased', async () => {
    const onSaved = vi.fn();
    const onSubmit = vi.fn(() => Promise.resolve({ id: 4, name: 'summer20', discountRate: 0.2, status: true, startsAt: null, endsAt: null, maxUses: null, oncePerCustomer: false, uses: 0 }));
    render(<PromoForm title="Add promo" initial={emptyPromoValues} submitLabel="Add promo" onSubmit={onSubmit} onSaved={onSaved} />);
    fireEvent.change(screen.getByLabelText('Promo code'), { target: { value: 'SUMMER20' } });
    fireEvent.change(screen.getByLabelText('Promo rate'), { target: { value: '0.2' } });
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'true' } });
    expect(screen.getByText('20% off the order')).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Add promo' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(onSubmit).toHaveBeenCalledWith({ name: 'SUMMER20', discountRate: 0.2, status: true, startsAt: null, endsAt: null, maxUses: null, oncePerCustomer: false });
  });
});
