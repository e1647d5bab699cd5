import { useEffect, useState } from 'react';
import { useSelector } from 'react-redux';
import { Link, useNavigate } from 'react-router';
import type { Login } from '@shop/shared/accounts';
import { MSG } from '@shop/shared/messages';
import { AuthCard } from '../features/auth/components/auth-card.tsx';
import { LoginForm } from '../features/auth/components/login-form.tsx';
import { login, resetAuth, selectAuth } from '../features/auth/auth-slice.ts';
import { useAppDispatch } from '../lib/hooks.ts';
import { useTitle } from '../lib/use-title.ts';

export function LoginPage() {
  useTitle('Log in');
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { auth, status, loading } = useSelector(selectAuth);
  const [failure, setFailure] = useState('');

  useEffect(() => {
    dispatch(resetAuth());
  }, [dispatch]);

  // Signed in: on to the shop, or first to "What should we call you?" for the first-run admin (decision 048).
  useEffect(() => {
    if (auth.firstName) navigate(auth.needsName ? '/account/your-name' : '/', { replace: true });
  }, [auth.firstName, auth.needsName, navigate]);

  function submit(credentials: Login) {
    setFailure('');
    dispatch(login(credentials))
      .unwrap()
      .catch((message: unknown) =>
        setFailure(typeof message === 'string' && message ? message : MSG.invalidLogin),
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
