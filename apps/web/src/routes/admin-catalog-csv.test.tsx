// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import type { ImportReport } from '@shop/shared/catalog-import';
import * as api from '../features/admin-catalog-csv/catalog-csv-api.ts';
import { AdminCatalogCsvPage } from './admin-catalog-csv.tsx';

vi.mock('../features/admin-catalog-csv/catalog-csv-api.ts', () => ({
  EXPORT_CSV: '/api/admin/catalog/export',
  importCatalogue: vi.fn(),
  downloadCatalogueCsv: vi.fn(),
}));

const report = (over: Partial<ImportReport>): ImportReport => ({
  dryRun: true,
  applied: false,
  rows: 4,
  created: 1,
  updated: 1,
  unchanged: 0,
  rejected: [],
  products: [
    { row: 2, handle: 'ficus-audrey', title: 'Ficus Audrey', action: 'create', changes: [], variants: 2 },
    {
      row: 4,
      handle: 'raven-zz',
      title: 'Raven ZZ',
      action: 'update',
      changes: ['price', 'stock'],
      variants: 1,
    },
  ],
  imagesToFetch: 1,
  imageWarnings: [],
  ...over,
});

beforeEach(() => vi.clearAllMocks());
afterEach(cleanup);

async function chooseFile() {
  render(<AdminCatalogCsvPage />);
  const input = screen.getByLabelText(/Product CSV/);
  fireEvent.change(input, {
    target: { files: [new File(['Handle,Title\n'], 'products.csv', { type: 'text/csv' })] },
  });
  await vi.waitFor(() => expect(screen.getByRole('button', { name: 'Check file' })).toBeEnabled());
}

describe('the import screen', () => {
  test('a checked file with refused rows lists each row and why, and cannot be imported', async () => {
    vi.mocked(api.importCatalogue).mockResolvedValue(
      report({ rejected: [{ row: 8, handle: 'string-of-dolphins', reason: 'Variant Price is missing' }] }),
    );
    await chooseFile();
    fireEvent.click(screen.getByRole('button', { name: 'Check file' }));
    const table = await screen.findByRole('table', { name: /Refused rows/ });
    expect(
      within(table)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['8', 'string-of-dolphins', 'Variant Price is missing']);
    expect(screen.getByRole('status')).toHaveTextContent(
      'Checked: 4 rows; 1 products to create, 1 to update, 0 unchanged, 1 rows refused.',
    );
    expect(screen.getByRole('button', { name: 'Import' })).toBeDisabled();
    expect(api.importCatalogue).toHaveBeenCalledWith('Handle,Title\n', true);
  });

  test('a clean check enables Import, which imports the same file and says what was done', async () => {
    vi.mocked(api.importCatalogue)
      .mockResolvedValueOnce(report({}))
      .mockResolvedValueOnce(
        report({
          dryRun: false,
          applied: true,
          imageWarnings: [
            {
              handle: 'raven-zz',
              url: 'https://x/missing.jpg',
              reason: 'https://x/missing.jpg answered 404',
            },
          ],
        }),
      );
    await chooseFile();
    fireEvent.click(screen.getByRole('button', { name: 'Check file' }));
    expect(await screen.findByText('updated: price, stock')).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Import' }));
    expect(await screen.findByText(/Imported: 4 rows; 1 products created, 1 updated/)).toBeVisible();
    expect(
      screen.getByText(
        /raven-zz: the picture https:\/\/x\/missing.jpg answered 404; it shows its illustration instead/,
      ),
    ).toBeVisible();
    expect(api.importCatalogue).toHaveBeenLastCalledWith('Handle,Title\n', false);
  });
});
