import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { passwordResetRequest } from '@shop/shared/accounts';
import { Button } from '../components/ui/button.tsx';
import { Field } from '../components/ui/field.tsx';
import { AuthCard } from '../features/auth/components/auth-card.tsx';
import { postPasswordReset } from '../features/auth/account-links-api.ts';
import { messageOf } from '../lib/api.ts';
import { useTitle } from '../lib/use-title.ts';
import { Alert } from '../components/ui/alert.tsx';

/** "Forgot password?" (decision 026): one field; the same answer whether or not the address has an account. */
export function ForgotPasswordPage() {
  useTitle('Forgot password');
  const [email, setEmail] = useState('');
  const [error, setError] = useState('');
  const [failure, setFailure] = useState('');
  const [answer, setAnswer] = useState('');
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure('');
    const checked = passwordResetRequest.safeParse({ email });
    if (!checked.success) {
      setError(checked.error.issues[0]?.message ?? '');
      return;
    }
    setBusy(true);
    try {
      setAnswer((await postPasswordReset(checked.data.email)).message);
    } catch (caught) {
      setFailure(messageOf(caught));
    } finally {
      setBusy(false);
    }
  }

  return (
    <AuthCard
      title="Forgot your password?"
      subtitle="Enter the email address of your account and we will email you a link to choose a new password."
      footer={
        <Link to="/login" className="font-semibold text-forest-700 underline underline-offset-2">
          Back to log in
        </Link>
      }
    >
      {answer ? (
        <p role="status" className="rounded-2xl border border-sand-300 bg-sage-100 px-4 py-3 text-sm text-forest-900">
          {answer}
        </p>
      ) : (
        <form noValidate onSubmit={(event) => void submit(event)} className="space-y-5" aria-label="Forgot password">
          {failure ? (
            <Alert tone="soft">
              {failure}
            </Alert>
          ) : null}
          <Field
            label="Email"
            type="email"
            name="email"
            autoComplete="email"
            value={email}
            error={error || undefined}
            onChange={(event) => {
              setEmail(event.target.value);
              setError('');
            }}
          />
          <Button type="submit" className="w-full py-4" disabled={busy}>
            {busy ? 'SENDING…' : 'EMAIL ME A LINK'}
          </Button>
        </form>
      )}
    </AuthCard>
  );
}
