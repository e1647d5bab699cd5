import { useState, type FormEvent } from 'react';
import { login as loginSchema, type Login } from '@shop/shared/accounts';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Alert } from '../../../components/ui/alert.tsx';

type LoginErrors = Partial<Record<keyof Login, string>>;

/** docs/product/rules.md#validation: 'Enter email!' and 'Invalid password!'. */
export function loginErrors(values: Login): LoginErrors {
  const result = loginSchema.safeParse(values);
  if (result.success) return {};
  const errors: LoginErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as keyof Login;
    errors[field] ??= issue.message;
  }
  return errors;
}

interface LoginFormProps {
  busy: boolean;
  /** The failed attempt's message. */
  failure: string;
  onSubmit: (credentials: Login) => void;
}

export function LoginForm({ busy, failure, onSubmit }: LoginFormProps) {
  const [values, setValues] = useState<Login>({ email: '', password: '' });
  const [touched, setTouched] = useState<Partial<Record<keyof Login, boolean>>>({});
  const errors = loginErrors(values);
  const shown = (field: keyof Login) => (touched[field] ? errors[field] : undefined);

  function submit(event: FormEvent) {
    event.preventDefault();
    setTouched({ email: true, password: true });
    if (Object.keys(errors).length > 0) return;
    onSubmit({ email: values.email.trim(), password: values.password });
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-5" aria-label="Log in">
      {failure ? (
        <Alert tone="soft">{failure}</Alert>
      ) : null}
      <Field
        label="Email"
        type="email"
        name="email"
        autoComplete="email"
        value={values.email}
        error={shown('email')}
        onChange={(event) => setValues((now) => ({ ...now, email: event.target.value }))}
        onBlur={() => setTouched((now) => ({ ...now, email: true }))}
      />
      <Field
        label="Password"
        type="password"
        name="password"
        autoComplete="current-password"
        value={values.password}
        error={shown('password')}
        onChange={(event) => setValues((now) => ({ ...now, password: event.target.value }))}
        onBlur={() => setTouched((now) => ({ ...now, password: true }))}
      />
      <Button type="submit" className="w-full py-4" disabled={busy}>
        {busy ? 'LOGGING IN…' : 'LOG IN'}
      </Button>
    </form>
  );
}
