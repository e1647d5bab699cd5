// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { MSG } from '@shop/shared/messages';
import { makeStore } from '../app/store.ts';
import { initialAuthState } from '../features/auth/auth-slice.ts';
import { EditProfilePage } from './edit-profile.tsx';

const maya = { id: 7, firstName: 'Maya', lastName: 'Green', email: 'maya@example.com', fullName: 'Maya Green', role: 'customer' as const, isAdmin: false, currencyId: 1 };

beforeEach(() => localStorage.setItem('token', 'tok'));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

/** The screen, and every PUT body it sends. */
function renderProfile() {
  const sent: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      if (init.method === 'PUT') sent.push(JSON.parse(String(init.body)));
      const body = init.method === 'PUT' ? { ...maya, ...(sent.at(-1) as object) } : maya;
      return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
    }),
  );
  const store = makeStore({ auth: { ...initialAuthState('tok'), auth: maya } });
  const router = createMemoryRouter([{ path: '/account/editprofile', Component: EditProfilePage }], { initialEntries: ['/account/editprofile'] });
  render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return sent;
}

const save = () => fireEvent.click(screen.getByRole('button', { name: 'SAVE CHANGES' }));

describe('edit profile', () => {
  test('saves names without asking for the password', async () => {
    const sent = renderProfile();
    fireEvent.change(screen.getByLabelText('Last name'), { target: { value: 'Greenwood' } });
    save();
    await waitFor(() => expect(sent).toEqual([{ firstName: 'Maya', lastName: 'Greenwood', email: 'maya@example.com' }]));
  });

  test('asks for the current password before sending a new email, and sends it with the email', async () => {
    const sent = renderProfile();
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'maya.new@example.com' } });
    save();
    expect(await screen.findByText(MSG.passwordForEmail)).toBeVisible();
    expect(sent).toEqual([]);
    fireEvent.change(screen.getByLabelText('Current password'), { target: { value: 'my-secret-9' } });
    expect(screen.queryByText(MSG.passwordForEmail)).toBeNull();
    save();
    await waitFor(() =>
      expect(sent).toEqual([{ firstName: 'Maya', lastName: 'Green', email: 'maya.new@example.com', currentPassword: 'my-secret-9' }]),
    );
    await waitFor(() => expect(screen.getByLabelText('Current password')).toHaveValue(''));
  });

  test('treats a change of letter case alone as the same email', async () => {
    const sent = renderProfile();
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'Maya@Example.com' } });
    save();
    await waitFor(() => expect(sent).toEqual([{ firstName: 'Maya', lastName: 'Green', email: 'Maya@Example.com' }]));
  });
});
