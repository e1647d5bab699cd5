import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '../components/ui/button.tsx';
import { PageSpinner } from '../components/ui/spinner.tsx';
import { AuthCard } from '../features/auth/components/auth-card.tsx';
import { putEmailVerification } from '../features/auth/account-links-api.ts';
import { fetchMe } from '../features/auth/auth-slice.ts';
import { linkToken } from '../features/auth/link-token.ts';
import { messageOf } from '../lib/api.ts';
import { useAppDispatch } from '../lib/hooks.ts';
import { getToken } from '../lib/storage.ts';
import { useNoIndex } from '../lib/use-no-index.ts';
import { useTitle } from '../lib/use-title.ts';

type Outcome = { state: 'checking' } | { state: 'verified'; email: string } | { state: 'failed'; message: string };

/** What the verification email links to (decision 025): the token is sent once, and the answer shown. */
export function VerifyEmailPage() {
  useTitle('Verify your email');
  useNoIndex();
  const dispatch = useAppDispatch();
  const [outcome, setOutcome] = useState<Outcome>({ state: 'checking' });
  const sent = useRef(false);

  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    const token = linkToken(window.location.hash);
    // The token leaves the address bar, so it is not kept in the history or shared by a copied address.
    window.history.replaceState(window.history.state, '', window.location.pathname);
    putEmailVerification(token)
      .then(({ email }) => {
        setOutcome({ state: 'verified', email });
        if (getToken()) void dispatch(fetchMe());
      })
      .catch((error: unknown) => setOutcome({ state: 'failed', message: messageOf(error) }));
  }, [dispatch]);

  if (outcome.state === 'checking') return <PageSpinner label="Verifying your email" />;
  const signedIn = Boolean(getToken());
  const next = signedIn ? { to: '/account', label: 'GO TO YOUR ACCOUNT' } : { to: '/login', label: 'LOG IN' };
  return (
    <AuthCard
      title={outcome.state === 'verified' ? 'Your email is verified' : 'This link did not work'}
      subtitle={
        outcome.state === 'verified'
          ? `Thank you: ${outcome.email} is confirmed as yours.`
          : outcome.message
      }
      footer={
        <Link to="/products" className="font-semibold text-forest-700 underline underline-offset-2">
          Browse the shop
        </Link>
      }
    >
      <Link to={next.to} className={buttonClass('primary', 'w-full py-4')}>
        {next.label}
      </Link>
    </AuthCard>
  );
}
