import { lazy, Suspense, useEffect, useState } from 'react';
import { useSelector } from 'react-redux';
import { Link, Navigate, useNavigate, useParams, useSearchParams } from 'react-router';
import { MSG } from '@shop/shared/messages';
import toast from 'react-hot-toast';
import { Button } from '../components/ui/button.tsx';
import { ArrowRightIcon } from '../components/ui/icons.tsx';
import { PageSpinner } from '../components/ui/spinner.tsx';
import { logout, logoutEverywhere, selectAuth } from '../features/auth/auth-slice.ts';
import { EmailStatus } from '../features/auth/components/email-status.tsx';
import { CareReminders } from '../features/care/components/care-reminders.tsx';
import { clearWishlist } from '../features/wishlist/wishlist-slice.ts';
import { useAppDispatch } from '../lib/hooks.ts';
import { getToken } from '../lib/storage.ts';
import { useTitle } from '../lib/use-title.ts';
import { ForgotPasswordPage } from './forgot-password.tsx';
import { NotFoundPage } from './not-found.tsx';
import { ResetPasswordPage } from './reset-password.tsx';
import { VerifyEmailPage } from './verify-email.tsx';
import { YourNamePage } from './your-name.tsx';

/** Two-factor sign-in's screen (decision 070): a chunk of its own, under the hub's route so the first view's table does not grow. */
const AccountSecurityPage = lazy(() => import('./account-security.tsx').then((m) => ({ default: m.AccountSecurityPage })));

const card =
  'group flex items-center justify-between rounded-2xl border border-sand-300 bg-white px-6 py-5 text-sm font-semibold tracking-[0.18em] text-forest-900 transition-colors hover:border-forest-500 hover:bg-sage-100';

/** `/account`, a page an emailed link opens under it (decisions 025, 026), the first-run owner's name (decision 048), or Security (decision 070). */
export function AccountPage() {
  const rest = useParams()['*'] ?? '';
  if (rest === 'your-name') return <YourNamePage />;
  if (rest === 'verify-email') return <VerifyEmailPage />;
  if (rest === 'forgot-password') return <ForgotPasswordPage />;
  if (rest === 'reset-password') return <ResetPasswordPage />;
  if (rest === 'security') {
    return (
      <Suspense fallback={<PageSpinner label="Loading your account" />}>
        <AccountSecurityPage />
      </Suspense>
    );
  }
  if (rest !== '') return <NotFoundPage />;
  return <AccountHub />;
}

function AccountHub() {
  useTitle('Your account');
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { auth } = useSelector(selectAuth);
  const [leaving, setLeaving] = useState(false);
  const [search, setSearch] = useSearchParams();

  // Back from a password reset (decision 026): say what happened, once.
  useEffect(() => {
    if (search.get('password') !== 'reset') return;
    toast.success(MSG.toastPasswordChanged);
    setSearch({}, { replace: true });
  }, [search, setSearch]);

  if (!getToken()) return <Navigate to="/" replace />;
  if (!auth.id) return <PageSpinner label="Loading your account" />;

  const links = [
    { to: '/account/editprofile', label: 'EDIT PROFILE' },
    { to: '/account/password', label: 'CHANGE PASSWORD' },
    { to: '/account/security', label: 'SECURITY' },
    { to: '/account/orderhistory', label: 'ORDER HISTORY' },
    { to: '/account/wishlist', label: 'WISHLIST' },
    ...(auth.isAdmin ? [{ to: '/account/admin', label: 'ADMIN SETTINGS' }] : []),
  ];

  async function logOut() {
    await dispatch(logout());
    dispatch(clearWishlist());
    navigate('/');
  }

  /** Every device of the account is signed out, this one too; a failure keeps this one in and says why. */
  async function logOutEverywhere() {
    setLeaving(true);
    const result = await dispatch(logoutEverywhere());
    setLeaving(false);
    if (logoutEverywhere.rejected.match(result)) {
      toast.error(result.payload ?? 'Could not log out everywhere');
      return;
    }
    dispatch(clearWishlist());
    navigate('/');
  }

  return (
    <section className="mx-auto max-w-3xl px-4 py-14 sm:px-6">
      <p className="text-xs font-semibold tracking-[0.3em] text-forest-600">WELCOME BACK</p>
      <h1 className="mt-3 font-serif text-5xl text-forest-900">{auth.needsName ? 'Your account' : auth.firstName}</h1>
      {auth.needsName ? (
        <p className="mt-4 text-sm">
          <Link to="/account/your-name" className="font-semibold text-forest-700 underline underline-offset-2">
            What should we call you?
          </Link>
        </p>
      ) : null}
      {auth.email ? <EmailStatus email={auth.email} verified={auth.emailVerified ?? false} /> : null}
      <nav aria-label="Account" className="mt-10">
        <ul className="grid gap-3 sm:grid-cols-2">
          {links.map((link) => (
            <li key={link.to}>
              <Link to={link.to} className={card}>
                {link.label}
                <ArrowRightIcon className="size-4 transition-transform group-hover:translate-x-1" />
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <CareReminders userId={auth.id} />
      <div className="mt-10 flex flex-wrap items-center gap-3">
        <Button variant="secondary" onClick={() => void logOut()}>
          LOG OUT
        </Button>
        <Button variant="secondary" disabled={leaving} onClick={() => void logOutEverywhere()}>
          {leaving ? 'LOGGING OUT…' : 'LOG OUT EVERYWHERE'}
        </Button>
      </div>
      <p className="mt-3 text-sm text-muted">Log out everywhere signs this account out on every device, this one too.</p>
    </section>
  );
}
