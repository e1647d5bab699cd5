import { useState, type FormEvent } from 'react';
import { useSelector } from 'react-redux';
import { Navigate } from 'react-router';
import toast from 'react-hot-toast';
import { changesEmail } from '@shop/shared/accounts';
import { MSG } from '@shop/shared/messages';
import { Button } from '../components/ui/button.tsx';
import { Field } from '../components/ui/field.tsx';
import { PageSpinner } from '../components/ui/spinner.tsx';
import { AccountShell } from '../features/account/components/account-shell.tsx';
import { updateProfile } from '../features/account/users-slice.ts';
import { fetchMe, selectUser } from '../features/auth/auth-slice.ts';
import { useAppDispatch } from '../lib/hooks.ts';
import { getToken } from '../lib/storage.ts';
import { useTitle } from '../lib/use-title.ts';

function ProfileForm({
  id,
  initial,
}: {
  id: number;
  initial: { firstName: string; lastName: string; email: string };
}) {
  const dispatch = useAppDispatch();
  const [values, setValues] = useState({ ...initial, currentPassword: '' });
  const [saved, setSaved] = useState(initial.email);
  const [passwordError, setPasswordError] = useState('');
  const newEmail = changesEmail(values.email, saved);

  function submit(event: FormEvent) {
    event.preventDefault();
    // A new email needs the current password (decision 018); names alone do not.
    if (newEmail && values.currentPassword === '') {
      setPasswordError(MSG.passwordForEmail);
      return;
    }
    // docs/product: the toast shows at once, before the answer.
    toast.success(MSG.toastProfileChanged);
    const { currentPassword, ...profile } = values;
    void dispatch(updateProfile({ id, profile: newEmail ? { ...profile, currentPassword } : profile }))
      .unwrap()
      .then((user) => {
        setSaved(user.email);
        setValues((now) => ({ ...now, currentPassword: '' }));
        return dispatch(fetchMe());
      })
      .catch((message: unknown) =>
        toast.error(typeof message === 'string' ? message : 'Could not save your profile'),
      );
  }

  const change = (name: keyof typeof values) => (event: { target: { value: string } }) => {
    setValues((now) => ({ ...now, [name]: event.target.value }));
    if (name === 'currentPassword' || name === 'email') setPasswordError('');
  };

  return (
    <form onSubmit={submit} className="grid max-w-xl gap-5 sm:grid-cols-2" aria-label="Edit profile">
      <Field
        label="First name"
        name="firstName"
        autoComplete="given-name"
        value={values.firstName}
        onChange={change('firstName')}
      />
      <Field
        label="Last name"
        name="lastName"
        autoComplete="family-name"
        value={values.lastName}
        onChange={change('lastName')}
      />
      <Field
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        className="sm:col-span-2"
        value={values.email}
        onChange={change('email')}
      />
      <Field
        label="Current password"
        name="currentPassword"
        type="password"
        autoComplete="current-password"
        className="sm:col-span-2"
        value={values.currentPassword}
        aria-required={newEmail}
        error={passwordError || undefined}
        hint={newEmail ? 'Needed to change your email.' : 'Needed only to change your email.'}
        onChange={change('currentPassword')}
      />
      <Button type="submit" className="sm:col-span-2 sm:justify-self-start">
        SAVE CHANGES
      </Button>
    </form>
  );
}

export function EditProfilePage() {
  useTitle('Edit profile');
  const user = useSelector(selectUser);
  if (!getToken()) return <Navigate to="/" replace />;
  return (
    <AccountShell title="Edit profile">
      {user.id ? (
        <ProfileForm
          key={user.id}
          id={user.id}
          initial={{
            firstName: user.firstName ?? '',
            lastName: user.lastName ?? '',
            email: user.email ?? '',
          }}
        />
      ) : (
        <PageSpinner label="Loading your profile" />
      )}
    </AccountShell>
  );
}
