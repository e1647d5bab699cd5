// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { MSG } from '@shop/shared/messages';
import { SignupForm } from './signup-form.tsx';

afterEach(cleanup);

function fill(password: string) {
  fireEvent.change(screen.getByLabelText('First name'), { target: { value: 'Maya' } });
  fireEvent.change(screen.getByLabelText('Last name'), { target: { value: 'Greenwood' } });
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'maya@example.com' } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
}

describe('sign-up form', () => {
  for (const password of ['password', '12345678', 'qwertyui', 'greenwood1']) {
    test(`refuses the common password '${password}' with a clear message and sends nothing`, async () => {
      const onSubmit = vi.fn();
      render(<SignupForm busy={false} failure="" onSubmit={onSubmit} />);
      fill(password);
      fireEvent.click(screen.getByRole('button', { name: 'CREATE ACCOUNT' }));
      expect(await screen.findByText(MSG.weakPassword)).toBeVisible();
      expect(onSubmit).not.toHaveBeenCalled();
    });
  }

  test('says so as soon as the shopper leaves the password field, and clears it when they type another', async () => {
    render(<SignupForm busy={false} failure="" onSubmit={vi.fn()} />);
    fill('iloveyou');
    fireEvent.blur(screen.getByLabelText('Password'));
    expect(await screen.findByText(MSG.weakPassword)).toBeVisible();
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'monstera-2025' } });
    expect(screen.queryByText(MSG.weakPassword)).toBeNull();
  });

  test('sends a form whose password is not common', async () => {
    const onSubmit = vi.fn();
    render(<SignupForm busy={false} failure="" onSubmit={onSubmit} />);
    fill('monstera-2025');
    fireEvent.click(screen.getByRole('button', { name: 'CREATE ACCOUNT' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({ firstName: 'Maya', lastName: 'Greenwood', email: 'maya@example.com', password: 'monstera-2025' }),
    );
  });

  test('keeps the short-password message of docs/product for a password under 8 characters', async () => {
    const onSubmit = vi.fn();
    render(<SignupForm busy={false} failure="" onSubmit={onSubmit} />);
    fill('short');
    fireEvent.click(screen.getByRole('button', { name: 'CREATE ACCOUNT' }));
    expect(await screen.findByText(MSG.signupPassword)).toBeVisible();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
