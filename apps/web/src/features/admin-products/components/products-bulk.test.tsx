// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { AdminProduct, ProductStatus } from '@shop/shared/product-status';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { onePlant } from '../../../lib/plant.test-support.ts';
import { bulkConfirmation, type BulkRequest, shownProducts, typedTags } from '../bulk-rules.ts';
import { BulkBar } from './bulk-bar.tsx';
import { ProductsTable } from './products-table.tsx';

afterEach(cleanup);
beforeAll(() => {
  // jsdom has no modal dialogs: showModal and close only flip `open`.
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.open = false;
  };
});

const plant = (id: number, name: string, status: ProductStatus): AdminProduct => ({
  status,
  ...onePlant({ id, name, price: 20, qty: 5, description: '', shortDescription: '', imageURL: `/images/p${id}.jpg`, tags: [], maxPerOrder: 20, care: null }),
});
const catalogue = [plant(1, 'Calathea', 'active'), plant(2, 'Holiday Cactus', 'draft'), plant(3, 'Old Palm', 'archived'), plant(4, 'Pothos', 'active')];

describe('the status column and filter', () => {
  test('each row says its status, and a box picks it', () => {
    const onToggle = vi.fn();
    render(
      <MemoryRouter>
        <ProductsTable products={catalogue} onDelete={() => {}} selected={new Set([2])} onToggle={onToggle} />
      </MemoryRouter>,
    );
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[4]!.textContent)).toEqual(['Active', 'Draft', 'Archived', 'Active']);
    expect(screen.getByRole('checkbox', { name: 'Select Holiday Cactus' })).toBeChecked();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Pothos' }));
    expect(onToggle).toHaveBeenCalledWith(expect.objectContaining({ id: 4 }));
  });

  test('the filter keeps one status, newest first, and the search still applies', () => {
    expect(shownProducts(catalogue, { query: '', status: 'all' }).map((p) => p.id)).toEqual([4, 3, 2, 1]);
    expect(shownProducts(catalogue, { query: '', status: 'active' }).map((p) => p.name)).toEqual(['Pothos', 'Calathea']);
    expect(shownProducts(catalogue, { query: '', status: 'draft' }).map((p) => p.name)).toEqual(['Holiday Cactus']);
    expect(shownProducts(catalogue, { query: 'cal', status: 'archived' })).toEqual([]);
  });
});

describe('the bulk bar', () => {
  test('is not there while nothing is picked', () => {
    render(<BulkBar picked={[]} onRun={async () => {}} onClear={() => {}} />);
    expect(screen.queryByRole('region', { name: 'Bulk actions' })).not.toBeInTheDocument();
  });

  test('asks once, naming how many and which, and runs the action only when confirmed', async () => {
    const onRun = vi.fn(async (_request: BulkRequest) => {});
    render(<BulkBar picked={[{ id: 2, name: 'Holiday Cactus' }, { id: 3, name: 'Old Palm' }]} onRun={onRun} onClear={() => {}} />);
    expect(screen.getByText('2 selected')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Archive' }));
    const dialog = screen.getByRole('dialog', { name: 'Archive 2 products?' });
    expect(within(dialog).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Holiday Cactus', 'Old Palm']);
    expect(onRun).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Archive 2 products' }));
    await waitFor(() => expect(onRun).toHaveBeenCalledWith({ action: 'archive' }));
    expect(onRun).toHaveBeenCalledTimes(1);
  });

  test('Cancel runs nothing', () => {
    const onRun = vi.fn(async () => {});
    render(<BulkBar picked={[{ id: 1, name: 'Calathea' }]} onRun={onRun} onClear={() => {}} />);
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    fireEvent.click(within(screen.getByRole('dialog', { name: 'Delete 1 product?' })).getByRole('button', { name: 'Cancel' }));
    expect(onRun).not.toHaveBeenCalled();
  });

  test('sets care fields on the picked plants: only those chosen are sent', async () => {
    const onRun = vi.fn(async (_request: BulkRequest) => {});
    render(<BulkBar picked={[{ id: 1, name: 'Calathea' }, { id: 4, name: 'Pothos' }]} onRun={onRun} onClear={() => {}} />);
    fireEvent.click(screen.getByRole('button', { name: 'Set care' }));
    const dialog = screen.getByRole('dialog', { name: 'Set care on 2 products' });
    fireEvent.change(within(dialog).getByLabelText('Pet safety'), { target: { value: 'safe' } });
    fireEvent.change(within(dialog).getByLabelText('Light'), { target: { value: 'Low/Artificial' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Set care on 2 products' }));
    await waitFor(() => expect(onRun).toHaveBeenCalledWith({ action: 'set-care', care: { petSafety: 'safe', light: 'Low/Artificial' } }));
  });

  test('adds the typed tags, each once', async () => {
    const onRun = vi.fn(async (_request: BulkRequest) => {});
    render(<BulkBar picked={[{ id: 1, name: 'Calathea' }]} onRun={onRun} onClear={() => {}} />);
    fireEvent.click(screen.getByRole('button', { name: 'Add tags' }));
    const dialog = screen.getByRole('dialog', { name: 'Add tags to 1 product' });
    fireEvent.change(within(dialog).getByLabelText('Tags to add, separated by commas'), { target: { value: 'Holiday, Gift,, Holiday ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add tags to 1 product' }));
    await waitFor(() => expect(onRun).toHaveBeenCalledWith({ action: 'add-tags', tags: ['Holiday', 'Gift'] }));
    expect(typedTags(' , ')).toEqual([]);
  });

  test('the confirmation says what follows each action', () => {
    expect(bulkConfirmation('publish', ['A'])).toEqual({ title: 'Publish 1 product?', confirmLabel: 'Publish 1 product', body: 'They go on sale in the shop at once.' });
    expect(bulkConfirmation('delete', ['A', 'B']).body).toMatch(/Past orders keep their lines/);
    expect(bulkConfirmation('unpublish', ['A', 'B', 'C']).title).toBe('Unpublish 3 products?');
  });
});
