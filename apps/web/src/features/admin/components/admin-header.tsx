import type { ReactNode } from 'react';

/** The top of every admin screen: a small eyebrow, the title, a line about it, and its main actions. */
export function AdminHeader({
  eyebrow,
  title,
  description,
  actions,
}: {
  eyebrow: string;
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <header className="flex flex-col gap-4 border-b border-sand-300 pb-6 sm:flex-row sm:items-end sm:justify-between">
      <div className="min-w-0">
        <p className="text-xs font-semibold tracking-[0.28em] text-forest-600">{eyebrow}</p>
        <h1 className="mt-2 font-serif text-3xl text-forest-900 sm:text-4xl">{title}</h1>
        {description ? <p className="mt-2 text-sm text-muted">{description}</p> : null}
      </div>
      {actions ? <div className="flex shrink-0 flex-wrap gap-3">{actions}</div> : null}
    </header>
  );
}
