import { messageOf } from './api.ts';

export interface CheckedSubmit<E extends object> {
  setErrors: (errors: E) => void;
  setServerError: (message: string) => void;
  setBusy: (busy: boolean) => void;
  /** Sends the checked values; a refusal is shown as the server's message. */
  send: () => Promise<void>;
}

/**
 * An admin form's submit: the rules' messages go under their fields and the first invalid field takes the
 * focus; with none, the values are sent while the form is busy, and the server's refusal is shown.
 */
export async function checkedSubmit<E extends object>(form: HTMLFormElement, errors: E, { setErrors, setServerError, setBusy, send }: CheckedSubmit<E>): Promise<void> {
  setErrors(errors);
  setServerError('');
  const first = Object.keys(errors)[0];
  if (first) {
    form.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
    return;
  }
  setBusy(true);
  try {
    await send();
  } catch (error) {
    setServerError(messageOf(error));
  } finally {
    setBusy(false);
  }
}
