import { Link } from 'react-router';
import { FILTER_GROUPS, type FilterKey, type Filters } from '@shop/shared/catalog-filters';
import { CloseIcon } from '../../../components/ui/icons.tsx';

interface FilterChipsProps {
  filters: Filters;
  /** The grid's address without this one choice: a chip is a link, so it works before the script runs. */
  removeHref: (key: FilterKey, value: string) => string;
  className?: string;
}

/** The chosen filters, each one click from gone. */
export function FilterChips({ filters, removeHref, className = '' }: FilterChipsProps) {
  const chips = FILTER_GROUPS.flatMap((group) =>
    ((filters[group.key] ?? []) as readonly string[]).map((value) => ({
      key: group.key,
      value,
      label: group.options.find((option) => option.value === value)?.label ?? value,
    })),
  );
  return (
    <ul className={`flex flex-wrap gap-2 ${className}`} aria-label="Chosen filters">
      {chips.map((chip) => (
        <li key={`${chip.key}:${chip.value}`}>
          <Link
            to={removeHref(chip.key, chip.value)}
            preventScrollReset
            aria-label={`Remove filter ${chip.label}`}
            className="inline-flex items-center gap-1.5 rounded-full bg-sage-100 py-1 pr-2 pl-3 text-xs font-semibold text-forest-800 hover:bg-sage-200"
          >
            {chip.label}
            <CloseIcon className="size-3.5" />
          </Link>
        </li>
      ))}
    </ul>
  );
}
