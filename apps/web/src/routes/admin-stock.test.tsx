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

beforeEach(() => vi.clearAllMocks());
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
    });
    render(<AdminStockPage />);
    const table = await screen.findByRole('table', { name: 'Stock ledger' });
    const [first, second] = within(table).getAllByRole('row').slice(1);
    expect(
      within(first!)
        .getAllByRole('cell')
        .slice(2)
        .map((cell) => cell.textContent),
    ).toEqual(['+6', '14', 'adjustment', 'Received: Tuesday delivery', 'admin@shop.test']);
    expect(
      within(second!)
        .getAllByRole('cell')
        .slice(2)
        .map((cell) => cell.textContent),
    ).toEqual(['-2', '8', 'order #41', '', 'the shop']);
    fireEvent.click(within(first!).getByRole('button', { name: 'MON-6' }));
    await vi.waitFor(() =>
      expect(api.listStockMovements).toHaveBeenLastCalledWith(
        { sku: 'MON-6', cause: '', reason: '' },
        undefined,
        expect.anything(),
      ),
    );
  });

  test('an adjustment is saved with its reason and note, and says the count after', async () => {
    vi.mocked(api.listStockMovements).mockResolvedValue({ rows: [], nextBefore: null });
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
