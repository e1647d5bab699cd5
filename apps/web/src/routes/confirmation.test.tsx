// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { makeStore } from '../app/store.ts';
import { CONFIRM_RETRY_DELAYS_MS, ConfirmationPage } from './confirmation.tsx';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

const order = (status: string) => ({
  id: 42,
  createdAt: '2026-11-27T10:00:00.000Z',
  totalQty: 1,
  finalPrice: 30,
  promoRate: 0,
  status,
  refunded: 0,
  subtotal: 30,
  discount: 0,
  shipping: 0,
  shippingMethod: null,
  tax: 0,
  taxState: null,
  taxRatePercent: null,
  heatPack: 0,
  dates: null,
  lines: [{ productId: 7, productName: 'Monstera Deliciosa', variantId: 71, variantTitle: '6" pot / Terracotta', sku: 'MON-6-TC', qty: 1, unitPrice: 30, totalPrice: 30 }],
});
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The page back from the payment page, with the PUT answers given in turn (an Error is a network failure). */
function renderConfirmation(answers: (Response | Error)[], url = '/confirmation?status=complete&orderid=42') {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init: RequestInit) => {
      if (init?.method !== 'PUT') return json([]);
      calls.push(path);
      const answer = answers.shift() ?? new Error('no more answers');
      if (answer instanceof Error) throw new TypeError('Failed to fetch');
      return answer;
    }),
  );
  const router = createMemoryRouter([{ path: '/confirmation', Component: ConfirmationPage }], { initialEntries: [url] });
  render(
    <Provider store={makeStore()}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return calls;
}

const flush = () => act(async () => {
  await vi.advanceTimersByTimeAsync(0);
});

describe('the confirmation page tells the truth', () => {
  test('a paid order (complete or already shipped) is thanked', async () => {
    renderConfirmation([json(order('complete'))]);
    expect(await screen.findByRole('heading', { name: 'THANK YOU FOR YOUR PURCHASE!' })).toBeVisible();
    cleanup();
    renderConfirmation([json(order('shipped'))]);
    expect(await screen.findByRole('heading', { name: 'THANK YOU FOR YOUR PURCHASE!' })).toBeVisible();
  });

  test('the thanks name each plant bought in its size and planter (decision 032)', async () => {
    renderConfirmation([json(order('complete'))]);
    const bought = await screen.findByRole('list', { name: 'What you bought' });
    expect(bought).toHaveTextContent('Monstera Deliciosa 6" pot / Terracotta');
    expect(bought).toHaveTextContent('Qty 1$30.00');
  });

  test('the thanks say what was paid, part by part, as the server priced it (decision 034)', async () => {
    const paid = { ...order('complete'), subtotal: 60, shipping: 24.95, shippingMethod: { name: 'Expedited', minDays: 1, maxDays: 3 }, tax: 4.35, taxState: 'CA', taxRatePercent: 7.25, finalPrice: 89.3 };
    renderConfirmation([json(paid)]);
    const totals = await screen.findByLabelText('What you paid');
    expect(totals).toHaveTextContent('Subtotal$60.00');
    expect(totals).toHaveTextContent('Shipping (Expedited)$24.95');
    expect(totals).toHaveTextContent('Sales tax (CA 7.25%)$4.35');
    expect(totals).not.toHaveTextContent('Discount');
    expect(screen.getByTestId('paid-total')).toHaveTextContent('$89.30');
  });

  test('the thanks say when it ships and arrives, or, held for the weather, about when and never a ship date', async () => {
    renderConfirmation([json({ ...order('complete'), dates: { weather: 'ships', shipOn: '2026-12-07', arrivalFrom: '2026-12-09', arrivalTo: '2026-12-11', safeOn: null, text: 'Ships Mon Dec 7, arrives Dec 9-11' } })]);
    expect(await screen.findByTestId('order-dates')).toHaveTextContent('Ships Mon Dec 7, arrives Dec 9-11');
    cleanup();
    renderConfirmation([json({ ...order('complete'), dates: { weather: 'held', shipOn: null, arrivalFrom: null, arrivalTo: null, safeOn: '2026-12-08', text: "Held for safe weather. Ships when it's safe, about Dec 8" } })]);
    const held = await screen.findByTestId('order-dates');
    expect(held).toHaveTextContent("Held for safe weather. Ships when it's safe, about Dec 8");
    expect(held).not.toHaveTextContent(/Ships (Mon|Tue|Wed|Thu|Fri)|arrives/);
  });

  test("only the server's canceled says no payment was taken", async () => {
    renderConfirmation([json(order('canceled'))], '/confirmation?status=canceled&orderid=42');
    expect(await screen.findByRole('heading', { name: 'Checkout canceled' })).toBeVisible();
    expect(screen.getByText(/No payment was taken/)).toBeVisible();
  });

  test.each([
    ['a network error', () => new Error('offline')],
    ['no session on this origin (401)', () => json({ error: 'Log in first' }, 401)],
    ['an order this browser may not read (404)', () => json({ error: 'Order not found' }, 404)],
    ['a server error (500)', () => json({ error: 'Something went wrong' }, 500)],
  ])('%s: not confirmed yet, never canceled, and asked again until it answers', async (_name, failure) => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const calls = renderConfirmation([failure(), failure(), json(order('complete'))]);
    expect(await screen.findByRole('heading', { name: 'We could not confirm your order yet' })).toBeVisible();
    expect(screen.getByText(/confirmation email is on its way/)).toBeVisible();
    expect(screen.getByText(/link to your order's status page/)).toBeVisible();
    expect(screen.queryByText(/No payment was taken/)).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Checkout canceled' })).toBeNull();
    expect(calls).toHaveLength(1);

    await act(async () => {
      await vi.advanceTimersByTimeAsync(CONFIRM_RETRY_DELAYS_MS[0]);
    });
    await flush();
    expect(calls).toHaveLength(2);
    expect(screen.getByRole('heading', { name: 'We could not confirm your order yet' })).toBeVisible();

    await act(async () => {
      await vi.advanceTimersByTimeAsync(CONFIRM_RETRY_DELAYS_MS[1]);
    });
    expect(await screen.findByRole('heading', { name: 'THANK YOU FOR YOUR PURCHASE!' })).toBeVisible();
    expect(calls).toHaveLength(3);
  });

  test('a payment the provider has not confirmed yet (still pending) is not called canceled', async () => {
    renderConfirmation([json(order('pending'))]);
    expect(await screen.findByRole('heading', { name: 'We could not confirm your order yet' })).toBeVisible();
    expect(screen.queryByText(/No payment was taken/)).toBeNull();
  });

  test('the retries stop after the last wait, and the shopper may ask again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const calls = renderConfirmation(CONFIRM_RETRY_DELAYS_MS.map(() => new Error('offline')).concat([new Error('offline'), new Error('offline')]));
    await screen.findByRole('heading', { name: 'We could not confirm your order yet' });
    for (const delay of CONFIRM_RETRY_DELAYS_MS) {
      await act(async () => {
        await vi.advanceTimersByTimeAsync(delay);
      });
    }
    await act(async () => {
      await vi.advanceTimersByTimeAsync(120_000);
    });
    expect(calls).toHaveLength(CONFIRM_RETRY_DELAYS_MS.length + 1);
    expect(screen.getByText('Still no answer from the shop.')).toBeVisible();
    act(() => screen.getByRole('button', { name: 'Check again' }).click());
    await flush();
    expect(calls).toHaveLength(CONFIRM_RETRY_DELAYS_MS.length + 2);
  });
});
