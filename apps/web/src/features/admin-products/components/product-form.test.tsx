// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { MSG } from '@shop/shared/messages';
import type { Product } from '@shop/shared/products';
import { onePlant } from '../../../lib/plant.test-support.ts';
import { emptyProductValues, productFormValues } from '../product-form-rules.ts';
import { ProductForm } from './product-form.tsx';

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
      hardy: false,
      seoTitle: '',
      seoDescription: '',
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

describe("the product form's tax category", () => {
  const basil: Product = onePlant({
    id: 12,
    name: 'Sweet Basil',
    price: 8,
    qty: 5,
    description: 'A kitchen herb.',
    shortDescription: '',
    imageURL: '/images/basil.jpg',
    maxPerOrder: 20,
    tags: [],
    care: null,
    taxCategory: 'food-plant',
  });

  test('a new plant is a plant; choosing food-producing sends it', async () => {
    const onSubmit = vi.fn(() => Promise.reject(new Error('no')));
    render(<ProductForm mode="add" initial={{ ...emptyProductValues, name: 'Lemon Tree', price: '40', qty: '2', description: 'A dwarf lemon.' }} submitLabel="Add product" onSubmit={onSubmit} onSaved={vi.fn()} />);
    const select = screen.getByLabelText('Tax category');
    expect(select).toHaveDisplayValue('Plant');
    fireEvent.change(select, { target: { value: 'food-plant' } });
    expect(select).toHaveDisplayValue('Food-producing plant (herbs, fruit trees)');
    fireEvent.click(screen.getByRole('button', { name: 'Add product' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ name: 'Lemon Tree', taxCategory: 'food-plant' })));
  });

  test("an edit starts from the product's category and sends it back unchanged", async () => {
    const onSubmit = vi.fn(() => Promise.resolve(basil));
    const onSaved = vi.fn();
    render(<ProductForm mode="edit" initial={productFormValues(basil)} submitLabel="Save" onSubmit={onSubmit} onSaved={onSaved} />);
    expect(screen.getByLabelText('Tax category')).toHaveDisplayValue('Food-producing plant (herbs, fruit trees)');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ taxCategory: 'food-plant' }));
  });
});

describe("the product form's own tags (docs/decisions/061)", () => {
  test("an imported plant's own tags are edited as text; the ticked ones stay and all go back", async () => {
    const calathea: Product = onePlant({
      id: 15,
      name: 'Calathea',
      price: 32,
      qty: 5,
      description: 'Striped leaves.',
      shortDescription: '',
      imageURL: '/images/placeholder.jpg',
      maxPerOrder: 20,
      tags: [
        { id: 1, tagName: 'Low/Artificial' },
        { id: 2, tagName: 'gift-idea' },
        { id: 3, tagName: 'statement' },
      ],
      care: null,
    });
    const onSubmit = vi.fn(() => Promise.resolve(calathea));
    render(<ProductForm mode="edit" initial={productFormValues(calathea)} submitLabel="Save" onSubmit={onSubmit} onSaved={vi.fn()} />);
    const own = screen.getByLabelText('Your own tags');
    expect(own).toHaveValue('gift-idea, statement');
    fireEvent.change(own, { target: { value: 'gift-idea, Staff Pick,  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ tags: ['Low/Artificial', 'gift-idea', 'Staff Pick'] })));
  });
});

describe("the product form's search engine fields", () => {
  const fern: Product = onePlant({
    id: 14,
    name: 'Boston Fern',
    price: 22,
    qty: 6,
    description: 'A lush fern.',
    shortDescription: '',
    imageURL: '/images/boston-fern.jpg',
    maxPerOrder: 20,
    tags: [],
    care: null,
    seoTitle: 'Boston Fern for Bathrooms',
    seoDescription: 'A lush fern that loves steam.',
  });

  test("an edit loads the plant's SEO title and description, counts them as typed and sends them", async () => {
    const onSubmit = vi.fn(() => Promise.resolve(fern));
    const onSaved = vi.fn();
    render(<ProductForm mode="edit" initial={productFormValues(fern)} submitLabel="Save" onSubmit={onSubmit} onSaved={onSaved} />);
    const group = screen.getByRole('group', { name: 'Search engines' });
    const title = within(group).getByLabelText('SEO title');
    const description = within(group).getByLabelText('SEO description');
    expect(title).toHaveValue('Boston Fern for Bathrooms');
    expect(description).toHaveValue('A lush fern that loves steam.');
    expect(title).toHaveAccessibleDescription(expect.stringContaining("Empty: uses the plant’s name."));
    expect(title).toHaveAccessibleDescription(expect.stringContaining('25 of 70 characters'));
    expect(description).toHaveAccessibleDescription(expect.stringContaining('Empty: uses the short description, or the start of the description'));
    expect(description).toHaveAccessibleDescription(expect.stringContaining('29 of 320 characters'));

    fireEvent.change(title, { target: { value: ' Boston Fern | Pet Safe ' } });
    // What is saved is counted: the spaces around are not.
    expect(within(group).getByText('22 of 70 characters')).toBeVisible();
    fireEvent.change(description, { target: { value: '' } });
    expect(within(group).getByText('0 of 320 characters')).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ seoTitle: 'Boston Fern | Pet Safe', seoDescription: '' }));
  });

  test('too long, the count says by how much, and a save names the limit under the field (and is still sent)', async () => {
    const onSubmit = vi.fn(() => Promise.reject(new Error('The SEO title has at most 70 characters')));
    const onSaved = vi.fn();
    render(<ProductForm mode="edit" initial={productFormValues(fern)} submitLabel="Save" onSubmit={onSubmit} onSaved={onSaved} />);
    const title = screen.getByLabelText('SEO title');
    fireEvent.change(title, { target: { value: 'x'.repeat(73) } });
    expect(screen.getByText('73 of 70 characters: 3 too many')).toBeVisible();
    expect(screen.getByText('SEO title: 3 characters too many')).toBeInTheDocument();
    expect(title).toHaveAttribute('aria-invalid', 'true');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MSG.adminBanner);
    expect(title).toHaveAccessibleDescription(expect.stringContaining('The SEO title has at most 70 characters'));
    expect(title).toHaveFocus();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ seoTitle: 'x'.repeat(73) })));
    expect(onSaved).not.toHaveBeenCalled();
    // Shortened, the message goes.
    fireEvent.change(title, { target: { value: 'x'.repeat(70) } });
    expect(screen.queryByText('The SEO title has at most 70 characters')).toBeNull();
    expect(screen.getByText('70 of 70 characters')).toBeVisible();
  });

  test('a new plant starts with none, each hint saying what the page uses instead', () => {
    render(<ProductForm mode="add" initial={emptyProductValues} submitLabel="Add product" onSubmit={vi.fn()} onSaved={vi.fn()} />);
    expect(screen.getByLabelText('SEO title')).toHaveValue('');
    expect(screen.getByLabelText('SEO title')).toHaveAccessibleDescription(expect.stringContaining('0 of 70 characters'));
    expect(screen.getByLabelText('SEO description')).toHaveValue('');
    expect(screen.getByLabelText('SEO title')).not.toHaveAttribute('aria-invalid');
  });
});
