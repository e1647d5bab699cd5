import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ChevronLeftIcon } from '../../../components/ui/icons.tsx';

/** The frame of the account sub-screens: a way back to the hub, an eyebrow and a title. */
export function AccountShell({
  title,
  children,
  back = '/account',
  backLabel = 'Account',
}: {
  title: string;
  children: ReactNode;
  back?: string;
  backLabel?: string;
}) {
  return (
    <div className="mx-auto max-w-4xl px-4 pt-8 pb-8 sm:px-6 lg:px-8">
      <Link
        to={back}
        className="inline-flex items-center gap-1 rounded-full py-1 pr-3 text-sm text-muted hover:text-forest-900"
      >
        <ChevronLeftIcon className="size-4" /> {backLabel}
      </Link>
      <h1 className="mt-4 font-serif text-4xl text-forest-900 sm:text-5xl">{title}</h1>
      <div className="mt-10">{children}</div>
    </div>
  );
}
