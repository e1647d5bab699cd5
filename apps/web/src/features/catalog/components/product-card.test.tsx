// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, test } from 'vitest';
import type { Product, ProductVariant } from '@shop/shared/products';
import { ProductCard } from './product-card.tsx';
import { TagList } from './tag-list.tsx';

afterEach(cleanup);

const variant = (id: number, title: string, price: number): ProductVariant => ({
  id,
  sku: `SKU-${id}`,
  options: title ? [title] : [],
  title,
  price,
  compareAtPrice: null,
  qty: 8,
  maxPerOrder: 20,
  imageURL: null,
  size: null,
});

const plant = (over: Partial<Product>): Product => ({
  id: 7,
  name: 'Calathea Orbifolia',
  handle: 'calathea-orbifolia',
  price: 24,
  qty: 8,
  description: 'Round, striped leaves.',
  shortDescription: '',
  imageURL: '/images/placeholder.jpg',
  tags: [],
  maxPerOrder: 20,
  care: null,
  priceFrom: 24,
  options: [],
  variants: [variant(70, '', 24)],
  defaultVariantId: 70,
  taxCategory: 'plant',
  rating: null,
  ...over,
});

const card = (product: Product) => {
  render(
    <MemoryRouter>
      <ProductCard product={product} onAddToCart={() => {}} inCart={0} />
    </MemoryRouter>,
  );
  return screen.getByRole('article');
};

describe('a card and its page agree on price (docs/decisions/061)', () => {
  test("a plant whose sizes cost differently says 'From' its lowest price, not its default size's", () => {
    const sized = plant({
      // The default is the 10" pot at $69; the smallest costs $24.
      price: 69,
      priceFrom: 24,
      options: [{ name: 'Size', values: ['4" pot', '6" pot', '10" pot'] }],
      variants: [variant(71, '4" pot', 24), variant(72, '6" pot', 38), variant(73, '10" pot', 69)],
      defaultVariantId: 73,
    });
    const article = card(sized);
    expect(within(article).getByText('From $24.00', { exact: true })).toBeVisible();
    expect(within(article).getByTestId('card-sizes')).toHaveTextContent('3 sizes: 4" pot · 6" pot · 10" pot');
    expect(article).not.toHaveTextContent('$69');
  });

  test('a plant at one price shows that price alone', () => {
    const article = card(plant({}));
    expect(within(article).getByText('$24.00', { exact: true })).toBeVisible();
    expect(article).not.toHaveTextContent('From');
    expect(within(article).queryByTestId('card-sizes')).toBeNull();
  });

  test('a plant that says nothing of pets is never shown as pet safe', () => {
    const article = card(plant({ tags: [{ id: 1, tagName: 'Low/Artificial' }, { id: 2, tagName: 'pet-friendly' }] }));
    expect(within(article).queryByText('Pet safe')).toBeNull();
  });
});

describe("a plant's tags as a shopper reads them (docs/decisions/061)", () => {
  test('imported slugs read as words; the shop and owner spellings stay; the toxic one is a warning', () => {
    render(
      <TagList
        tags={[
          { id: 1, tagName: 'gift-idea' },
          { id: 2, tagName: 'air_purifying_pick' },
          { id: 3, tagName: 'Low/Artificial' },
          { id: 4, tagName: 'Poisonous/toxic' },
          { id: 5, tagName: 'Staff Pick' },
        ]}
      />,
    );
    const chips = within(screen.getByRole('list', { name: 'Tags' })).getAllByRole('listitem').map((chip) => chip.textContent);
    expect(chips).toEqual(['Low/Artificial', 'Warning: Poisonous/toxic', 'Air purifying pick', 'Gift idea', 'Staff Pick']);
  });

  test('a plant whose pet safety is unknown says so; one known safe does not', () => {
    render(<TagList tags={[{ id: 1, tagName: 'Low/Artificial' }]} />);
    expect(screen.getByRole('list', { name: 'Tags' })).toHaveTextContent('Pet safety unknown');
    cleanup();
    render(<TagList tags={[{ id: 1, tagName: 'Pet safe' }]} />);
    expect(screen.getByRole('list', { name: 'Tags' })).not.toHaveTextContent('Pet safety unknown');
  });
});
