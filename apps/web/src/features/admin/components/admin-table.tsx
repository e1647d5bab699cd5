import type { ReactNode } from 'react';

export const th = 'px-4 py-3.5 font-semibold whitespace-nowrap';
export const td = 'px-4 py-3.5 align-middle';

/** The admin's tables: the order history's look, with a caption for screen readers. */
export function AdminTable({ caption, head, children }: { caption: string; head: ReactNode; children: ReactNode }) {
  return (
    <div className="relative overflow-x-auto rounded-2xl border border-sand-300 bg-white shadow-sm">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-cream-100 text-xs tracking-[0.12em] text-forest-900 uppercase">{head}</thead>
        <tbody className="divide-y divide-sand-300/70">{children}</tbody>
      </table>
    </div>
  );
}

/** A table's place when there is nothing to list. */
export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="rounded-2xl border border-dashed border-sand-300 bg-cream-100 px-6 py-12 text-center">
      <p className="font-serif text-2xl text-forest-900">{title}</p>
      {children ? <div className="mt-3 text-sm text-muted">{children}</div> : null}
    </div>
  );
}

export const rowLink =
  'rounded-full px-2.5 py-1 text-xs font-semibold tracking-[0.12em] text-forest-700 uppercase underline-offset-4 transition-colors hover:bg-sage-100 hover:text-forest-900';
export const rowDanger =
  'rounded-full px-2.5 py-1 text-xs font-semibold tracking-[0.12em] text-[#8c4f2e] uppercase underline-offset-4 transition-colors hover:bg-clay-500/10';
