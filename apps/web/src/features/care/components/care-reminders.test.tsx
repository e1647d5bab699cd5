// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import type { CareReminder } from '@shop/shared/care-reminders';
import { CareReminders } from './care-reminders.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const active: CareReminder = {
  id: 3,
  orderId: 12,
  plants: ['Monstera Deliciosa', 'Golden Pothos'],
  status: 'active',
  nextEmailAt: '2026-12-11T14:00:00.000Z',
  endsAt: '2027-01-29T14:00:00.000Z',
};
const finished: CareReminder = { ...active, id: 1, orderId: 4, plants: ['ZZ Plant'], status: 'finished', nextEmailAt: null };

function serve(answers: unknown[]) {
  const fetch = vi.fn(async () => new Response(JSON.stringify(answers.shift()), { status: 200 }));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

describe('the care emails of the account hub', () => {
  test('lists each order with its plants and what comes next, and stops one', async () => {
    const fetch = serve([[active, finished], [{ ...active, status: 'stopped', nextEmailAt: null }, finished]]);
    render(<CareReminders userId={7} />);
    expect(await screen.findByText('Order #12 · Monstera Deliciosa, Golden Pothos')).toBeVisible();
    expect(screen.getByText('Next watering reminder on Dec 11, until Jan 29')).toBeVisible();
    expect(screen.getByText('Finished: all eight weeks of reminders were sent')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Stop care emails for order #4' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Stop care emails for order #12' }));
    expect(await screen.findByText('Stopped: no more emails for this order')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Stop care emails for order #12' })).toBeNull();
    const [url, init] = fetch.mock.calls[1] as unknown as [string, RequestInit];
    expect(url).toBe('/api/users/7/care-reminders/3');
    expect(init.method).toBe('DELETE');
  });

  test('says how to get them when there are none', async () => {
    serve([[]]);
    render(<CareReminders userId={7} />);
    await waitFor(() => expect(screen.getByText(/Tick “Email me care tips for these plants” at checkout/)).toBeVisible());
  });
});
