// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { BackInStockForm } from './back-in-stock-form.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function answer(status: number, body: unknown) {
  const fetch = vi.fn(async () => new Response(JSON.stringify(body), { status }));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

describe("the 'Email me when it's back' form", () => {
  test('a guest is told to check their inbox', async () => {
    const fetch = answer(200, { status: 'check-your-inbox' });
    render(<BackInStockForm productId={5} productName="String of Pearls" />);
    fireEvent.change(screen.getByLabelText('Your email'), { target: { value: ' ivy@example.com ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Notify me' }));
    expect(await screen.findByText('Check your inbox.')).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent("we've sent a link to ivy@example.com");
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/products/5/stock-alerts');
    expect(JSON.parse(String(init.body))).toEqual({ email: 'ivy@example.com' });
  });

  test("offers a signed-in shopper's address, and says they are on the list", async () => {
    answer(200, { status: 'subscribed' });
    render(<BackInStockForm productId={5} productName="String of Pearls" accountEmail="hazel@example.com" />);
    expect(screen.getByLabelText('Your email')).toHaveValue('hazel@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Notify me' }));
    expect(await screen.findByRole('status')).toHaveTextContent("You're on the list. We'll email hazel@example.com once, as soon as String of Pearls is back.");
  });

  test("shows the server's reason under the field", async () => {
    answer(400, { error: 'Enter a valid email address' });
    render(<BackInStockForm productId={5} productName="String of Pearls" />);
    fireEvent.click(screen.getByRole('button', { name: 'Notify me' }));
    expect(await screen.findByText('Enter a valid email address')).toBeVisible();
    expect(screen.getByLabelText('Your email')).toHaveAttribute('aria-invalid', 'true');
  });

  test('renders on the server from the product alone', () => {
    const html = renderToString(<BackInStockForm productId={5} productName="String of Pearls" />);
    expect(html).toContain('Email me when it&#x27;s back');
  });
});
