import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { MIN_PASSWORD } from '@shop/shared/accounts';
import { MSG } from '@shop/shared/messages';
import { Button } from '../components/ui/button.tsx';
import { Field } from '../components/ui/field.tsx';
import { AuthCard } from '../features/auth/components/auth-card.tsx';
import { putPasswordReset } from '../features/auth/account-links-api.ts';
import { linkToken } from '../features/auth/link-token.ts';
import { messageOf } from '../lib/api.ts';
import { newPasswordProblem } from '../lib/password-rule.ts';
import { setToken } from '../lib/storage.ts';
import { useNoIndex } from '../lib/use-no-index.ts';
import { useTitle } from '../lib/use-title.ts';
import { Alert } from '../components/ui/alert.tsx';

/**
 * What the reset email links to (decision 026): a new password, after which every other session of the
 * account is signed out and this browser is signed in. The token stays in the fragment, never sent in an
 * address; it is read once as the page opens.
 */
export function ResetPasswordPage() {
  useTitle('Choose a new password');
  useNoIndex();
  const [token] = useState(() => {
    const found = linkToken(window.location.hash);
    window.history.replaceState(window.history.state, '', window.location.pathname);
    return found;
  });
  const [password, setPassword] = useState('');
  const [error, setError] = useState('');
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure('');
    const problem =
      password.length < MIN_PASSWORD ? MSG.signupPassword : await newPasswordProblem(password, []).catch(() => undefined);
    if (problem) {
      setError(problem);
      return;
    }
    setBusy(true);
    try {
      const answer = await putPasswordReset(token, password);
      setToken(answer.token);
      // A fresh start: this browser signed in with the new session, whatever it held before.
      window.location.assign('/account?password=reset');
    } catch (caught) {
      setFailure(messageOf(caught));
      setBusy(false);
    }
  }

  return (
    <AuthCard
      title="Choose a new password"
      subtitle="At least 8 characters, not a common one. Every other device signed in to your account will be signed out."
      footer={
        <Link to="/account/forgot-password" className="font-semibold text-forest-700 underline underline-offset-2">
          Send a new link
        </Link>
      }
    >
      <form noValidate onSubmit={(event) => void submit(event)} className="space-y-5" aria-label="Choose a new password">
        {failure ? (
          <Alert tone="soft">
            {failure}
          </Alert>
        ) : null}
        <Field
          label="New password"
          type="password"
          name="newPassword"
          autoComplete="new-password"
          value={password}
          error={error || undefined}
          onChange={(event) => {
            setPassword(event.target.value);
            setError('');
          }}
        />
        <Button type="submit" className="w-full py-4" disabled={busy}>
          {busy ? 'SAVING…' : 'SET NEW PASSWORD'}
        </Button>
      </form>
    </AuthCard>
  );
}
