// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, expect, test, vi } from 'vitest';
import { CartLineItem } from './cart-line-item.tsx';

afterEach(cleanup);

const fern = { id: 3, name: 'Boston Fern', price: 24.99, qty: 10, description: '', shortDescription: '', imageURL: '/images/3.webp', maxPerOrder: 20, tags: [], care: null };

test('a cart line shows its line total, and the unit price when there is more than one', () => {
  render(
    <MemoryRouter>
      <ul>
        <CartLineItem line={{ product: fern, qty: 3 }} onIncrement={vi.fn()} onDecrement={vi.fn()} onRemove={vi.fn()} />
      </ul>
    </MemoryRouter>,
  );
  expect(screen.getByTestId('line-total')).toHaveTextContent('$74.97');
  expect(screen.getByText('$24.99 each')).toBeVisible();
});
