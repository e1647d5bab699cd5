import { useState, type FormEvent } from 'react';
import { twoFactorCode } from '@shop/shared/accounts';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';

interface TwoFactorStepProps {
  busy: boolean;
  /** The failed attempt's message (a wrong code, too many tries, an expired sign-in). */
  failure: string;
  onSubmit: (code: string) => void;
  /** Back to the email and password. */
  onCancel: () => void;
}

/**
 * Sign-in's second step (decision 070): the 6-digit code from the authenticator app, or one of the recovery
 * codes. A chunk of its own: only an account with two-factor sign-in ever loads it.
 */
export default function TwoFactorStep({ busy, failure, onSubmit, onCancel }: TwoFactorStepProps) {
  const [recovery, setRecovery] = useState(false);
  const [code, setCode] = useState('');
  const [error, setError] = useState('');

  function submit(event: FormEvent) {
    event.preventDefault();
    const result = twoFactorCode.safeParse(code);
    if (!result.success || (recovery ? /^\d{6}$/.test(result.data) : !/^\d{6}$/.test(result.data))) {
      setError(recovery ? 'Enter one of your recovery codes, like abcd-efgh-ijkl-mnop' : 'Enter the 6-digit code from your app');
      return;
    }
    setError('');
    onSubmit(result.data);
  }

  function switchKind() {
    setRecovery((now) => !now);
    setCode('');
    setError('');
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-5" aria-label="Two-factor sign-in">
      <p className="text-sm text-muted">
        {recovery
          ? 'Enter one of the recovery codes you saved when you set up two-factor sign-in. Each works once.'
          : 'Open your authenticator app and enter the 6-digit code it shows for this shop.'}
      </p>
      {failure ? (
        <p role="alert" className="rounded-2xl border border-clay-500/40 bg-clay-500/10 px-4 py-3 text-sm text-clay-600">
          {failure}
        </p>
      ) : null}
      <Field
        key={recovery ? 'recovery' : 'app'}
        label={recovery ? 'Recovery code' : 'Code from your app'}
        name="code"
        autoComplete="one-time-code"
        inputMode={recovery ? 'text' : 'numeric'}
        autoCapitalize="off"
        spellCheck={false}
        // The step opens after the password: the code is the only thing left to type.
        autoFocus
        value={code}
        error={error || undefined}
        onChange={(event) => setCode(event.target.value)}
      />
      <Button type="submit" className="w-full py-4" disabled={busy}>
        {busy ? 'CHECKING…' : 'VERIFY'}
      </Button>
      <div className="flex flex-wrap justify-between gap-3 text-sm">
        <button type="button" className="font-semibold text-forest-700 underline underline-offset-2" onClick={switchKind}>
          {recovery ? 'Use the code from my app' : 'Use a recovery code instead'}
        </button>
        <button type="button" className="font-semibold text-forest-700 underline underline-offset-2" onClick={onCancel}>
          Start over
        </button>
      </div>
    </form>
  );
}
