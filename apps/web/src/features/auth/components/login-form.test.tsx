// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { MSG } from '@shop/shared/messages';
import { LoginForm, loginErrors } from './login-form.tsx';

afterEach(cleanup);

describe('login validation', () => {
  test("a missing or malformed email is 'Enter email!', a short password 'Invalid password!'", () => {
    expect(loginErrors({ email: '', password: 'short' })).toEqual({
      email: MSG.enterEmail,
      password: MSG.invalidPassword,
    });
    expect(loginErrors({ email: 'maya@', password: 'long enough' })).toEqual({ email: MSG.enterEmail });
    expect(loginErrors({ email: 'maya@example.com', password: '12345678' })).toEqual({});
  });

  test('the owner the shop made on first start (admin@localhost) may sign in; maya@localhos is still refused', () => {
    expect(loginErrors({ email: 'admin@localhost', password: 'printed-password' })).toEqual({});
    expect(loginErrors({ email: 'maya@localhos', password: 'long enough' })).toEqual({ email: MSG.enterEmail });
  });

  test('submit is blocked while invalid and the messages show', () => {
    const onSubmit = vi.fn();
    render(<LoginForm busy={false} failure="" onSubmit={onSubmit} />);
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'short' } });
    fireEvent.click(screen.getByRole('button', { name: 'LOG IN' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByText(MSG.enterEmail)).toBeVisible();
    expect(screen.getByText(MSG.invalidPassword)).toBeVisible();
  });

  test('a valid form is submitted, and a failure is announced', () => {
    const onSubmit = vi.fn();
    const { rerender } = render(<LoginForm busy={false} failure="" onSubmit={onSubmit} />);
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: ' maya@example.com ' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'password1' } });
    fireEvent.click(screen.getByRole('button', { name: 'LOG IN' }));
    expect(onSubmit).toHaveBeenCalledWith({ email: 'maya@example.com', password: 'password1' });
    rerender(<LoginForm busy={false} failure={MSG.invalidLogin} onSubmit={onSubmit} />);
    expect(screen.getByRole('alert')).toHaveTextContent(MSG.invalidLogin);
  });
});
