// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, expect, test, vi } from 'vitest';
import { onePlant } from '../../../lib/plant.test-support.ts';
import { CartLineItem } from './cart-line-item.tsx';

afterEach(cleanup);

const fern = onePlant({ id: 3, name: 'Boston Fern', price: 24.99, qty: 10, description: '', shortDescription: '', imageURL: '/images/3.webp', maxPerOrder: 20, tags: [], care: null });

test('a cart line shows its line total, and the unit price when there is more than one', () => {
  render(
    <MemoryRouter>
      <ul>
        <CartLineItem line={{ product: fern, qty: 3, variantId: 3 }} onIncrement={vi.fn()} onDecrement={vi.fn()} onRemove={vi.fn()} />
      </ul>
    </MemoryRouter>,
  );
  expect(screen.getByTestId('line-total')).toHaveTextContent('$74.97');
  expect(screen.getByText('$24.99 each')).toBeVisible();
});

test('a line of one size names the size, and is priced, pictured and linked as that size', () => {
  const sized = {
    ...fern,
    options: [{ name: 'Size', values: ['4" pot', '8" pot'] }],
    variants: [
      { ...fern.variants[0]!, options: ['4" pot'], title: '4" pot' },
      { ...fern.variants[0]!, id: 31, sku: 'FERN-8', options: ['8" pot'], title: '8" pot', price: 42, imageURL: '/images/fern-8.jpg' },
    ],
  };
  render(
    <MemoryRouter>
      <ul>
        <CartLineItem line={{ product: sized, qty: 2, variantId: 31 }} onIncrement={vi.fn()} onDecrement={vi.fn()} onRemove={vi.fn()} />
      </ul>
    </MemoryRouter>,
  );
  expect(screen.getByTestId('line-variant')).toHaveTextContent('8" pot');
  expect(screen.getByTestId('line-total')).toHaveTextContent('$84.00');
  expect(screen.getByRole('link', { name: 'Boston Fern' })).toHaveAttribute('href', '/products/boston-fern?variant=31');
  expect(screen.getByRole('button', { name: 'Remove Boston Fern (8" pot) from cart' })).toBeVisible();
});
