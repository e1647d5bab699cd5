// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import type { User } from '@shop/shared/accounts';
import { MSG } from '@shop/shared/messages';
import { makeStore } from '../app/store.ts';
import { TopBar } from '../app/layout/top-bar.tsx';
import { initialAuthState } from '../features/auth/auth-slice.ts';
import { AccountPage } from './account.tsx';
import { LoginPage } from './login.tsx';

// The first-run admin (decision 048): named "Shop Admin" until they say, asked on signing in, then greeted by name.
const firstRun: User = {
  id: 1,
  firstName: 'Shop',
  lastName: 'Admin',
  email: 'admin@localhost',
  fullName: 'Shop Admin',
  role: 'admin',
  isAdmin: true,
  currencyId: 1,
  emailVerified: true,
  needsName: true,
};

beforeEach(() => localStorage.setItem('token', 'tok'));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

/** The shop's screens around the prompt, the server answering as it would; every PUT body it was sent. */
function renderShop(path: string, user: User = firstRun) {
  const sent: unknown[] = [];
  let saved = user;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      if (init.method === 'PUT') {
        sent.push(JSON.parse(String(init.body)));
        const names = sent.at(-1) as { firstName: string; lastName: string };
        saved = { ...saved, ...names, fullName: `${names.firstName} ${names.lastName}`, needsName: false };
      }
      return new Response(JSON.stringify(saved), { status: 200, headers: { 'content-type': 'application/json' } });
    }),
  );
  const store = makeStore({ auth: { ...initialAuthState('tok'), auth: user } });
  const router = createMemoryRouter(
    [
      { path: '/', element: <TopBar onOpenMenu={() => {}} /> },
      { path: '/login', Component: LoginPage },
      { path: '/account/*', Component: AccountPage },
    ],
    { initialEntries: [path] },
  );
  render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return { sent, router };
}

describe('"What should we call you?"', () => {
  test('signing in as the first-run admin asks for a name before going on; once given, the header greets them by it', async () => {
    const { sent, router } = renderShop('/login');
    expect(await screen.findByRole('heading', { name: 'What should we call you?' }, { timeout: 5000 })).toBeVisible();
    expect(router.state.location.pathname).toBe('/account/your-name');

    fireEvent.click(screen.getByRole('button', { name: 'CONTINUE' }));
    expect(await screen.findByText(MSG.signupFirstName)).toBeVisible();
    expect(screen.getByText(MSG.signupLastName)).toBeVisible();
    expect(sent).toEqual([]);

    fireEvent.change(screen.getByLabelText('First name'), { target: { value: ' Maya ' } });
    fireEvent.change(screen.getByLabelText('Last name'), { target: { value: 'Green' } });
    fireEvent.click(screen.getByRole('button', { name: 'CONTINUE' }));
    await waitFor(() => expect(sent).toEqual([{ firstName: 'Maya', lastName: 'Green', email: 'admin@localhost' }]));
    expect(await screen.findByRole('link', { name: 'Hi, Maya' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/');
  });

  test('until then the header says ACCOUNT, never "Hi, Shop"', async () => {
    renderShop('/');
    expect(await screen.findByRole('link', { name: 'ACCOUNT' })).toBeVisible();
    expect(screen.queryByText(/Hi, Shop/)).toBeNull();
  });

  test('anyone with a name of their own goes straight on from log-in', async () => {
    const { router } = renderShop('/login', { ...firstRun, firstName: 'Maya', lastName: 'Green', fullName: 'Maya Green', needsName: false });
    expect(await screen.findByRole('link', { name: 'Hi, Maya' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/');
  });
});
