// @vitest-environment jsdom
// (jsdom has no layout, so a button's visible word and its sr-only rest are named without the space between.)
import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import type { AdminVariant, AdminVariants } from '@shop/shared/products';
import { ApiError } from '../../../lib/api.ts';
import * as api from '../admin-products-api.ts';
import { emptyProductValues } from '../product-form-rules.ts';
import { ProductForm } from './product-form.tsx';
import { VariantEditor } from './variant-editor.tsx';

vi.mock('../admin-products-api.ts', () => ({
  listVariants: vi.fn(),
  saveOptions: vi.fn(),
  generateVariants: vi.fn(),
  updateVariant: vi.fn(),
  removeVariant: vi.fn(),
  adjustVariantStock: vi.fn(),
  pickDefaultVariant: vi.fn(),
  uploadImage: vi.fn(),
  getStockSettings: vi.fn(),
}));

const variant = (id: number, size: string, extra: Partial<AdminVariant> = {}): AdminVariant => ({
  id,
  sku: `FERN-${id}`,
  options: [size],
  title: size,
  price: 18,
  compareAtPrice: null,
  qty: 3,
  maxPerOrder: 20,
  imageURL: null,
  size: null,
  archived: false,
  lowStockThreshold: null,
  ordered: false,
  position: id,
  ...extra,
});

const sized: AdminVariants = {
  options: [{ name: 'Size', values: ['4" pot', '6" pot'] }],
  variants: [variant(1, '4" pot', { ordered: true }), variant(2, '6" pot')],
  defaultVariantId: 1,
};
const fern = { id: 5, name: 'Fern', description: 'Green.' };

function show(answer: AdminVariants = sized) {
  vi.mocked(api.listVariants).mockResolvedValue(answer);
  vi.mocked(api.getStockSettings).mockResolvedValue({ lowStockThreshold: 5 });
  const onChange = vi.fn();
  render(<VariantEditor product={fern} onChange={onChange} onCatalogueChanged={() => undefined} />);
  return { onChange };
}
const rowOf = async (title: string) => (await screen.findAllByRole('row')).find((row) => within(row).queryAllByText(title, { exact: true }).length > 0)!;

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

describe('sizes and planters', () => {
  test('a plant without options offers to add one, and saves its name and values', async () => {
    show({ options: [], variants: [variant(1, '')], defaultVariantId: 1 });
    expect(await screen.findByText(/No options yet/)).toBeVisible();
    expect(screen.queryByRole('table')).toBeNull();
    vi.mocked(api.saveOptions).mockResolvedValue(sized);
    fireEvent.click(screen.getByRole('button', { name: '+ Add an option' }));
    fireEvent.change(screen.getByLabelText('Option name'), { target: { value: ' Size ' } });
    fireEvent.change(screen.getByLabelText('Size value 1'), { target: { value: '4" pot' } });
    fireEvent.click(screen.getByRole('button', { name: /^\+ Add a value\s?to Size$/ }));
    fireEvent.change(screen.getByLabelText('Size value 2'), { target: { value: '6" pot' } });
    expect(screen.getByRole('button', { name: 'Generate combinations' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Save options' }));
    await waitFor(() => expect(api.saveOptions).toHaveBeenCalledWith(5, { options: [{ name: 'Size', values: ['4" pot', '6" pot'] }] }));
    expect(await screen.findByRole('table', { name: 'Sizes and planters' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Generate combinations' })).toBeEnabled();
  });

  test('an option without a name is not sent: the message is by its field', async () => {
    show({ options: [], variants: [variant(1, '')], defaultVariantId: 1 });
    fireEvent.click(await screen.findByRole('button', { name: '+ Add an option' }));
    fireEvent.change(screen.getByLabelText('Option 1 value 1'), { target: { value: 'Small' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save options' }));
    expect(await screen.findByText('An option needs a name')).toBeVisible();
    expect(screen.getByLabelText('Option name')).toHaveAttribute('aria-invalid', 'true');
    expect(api.saveOptions).not.toHaveBeenCalled();
  });

  test("the server's refusal of the options is shown above the buttons", async () => {
    show();
    vi.mocked(api.saveOptions).mockRejectedValue(new ApiError('Size \'4" pot\' is still sold as FERN-1: archive that variant before removing the value', 400, null));
    fireEvent.click(await screen.findByRole('button', { name: 'Remove 4" pot' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save options' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('is still sold as FERN-1: archive that variant before removing the value');
  });

  test('Apply sends the change typed, never a count, and shows the new stock', async () => {
    show();
    vi.mocked(api.adjustVariantStock).mockResolvedValue({ ...sized, variants: [sized.variants[0]!, variant(2, '6" pot', { qty: 8 })] });
    const row = await rowOf('6" pot');
    fireEvent.change(within(row).getByLabelText('Change stock by of 6" pot'), { target: { value: '+5' } });
    fireEvent.click(within(row).getByRole('button', { name: /^Apply\s?stock change to 6" pot$/ }));
    await waitFor(() => expect(api.adjustVariantStock).toHaveBeenCalledWith(5, 2, 5));
    expect(await within(await rowOf('6" pot')).findByLabelText('8 in stock')).toBeVisible();
    expect(within(await rowOf('6" pot')).getByLabelText('Change stock by of 6" pot')).toHaveValue('');
  });

  test("a change that is not a whole number is refused by the field; the server's refusal shows on the row", async () => {
    show();
    const row = await rowOf('6" pot');
    fireEvent.change(within(row).getByLabelText('Change stock by of 6" pot'), { target: { value: '2.5' } });
    fireEvent.click(within(row).getByRole('button', { name: /^Apply\s?stock change to 6" pot$/ }));
    expect(await within(row).findByText('The change is a whole number of plants, like +5 or -2')).toBeVisible();
    expect(api.adjustVariantStock).not.toHaveBeenCalled();
    vi.mocked(api.adjustVariantStock).mockRejectedValue(new ApiError('Only 3 in stock: it cannot go down by 9', 409, null));
    fireEvent.change(within(row).getByLabelText('Change stock by of 6" pot'), { target: { value: '-9' } });
    fireEvent.click(within(row).getByRole('button', { name: /^Apply\s?stock change to 6" pot$/ }));
    expect(await within(row).findByRole('alert')).toHaveTextContent('Only 3 in stock: it cannot go down by 9');
  });

  test('Save sends only what changed; a SKU taken is shown by the SKU field', async () => {
    show();
    vi.mocked(api.updateVariant).mockRejectedValue(new ApiError('The SKU FERN-1 is already used by another variant', 409, null));
    const row = await rowOf('6" pot');
    fireEvent.change(within(row).getByLabelText('SKU of 6" pot'), { target: { value: 'FERN-1' } });
    fireEvent.change(within(row).getByLabelText('Price (USD) of 6" pot'), { target: { value: '38' } });
    fireEvent.click(within(row).getByRole('button', { name: /^Save\s?6" pot$/ }));
    await waitFor(() => expect(api.updateVariant).toHaveBeenCalledWith(5, 2, { sku: 'FERN-1', price: 38 }));
    expect(await within(row).findByText('The SKU FERN-1 is already used by another variant')).toBeVisible();
    expect(within(row).getByLabelText('SKU of 6" pot')).toHaveAttribute('aria-invalid', 'true');
  });

  test("a size's own low-stock figure is saved with its row; blank shows the shop default and goes back to it", async () => {
    show({ ...sized, variants: [variant(1, '4" pot', { lowStockThreshold: 2 }), variant(2, '6" pot')] });
    const six = await rowOf('6" pot');
    const field = within(six).getByLabelText('Low-stock alert at of 6" pot');
    expect(field).toHaveValue(null);
    await waitFor(() => expect(field).toHaveAttribute('placeholder', '5'));
    expect(field).toHaveAccessibleDescription('Low-stock alert: default (5)');
    const hint = within(six).getByText(/^Low-stock alert:/);
    expect(hint).toBeVisible();
    expect(hint).toHaveTextContent('Low-stock alert: default (5)');

    vi.mocked(api.updateVariant).mockResolvedValue({ ...sized, variants: [variant(1, '4" pot', { lowStockThreshold: 2 }), variant(2, '6" pot', { lowStockThreshold: 3 })] });
    fireEvent.change(field, { target: { value: '3' } });
    expect(field).toHaveAccessibleDescription('Low-stock alert: own; clear for default (5)');
    fireEvent.click(within(six).getByRole('button', { name: /^Save\s?6" pot$/ }));
    await waitFor(() => expect(api.updateVariant).toHaveBeenCalledWith(5, 2, { lowStockThreshold: 3 }));
    await waitFor(async () => expect(within(await rowOf('6" pot')).getByLabelText('Low-stock alert at of 6" pot')).toHaveValue(3));

    // Cleared: the size takes the shop's default again.
    const four = await rowOf('4" pot');
    expect(within(four).getByLabelText('Low-stock alert at of 4" pot')).toHaveValue(2);
    fireEvent.change(within(four).getByLabelText('Low-stock alert at of 4" pot'), { target: { value: '' } });
    fireEvent.click(within(four).getByRole('button', { name: /^Save\s?4" pot$/ }));
    await waitFor(() => expect(api.updateVariant).toHaveBeenLastCalledWith(5, 1, { lowStockThreshold: null }));
  });

  test('a plant without sizes still gets its own low-stock figure, saved on its own', async () => {
    const single = { options: [], variants: [variant(1, '')], defaultVariantId: 1 };
    show(single);
    const section = await screen.findByRole('region', { name: 'Low-stock alert' });
    const field = within(section).getByLabelText('Low-stock alert at of FERN-1');
    await waitFor(() => expect(field).toHaveAttribute('placeholder', '5'));
    expect(within(section).getByRole('button', { name: /^Save\s?low-stock alert$/ })).toBeDisabled();
    vi.mocked(api.updateVariant).mockResolvedValue({ ...single, variants: [variant(1, '', { lowStockThreshold: 4 })] });
    fireEvent.change(field, { target: { value: '4' } });
    fireEvent.click(within(section).getByRole('button', { name: /^Save\s?low-stock alert$/ }));
    await waitFor(() => expect(api.updateVariant).toHaveBeenCalledWith(5, 1, { lowStockThreshold: 4 }));
    await waitFor(() => expect(within(section).getByLabelText('Low-stock alert at of FERN-1')).toHaveValue(4));
  });

  test('a low-stock figure that is not a whole number from 0 to 100000 is refused by its field and not sent', async () => {
    show();
    const row = await rowOf('6" pot');
    fireEvent.change(within(row).getByLabelText('Low-stock alert at of 6" pot'), { target: { value: '2.5' } });
    fireEvent.click(within(row).getByRole('button', { name: /^Save\s?6" pot$/ }));
    expect(await within(row).findByText('The low-stock threshold is a whole number from 0 to 100000')).toBeVisible();
    expect(within(row).getByLabelText('Low-stock alert at of 6" pot')).toHaveAttribute('aria-invalid', 'true');
    expect(api.updateVariant).not.toHaveBeenCalled();
  });

  test('delete asks first, and says a variant with orders is archived instead', async () => {
    show();
    const answer = { ...sized, variants: [variant(1, '4" pot', { ordered: true, archived: true }), sized.variants[1]!] };
    vi.mocked(api.removeVariant).mockResolvedValue({ outcome: 'archived', variants: answer });
    fireEvent.click(within(await rowOf('4" pot')).getByRole('button', { name: /^Delete\s?4" pot$/ }));
    const dialog = screen.getByRole('dialog', { name: 'Delete 4" pot?' });
    expect(dialog).toHaveTextContent('Orders name this one, so it is archived instead of deleted');
    expect(api.removeVariant).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Archive it' }));
    await waitFor(() => expect(api.removeVariant).toHaveBeenCalledWith(5, 1));
    expect(await within(await rowOf('4" pot')).findByText('Archived')).toBeVisible();
    expect(within(await rowOf('4" pot')).getByRole('button', { name: /^Put on sale\s?4" pot$/ })).toBeVisible();
  });

  test('the default is picked with its own price and stock, and archived ones cannot be picked', async () => {
    show({ ...sized, variants: [...sized.variants, variant(3, '10" pot', { archived: true })] });
    vi.mocked(api.pickDefaultVariant).mockResolvedValue({} as never);
    vi.mocked(api.listVariants).mockResolvedValueOnce({ ...sized, defaultVariantId: 2 });
    expect(within(await rowOf('10" pot')).getByRole('radio', { name: 'Default: 10" pot' })).toBeDisabled();
    fireEvent.click(within(await rowOf('6" pot')).getByRole('radio', { name: 'Default: 6" pot' }));
    await waitFor(() => expect(api.pickDefaultVariant).toHaveBeenCalledWith(5, { name: 'Fern', description: 'Green.', price: 18, qty: 3, expectedQty: 3, defaultVariantId: 2 }));
    await waitFor(async () => expect(within(await rowOf('6" pot')).getByRole('radio')).toBeChecked());
  });
});

test("once a plant has options, the product form leaves price, stock and cap to the variants' table", () => {
  const form = (variantsManaged: boolean) =>
    render(<ProductForm mode="edit" initial={emptyProductValues} submitLabel="Save" variantsManaged={variantsManaged} onSubmit={vi.fn()} onSaved={vi.fn()} />);
  form(false);
  expect(screen.getByLabelText('Price (USD)')).toBeVisible();
  cleanup();
  form(true);
  expect(screen.queryByLabelText('Price (USD)')).toBeNull();
  expect(screen.queryByLabelText('Quantity in stock')).toBeNull();
  expect(screen.queryByLabelText('Most per order')).toBeNull();
  expect(screen.getByText(/set for each size or planter under Sizes and planters below/)).toBeVisible();
});
