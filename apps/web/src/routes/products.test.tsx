// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import type { Product } from '@shop/shared/products';
import { makeStore } from '../app/store.ts';
import { initialProductsState } from '../features/catalog/products-slice.ts';
import { ProductsPage } from './products.tsx';

afterEach(cleanup);
// jsdom does not lay out, so it has no scrolling.
beforeAll(() => {
  Element.prototype.scrollIntoView = vi.fn();
});

const tagged = (id: number, tagName: string) => ({ id, tagName });
const products: Product[] = Array.from({ length: 14 }, (_, index) => ({
  id: index + 1,
  name: `Plant ${String(index + 1).padStart(2, '0')}`,
  price: 10 + index,
  qty: index === 0 ? 0 : 5,
  description: '',
  shortDescription: '',
  imageURL: `/images/plant-${index + 1}.jpg`,
  tags: [
    index % 2 ? tagged(1, 'Small') : tagged(2, 'Large'),
    ...(index === 3 ? [tagged(3, 'Pet safe')] : []),
  ],
}));

function renderGrid(path = '/products') {
  const store = makeStore({ products: { ...initialProductsState, products, status: 'success' } });
  const router = createMemoryRouter([{ path: '/products', Component: ProductsPage }], {
    initialEntries: [path],
  });
  render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return store;
}

const names = () => screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);

describe('the product grid', () => {
  test('shows 12 per page with arrows to the next page', () => {
    renderGrid();
    expect(names()).toHaveLength(12);
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(names()).toEqual(['Plant 13', 'Plant 14']);
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
  });

  test('a sold-out product shows SOLD OUT and cannot be added', () => {
    renderGrid();
    const card = screen.getByRole('heading', { name: 'Plant 01' }).closest('article');
    expect(within(card as HTMLElement).getByRole('button', { name: 'SOLD OUT' })).toBeDisabled();
  });

  test('sorting by price high to low puts the dearest first', () => {
    renderGrid();
    fireEvent.change(screen.getByLabelText('SORT BY'), { target: { value: 'price-desc' } });
    expect(names()[0]).toBe('Plant 14');
  });

  test('a search from the address filters by name or tag and labels the filter', () => {
    renderGrid('/products?search=pet');
    expect(names()).toEqual(['Plant 04']);
    expect(screen.getByTestId('filter-label')).toHaveTextContent('Search Term');
  });

  test('a search with no match says so', () => {
    renderGrid('/products?search=cactus');
    expect(screen.getByText('no products match your search')).toBeVisible();
  });

  test('choosing a filter shows only that tag and names it', () => {
    renderGrid();
    fireEvent.click(screen.getByRole('button', { name: /Filter By:/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Large' }));
    expect(names()).toHaveLength(7);
    expect(screen.getByTestId('filter-label')).toHaveTextContent('Large');
    fireEvent.click(screen.getByRole('button', { name: 'ALL' }));
    expect(screen.getByTestId('filter-label')).toHaveTextContent('All');
  });
});
