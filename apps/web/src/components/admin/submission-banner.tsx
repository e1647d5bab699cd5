import type { ReactNode } from 'react';
import { MSG } from '@shop/shared/messages';
import { Button } from '../ui/button.tsx';
import { AlertIcon } from './admin-icons.tsx';
import { Alert } from '../ui/alert.tsx';

/** docs/product/api.md#errors: the admin forms' banner after a submit with missing or invalid fields. */
function SubmissionBanner() {
  return (
    <Alert tone="box" className="flex items-start gap-3 font-medium">
      <AlertIcon className="mt-0.5 size-5 shrink-0" />
      {MSG.adminBanner}
    </Alert>
  );
}

/** A refusal the form could not foresee (a name taken, an image too large, the network). */
function ServerError({ message }: { message: string }) {
  return (
    <Alert tone="box">
      {message}
    </Alert>
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
