import { useSelector } from 'react-redux';
import { Navigate } from 'react-router';
import { PageSpinner } from '../components/ui/spinner.tsx';
import { AccountShell } from '../features/account/components/account-shell.tsx';
import { TwoFactorSettings } from '../features/account/components/two-factor-settings.tsx';
import { fetchMe, selectUser } from '../features/auth/auth-slice.ts';
import { useAppDispatch } from '../lib/hooks.ts';
import { getToken } from '../lib/storage.ts';
import { useTitle } from '../lib/use-title.ts';

/** /account/security: two-factor sign-in (decision 070), the one screen staff reach while the owner requires it of them. */
export function AccountSecurityPage() {
  useTitle('Security');
  const dispatch = useAppDispatch();
  const user = useSelector(selectUser);
  if (!getToken()) return <Navigate to="/" replace />;
  return (
    <AccountShell title="Security">
      {user.mustSetUpTwoFactor ? (
        <p role="status" className="mb-6 rounded-2xl border border-forest-500/40 bg-sage-100 px-4 py-3 text-sm text-forest-900">
          The shop requires two-factor sign-in for staff. Set it up here to open the back office.
        </p>
      ) : null}
      {user.id ? <TwoFactorSettings onChanged={() => void dispatch(fetchMe())} /> : <PageSpinner label="Loading your account" />}
    </AccountShell>
  );
}
