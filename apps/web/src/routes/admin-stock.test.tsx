// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import type { LedgerRow } from '@shop/shared/stock-ledger';
import * as api from '../features/admin-stock/stock-ledger-api.ts';
import { AdminStockPage } from './admin-stock.tsx';

vi.mock('../features/admin-stock/stock-ledger-api.ts', () => ({
  listStockMovements: vi.fn(),
  adjustStock: vi.fn(),
  getStockSettings: vi.fn(),
  saveStockSettings: vi.fn(),
}));

const row = (over: Partial<LedgerRow>): LedgerRow => ({
  id: 10,
  at: '2026-11-27T15:00:00.000Z',
  productId: 1,
  productName: 'Monstera',
  variantId: 3,
  sku: 'MON-6',
  variantTitle: '6" pot',
  delta: 6,
  onHandAfter: 14,
  cause: 'adjustment',
  orderId: null,
  reason: 'received',
  note: 'Tuesday delivery',
  actor: 'admin@shop.test',
  ...over,
});

beforeEach(() => {
  vi.clearAllMocks();
  vi.mocked(api.getStockSettings).mockResolvedValue({ lowStockThreshold: 5 });
});
afterEach(cleanup);

describe('the stock ledger screen', () => {
  test("shows each change with its cause, reason, note and who; a SKU opens that variant's history", async () => {
    vi.mocked(api.listStockMovements).mockResolvedValue({
      rows: [
        row({}),
        row({
          id: 9,
          delta: -2,
          onHandAfter: 8,
          cause: 'order',
          orderId: 41,
          reason: null,
          note: null,
          actor: null,
        }),
      ],
      nextBefore: null,
      timeZone: 'America/New_York',
    });
    render(<AdminStockPage />);
    const table = await screen.findByRole('table', { name: 'Stock ledger' });
    const [first, second] = within(table).getAllByRole('row').slice(1);
    expect(
      within(first!)
        .getAllByRole('cell')
        .slice(2)
        .map((cell) => cell.textContent),
    ).toEqual(['+6', '14', 'Adjustment', 'Received: Tuesday delivery', 'admin@shop.test']);
    expect(
      within(second!)
        .getAllByRole('cell')
        .slice(2)
        .map((cell) => cell.textContent),
    ).toEqual(['-2', '8', 'Order #41', '', 'the shop']);
    fireEvent.click(within(first!).getByRole('button', { name: 'MON-6' }));
    await vi.waitFor(() =>
      expect(api.listStockMovements).toHaveBeenLastCalledWith(
        { sku: 'MON-6', cause: '', reason: '' },
        undefined,
        expect.anything(),
      ),
    );
  });

  test("the shop's low-stock default is shown and saved; a figure that is not a whole number from 0 to 100000 is refused by its field", async () => {
    vi.mocked(api.listStockMovements).mockResolvedValue({ rows: [], nextBefore: null, timeZone: 'America/New_York' });
    vi.mocked(api.saveStockSettings).mockResolvedValue({ lowStockThreshold: 8 });
    render(<AdminStockPage />);
    const field = screen.getByLabelText('Low stock at, shop default');
    await vi.waitFor(() => expect(field).toHaveValue(5));
    expect(field).toHaveAccessibleDescription(/A size at or below this many is on the dashboard/);

    fireEvent.change(field, { target: { value: '-1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save default' }));
    expect(await screen.findByText('The low-stock threshold is a whole number from 0 to 100000')).toBeVisible();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(api.saveStockSettings).not.toHaveBeenCalled();

    fireEvent.change(field, { target: { value: '8' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save default' }));
    expect(await screen.findByText('Saved: a size without its own figure is low at 8 or fewer.')).toBeVisible();
    expect(api.saveStockSettings).toHaveBeenCalledWith({ lowStockThreshold: 8 });
    expect(field).not.toHaveAttribute('aria-invalid');
  });

  test('an adjustment is saved with its reason and note, and says the count after', async () => {
    vi.mocked(api.listStockMovements).mockResolvedValue({ rows: [], nextBefore: null, timeZone: 'America/New_York' });
    vi.mocked(api.adjustStock).mockResolvedValue({ sku: 'MON-6', onHand: 5 });
    render(<AdminStockPage />);
    fireEvent.change(screen.getByLabelText('SKU'), { target: { value: 'MON-6' } });
    fireEvent.change(screen.getByLabelText('Change (+ or -)'), { target: { value: '-3' } });
    fireEvent.change(screen.getAllByLabelText('Reason')[0]!, { target: { value: 'damaged' } });
    fireEvent.change(screen.getByLabelText('Note'), { target: { value: 'Frost in the van' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save adjustment' }));
    expect(await screen.findByText('MON-6: 5 in stock now.')).toBeVisible();
    expect(api.adjustStock).toHaveBeenCalledWith({
      sku: 'MON-6',
      change: -3,
      reason: 'damaged',
      note: 'Frost in the van',
    });
  });
});
