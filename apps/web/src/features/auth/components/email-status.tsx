import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { messageOf } from '../../../lib/api.ts';
import { postEmailVerification } from '../account-links-api.ts';
import { Alert } from '../../../components/ui/alert.tsx';

/**
 * The account hub's word on the address (decision 025): verified, or "verify your email" with a button
 * that sends the link again. Until it is verified, back-in-stock alerts ask for a confirmation by email.
 */
export function EmailStatus({ email, verified }: { email: string; verified: boolean }) {
  const [state, setState] = useState<{ busy: boolean; sent: boolean; failure: string }>({ busy: false, sent: false, failure: '' });

  async function resend() {
    setState({ busy: true, sent: false, failure: '' });
    try {
      await postEmailVerification();
      setState({ busy: false, sent: true, failure: '' });
    } catch (error) {
      setState({ busy: false, sent: false, failure: messageOf(error) });
    }
  }

  if (verified) {
    return (
      <p className="mt-3 flex flex-wrap items-center gap-2 text-muted">
        {email}
        <span className="rounded-full bg-sage-100 px-2.5 py-0.5 text-xs font-semibold tracking-[0.12em] text-forest-700">
          EMAIL VERIFIED
        </span>
      </p>
    );
  }
  return (
    <>
      <p className="mt-3 text-muted">{email}</p>
      <section aria-labelledby="verify-email-title" className="mt-6 rounded-2xl border border-clay-500/40 bg-clay-500/10 px-5 py-4">
        <h2 id="verify-email-title" className="font-semibold text-forest-900">
          Verify your email
        </h2>
        <p className="mt-1 text-sm text-forest-900">
          We sent a link to {email}. Open it to confirm the address is yours; until then, back-in-stock alerts ask
          for a confirmation by email first.
        </p>
        <div className="mt-3 flex flex-wrap items-center gap-3">
          <Button variant="secondary" className="px-4 py-2" disabled={state.busy} onClick={() => void resend()}>
            {state.busy ? 'SENDING…' : 'SEND THE LINK AGAIN'}
          </Button>
          <p role="status" className="text-sm text-forest-900">
            {state.sent ? 'Sent: check your inbox. The link works once, within a day.' : ''}
          </p>
        </div>
        {state.failure ? (
          <Alert className="mt-2">
            {state.failure}
          </Alert>
        ) : null}
      </section>
    </>
  );
}
