// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { MSG } from '@shop/shared/messages';
import type { Product } from '@shop/shared/products';
import { emptyProductValues } from '../product-form-rules.ts';
import { emptyPromoValues } from '../promo-form-rules.ts';
import { ProductForm } from './product-form.tsx';
import { PromoForm } from './promo-form.tsx';
import { onePlant } from '../../../lib/plant.test-support.ts';

afterEach(cleanup);

const saved = (name: string): Product => onePlant({
  id: 9,
  name,
  price: 12,
  qty: 3,
  description: 'A plant.',
  shortDescription: '',
  imageURL: '/images/placeholder.jpg',
  maxPerOrder: 20,
  tags: [],
  care: null,
});

describe('the add product form', () => {
  test('an empty submit shows the banner and is still sent; nothing is saved', async () => {
    const onSubmit = vi.fn(() => Promise.reject(new Error('Name is required')));
    const onSaved = vi.fn();
    render(<ProductForm mode="add" initial={emptyProductValues} submitLabel="Add product" onSubmit={onSubmit} onSaved={onSaved} />);
    fireEvent.click(screen.getByRole('button', { name: 'Add product' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MSG.adminBanner);
    expect(screen.getByText('Quantity must be at least 1')).toBeVisible();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ name: '', price: null, qty: null })));
    expect(onSaved).not.toHaveBeenCalled();
  });

  test('a complete form is saved, and goes back once the stored name is the one sent', async () => {
    const onSubmit = vi.fn((payload: { name: string }) => Promise.resolve(saved(payload.name)));
    const onSaved = vi.fn();
    render(<ProductForm mode="add" initial={emptyProductValues} submitLabel="Add product" onSubmit={onSubmit} onSaved={onSaved} />);
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: ' Kentia Palm ' } });
    fireEvent.change(screen.getByLabelText('Price (USD)'), { target: { value: '45' } });
    fireEvent.change(screen.getByLabelText('Quantity in stock'), { target: { value: '3' } });
    fireEvent.change(screen.getByLabelText('Description'), { target: { value: 'A tall, forgiving palm.' } });
    fireEvent.click(screen.getByLabelText('Large'));
    fireEvent.click(screen.getByRole('button', { name: 'Add product' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(saved('Kentia Palm')));
    expect(onSubmit).toHaveBeenCalledWith({
      name: 'Kentia Palm',
      price: 45,
      qty: 3,
      description: 'A tall, forgiving palm.',
      shortDescription: '',
      tags: ['Large'],
      maxPerOrder: 20,
      care: null,
      taxCategory: 'plant',
    });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  test('a care profile decides its tags, which cannot be ticked by hand, and is checked field by field', async () => {
    const onSubmit = vi.fn(() => Promise.reject(new Error('refused')));
    render(<ProductForm mode="add" initial={emptyProductValues} submitLabel="Add product" onSubmit={onSubmit} onSaved={vi.fn()} />);
    fireEvent.click(screen.getByLabelText('Pet safe'));
    expect(screen.getByLabelText('Pet safe')).toBeChecked();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Care profile' }));
    expect(screen.getByLabelText('Pet safe')).toBeDisabled();
    expect(screen.getByLabelText('Pet safe')).not.toBeChecked();
    fireEvent.change(screen.getByLabelText('Pet safety'), { target: { value: 'toxic-cats' } });
    fireEvent.change(screen.getByLabelText('Difficulty'), { target: { value: 'easy' } });
    fireEvent.change(screen.getByLabelText('Light needed'), { target: { value: 'Direct sunlight' } });
    expect(screen.getByLabelText('Poisonous/toxic')).toBeChecked();
    expect(screen.getByLabelText('Easy-care')).toBeChecked();
    expect(screen.getByLabelText('Direct sunlight')).toBeChecked();
    fireEvent.change(screen.getByLabelText('Highest °F'), { target: { value: '40' } });
    fireEvent.change(screen.getByLabelText('Lowest °F'), { target: { value: '50' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add product' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MSG.adminBanner);
    expect(screen.getByText('Water every must be a whole number from 1 to 60')).toBeVisible();
    expect(screen.getByText('Write 80 to 150 words of care')).toBeVisible();
    expect(screen.getByLabelText('Humidity')).toHaveAccessibleDescription('Choose low, medium or high humidity');
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({ care: expect.objectContaining({ petSafety: 'toxic-cats', tempMinF: 50, tempMaxF: 40, waterEveryDays: null }) }),
      ),
    );
  });

  test('a stored name other than the one sent keeps the form open', async () => {
    const onSaved = vi.fn();
    render(
      <ProductForm
        mode="edit"
        initial={{ ...emptyProductValues, name: 'Fern', price: '10', qty: '0', description: 'A fern.' }}
        submitLabel="Save"
        onSubmit={() => Promise.resolve(saved('Something else'))}
        onSaved={onSaved}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled());
    expect(onSaved).not.toHaveBeenCalled();
  });
});

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
