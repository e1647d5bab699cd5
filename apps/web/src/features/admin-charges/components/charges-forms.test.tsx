// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import type { ShippingRate } from '@shop/shared/shipping';
import type { TaxState } from '@shop/shared/tax';
import { ApiError } from '../../../lib/api.ts';
import { emptyRateValues, rateFormValues } from '../shipping-rate-rules.ts';
import { emptyTaxValues, taxFormValues } from '../tax-state-rules.ts';
import { ShippingRateForm } from './shipping-rate-form.tsx';
import { TaxStateForm } from './tax-state-form.tsx';

afterEach(cleanup);

const DOLLARS = 'Enter an amount in dollars and cents, e.g. 9.95';
const DAYS = 'Business days are whole numbers from 0 to 60';
const RATE = 'Enter the rate in percent with at most two decimals, from 0 to 20 (e.g. 7.25)';

const standard: ShippingRate = { id: 4, name: 'Standard', price: 9.95, freeFrom: 75, minDays: 3, maxDays: 6, active: true, position: 2 };

function rateForm(props: Partial<Parameters<typeof ShippingRateForm>[0]> = {}) {
  const onSubmit = vi.fn((payload: { name: string }) => Promise.resolve({ ...standard, ...payload } as ShippingRate));
  const onSaved = vi.fn();
  render(
    <ShippingRateForm
      title="Add shipping rate"
      initial={emptyRateValues}
      position={3}
      submitLabel="Add rate"
      onSubmit={onSubmit}
      onSaved={onSaved}
      onCancel={vi.fn()}
      {...props}
    />,
  );
  const form = screen.getByRole('form', { name: props.title ?? 'Add shipping rate' });
  const fill = (label: string, value: string) => fireEvent.change(within(form).getByLabelText(label), { target: { value } });
  return { form, fill, onSubmit, onSaved, submit: () => fireEvent.click(within(form).getByRole('button', { name: props.submitLabel ?? 'Add rate' })) };
}

describe('the shipping rate form', () => {
  test('an empty form names each field under it, focuses the first, and sends nothing', async () => {
    const { form, onSubmit, submit } = rateForm();
    submit();
    expect(await within(form).findByText('Name is required')).toBeVisible();
    expect(within(form).getByLabelText('Name')).toHaveFocus();
    expect(within(form).getByLabelText('Price (USD)')).toHaveAccessibleDescription(DOLLARS);
    expect(within(form).getByLabelText('Shortest estimate (business days)')).toHaveAccessibleDescription(DAYS);
    expect(within(form).getByLabelText('Longest estimate (business days)')).toHaveAccessibleDescription(DAYS);
    // Empty free-from is "never free", not a mistake.
    expect(within(form).getByLabelText('Free from (USD, optional)')).not.toHaveAttribute('aria-invalid');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  test('refuses a price in fractions of a cent, a negative free-from and a longest estimate shorter than the shortest', async () => {
    const { form, fill, onSubmit, submit } = rateForm();
    fill('Name', 'Express');
    fill('Price (USD)', '12.999');
    fill('Free from (USD, optional)', '-5');
    fill('Shortest estimate (business days)', '5');
    fill('Longest estimate (business days)', '2');
    submit();
    expect(await within(form).findByLabelText('Price (USD)')).toHaveAccessibleDescription(DOLLARS);
    expect(within(form).getByLabelText('Free from (USD, optional)')).toHaveAccessibleDescription(DOLLARS);
    expect(within(form).getByText('The longest estimate cannot be shorter than the shortest')).toBeVisible();
    expect(onSubmit).not.toHaveBeenCalled();
    // A field's message goes once it is changed.
    fill('Price (USD)', '12.99');
    expect(within(form).getByLabelText('Price (USD)')).not.toHaveAttribute('aria-invalid');
  });

  test('a complete rate is sent as numbers, last in the list, with the estimate shown as shoppers will read it', async () => {
    const { form, fill, onSubmit, onSaved, submit } = rateForm();
    fill('Name', ' Express ');
    fill('Price (USD)', '14.5');
    fill('Shortest estimate (business days)', '1');
    fill('Longest estimate (business days)', '2');
    expect(within(form).getByText('Shoppers see "1-2 business days"')).toBeVisible();
    submit();
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(onSubmit).toHaveBeenCalledWith({ name: 'Express', price: 14.5, freeFrom: null, minDays: 1, maxDays: 2, active: true, position: 3 });
  });

  test("the server's refusal is shown above the form", async () => {
    const { form, fill, submit } = rateForm({
      onSubmit: () => Promise.reject(new ApiError('Shipping rate not found', 404, null)),
    });
    fill('Name', 'Express');
    fill('Price (USD)', '14');
    fill('Shortest estimate (business days)', '1');
    fill('Longest estimate (business days)', '1');
    submit();
    expect(await within(form).findByRole('alert')).toHaveTextContent('Shipping rate not found');
  });

  test('an edit starts from the stored rate and keeps its place; unticking Active deactivates it', async () => {
    const { form, onSubmit, submit } = rateForm({ title: 'Edit Standard', initial: rateFormValues(standard), position: standard.position, submitLabel: 'Save rate' });
    expect(within(form).getByLabelText('Price (USD)')).toHaveValue(9.95);
    expect(within(form).getByLabelText('Free from (USD, optional)')).toHaveValue(75);
    expect(within(form).getByText('Shoppers see "3-6 business days"')).toBeVisible();
    fireEvent.click(within(form).getByLabelText('Active: offered at checkout'));
    submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ name: 'Standard', price: 9.95, freeFrom: 75, minDays: 3, maxDays: 6, active: false, position: 2 }));
  });
});

function taxForm(props: Partial<Parameters<typeof TaxStateForm>[0]> = {}) {
  const onSubmit = vi.fn((state: string, payload: { ratePercent: number | null }) => Promise.resolve({ state, ...payload } as TaxState));
  const onSaved = vi.fn();
  render(
    <TaxStateForm
      title="Add tax state"
      mode="add"
      collected={['CA']}
      initial={emptyTaxValues}
      submitLabel="Start collecting"
      onSubmit={onSubmit}
      onSaved={onSaved}
      onCancel={vi.fn()}
      {...props}
    />,
  );
  const form = screen.getByRole('form', { name: props.title ?? 'Add tax state' });
  const submit = () => fireEvent.click(within(form).getByRole('button', { name: props.submitLabel ?? 'Start collecting' }));
  return { form, onSubmit, onSaved, submit };
}

describe('the sales tax form', () => {
  test('a state and a rate are required; nothing is sent without them', async () => {
    const { form, onSubmit, submit } = taxForm();
    submit();
    expect(await within(form).findByText('Choose the state')).toBeVisible();
    expect(within(form).getByLabelText('State')).toHaveFocus();
    expect(within(form).getByLabelText('Rate (%)')).toHaveAccessibleDescription(RATE);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  test.each(['7.255', '20.5', '-1'])('refuses a rate of %s percent', async (rate) => {
    const { form, onSubmit, submit } = taxForm();
    fireEvent.change(within(form).getByLabelText('State'), { target: { value: 'NY' } });
    fireEvent.change(within(form).getByLabelText('Rate (%)'), { target: { value: rate } });
    submit();
    expect(await within(form).findByText(RATE)).toBeVisible();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  test('offers every US state once, a state already collected in greyed out', () => {
    const { form } = taxForm();
    const select = within(form).getByLabelText('State');
    expect(within(select).getByRole('option', { name: 'New York' })).toBeEnabled();
    expect(within(select).getByRole('option', { name: 'California (collecting already)' })).toBeDisabled();
    expect(within(select).getAllByRole('option')).toHaveLength(57);
  });

  test('sends the rate and both rules for the chosen state; food-producing plants start exempt', async () => {
    const { form, onSubmit, onSaved, submit } = taxForm();
    expect(within(form).getByLabelText('Food-producing plants (herbs, fruit trees) are exempt here')).toBeChecked();
    expect(within(form).getByLabelText('Shipping is taxed in this state')).not.toBeChecked();
    fireEvent.change(within(form).getByLabelText('State'), { target: { value: 'NY' } });
    fireEvent.change(within(form).getByLabelText('Rate (%)'), { target: { value: '8.875' } });
    submit();
    expect(await within(form).findByText(RATE)).toBeVisible();
    fireEvent.change(within(form).getByLabelText('Rate (%)'), { target: { value: '8.88' } });
    fireEvent.click(within(form).getByLabelText('Shipping is taxed in this state'));
    fireEvent.click(within(form).getByLabelText('Food-producing plants (herbs, fruit trees) are exempt here'));
    submit();
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(onSubmit).toHaveBeenCalledWith('NY', { ratePercent: 8.88, shippingTaxable: true, foodPlantsExempt: false });
  });

  test("an edit keeps its state, starts from the stored rules, and shows the server's refusal", async () => {
    const refuse = vi.fn(() => Promise.reject(new ApiError('Name a US state by its two-letter code, e.g. CA', 400, null)));
    const { form, submit } = taxForm({
      title: 'Edit California',
      mode: 'edit',
      initial: taxFormValues({ state: 'CA', ratePercent: 7.25, shippingTaxable: false, foodPlantsExempt: true, zipTable: null }),
      submitLabel: 'Save',
      onSubmit: refuse,
    });
    expect(within(form).queryByLabelText('State')).toBeNull();
    expect(within(form).getByLabelText('Rate (%)')).toHaveValue(7.25);
    submit();
    expect(await within(form).findByRole('alert')).toHaveTextContent('Name a US state by its two-letter code, e.g. CA');
    expect(refuse).toHaveBeenCalledWith('CA', { ratePercent: 7.25, shippingTaxable: false, foodPlantsExempt: true });
  });
});
