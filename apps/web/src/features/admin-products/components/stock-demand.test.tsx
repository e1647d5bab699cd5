// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, test } from 'vitest';
import type { AdminProduct } from '@shop/shared/product-status';
import { onePlant } from '../../../lib/plant.test-support.ts';
import { ProductsTable } from './products-table.tsx';

afterEach(cleanup);

const plant = (id: number, name: string, qty: number): AdminProduct => ({ status: 'active', ...onePlant({
  id,
  name,
  price: 20,
  qty,
  description: '',
  shortDescription: '',
  imageURL: `/images/p${id}.jpg`,
  tags: [],
  maxPerOrder: 20,
  care: null,
}) });

describe('demand for sold-out plants', () => {
  test('the products table says how many wait beside a plant\'s stock, and nothing where nobody does', () => {
    render(
      <MemoryRouter>
        <ProductsTable products={[plant(1, 'Calathea', 0), plant(2, 'Pothos', 0)]} waiting={new Map([[1, 3]])} onDelete={() => {}} />
      </MemoryRouter>,
    );
    const [calathea, pothos] = screen.getAllByRole('row').slice(1);
    expect(within(calathea!).getAllByRole('cell')[3]).toHaveTextContent('03 waiting');
    expect(within(pothos!).getAllByRole('cell')[3]).toHaveTextContent(/^0$/);
  });
});
