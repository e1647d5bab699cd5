import { useState } from 'react';
import { messageOf } from '../../../lib/api.ts';

/**
 * Admin > Settings > Sign-in (decision 070): the owner requires two-factor sign-in for every back-office account.
 * One without it can then open only its Security screen until it sets it up.
 */
export function StaffTwoFactor({ required, onSave }: { required: boolean; onSave: (required: boolean) => Promise<void> }) {
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);

  async function change(next: boolean) {
    setFailure('');
    setBusy(true);
    try {
      await onSave(next);
    } catch (error) {
      setFailure(messageOf(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby="staff-two-factor-title" className="rounded-3xl border border-sand-300 bg-white p-6 sm:p-8">
      <h2 id="staff-two-factor-title" className="font-serif text-2xl text-forest-900">Sign-in</h2>
      <label className="mt-4 flex items-start gap-3 text-sm text-forest-900">
        <input
          type="checkbox"
          className="mt-0.5 size-4 shrink-0 accent-forest-700"
          checked={required}
          disabled={busy}
          onChange={(event) => void change(event.target.checked)}
        />
        <span>
          <span className="font-medium">Require two-factor sign-in for staff</span>
          <span className="block text-xs text-muted">
            Every admin must sign in with a code from an authenticator app. Anyone without it is sent to set it up before the back office opens.
          </span>
        </span>
      </label>
      {failure ? (
        <p role="alert" className="mt-4 rounded-2xl border border-clay-500/40 bg-clay-500/10 px-4 py-3 text-sm text-clay-600">
          {failure}
        </p>
      ) : null}
    </section>
  );
}
