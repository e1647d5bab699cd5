// @vitest-environment jsdom
// (jsdom has no layout, so a button's visible word and its sr-only rest are named without the space between.)
import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import type { ShippingRate, ShippingSettings } from '@shop/shared/shipping';
import type { TaxState } from '@shop/shared/tax';
import * as api from '../features/admin-charges/admin-charges-api.ts';
import { ApiError } from '../lib/api.ts';
import { AdminSalesTaxPage } from './admin-sales-tax.tsx';
import { AdminShippingPage } from './admin-shipping.tsx';

vi.mock('../features/admin-charges/admin-charges-api.ts', () => ({
  listShippingRates: vi.fn(),
  createShippingRate: vi.fn(),
  updateShippingRate: vi.fn(),
  getShippingSettings: vi.fn(),
  saveShippingSettings: vi.fn(),
  listTaxStates: vi.fn(),
  saveTaxState: vi.fn(),
  deleteTaxState: vi.fn(),
  uploadZipRates: vi.fn(),
  removeZipRates: vi.fn(),
}));

const standard: ShippingRate = { id: 1, name: 'Standard', price: 9.95, freeFrom: 75, minDays: 3, maxDays: 6, active: true, position: 0 };
const express: ShippingRate = { id: 2, name: 'Express', price: 24, freeFrom: null, minDays: 1, maxDays: 2, active: true, position: 1 };
const california: TaxState = { state: 'CA', ratePercent: 7.25, shippingTaxable: false, foodPlantsExempt: true, zipTable: null };
const newYork: TaxState = { state: 'NY', ratePercent: 8.88, shippingTaxable: true, foodPlantsExempt: false, zipTable: null };

const SETTINGS: ShippingSettings = {
  originZip: '27601',
  timeZone: 'America/New_York',
  shipDays: [1, 2, 3],
  cutoffHour: 12,
  handlingDays: 0,
  closedDates: [],
  holdBelowF: 32,
  heatPackBelowF: 45,
  holdAboveF: 95,
  heatPack: 4.95,
  maxHoldDays: 14,
};

beforeEach(() => {
  vi.clearAllMocks();
  vi.mocked(api.getShippingSettings).mockResolvedValue(SETTINGS);
  // jsdom has no modal dialogs: open and close are enough to read the question.
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.open = false;
  };
});
afterEach(cleanup);

const cells = (row: HTMLElement) => within(row).getAllByRole('cell').map((cell) => cell.textContent);
const rowOf = (table: HTMLElement, name: string) => within(table).getAllByRole('row').find((row) => row.textContent?.includes(name))!;

describe('the shipping screen', () => {
  test('ship dates and weather (decision 044): the form checks what it sends, and sends the days, dates and the rule', async () => {
    vi.mocked(api.listShippingRates).mockResolvedValue([standard]);
    vi.mocked(api.saveShippingSettings).mockImplementation(async (body) => body);
    render(<AdminShippingPage />);
    const form = await screen.findByRole('form', { name: 'Ship dates and weather' });
    fireEvent.click(within(form).getByRole('checkbox', { name: 'Thu' }));
    fireEvent.change(within(form).getByLabelText(/Closed dates/), { target: { value: '2026-12-25\n2026-12-24' } });
    fireEvent.change(within(form).getByLabelText('Heat pack below (°F)'), { target: { value: '20' } });
    fireEvent.submit(form);
    expect(await within(form).findByText('The heat-pack line cannot be colder than the hold line')).toBeVisible();
    expect(api.saveShippingSettings).not.toHaveBeenCalled();
    fireEvent.change(within(form).getByLabelText('Heat pack below (°F)'), { target: { value: '40' } });
    fireEvent.submit(form);
    await waitFor(() => expect(api.saveShippingSettings).toHaveBeenCalledWith({ ...SETTINGS, shipDays: [1, 2, 3, 4], closedDates: ['2026-12-24', '2026-12-25'], heatPackBelowF: 40 }));
  });

  test('lists each rate with its price, free-from, estimate and status, and says orders keep theirs', async () => {
    vi.mocked(api.listShippingRates).mockResolvedValue([express, { ...standard, position: 0 }]);
    render(<AdminShippingPage />);
    const table = await screen.findByRole('table', { name: 'Shipping rates' });
    const [first, second] = within(table).getAllByRole('row').slice(1);
    expect(cells(first!).slice(0, 5)).toEqual(['Standard', '$9.95', '$75.00', '3-6 business days', 'Active']);
    expect(cells(second!).slice(0, 5)).toEqual(['Express', '$24.00', 'Never', '1-2 business days', 'Active']);
    expect(screen.getByText('2 rates, 2 offered at checkout.')).toBeVisible();
    expect(screen.getByText(/Orders keep the rate as it was when placed/)).toBeVisible();
  });

  test('Deactivate sends the same rate inactive; the row then offers Activate', async () => {
    vi.mocked(api.listShippingRates).mockResolvedValue([standard, express]);
    vi.mocked(api.updateShippingRate).mockResolvedValue({ ...express, active: false });
    render(<AdminShippingPage />);
    const table = await screen.findByRole('table', { name: 'Shipping rates' });
    fireEvent.click(within(rowOf(table, 'Express')).getByRole('button', { name: 'DeactivateExpress' }));
    await waitFor(() => expect(within(rowOf(table, 'Express')).getByRole('button', { name: 'ActivateExpress' })).toBeVisible());
    expect(api.updateShippingRate).toHaveBeenCalledWith(2, { name: 'Express', price: 24, freeFrom: null, minDays: 1, maxDays: 2, active: false, position: 1 });
    expect(rowOf(table, 'Express')).toHaveTextContent('Inactive');
    expect(screen.getByText('2 rates, 1 offered at checkout.')).toBeVisible();
  });

  test('a rate added in the form goes last in the list, and the form closes', async () => {
    vi.mocked(api.listShippingRates).mockResolvedValue([standard, express]);
    vi.mocked(api.createShippingRate).mockImplementation((body) => Promise.resolve({ ...(body as Omit<ShippingRate, 'id'>), id: 3 }));
    render(<AdminShippingPage />);
    await screen.findByRole('table', { name: 'Shipping rates' });
    fireEvent.click(screen.getByRole('button', { name: 'Add a rate' }));
    const form = screen.getByRole('form', { name: 'Add shipping rate' });
    expect(within(form).getByLabelText('Name')).toHaveFocus();
    fireEvent.change(within(form).getByLabelText('Name'), { target: { value: 'Local pickup' } });
    fireEvent.change(within(form).getByLabelText('Price (USD)'), { target: { value: '0' } });
    fireEvent.change(within(form).getByLabelText('Shortest estimate (business days)'), { target: { value: '0' } });
    fireEvent.change(within(form).getByLabelText('Longest estimate (business days)'), { target: { value: '1' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add rate' }));
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Add shipping rate' })).toBeNull());
    expect(api.createShippingRate).toHaveBeenCalledWith(expect.objectContaining({ name: 'Local pickup', position: 2 }));
    const rows = within(screen.getByRole('table', { name: 'Shipping rates' })).getAllByRole('row').slice(1);
    expect(cells(rows[2]!).slice(0, 4)).toEqual(['Local pickup', 'Free', 'Never', '0-1 business days']);
  });

  test('Edit opens the form with the rate; a save replaces the row', async () => {
    vi.mocked(api.listShippingRates).mockResolvedValue([standard]);
    vi.mocked(api.updateShippingRate).mockResolvedValue({ ...standard, price: 8.5 });
    render(<AdminShippingPage />);
    const table = await screen.findByRole('table', { name: 'Shipping rates' });
    fireEvent.click(within(table).getByRole('button', { name: 'EditStandard' }));
    const form = screen.getByRole('form', { name: 'Edit Standard' });
    fireEvent.change(within(form).getByLabelText('Price (USD)'), { target: { value: '8.50' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save rate' }));
    await waitFor(() => expect(rowOf(table, 'Standard')).toHaveTextContent('$8.50'));
    expect(api.updateShippingRate).toHaveBeenCalledWith(1, { name: 'Standard', price: 8.5, freeFrom: 75, minDays: 3, maxDays: 6, active: true, position: 0 });
  });

  test('with no rate offered, it says every order ships free', async () => {
    vi.mocked(api.listShippingRates).mockResolvedValue([{ ...standard, active: false }]);
    render(<AdminShippingPage />);
    expect(await screen.findByText('1 rate, none offered: every order ships free until you activate one.')).toBeVisible();
  });
});

describe('the sales tax screen', () => {
  test('lists the states with their rate and rules, and the owner is told the rates are theirs', async () => {
    vi.mocked(api.listTaxStates).mockResolvedValue([newYork, california]);
    render(<AdminSalesTaxPage />);
    const table = await screen.findByRole('table', { name: 'States where the shop collects sales tax' });
    const [first, second] = within(table).getAllByRole('row').slice(1);
    expect(cells(first!).slice(0, 5)).toEqual(['California CA', '7.25%', 'None: the state rateLoad the ZIP rates of California', 'Not taxed', 'Exempt']);
    expect(cells(second!).slice(0, 5)).toEqual(['New York NY', '8.88%', 'None: the state rateLoad the ZIP rates of New York', 'Taxed', 'Taxed']);
    expect(screen.getByText(/You are responsible for these rates/)).toBeVisible();
    expect(screen.getByText(/Demo data: California at 7.25%/)).toBeVisible();
  });

  test('the demo note is only there while California is at the demo rate', async () => {
    vi.mocked(api.listTaxStates).mockResolvedValue([{ ...california, ratePercent: 8 }]);
    render(<AdminSalesTaxPage />);
    await screen.findByRole('table', { name: 'States where the shop collects sales tax' });
    expect(screen.queryByText(/Demo data/)).toBeNull();
  });

  test('Stop collecting asks first; Cancel keeps the state, confirming removes it', async () => {
    vi.mocked(api.listTaxStates).mockResolvedValue([california, newYork]);
    vi.mocked(api.deleteTaxState).mockResolvedValue(null);
    render(<AdminSalesTaxPage />);
    const table = await screen.findByRole('table', { name: 'States where the shop collects sales tax' });
    fireEvent.click(within(rowOf(table, 'New York')).getByRole('button', { name: /^Stop collecting ?in New York$/ }));
    const dialog = screen.getByRole('dialog', { name: 'Stop collecting in New York?' });
    expect(dialog).toHaveTextContent('Orders already placed keep their tax');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.deleteTaxState).not.toHaveBeenCalled();
    fireEvent.click(within(rowOf(table, 'New York')).getByRole('button', { name: /^Stop collecting ?in New York$/ }));
    fireEvent.click(within(screen.getByRole('dialog', { name: 'Stop collecting in New York?' })).getByRole('button', { name: 'Stop collecting' }));
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    expect(api.deleteTaxState).toHaveBeenCalledWith('NY');
    expect(table).not.toHaveTextContent('New York');
  });

  test('a refused stop keeps the state listed', async () => {
    vi.mocked(api.listTaxStates).mockResolvedValue([california]);
    vi.mocked(api.deleteTaxState).mockRejectedValue(new ApiError('Tax state not found', 404, null));
    render(<AdminSalesTaxPage />);
    const table = await screen.findByRole('table', { name: 'States where the shop collects sales tax' });
    fireEvent.click(within(table).getByRole('button', { name: /^Stop collecting ?in California$/ }));
    fireEvent.click(within(screen.getByRole('dialog', { name: 'Stop collecting in California?' })).getByRole('button', { name: 'Stop collecting' }));
    await waitFor(() => expect(api.deleteTaxState).toHaveBeenCalledWith('CA'));
    await waitFor(() => expect(within(screen.getByRole('dialog', { hidden: true })).getByRole('button', { name: 'Stop collecting', hidden: true })).toBeEnabled());
    expect(table).toHaveTextContent('California');
  });

  test('ZIP rates (decision 046): the list says what is loaded; a file is checked, its refused rows listed, then loaded; removing asks first', async () => {
    const northCarolina: TaxState = { state: 'NC', ratePercent: 4.75, shippingTaxable: false, foodPlantsExempt: true, zipTable: null };
    const table = { effectiveOn: '2026-01-01', fileName: 'TAXRATES_ZIP5_NC202601.csv', zips: 11, minRatePercent: 6.75, maxRatePercent: 7.5, loadedAt: '2026-01-02T10:00:00.000Z' };
    vi.mocked(api.listTaxStates).mockResolvedValueOnce([northCarolina]).mockResolvedValue([{ ...northCarolina, zipTable: table }]);
    const checked = { state: 'NC', dryRun: true, applied: false, effectiveOn: '2026-01-01', rows: 12, zips: 11, regions: 8, minRatePercent: 6.75, maxRatePercent: 7.5, replaces: null };
    vi.mocked(api.uploadZipRates)
      .mockResolvedValueOnce({ ...checked, refused: [{ row: 5, zip: '27601', reason: 'EstimatedCombinedRate 7.25 is not a decimal rate: 7.25% is written 0.0725' }] })
      .mockResolvedValueOnce({ ...checked, refused: [] })
      .mockResolvedValueOnce({ ...checked, dryRun: false, applied: true, refused: [] });
    vi.mocked(api.removeZipRates).mockResolvedValue(null);
    render(<AdminSalesTaxPage />);
    const list = await screen.findByRole('table', { name: 'States where the shop collects sales tax' });
    fireEvent.click(within(list).getByRole('button', { name: /^Load ?the ZIP rates of North Carolina$/ }));
    const panel = screen.getByRole('region', { name: 'ZIP rates of North Carolina' });
    expect(panel).toHaveTextContent('No ZIP rates loaded: every order to North Carolina is taxed at the state rate.');
    const load = within(panel).getByRole('button', { name: 'Load' });
    expect(load).toBeDisabled();

    const pick = (text: string) =>
      fireEvent.change(within(panel).getByLabelText('ZIP rate table (CSV)'), { target: { files: [new File([text], 'TAXRATES_ZIP5_NC202601.csv', { type: 'text/csv' })] } });
    pick('State,ZipCode,...');
    // The date comes from the file name.
    await waitFor(() => expect(within(panel).getByLabelText('Rates take effect on')).toHaveValue('2026-01-01'));
    fireEvent.click(within(panel).getByRole('button', { name: 'Check file' }));
    await screen.findByRole('table', { name: 'Refused rows: nothing is loaded until they are mended' });
    expect(panel).toHaveTextContent('Checked: 12 rows; 11 ZIPs in 8 tax regions, rates 6.75%–7.50%, in effect from Jan 1, 2026; 1 row refused.');
    expect(panel).toHaveTextContent('EstimatedCombinedRate 7.25 is not a decimal rate');
    expect(within(panel).getByRole('button', { name: 'Load' })).toBeDisabled();

    pick('State,ZipCode,... mended');
    await waitFor(() => expect(within(panel).getByRole('button', { name: 'Check file' })).toBeEnabled());
    fireEvent.click(within(panel).getByRole('button', { name: 'Check file' }));
    fireEvent.click(await within(panel).findByRole('button', { name: 'Load 11 ZIPs' }));
    await waitFor(() => expect(within(list).getByText(/Loaded Jan 1, 2026, 11 ZIPs/)).toBeVisible());
    expect(api.uploadZipRates).toHaveBeenLastCalledWith('NC', { csv: 'State,ZipCode,... mended', fileName: 'TAXRATES_ZIP5_NC202601.csv', effectiveOn: '2026-01-01', dryRun: false });
    expect(cells(rowOf(list, 'North Carolina'))[2]).toBe('Loaded Jan 1, 2026, 11 ZIPs (6.75%–7.50%)Change the ZIP rates of North Carolina');

    const reopened = screen.getByRole('region', { name: 'ZIP rates of North Carolina' });
    expect(reopened).toHaveTextContent('11 ZIPs, in effect from Jan 1, 2026');
    fireEvent.click(within(reopened).getByRole('button', { name: 'Remove ZIP rates' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove the ZIP rates of North Carolina?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.removeZipRates).not.toHaveBeenCalled();
    fireEvent.click(within(reopened).getByRole('button', { name: 'Remove ZIP rates' }));
    fireEvent.click(within(screen.getByRole('dialog', { name: 'Remove the ZIP rates of North Carolina?' })).getByRole('button', { name: 'Remove ZIP rates' }));
    await waitFor(() => expect(api.removeZipRates).toHaveBeenCalledWith('NC'));
  });

  test('a state added in the form is listed in its place by name', async () => {
    vi.mocked(api.listTaxStates).mockResolvedValue([newYork]);
    vi.mocked(api.saveTaxState).mockImplementation((state, body) => Promise.resolve({ state, ...(body as Omit<TaxState, 'state'>) }));
    render(<AdminSalesTaxPage />);
    await screen.findByRole('table', { name: 'States where the shop collects sales tax' });
    expect(screen.getByText('Collected on orders shipped to 1 state.')).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Add a state' }));
    const form = screen.getByRole('form', { name: 'Add tax state' });
    expect(within(within(form).getByLabelText('State')).getByRole('option', { name: 'New York (collecting already)' })).toBeDisabled();
    fireEvent.change(within(form).getByLabelText('State'), { target: { value: 'CO' } });
    fireEvent.change(within(form).getByLabelText('Rate (%)'), { target: { value: '2.9' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Start collecting' }));
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Add tax state' })).toBeNull());
    expect(api.saveTaxState).toHaveBeenCalledWith('CO', { ratePercent: 2.9, shippingTaxable: false, foodPlantsExempt: true });
    const rows = within(screen.getByRole('table', { name: 'States where the shop collects sales tax' })).getAllByRole('row').slice(1);
    expect(rows.map((row) => cells(row)[0])).toEqual(['Colorado CO', 'New York NY']);
    expect(screen.getByText('Collected on orders shipped to 2 states.')).toBeVisible();
  });
});
