import { useEffect, useState } from 'react';
import { useSelector } from 'react-redux';
import { Link, useNavigate } from 'react-router';
import { AuthCard } from '../features/auth/components/auth-card.tsx';
import { SignupForm } from '../features/auth/components/signup-form.tsx';
import { fetchMe, resetAuth, selectAuth, signup } from '../features/auth/auth-slice.ts';
import { useAppDispatch } from '../lib/hooks.ts';
import { useTitle } from '../lib/use-title.ts';

export function SignupPage() {
  useTitle('Create an account');
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { token, loading } = useSelector(selectAuth);
  const [failure, setFailure] = useState('');

  useEffect(() => {
    dispatch(resetAuth());
  }, [dispatch]);

  useEffect(() => {
    if (!token) return;
    void dispatch(fetchMe());
    navigate('/products', { replace: true });
  }, [dispatch, navigate, token]);

  return (
    <AuthCard
      title="Create an account"
      subtitle="Keep a wishlist, track your orders and save your cart across devices."
      footer={
        <>
          Already have an account?{' '}
          <Link to="/login" className="font-semibold text-forest-700 underline underline-offset-2">
            Log in
          </Link>
        </>
      }
    >
      <SignupForm
        busy={loading}
        failure={failure}
        onSubmit={(data) => {
          setFailure('');
          dispatch(signup(data))
            .unwrap()
            .catch((message: unknown) =>
              setFailure(typeof message === 'string' ? message : 'Sign-up failed'),
            );
        }}
      />
    </AuthCard>
  );
}
