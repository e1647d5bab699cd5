// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { listProducts } from '@shop/shared/catalog';
import { type Product, toListQuery } from '@shop/shared/products';
import type { CatalogueSource } from '@shop/shared/storefront';
import { makeStore } from '../app/store.ts';
import { ProductsPage } from './products.tsx';
import { onePlant } from '../lib/plant.test-support.ts';

afterEach(cleanup);
// jsdom does not lay out, so it has no scrolling.
beforeAll(() => {
  Element.prototype.scrollIntoView = vi.fn();
});

const tagged = (id: number, tagName: string) => ({ id, tagName });
const products: Product[] = Array.from({ length: 14 }, (_, index) => onePlant({
  id: index + 1,
  name: `Plant ${String(index + 1).padStart(2, '0')}`,
  price: 10 + index,
  qty: index === 0 ? 0 : 5,
  description: '',
  shortDescription: '',
  imageURL: `/images/plant-${index + 1}.jpg`,
  maxPerOrder: 20,
  tags: [
    index % 2 ? tagged(1, 'Small') : tagged(2, 'Large'),
    ...(index === 3 ? [tagged(3, 'Pet safe')] : []),
  ],
  care: null,
}));

/** The paged API over these products, as the server answers it. */
const catalogue: CatalogueSource = {
  page: async (query) => listProducts(products, toListQuery(query)),
  product: async (id) => products.find((product) => product.id === id) ?? null,
};

function renderGrid(path = '/products') {
  const store = makeStore(undefined, { catalogue });
  const router = createMemoryRouter([{ path: '/products', Component: ProductsPage }], {
    initialEntries: [path],
  });
  render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return { store, router };
}

const names = () => screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
const shown = (count: number) => waitFor(() => expect(names()).toHaveLength(count));

describe('the product grid', () => {
  test('shows 12 per page with links to the next page', async () => {
    const { router } = renderGrid();
    await shown(12);
    expect(screen.getByText('14 plants')).toBeVisible();
    const next = screen.getByRole('link', { name: 'Next page' });
    expect(next).toHaveAttribute('href', '/products?page=2');
    expect(screen.getByRole('link', { name: 'Previous page' })).toHaveAttribute('aria-disabled', 'true');
    fireEvent.click(next);
    await screen.findByRole('heading', { name: 'Plant 13' });
    expect(names()).toEqual(['Plant 13', 'Plant 14']);
    expect(router.state.location.search).toBe('?page=2');
    expect(screen.getByRole('link', { name: 'Next page' })).toHaveAttribute('aria-disabled', 'true');
  });

  test('a sold-out product shows SOLD OUT and cannot be added', async () => {
    renderGrid();
    const card = (await screen.findByRole('heading', { name: 'Plant 01' })).closest('article');
    expect(within(card as HTMLElement).getByRole('button', { name: 'SOLD OUT' })).toBeDisabled();
  });

  test('sorting by price high to low puts the dearest first, in the address', async () => {
    const { router } = renderGrid();
    await shown(12);
    fireEvent.change(screen.getByLabelText('SORT BY'), { target: { value: 'price-desc' } });
    await screen.findByRole('heading', { name: 'Plant 14' });
    expect(names()[0]).toBe('Plant 14');
    expect(router.state.location.search).toBe('?sort=price-desc');
  });

  test('a search from the address filters by name or tag and labels the filter', async () => {
    renderGrid('/products?search=pet');
    await shown(1);
    expect(names()).toEqual(['Plant 04']);
    expect(screen.getByTestId('filter-label')).toHaveTextContent('Search Term');
  });

  test('a search with no match says so', async () => {
    renderGrid('/products?search=cactus');
    expect(await screen.findByText('no products match your search')).toBeVisible();
  });

  test('filters combine: each tick narrows by its group, the address and the label follow; ALL clears them', async () => {
    const { router } = renderGrid('/products?page=2');
    await shown(2);
    fireEvent.click(screen.getByRole('button', { name: /Filter By:/ }));
    // The filter panel is a chunk of its own, in once the menu opens.
    fireEvent.click(await screen.findByRole('button', { name: 'Large' }));
    await shown(7);
    expect(router.state.location.search).toBe('?size=large');
    expect(screen.getByTestId('filter-label')).toHaveTextContent('Large');
    fireEvent.click(screen.getByRole('button', { name: 'Pet safe' }));
    expect(await screen.findByText('no products match your search')).toBeVisible();
    expect(router.state.location.search).toBe('?size=large&pets=safe');
    expect(screen.getByText(/Remove a filter above/)).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Small' }));
    await shown(1);
    expect(names()).toEqual(['Plant 04']);
    expect(router.state.location.search).toBe('?size=small&size=large&pets=safe');
    expect(screen.getByTestId('filter-label')).toHaveTextContent('Small, Large, Pet safe');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Small, Large, Pet safe');
    fireEvent.click(screen.getByRole('button', { name: 'ALL' }));
    await shown(12);
    expect(screen.getByTestId('filter-label')).toHaveTextContent('All');
    expect(router.state.location.search).toBe('');
  });

  test('each chosen filter is a chip that links to the grid without it', async () => {
    const { router } = renderGrid('/products?size=small&pets=safe');
    await shown(1);
    const chips = screen.getByRole('list', { name: 'Chosen filters' });
    expect(within(chips).getAllByRole('link').map((link) => link.textContent)).toEqual(['Small', 'Pet safe']);
    const remove = screen.getByRole('link', { name: 'Remove filter Pet safe' });
    expect(remove).toHaveAttribute('href', '/products?size=small');
    fireEvent.click(remove);
    await shown(7);
    expect(router.state.location.search).toBe('?size=small');
  });
});
