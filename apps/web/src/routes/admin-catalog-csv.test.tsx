// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { type ImportReport, NOT_UTF8 } from '@shop/shared/catalog-import';
import type { DemoCatalogue } from '@shop/shared/demo-catalogue';
import * as api from '../features/admin-catalog-csv/catalog-csv-api.ts';
import * as demoApi from '../features/admin-demo-catalogue/demo-catalogue-api.ts';
import { AdminCatalogCsvPage } from './admin-catalog-csv.tsx';

vi.mock('../features/admin-catalog-csv/catalog-csv-api.ts', () => ({
  EXPORT_CSV: '/api/admin/catalog/export',
  importCatalogue: vi.fn(),
  downloadCatalogueCsv: vi.fn(),
  downloadText: vi.fn(),
}));
vi.mock('../features/admin-demo-catalogue/demo-catalogue-api.ts', () => ({ getDemoCatalogue: vi.fn(), removeDemoCatalogue: vi.fn() }));

const report = (over: Partial<ImportReport>): ImportReport => ({
  dryRun: true,
  applied: false,
  rows: 4,
  created: 1,
  updated: 1,
  unchanged: 0,
  rejected: [],
  leftOut: { header: ['Handle', 'Title'], rows: [] },
  products: [
    { row: 2, handle: 'ficus-audrey', title: 'Ficus Audrey', action: 'create', changes: [], variants: 2, demo: false },
    {
      row: 4,
      handle: 'raven-zz',
      title: 'Raven ZZ',
      action: 'update',
      changes: ['price', 'stock'],
      demo: false,
      variants: 1,
    },
  ],
  imagesToFetch: 1,
  pictures: [{ handle: 'ficus-audrey', url: 'https://x/fig.jpg', status: 'to fetch', reason: null }],
  mapping: [],
  ...over,
});

beforeEach(() => {
  vi.clearAllMocks();
  // jsdom has no modal dialogs: open and close are enough to read the question.
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.open = false;
  };
});
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
  test('a file that is not UTF-8 is named and not sent; UTF-16 with its mark is read (decision 053)', async () => {
    vi.mocked(api.importCatalogue).mockResolvedValue(report({}));
    render(<AdminCatalogCsvPage />);
    const input = screen.getByLabelText(/Product CSV/);
    const latin1 = Uint8Array.from([...'Handle,Title\nfougere,Foug'].map((char) => char.charCodeAt(0)).concat([0xe8, 0x72, 0x65, 0x0a]));
    fireEvent.change(input, { target: { files: [new File([latin1], 'products.csv', { type: 'text/csv' })] } });
    expect(await screen.findByText(NOT_UTF8.latin1)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Check file' })).toBeDisabled();

    const text = '\uFEFFHandle\tTitle\nfougere\tFougère\n';
    const utf16 = Uint8Array.from([...text].flatMap((char) => [char.charCodeAt(0) & 255, char.charCodeAt(0) >> 8]));
    fireEvent.change(input, { target: { files: [new File([utf16], 'products.txt', { type: 'text/plain' })] } });
    await vi.waitFor(() => expect(screen.getByRole('button', { name: 'Check file' })).toBeEnabled());
    fireEvent.click(screen.getByRole('button', { name: 'Check file' }));
    await vi.waitFor(() => expect(api.importCatalogue).toHaveBeenCalledWith('Handle\tTitle\nfougere\tFougère\n', true, {}));
  });

  test('a checked file with refused rows lists every problem of each row, and cannot be imported; the refused rows download to fix', async () => {
    vi.mocked(api.importCatalogue).mockResolvedValue(
      report({
        rejected: [
          {
            row: 3,
            handle: 'string-of-dolphins',
            problems: [
              { column: 'Variant Price', reason: 'Variant Price is missing' },
              { column: 'Variant Inventory Qty', reason: "Inventory quantity 'ten' is not a whole number" },
              { column: 'Status', reason: "Status 'sold' is not active, draft or archived" },
            ],
          },
        ],
        leftOut: {
          header: ['Handle', 'Title', 'Variant Price', 'Variant Inventory Qty', 'Status'],
          rows: [
            { row: 3, handle: 'string-of-dolphins', cells: ['string-of-dolphins', '=Dolphins, "trailing"', '', 'ten', 'sold'] },
            { row: 4, handle: 'string-of-dolphins', cells: ['string-of-dolphins', '', '12', '3', ''] },
          ],
        },
      }),
    );
    await chooseFile();
    fireEvent.click(screen.getByRole('button', { name: 'Check file' }));
    const table = await screen.findByRole('table', { name: /Refused rows/ });
    expect(
      within(table)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      '3',
      'string-of-dolphins',
      "Variant Price: Variant Price is missingVariant Inventory Qty: Inventory quantity 'ten' is not a whole numberStatus: Status 'sold' is not active, draft or archived",
    ]);
    expect(within(table).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByRole('status')).toHaveTextContent(
      'Checked: 4 rows; 1 products to create, 1 to update, 0 unchanged, 1 rows refused.',
    );
    expect(screen.getByRole('button', { name: 'Import' })).toBeDisabled();
    expect(api.importCatalogue).toHaveBeenCalledWith('Handle,Title\n', true, {});

    fireEvent.click(screen.getByRole('button', { name: 'Download refused rows' }));
    expect(api.downloadText).toHaveBeenCalledWith(
      [
        'Handle,Title,Variant Price,Variant Inventory Qty,Status,Problems',
        "string-of-dolphins,\"'=Dolphins, \"\"trailing\"\"\",,ten,sold,\"Variant Price is missing; Inventory quantity 'ten' is not a whole number; Status 'sold' is not active, draft or archived\"",
        'string-of-dolphins,,12,3,,Left out with its product: mend row 3 and import again',
        '',
      ].join('\n'),
      'products-refused.csv',
    );
  });

  test('a clean check enables Import, which imports the same file and says what was done', async () => {
    vi.mocked(api.importCatalogue)
      .mockResolvedValueOnce(report({}))
      .mockResolvedValueOnce(
        report({
          dryRun: false,
          applied: true,
          pictures: [
            { handle: 'ficus-audrey', url: 'https://x/fig.jpg', status: 'fetched', reason: null },
            { handle: 'raven-zz', url: 'https://x/missing.jpg', status: 'failed', reason: 'answered 404' },
          ],
        }),
      );
    await chooseFile();
    fireEvent.click(screen.getByRole('button', { name: 'Check file' }));
    expect(await screen.findByText('updated: price, stock')).toBeVisible();
    const toFetch = screen.getByRole('table', { name: 'Pictures to fetch on import: 1' });
    expect(within(toFetch).getByRole('row', { name: /ficus-audrey https:\/\/x\/fig.jpg To fetch on import/ })).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Import' }));
    expect(await screen.findByText(/Imported: 4 rows; 1 products created, 1 updated/)).toBeVisible();
    // Each picture, fetched or failed with why; a failed one never shows another plant's drawing.
    const pictures = screen.getByRole('table', { name: 'Pictures: 1 fetched, 1 failed' });
    expect(within(pictures).getAllByRole('row').slice(1).map((row) => row.textContent)).toEqual([
      'ficus-audreyhttps://x/fig.jpgFetched',
      'raven-zzhttps://x/missing.jpgFailed: answered 404',
    ]);
    expect(screen.getByText(/A new plant whose picture failed shows the shop's placeholder; an updated plant keeps the picture it had/)).toBeVisible();
    expect(api.importCatalogue).toHaveBeenLastCalledWith('Handle,Title\n', false, {});

    // Fetching the failed pictures again imports the same file again: only they are fetched.
    vi.mocked(api.importCatalogue).mockResolvedValueOnce(
      report({
        dryRun: false,
        applied: true,
        created: 0,
        pictures: [{ handle: 'raven-zz', url: 'https://x/missing.jpg', status: 'fetched', reason: null }],
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Fetch failed pictures again' }));
    expect(await screen.findByRole('table', { name: 'Pictures: 1 fetched, 0 failed' })).toBeVisible();
    expect(api.importCatalogue).toHaveBeenCalledTimes(3);
    expect(api.importCatalogue).toHaveBeenLastCalledWith('Handle,Title\n', false, {});
    expect(screen.queryByRole('button', { name: 'Fetch failed pictures again' })).toBeNull();
  });

  test("the check shows what each tag becomes and on how many plants; changing one checks again with the owner's mapping, which the import sends (docs/decisions/061)", async () => {
    const mapping: ImportReport['mapping'] = [
      { source: 'pet-friendly', kind: 'tag', target: 'Pet safe', products: 6 },
      { source: 'low-light', kind: 'tag', target: 'Low/Artificial', products: 4 },
      { source: 'not-pet-safe', kind: 'tag', target: 'Poisonous/toxic', products: 2 },
      { source: 'Light: Bright indirect', kind: 'metafield', target: 'Partial/Bright indirect', products: 1 },
      { source: 'gift-idea', kind: 'tag', target: null, products: 1 },
    ];
    vi.mocked(api.importCatalogue)
      .mockResolvedValueOnce(report({ mapping }))
      .mockResolvedValueOnce(report({ mapping: mapping.map((entry) => (entry.source === 'gift-idea' ? { ...entry, target: 'Easy-care' } : entry)) }))
      .mockResolvedValueOnce(report({ dryRun: false, applied: true, mapping }));
    await chooseFile();
    fireEvent.click(screen.getByRole('button', { name: 'Check file' }));
    const table = await screen.findByRole('table', { name: /Tags and care: what they become/ });
    expect(within(table).getAllByTestId('mapping-row').map((row) => within(row).getAllByRole('cell')[0]!.textContent)).toEqual([
      'pet-friendly → Pet safe: 6 plants',
      'low-light → Low/Artificial: 4 plants',
      'not-pet-safe → Poisonous/toxic: 2 plants',
      'Light: Bright indirectmetafield → Partial/Bright indirect: 1 plant',
      'gift-idea → kept as a tag: 1 plant',
    ]);
    expect(screen.getByRole('combobox', { name: 'What pet-friendly becomes' })).toHaveValue('Pet safe');
    fireEvent.change(screen.getByRole('combobox', { name: 'What gift-idea becomes' }), { target: { value: 'Easy-care' } });
    await vi.waitFor(() => expect(api.importCatalogue).toHaveBeenLastCalledWith('Handle,Title\n', true, { 'gift-idea': 'Easy-care' }));
    await vi.waitFor(() => expect(screen.getByRole('combobox', { name: 'What gift-idea becomes' })).toHaveValue('Easy-care'));
    fireEvent.click(screen.getByRole('button', { name: 'Import' }));
    await vi.waitFor(() => expect(api.importCatalogue).toHaveBeenLastCalledWith('Handle,Title\n', false, { 'gift-idea': 'Easy-care' }));
  });

  test('a file naming demo plants says so, offers the removal in one confirmed step, then checks the file again', async () => {
    const demoRows = ['zz-plant', 'peace-lily', 'monstera-deliciosa', 'snake-plant-laurentii', 'golden-pothos'].map((handle, index) => ({
      row: 2 + index,
      handle,
      title: handle,
      action: 'update' as const,
      changes: ['price', 'tags'],
      variants: 1,
      demo: true,
    }));
    const demo: DemoCatalogue = {
      plants: 55,
      plantNames: ['ZZ Plant', 'Peace Lily', 'Monstera Deliciosa', 'Golden Pothos', 'Aloe Vera'],
      editedPlants: ['Monstera Deliciosa'],
      plantsWithOrders: 1,
      pictures: 96,
      reviews: 2,
      promos: 3,
      promoCodes: ['welcome10', 'greenthumb25', 'spring2025'],
    };
    vi.mocked(api.importCatalogue)
      .mockResolvedValueOnce(report({ updated: 5, created: 0, products: demoRows }))
      .mockResolvedValueOnce(report({ updated: 0, created: 5, products: demoRows.map((row) => ({ ...row, action: 'create' as const, changes: [], demo: false })) }));
    vi.mocked(demoApi.getDemoCatalogue).mockResolvedValue(demo);
    vi.mocked(demoApi.removeDemoCatalogue).mockResolvedValue({ plantsDeleted: 54, plantsArchived: 1, pictures: 96, reviews: 2, promos: 3 });
    await chooseFile();
    fireEvent.click(screen.getByRole('button', { name: 'Check file' }));

    // Generous waits: this screen's lazy parts render slowly on a busy machine.
    const waitLong = { timeout: 5000 };
    const warning = await screen.findByRole('alert', {}, waitLong);
    expect(warning).toHaveTextContent(
      "5 products of this file would update demo plants (zz-plant, peace-lily, monstera-deliciosa and 2 more): they would keep the demo's care, tags and pictures.",
    );
    fireEvent.click(within(warning).getByRole('button', { name: 'Remove the demo catalogue' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove the demo catalogue?' }, waitLong);
    expect(dialog).toHaveTextContent('This takes away 55 plants, 96 pictures, 2 reviews and 3 promo codes at once.');
    expect(dialog).toHaveTextContent('Plants: ZZ Plant, Peace Lily, Monstera Deliciosa and 2 more.');
    expect(dialog).toHaveTextContent('Promo codes: welcome10, greenthumb25 and spring2025.');
    expect(dialog).toHaveTextContent('You edited one of them: Monstera Deliciosa. It goes too.');
    expect(dialog).toHaveTextContent('1 plant was ordered: it is archived (off sale for good) instead of deleted, so its orders keep their lines and totals.');
    expect(demoApi.removeDemoCatalogue).not.toHaveBeenCalled();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove the demo catalogue' }));
    expect(await screen.findByText('The demo catalogue is removed; the file was checked again.', {}, waitLong)).toBeVisible();
    expect(demoApi.removeDemoCatalogue).toHaveBeenCalledTimes(1);
    expect(api.importCatalogue).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('5 products to create, 0 to update');
  });
});
