// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { STOREFRONT_DEFAULTS, type StorefrontContentInput, type StorefrontSettings } from '@shop/shared/storefront-content';
import { ApiError } from '../../../lib/api.ts';
import { StorefrontForm } from './storefront-form.tsx';

afterEach(cleanup);

const fern = { id: 7, name: 'Boston Fern', imageURL: '/images/boston-fern.jpg', qty: 4 };
const palm = { id: 3, name: 'Parlor Palm', imageURL: '/images/parlor-palm.jpg', qty: 0 };

const settings: StorefrontSettings = {
  content: { ...STOREFRONT_DEFAULTS, featured: [fern.id, palm.id] },
  featuredPlants: [fern, palm],
  freeShipping: 'Free shipping on orders over $75',
  announcementLine: ['Free shipping on orders over $75'],
  updatedAt: null,
};

function setUp(onSave = vi.fn((input: StorefrontContentInput) => Promise.resolve({ ...settings, content: input }))) {
  const onSaved = vi.fn();
  const router = createMemoryRouter([{ path: '/', element: <StorefrontForm settings={settings} onSave={onSave} onSaved={onSaved} /> }]);
  render(<RouterProvider router={router} />);
  return { onSave, onSaved };
}

describe("the storefront's editor (decision 049)", () => {
  test('says what the rates let the shop say, and previews the line with the owner’s own text', () => {
    setUp();
    expect(screen.getByText('“Free shipping on orders over $75”')).toBeVisible();
    fireEvent.change(screen.getByLabelText('Your own announcement (optional)'), { target: { value: 'Open Saturdays' } });
    expect(screen.getByTestId('preview-announcement')).toHaveTextContent('Free shipping on orders over $75·Open Saturdays');
    fireEvent.click(screen.getByLabelText('Say when shipping is free'));
    expect(screen.getByTestId('preview-announcement')).toHaveTextContent(/^Open Saturdays$/);
  });

  test('saves the words, the button, the plants in their new order and the tiles off', async () => {
    const { onSave, onSaved } = setUp();
    fireEvent.change(screen.getByLabelText('Headline'), { target: { value: 'Plants that thrive on neglect' } });
    fireEvent.change(screen.getByLabelText('Button goes to'), { target: { value: '/products?pets=safe' } });
    fireEvent.click(screen.getByRole('button', { name: 'Move Parlor Palm up' }));
    fireEvent.click(screen.getByLabelText('Show the ways to shop'));
    expect(within(screen.getByRole('list', { name: 'Featured plants, in order' })).getByText(/Parlor Palm/)).toHaveTextContent('Sold out: left out until it is back');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Saved. The shop shows it now.');
    expect(onSave).toHaveBeenCalledWith({
      ...STOREFRONT_DEFAULTS,
      headline: 'Plants that thrive on neglect',
      buttonLink: '/products?pets=safe',
      featured: [palm.id, fern.id],
      waysToShop: false,
    });
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
  });

  test('an empty headline and free shipping typed by hand are flagged at their fields, and nothing is sent', async () => {
    const { onSave } = setUp();
    fireEvent.change(screen.getByLabelText('Headline'), { target: { value: ' ' } });
    fireEvent.change(screen.getByLabelText('Line above the headline (optional)'), { target: { value: 'Free US shipping' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Not saved: fix the field marked below.')).toBeVisible();
    expect(screen.getByText('The headline is required')).toBeVisible();
    expect(screen.getByText('Leave free shipping out of your own words: the shop says it in the announcement line, from your shipping rates')).toBeVisible();
    expect(screen.getByLabelText('Line above the headline (optional)')).toHaveFocus();
    expect(onSave).not.toHaveBeenCalled();
  });

  test("another grid address is typed in; the server's refusal is shown as it said it", async () => {
    const { onSave } = setUp(vi.fn(() => Promise.reject(new ApiError('The shop has no plant with the id 7: choose the featured plants again', 400, null))));
    fireEvent.change(screen.getByLabelText('Button goes to'), { target: { value: 'other' } });
    fireEvent.change(screen.getByLabelText('Grid address'), { target: { value: '/products?light=bright&size=large' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Not saved: The shop has no plant with the id 7: choose the featured plants again');
    expect(onSave).toHaveBeenCalledWith(expect.objectContaining({ buttonLink: '/products?light=bright&size=large' }));
  });
});
