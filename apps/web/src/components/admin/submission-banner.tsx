import type { ReactNode } from 'react';
import { MSG } from '@shop/shared/messages';
import { Button } from '../ui/button.tsx';
import { AlertIcon } from './admin-icons.tsx';

/** docs/product/api.md#errors: the admin forms' banner after a submit with missing or invalid fields. */
function SubmissionBanner() {
  return (
    <p role="alert" className="flex items-start gap-3 rounded-2xl border border-clay-500/50 bg-white px-5 py-4 text-sm font-medium text-[#8c4f2e]">
      <AlertIcon className="mt-0.5 size-5 shrink-0" />
      {MSG.adminBanner}
    </p>
  );
}

/** A refusal the form could not foresee (a name taken, an image too large, the network). */
function ServerError({ message }: { message: string }) {
  return (
    <p role="alert" className="rounded-2xl border border-clay-500/50 bg-white px-5 py-4 text-sm text-[#8c4f2e]">
      {message}
    </p>
  );
}

/**
 * What an admin form says above its fields: the banner while any field it flagged is unchanged, else
 * the server's refusal, else nothing.
 */
export function FormProblems({ errors, serverError }: { errors: Readonly<Record<string, string | undefined>>; serverError: string }) {
  if (Object.values(errors).some(Boolean)) return <SubmissionBanner />;
  return serverError ? <ServerError message={serverError} /> : null;
}

/** An admin form's last row: its extra actions (the edit form's Delete) and the submit button. */
export function FormActions({ actions, busy, submitLabel }: { actions?: ReactNode; busy: boolean; submitLabel: string }) {
  return (
    <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex gap-3">{actions}</div>
      <Button type="submit" disabled={busy} className="min-w-48">
        {busy ? 'Saving…' : submitLabel}
      </Button>
    </div>
  );
}
