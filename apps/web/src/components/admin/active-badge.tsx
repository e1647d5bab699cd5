/** The admin's badges: a small pill beside a row's name. */
export const badgeClass = 'inline-flex items-center gap-1.5 rounded-full px-2.5 py-1 text-xs font-semibold whitespace-nowrap';

/** Whether a promo or a shipping rate is offered now. */
export function ActiveBadge({ active }: { active: boolean }) {
  return (
    <span className={`${badgeClass} ${active ? 'bg-sage-200 text-forest-900' : 'bg-cream-200 text-ink'}`}>
      <span aria-hidden="true" className={`size-1.5 rounded-full ${active ? 'bg-forest-600' : 'bg-muted'}`} />
      {active ? 'Active' : 'Inactive'}
    </span>
  );
}
