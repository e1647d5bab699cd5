import { useEffect, useId, useRef, type ReactNode } from 'react';

/**
 * A form opened above a list (add a row, or edit one): its own heading, brought into view with its
 * first field focused when it opens or when it switches to another row (`openedFor`).
 */
export function FormPanel({ title, openedFor, children }: { title: string; openedFor: string; children: ReactNode }) {
  const ref = useRef<HTMLElement>(null);
  const headingId = useId();
  useEffect(() => {
    const panel = ref.current;
    if (!panel) return;
    panel.scrollIntoView?.({ block: 'nearest' });
    panel.querySelector<HTMLElement>('input, select')?.focus();
  }, [openedFor]);
  return (
    <section ref={ref} aria-labelledby={headingId} className="rounded-3xl border border-sand-300 bg-white p-6 shadow-sm sm:p-8">
      <h2 id={headingId} className="mb-6 font-serif text-2xl text-forest-900">
        {title}
      </h2>
      {children}
    </section>
  );
}
