import { useState, type FormEvent } from 'react';
import { signup as signupSchema, type Signup } from '@shop/shared/accounts';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { newPasswordProblem, preloadPasswordRule } from '../../../lib/password-rule.ts';
import { Alert } from '../../../components/ui/alert.tsx';

type SignupErrors = Partial<Record<keyof Signup, string>>;

/** the docs/product/rules.md#validation four sign-up messages. */
export function signupErrors(values: Signup): SignupErrors {
  const result = signupSchema.safeParse(values);
  if (result.success) return {};
  const errors: SignupErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as keyof Signup;
    errors[field] ??= issue.message;
  }
  return errors;
}

interface SignupFormProps {
  busy: boolean;
  failure: string;
  onSubmit: (data: Signup) => void;
}

const FIELDS: { name: keyof Signup; label: string; type: string; autoComplete: string }[] = [
  { name: 'firstName', label: 'First name', type: 'text', autoComplete: 'given-name' },
  { name: 'lastName', label: 'Last name', type: 'text', autoComplete: 'family-name' },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  { name: 'password', label: 'Password', type: 'password', autoComplete: 'new-password' },
];

export function SignupForm({ busy, failure, onSubmit }: SignupFormProps) {
  const [values, setValues] = useState<Signup>({ firstName: '', lastName: '', email: '', password: '' });
  const [touched, setTouched] = useState<Partial<Record<keyof Signup, boolean>>>({});
  /** The shared rule's word on the password, once it has been checked (on leaving the field or sending). */
  const [weak, setWeak] = useState<{ password: string; problem: string | undefined }>();
  const errors = signupErrors(values);
  const passwordError = errors.password ?? (weak?.password === values.password ? weak.problem : undefined);

  const trimmed = (): Signup => ({
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    email: values.email.trim(),
    password: values.password,
  });

  async function checkPassword(data: Signup): Promise<boolean> {
    const problem = await newPasswordProblem(data.password, [data.firstName, data.lastName, data.email]);
    setWeak({ password: data.password, problem });
    return problem === undefined;
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setTouched({ firstName: true, lastName: true, email: true, password: true });
    if (Object.keys(errors).length > 0) return;
    const data = trimmed();
    // A failed download of the rule leaves the decision to the server, which applies the same one.
    if (await checkPassword(data).catch(() => true)) onSubmit(data);
  }

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-5 sm:grid-cols-2" aria-label="Sign up">
      {failure ? (
        <Alert tone="soft" className="sm:col-span-2">
          {failure}
        </Alert>
      ) : null}
      {FIELDS.map(({ name, label, type, autoComplete }) => (
        <Field
          key={name}
          label={label}
          type={type}
          name={name}
          autoComplete={autoComplete}
          className={name === 'email' || name === 'password' ? 'sm:col-span-2' : ''}
          value={values[name]}
          error={touched[name] ? (name === 'password' ? passwordError : errors[name]) : undefined}
          hint={name === 'password' ? 'At least 8 characters, and not a common password.' : undefined}
          onFocus={name === 'password' ? preloadPasswordRule : undefined}
          onChange={(event) => setValues((now) => ({ ...now, [name]: event.target.value }))}
          onBlur={() => {
            setTouched((now) => ({ ...now, [name]: true }));
            if (name === 'password' && !errors.password) void checkPassword(trimmed()).catch(() => undefined);
          }}
        />
      ))}
      <Button type="submit" className="w-full py-4 sm:col-span-2" disabled={busy}>
        {busy ? 'CREATING ACCOUNT…' : 'CREATE ACCOUNT'}
      </Button>
    </form>
  );
}
