import { useEffect, useState, type FormEvent } from 'react';
import type { TwoFactorSetup, TwoFactorStatus } from '@shop/shared/accounts';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { PageSpinner } from '../../../components/ui/spinner.tsx';
import { messageOf } from '../../../lib/api.ts';
import { deleteTwoFactor, getTwoFactor, postTwoFactor, putTwoFactor } from '../two-factor-api.ts';

const alertClass = 'rounded-2xl border border-clay-500/40 bg-clay-500/10 px-4 py-3 text-sm text-clay-600';
const panelClass = 'rounded-3xl border border-sand-300 bg-white p-6 sm:p-8';

/** The secret as an app's "enter a key" screen wants it typed: groups of four. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

/**
 * The Security screen's two-factor sign-in (decision 070): set it up (a secret for the authenticator app, as
 * text and as an otpauth:// link, confirmed with one code), see the ten recovery codes once, or turn it off
 * with a current code or the password. `onChanged` runs when it turns on or off, so the signed-in user is read again.
 */
export function TwoFactorSettings({ onChanged }: { onChanged: () => void }) {
  const [status, setStatus] = useState<TwoFactorStatus | null>(null);
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    getTwoFactor().then(setStatus, (error: unknown) => setFailure(messageOf(error)));
  }, []);

  async function run(action: () => Promise<void>) {
    setFailure('');
    setBusy(true);
    try {
      await action();
    } catch (error) {
      setFailure(messageOf(error));
    } finally {
      setBusy(false);
    }
  }

  if (!status) return failure ? <p role="alert" className={alertClass}>{failure}</p> : <PageSpinner label="Loading two-factor sign-in" />;

  if (recoveryCodes) {
    return (
      <section aria-labelledby="recovery-title" className={panelClass}>
        <h2 id="recovery-title" className="font-serif text-2xl text-forest-900">Two-factor sign-in is on</h2>
        <p className="mt-3 text-sm">
          Save these ten recovery codes somewhere safe, away from your phone. Each signs you in once if you lose your
          phone. <strong>They will not be shown again.</strong>
        </p>
        <ol aria-label="Recovery codes" className="mt-5 grid gap-2 font-mono text-base sm:grid-cols-2">
          {recoveryCodes.map((code) => (
            <li key={code} className="rounded-xl bg-cream-100 px-4 py-2">
              {code}
            </li>
          ))}
        </ol>
        <Button className="mt-6" onClick={() => setRecoveryCodes(null)}>
          I HAVE SAVED THEM
        </Button>
      </section>
    );
  }

  if (status.on) {
    return (
      <TurnOff
        left={status.recoveryCodesLeft}
        busy={busy}
        failure={failure}
        onTurnOff={(body) =>
          run(async () => {
            await deleteTwoFactor(body);
            setStatus({ on: false, recoveryCodesLeft: 0 });
            onChanged();
          })
        }
      />
    );
  }

  if (setup) {
    return (
      <Confirm
        setup={setup}
        busy={busy}
        failure={failure}
        onConfirm={(code) =>
          run(async () => {
            const answer = await putTwoFactor(code);
            setSetup(null);
            setStatus({ on: true, recoveryCodesLeft: answer.recoveryCodes.length });
            setRecoveryCodes(answer.recoveryCodes);
            onChanged();
          })
        }
      />
    );
  }

  return (
    <section aria-labelledby="two-factor-title" className={panelClass}>
      <h2 id="two-factor-title" className="font-serif text-2xl text-forest-900">Two-factor sign-in is off</h2>
      <p className="mt-3 text-sm">
        With it on, signing in asks for your password and then a 6-digit code from an authenticator app on your phone
        (Google Authenticator, 1Password, Authy and others), so a stolen password alone does not open your account.
      </p>
      {failure ? <p role="alert" className={`mt-4 ${alertClass}`}>{failure}</p> : null}
      <Button className="mt-6" disabled={busy} onClick={() => void run(async () => setSetup(await postTwoFactor()))}>
        SET UP TWO-FACTOR SIGN-IN
      </Button>
    </section>
  );
}

function Confirm({ setup, busy, failure, onConfirm }: { setup: TwoFactorSetup; busy: boolean; failure: string; onConfirm: (code: string) => void }) {
  const [code, setCode] = useState('');
  const [error, setError] = useState('');

  function submit(event: FormEvent) {
    event.preventDefault();
    const typed = code.replace(/\s/g, '');
    if (!/^\d{6}$/.test(typed)) {
      setError('Enter the 6-digit code from your app');
      return;
    }
    setError('');
    onConfirm(typed);
  }

  return (
    <section aria-labelledby="setup-title" className={panelClass}>
      <h2 id="setup-title" className="font-serif text-2xl text-forest-900">Set up two-factor sign-in</h2>
      <ol className="mt-4 list-decimal space-y-4 pl-5 text-sm">
        <li>
          In your authenticator app, add an account and choose to enter a setup key. Type this key (time-based):
          <dl className="mt-2">
            <dt className="sr-only">Setup key</dt>
            <dd>
              <code className="block rounded-xl bg-cream-100 px-4 py-3 font-mono text-base tracking-wider break-words text-forest-900">
                {grouped(setup.secret)}
              </code>
            </dd>
          </dl>
          <p className="mt-2">
            On this phone?{' '}
            <a href={setup.uri} className="font-semibold text-forest-700 underline underline-offset-2">
              Open it in your authenticator app
            </a>
            .
          </p>
        </li>
        <li>Enter the 6-digit code the app now shows for this shop.</li>
      </ol>
      <form noValidate onSubmit={submit} className="mt-5 grid max-w-sm gap-4" aria-label="Confirm two-factor sign-in">
        {failure ? <p role="alert" className={alertClass}>{failure}</p> : null}
        <Field
          label="Code from your app"
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          value={code}
          error={error || undefined}
          onChange={(event) => setCode(event.target.value)}
        />
        <Button type="submit" disabled={busy}>
          {busy ? 'CHECKING…' : 'TURN ON'}
        </Button>
      </form>
    </section>
  );
}

function TurnOff({
  left,
  busy,
  failure,
  onTurnOff,
}: {
  left: number;
  busy: boolean;
  failure: string;
  onTurnOff: (body: { code?: string; password?: string }) => Promise<void>;
}) {
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState('');

  function submit(event: FormEvent) {
    event.preventDefault();
    const typed = code.replace(/[\s-]/g, '');
    if (!typed && !password) {
      setError('Enter a code from your app or your password');
      return;
    }
    setError('');
    void onTurnOff(typed ? { code: typed } : { password });
  }

  return (
    <section aria-labelledby="two-factor-on-title" className={panelClass}>
      <h2 id="two-factor-on-title" className="font-serif text-2xl text-forest-900">Two-factor sign-in is on</h2>
      <p className="mt-3 text-sm">
        Signing in asks for a code from your authenticator app. {left === 1 ? '1 recovery code is' : `${left} recovery codes are`} left.
      </p>
      <form noValidate onSubmit={submit} className="mt-6 grid max-w-sm gap-4" aria-label="Turn off two-factor sign-in">
        <p className="text-sm text-muted">To turn it off, enter a code from your app, or your password.</p>
        {failure ? <p role="alert" className={alertClass}>{failure}</p> : null}
        <Field
          label="Code from your app"
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          value={code}
          error={error || undefined}
          onChange={(event) => setCode(event.target.value)}
        />
        <Field label="Or your password" name="password" type="password" autoComplete="current-password" value={password} onChange={(event) => setPassword(event.target.value)} />
        <Button type="submit" variant="secondary" disabled={busy}>
          TURN OFF
        </Button>
      </form>
    </section>
  );
}
