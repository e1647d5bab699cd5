// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { MSG } from '@shop/shared/messages';
import { PasswordForm } from './password-form.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderForm(status = 204, body: unknown = null) {
  const fetch = vi.fn(async () => new Response(body === null ? null : JSON.stringify(body), { status }));
  vi.stubGlobal('fetch', fetch);
  const onChanged = vi.fn();
  render(<PasswordForm userInputs={['Maya', 'Green', 'maya@example.com']} onChanged={onChanged} />);
  return { fetch, onChanged };
}

function fill(currentPassword: string, newPassword: string) {
  fireEvent.change(screen.getByLabelText('Current password'), { target: { value: currentPassword } });
  fireEvent.change(screen.getByLabelText('New password'), { target: { value: newPassword } });
  fireEvent.click(screen.getByRole('button', { name: 'CHANGE PASSWORD' }));
}

describe('change password form', () => {
  for (const newPassword of ['password', '12345678', 'qwertyui', 'mayagreen1']) {
    test(`refuses the common new password '${newPassword}' and sends nothing`, async () => {
      const { fetch } = renderForm();
      fill('my-old-secret-1', newPassword);
      expect(await screen.findByText(MSG.weakPassword)).toBeVisible();
      expect(fetch).not.toHaveBeenCalled();
    });
  }

  test('asks for the current password and a new one of at least 8 characters', async () => {
    const { fetch } = renderForm();
    fill('', 'short');
    expect(await screen.findByText(MSG.enterCurrentPassword)).toBeVisible();
    expect(screen.getByText(MSG.signupPassword)).toBeVisible();
    expect(fetch).not.toHaveBeenCalled();
  });

  test('sends both passwords, clears the form and says so', async () => {
    const { fetch, onChanged } = renderForm();
    fill('my-old-secret-1', 'monstera-2025');
    await waitFor(() => expect(onChanged).toHaveBeenCalled());
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect([url, init.method, JSON.parse(String(init.body))]).toEqual([
      '/api/auth/password',
      'PUT',
      { currentPassword: 'my-old-secret-1', newPassword: 'monstera-2025' },
    ]);
    expect(screen.getByLabelText('Current password')).toHaveValue('');
  });

  test("shows the server's refusal of a wrong current password", async () => {
    const { onChanged } = renderForm(403, { error: MSG.wrongPassword });
    fill('not-my-password', 'monstera-2025');
    expect(await screen.findByRole('alert')).toHaveTextContent(MSG.wrongPassword);
    expect(onChanged).not.toHaveBeenCalled();
  });
});
