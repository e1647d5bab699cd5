import { useId } from 'react';

export const SORT_OPTIONS = [
  { value: '', label: 'Featured' },
  { value: 'name-asc', label: 'Name: A-Z' },
  { value: 'name-desc', label: 'Name: Z-A' },
  { value: 'price-asc', label: 'Price: low to high' },
  { value: 'price-desc', label: 'Price: high to low' },
] as const;

export function SortSelect({ value, onChange }: { value: string; onChange: (sort: string) => void }) {
  const id = useId();
  return (
    <div className="flex shrink-0 items-center gap-2">
      {/* On a phone the control row keeps to one line: the label is read out but not shown. */}
      <label htmlFor={id} className="sr-only text-xs font-semibold tracking-[0.18em] text-forest-900 sm:not-sr-only">
        SORT BY
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="select-chevron rounded-full border border-sand-300 bg-white py-2 pr-9 pl-3 text-sm text-forest-900 hover:border-forest-500 sm:pr-10 sm:pl-4"
      >
        {SORT_OPTIONS.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
