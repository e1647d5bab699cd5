import { inputClass } from '../../../components/ui/field.tsx';

/** The search box above an admin list; its label is for screen readers, the placeholder for the eye. */
export function ListFilter({
  id,
  label,
  placeholder,
  value,
  onChange,
}: {
  id: string;
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <div className="max-w-sm">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <input
        id={id}
        type="search"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder={placeholder}
        className={`${inputClass} border-sand-300 py-2.5 text-sm`}
      />
    </div>
  );
}
