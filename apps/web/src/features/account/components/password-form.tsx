import { passwordChange, type PasswordChange } from '@shop/shared/accounts';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { messageOf } from '../../../lib/api.ts';
import { newPasswordProblem, usePasswordRule } from '../../../lib/password-rule.ts';
import { putPassword } from '../users-api.ts';
import { Alert } from '../../../components/ui/alert.tsx';

type Errors = Partial<Record<keyof PasswordChange, string>>;

/** The shared contract's messages for the two fields. */
export function passwordChangeErrors(values: PasswordChange): Errors {
  const result = passwordChange.safeParse(values);
  const errors: Errors = {};
  if (!result.success) for (const issue of result.error.issues) errors[issue.path[0] as keyof PasswordChange] ??= issue.message;
  return errors;
}

const EMPTY: PasswordChange = { currentPassword: '', newPassword: '' };

/**
 * Change password: the current one, and a new one that follows the sign-up rule (checked here and by the
 * server). `userInputs` (the person's names and email) must not make up the new one.
 */
export function PasswordForm({ userInputs, onChanged }: { userInputs: readonly string[]; onChanged: () => void }) {
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);
  usePasswordRule();

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure('');
    const found = passwordChangeErrors(values);
    if (!found.newPassword) {
      found.newPassword = await newPasswordProblem(values.newPassword, userInputs).catch(() => undefined);
    }
    setErrors(found);
    if (found.currentPassword || found.newPassword) return;
    setBusy(true);
    try {
      await putPassword(values);
      setValues(EMPTY);
      onChanged();
    } catch (error) {
      setFailure(messageOf(error));
    } finally {
      setBusy(false);
    }
  }

  const change = (name: keyof PasswordChange) => (event: { target: { value: string } }) => {
    setValues((now) => ({ ...now, [name]: event.target.value }));
    setErrors((now) => ({ ...now, [name]: undefined }));
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="grid max-w-md gap-5" aria-label="Change password">
      {failure ? (
        <Alert tone="soft">
          {failure}
        </Alert>
      ) : null}
      <Field
        label="Current password"
        name="currentPassword"
        type="password"
        autoComplete="current-password"
        value={values.currentPassword}
        error={errors.currentPassword}
        onChange={change('currentPassword')}
      />
      <Field
        label="New password"
        name="newPassword"
        type="password"
        autoComplete="new-password"
        value={values.newPassword}
        error={errors.newPassword}
        hint="At least 8 characters, and not a common password. Your other devices will be signed out."
        onChange={change('newPassword')}
      />
      <Button type="submit" className="justify-self-start" disabled={busy}>
        {busy ? 'SAVING…' : 'CHANGE PASSWORD'}
      </Button>
    </form>
  );
}
