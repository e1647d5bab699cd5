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
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-xs font-semibold tracking-[0.18em] text-forest-900">
        SORT BY
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="select-chevron rounded-full border border-sand-300 bg-white py-2 pr-10 pl-4 text-sm text-forest-900 hover:border-forest-500"
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
