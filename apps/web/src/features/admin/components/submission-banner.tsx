import { MSG } from '@shop/shared/messages';
import { AlertIcon } from './admin-icons.tsx';

/** SPEC section 8: the admin forms' banner after a submit with missing or invalid fields. */
export function SubmissionBanner() {
  return (
    <p role="alert" className="flex items-start gap-3 rounded-2xl border border-clay-500/50 bg-white px-5 py-4 text-sm font-medium text-[#8c4f2e]">
      <AlertIcon className="mt-0.5 size-5 shrink-0" />
      {MSG.adminBanner}
    </p>
  );
}

/** A refusal the form could not foresee (a name taken, an image too large, the network). */
export function ServerError({ message }: { message: string }) {
  return (
    <p role="alert" className="rounded-2xl border border-clay-500/50 bg-white px-5 py-4 text-sm text-[#8c4f2e]">
      {message}
    </p>
  );
}
