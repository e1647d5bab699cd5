import { useId } from 'react';
import { Link } from 'react-router';
import type { LaunchChecklist, LaunchItem } from '@shop/shared/launch';

function Step({ item }: { item: LaunchItem }) {
  return (
    <li className="flex gap-3 py-3">
      <span
        aria-hidden="true"
        className={`mt-0.5 grid size-5 shrink-0 place-items-center rounded-full text-xs font-bold ${item.done ? 'bg-forest-700 text-cream-50' : 'border-2 border-clay-500'}`}
      >
        {item.done ? '✓' : ''}
      </span>
      <div className="min-w-0">
        <p className={`font-semibold ${item.done ? 'text-muted' : 'text-forest-900'}`}>
          {item.title}
          <span className="sr-only">{item.done ? ': done.' : ': to do.'}</span>
        </p>
        <p className="mt-0.5 text-sm break-words text-muted">{item.detail}</p>
        {!item.done && item.fix ? (
          <Link to={item.fix.to} className="mt-1 inline-block text-sm font-semibold text-forest-700 underline underline-offset-2 hover:text-forest-900">
            {item.fix.label}
          </Link>
        ) : null}
        {!item.done && item.guide ? <p className="mt-1 text-sm text-forest-700">On the shop&rsquo;s machine: {item.guide}</p> : null}
      </div>
    </li>
  );
}

/**
 * The launch checklist (decision 052): each step between the shop and a real first order, with where to
 * fix it. Open steps come first; with every step done it folds into one line the owner may open.
 */
export function LaunchChecklistPanel({ checklist }: { checklist: LaunchChecklist }) {
  const id = useId();
  const open = checklist.items.filter((item) => !item.done);
  const done = checklist.items.filter((item) => item.done);
  if (checklist.ready) {
    return (
      <details className="rounded-3xl border border-sand-300 bg-white px-6 py-4 text-sm shadow-sm">
        <summary className="cursor-pointer font-semibold text-forest-900">Ready to open: every step of the launch checklist is done.</summary>
        <ul className="mt-2 divide-y divide-sand-300">
          {done.map((item) => (
            <Step key={item.id} item={item} />
          ))}
        </ul>
      </details>
    );
  }
  return (
    <section aria-labelledby={id} className="rounded-3xl border border-clay-500/40 bg-white p-6 shadow-sm">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={id} className="text-xs font-semibold tracking-[0.2em] text-forest-600 uppercase">
          Ready to open
        </h2>
        <p className="text-sm text-muted">
          {done.length} of {checklist.items.length} steps done
        </p>
      </div>
      <p className="mt-2 text-sm text-forest-900">Before a real first order, these steps are still open.</p>
      <ul className="mt-2 divide-y divide-sand-300" aria-label="Steps still open">
        {open.map((item) => (
          <Step key={item.id} item={item} />
        ))}
      </ul>
      {done.length > 0 ? (
        <details className="mt-2 text-sm">
          <summary className="cursor-pointer font-semibold text-forest-700">Done ({done.length})</summary>
          <ul className="divide-y divide-sand-300" aria-label="Steps done">
            {done.map((item) => (
              <Step key={item.id} item={item} />
            ))}
          </ul>
        </details>
      ) : null}
    </section>
  );
}
