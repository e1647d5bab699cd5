import { lazy, Suspense, useEffect, useState } from 'react';
import { useSelector } from 'react-redux';
import { Link, useNavigate } from 'react-router';
import type { Login } from '@shop/shared/accounts';
import { MSG } from '@shop/shared/messages';
import { AuthCard } from '../features/auth/components/auth-card.tsx';
import { LoginForm } from '../features/auth/components/login-form.tsx';
import { postTwoFactorLogin } from '../features/auth/two-factor-login-api.ts';
import { login, resetAuth, selectAuth } from '../features/auth/auth-slice.ts';
import { messageOf } from '../lib/api.ts';
import { setToken } from '../lib/storage.ts';
import { useAppDispatch } from '../lib/hooks.ts';
import { useTitle } from '../lib/use-title.ts';

/** Only an account with two-factor sign-in loads its second step (decision 070). */
const TwoFactorStep = lazy(() => import('../features/auth/components/two-factor-step.tsx'));

export function LoginPage() {
  useTitle('Log in');
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { auth, status, loading } = useSelector(selectAuth);
  const [failure, setFailure] = useState('');
  const [checking, setChecking] = useState(false);
  /** The right password of an account with two-factor sign-in: its second step trades this, with a code, for the token. */
  const [challenge, setChallenge] = useState('');

  useEffect(() => {
    dispatch(resetAuth());
  }, [dispatch]);

  // Signed in: on to the shop, or first to "What should we call you?" for the first-run admin (decision 048), or
  // to two-factor set-up for staff the owner requires it of (decision 070).
  useEffect(() => {
    if (!auth.firstName) return;
    if (auth.needsName) navigate('/account/your-name', { replace: true });
    else navigate(auth.mustSetUpTwoFactor ? '/account/security' : '/', { replace: true });
  }, [auth.firstName, auth.needsName, auth.mustSetUpTwoFactor, navigate]);

  function submit(credentials: Login) {
    setFailure('');
    dispatch(login(credentials))
      .unwrap()
      .then((answer) => {
        if ('challenge' in answer) setChallenge(answer.challenge);
      })
      .catch((message: unknown) =>
        setFailure(typeof message === 'string' && message ? message : MSG.invalidLogin),
      );
  }

  async function submitCode(code: string) {
    setFailure('');
    setChecking(true);
    try {
      const { token } = await postTwoFactorLogin({ challenge, code });
      setToken(token);
      // Signed in as a one-step log-in is: the same action, with the token the second step answered.
      dispatch(login.fulfilled({ token }, 'two-factor', { email: '', password: '' }));
    } catch (error) {
      setFailure(messageOf(error));
      setChecking(false);
    }
  }

  if (challenge) {
    return (
      <AuthCard title="Two-factor sign-in" subtitle="One more step: the code that proves it is you." footer={null}>
        <Suspense fallback={<p className="text-sm text-muted">Loading…</p>}>
          <TwoFactorStep
            busy={checking || status === 'logged in'}
            failure={failure}
            onSubmit={(code) => void submitCode(code)}
            onCancel={() => {
              setFailure('');
              setChallenge('');
            }}
          />
        </Suspense>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Welcome back"
      subtitle="Log in to see your orders, wishlist and saved cart."
      footer={
        <>
          New here?{' '}
          <Link to="/signup" className="font-semibold text-forest-700 underline underline-offset-2">
            Create an account
          </Link>
        </>
      }
    >
      <LoginForm busy={loading || status === 'logged in'} failure={failure} onSubmit={submit} />
      <p className="mt-5 text-center text-sm">
        <Link to="/account/forgot-password" className="font-semibold text-forest-700 underline underline-offset-2">
          Forgot password?
        </Link>
      </p>
    </AuthCard>
  );
}
