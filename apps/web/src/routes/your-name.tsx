import { useState, type FormEvent } from 'react';
import { useSelector } from 'react-redux';
import { Navigate, useNavigate } from 'react-router';
import { ownName, type OwnName } from '@shop/shared/accounts';
import { Button } from '../components/ui/button.tsx';
import { Field } from '../components/ui/field.tsx';
import { PageSpinner } from '../components/ui/spinner.tsx';
import { updateProfile } from '../features/account/users-slice.ts';
import { AuthCard } from '../features/auth/components/auth-card.tsx';
import { fetchMe, selectUser } from '../features/auth/auth-slice.ts';
import { useAppDispatch } from '../lib/hooks.ts';
import { getToken } from '../lib/storage.ts';
import { useTitle } from '../lib/use-title.ts';
import { Alert } from '../components/ui/alert.tsx';

type NameErrors = Partial<Record<keyof OwnName, string>>;

/** The first message of each field the shared name rule refuses. */
export function nameErrors(values: OwnName): NameErrors {
  const result = ownName.safeParse(values);
  if (result.success) return {};
  const errors: NameErrors = {};
  for (const issue of result.error.issues) errors[issue.path[0] as keyof OwnName] ??= issue.message;
  return errors;
}

/**
 * /account/your-name: "What should we call you?" (decision 048). The admin the first run made is named
 * "Shop Admin" until its owner says; their first sign-in comes here before going on, and the header greets
 * them by the name they give.
 */
export function YourNamePage() {
  useTitle('Your name');
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const user = useSelector(selectUser);
  const [values, setValues] = useState<OwnName>({ firstName: '', lastName: '' });
  const [touched, setTouched] = useState(false);
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);
  const errors = touched ? nameErrors(values) : {};

  if (!getToken()) return <Navigate to="/login" replace />;
  if (user.id === undefined || user.email === undefined) return <PageSpinner label="Loading your account" />;
  const { id, email } = user;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    setFailure('');
    const checked = ownName.safeParse(values);
    if (!checked.success) return;
    setBusy(true);
    try {
      await dispatch(updateProfile({ id, profile: { ...checked.data, email } })).unwrap();
      await dispatch(fetchMe());
      navigate('/', { replace: true });
    } catch (message) {
      setFailure(typeof message === 'string' && message ? message : 'Could not save your name');
      setBusy(false);
    }
  }

  const change = (field: keyof OwnName) => (event: { target: { value: string } }) => setValues((now) => ({ ...now, [field]: event.target.value }));

  return (
    <AuthCard
      title="What should we call you?"
      subtitle="The shop made this account for you as “Shop Admin”. Tell us your name and the shop greets you by it. You can change it later under Edit profile."
      footer={<>Signed in as {email}</>}
    >
      <form noValidate onSubmit={(event) => void submit(event)} className="space-y-5" aria-label="Your name">
        {failure ? (
          <Alert tone="soft">
            {failure}
          </Alert>
        ) : null}
        <Field label="First name" name="firstName" autoComplete="given-name" autoFocus value={values.firstName} error={errors.firstName} onChange={change('firstName')} />
        <Field label="Last name" name="lastName" autoComplete="family-name" value={values.lastName} error={errors.lastName} onChange={change('lastName')} />
        <Button type="submit" className="w-full py-4" disabled={busy}>
          {busy ? 'SAVING…' : 'CONTINUE'}
        </Button>
      </form>
    </AuthCard>
  );
}
