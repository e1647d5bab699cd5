import { useSelector } from 'react-redux';
import { Navigate } from 'react-router';
import toast from 'react-hot-toast';
import { MSG } from '@shop/shared/messages';
import { PageSpinner } from '../components/ui/spinner.tsx';
import { AccountShell } from '../features/account/components/account-shell.tsx';
import { PasswordForm } from '../features/account/components/password-form.tsx';
import { selectUser } from '../features/auth/auth-slice.ts';
import { getToken } from '../lib/storage.ts';
import { useTitle } from '../lib/use-title.ts';

export function ChangePasswordPage() {
  useTitle('Change password');
  const user = useSelector(selectUser);
  if (!getToken()) return <Navigate to="/" replace />;
  return (
    <AccountShell title="Change password">
      {user.id ? (
        <PasswordForm
          userInputs={[user.firstName ?? '', user.lastName ?? '', user.email ?? '']}
          onChanged={() => toast.success(MSG.toastPasswordChanged)}
        />
      ) : (
        <PageSpinner label="Loading your account" />
      )}
    </AccountShell>
  );
}
