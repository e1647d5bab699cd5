// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import TwoFactorStep from './two-factor-step.tsx';

afterEach(cleanup);

function renderStep(failure = '') {
  const onSubmit = vi.fn();
  const onCancel = vi.fn();
  const view = render(<TwoFactorStep busy={false} failure={failure} onSubmit={onSubmit} onCancel={onCancel} />);
  return { onSubmit, onCancel, ...view };
}

describe("sign-in's second step", () => {
  test('sends a 6-digit code from the app, spaces removed', () => {
    const { onSubmit } = renderStep();
    fireEvent.change(screen.getByLabelText('Code from your app'), { target: { value: '123 456' } });
    fireEvent.click(screen.getByRole('button', { name: 'VERIFY' }));
    expect(onSubmit).toHaveBeenCalledWith('123456');
  });

  test('refuses anything but six digits and says what to enter', () => {
    const { onSubmit } = renderStep();
    fireEvent.change(screen.getByLabelText('Code from your app'), { target: { value: '12345' } });
    fireEvent.click(screen.getByRole('button', { name: 'VERIFY' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByText('Enter the 6-digit code from your app')).toBeVisible();
  });

  test('takes a recovery code instead, in any case, with or without dashes', () => {
    const { onSubmit } = renderStep();
    fireEvent.click(screen.getByRole('button', { name: 'Use a recovery code instead' }));
    fireEvent.change(screen.getByLabelText('Recovery code'), { target: { value: 'ABCD-efgh-2345-MNOP' } });
    fireEvent.click(screen.getByRole('button', { name: 'VERIFY' }));
    expect(onSubmit).toHaveBeenCalledWith('abcdefgh2345mnop');
  });

  test("announces the server's refusal, and Start over goes back to the password", () => {
    const { onCancel } = renderStep('That code is not right.');
    expect(screen.getByRole('alert')).toHaveTextContent('That code is not right.');
    fireEvent.click(screen.getByRole('button', { name: 'Start over' }));
    expect(onCancel).toHaveBeenCalled();
  });
});
