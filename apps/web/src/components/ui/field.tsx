import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes } from 'react';

export const inputClass =
  'w-full rounded-xl border bg-white px-4 py-3 text-base text-ink shadow-sm transition-colors focus:border-forest-500 focus:outline-none focus-visible:outline-2 focus-visible:outline-forest-500';

function borderClass(error: string | undefined) {
  return error ? 'border-clay-500 placeholder:text-clay-600' : 'border-sand-300';
}

interface FieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  /** A message shown under the field. */
  error?: string;
  /** Describes the error to assistive technology only (when the message is shown as the placeholder). */
  srError?: string;
  hint?: ReactNode;
}

export function Field({ label, error, srError, hint, className = '', id, ...props }: FieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const messageId = `${inputId}-message`;
  const invalid = Boolean(error || srError);
  return (
    <div className={className}>
      <label htmlFor={inputId} className="mb-1.5 block text-sm font-medium text-forest-900">
        {label}
      </label>
      <input
        id={inputId}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? messageId : undefined}
        className={`${inputClass} ${borderClass(error ?? srError)}`}
        {...props}
      />
      {error ? (
        <p id={messageId} className="mt-1.5 text-sm text-clay-600">
          {error}
        </p>
      ) : srError ? (
        <span id={messageId} className="sr-only">
          {srError}
        </span>
      ) : null}
      {hint && !error ? <p className="mt-1.5 text-xs text-muted">{hint}</p> : null}
    </div>
  );
}

interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  /** A message shown under the field. */
  error?: string | undefined;
  srError?: string;
  children: ReactNode;
}

export function SelectField({ label, error, srError, className = '', id, children, ...props }: SelectFieldProps) {
  const generated = useId();
  const selectId = id ?? generated;
  const messageId = `${selectId}-message`;
  const message = error ?? srError;
  return (
    <div className={className}>
      <label htmlFor={selectId} className="mb-1.5 block text-sm font-medium text-forest-900">
        {label}
      </label>
      <select
        id={selectId}
        aria-invalid={message ? true : undefined}
        aria-describedby={message ? messageId : undefined}
        className={`${inputClass} ${borderClass(message)} select-chevron pr-10`}
        {...props}
      >
        {children}
      </select>
      {error ? (
        <p id={messageId} className="mt-1.5 text-sm text-clay-600">
          {error}
        </p>
      ) : srError ? (
        <span id={messageId} className="sr-only">
          {srError}
        </span>
      ) : null}
    </div>
  );
}
