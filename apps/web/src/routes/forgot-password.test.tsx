// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { PASSWORD_RESET_SENT } from '@shop/shared/accounts';
import { MSG } from '@shop/shared/messages';
import { ForgotPasswordPage } from './forgot-password.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The form, the server answering as it does whoever asks; every body it was sent. */
function renderForm() {
  const sent: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit) => {
      sent.push(JSON.parse(String(init.body)));
      return new Response(JSON.stringify({ message: PASSWORD_RESET_SENT }), { status: 202, headers: { 'content-type': 'application/json' } });
    }),
  );
  const router = createMemoryRouter([{ path: '/account/forgot-password', Component: ForgotPasswordPage }], { initialEntries: ['/account/forgot-password'] });
  render(<RouterProvider router={router} />);
  return sent;
}

const ask = (email: string) => {
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: email } });
  fireEvent.click(screen.getByRole('button', { name: 'EMAIL ME A LINK' }));
};

describe('Forgot password? (decision 048)', () => {
  test('takes the printed admin@localhost, as log-in does', async () => {
    const sent = renderForm();
    ask('admin@localhost');
    expect(await screen.findByRole('status')).toHaveTextContent(PASSWORD_RESET_SENT);
    expect(sent).toEqual([{ email: 'admin@localhost' }]);
  });

  test('still answers "Enter email!" to an address without a domain that is not localhost', async () => {
    const sent = renderForm();
    ask('admin@intranet');
    expect(await screen.findByText(MSG.enterEmail)).toBeVisible();
    await waitFor(() => expect(sent).toEqual([]));
  });
});
