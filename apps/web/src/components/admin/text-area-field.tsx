import { useId, type TextareaHTMLAttributes } from 'react';
import { inputClass } from '../ui/field.tsx';

interface TextAreaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string;
  error?: string | undefined;
  hint?: string;
}

/** The shop's Field, for several lines of text. */
export function TextAreaField({ label, error, hint, className = '', id, ...props }: TextAreaFieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const messageId = `${inputId}-message`;
  const hintId = `${inputId}-hint`;
  const describedBy = [error ? messageId : '', hint ? hintId : ''].filter(Boolean).join(' ');
  return (
    <div className={className}>
      <label htmlFor={inputId} className="mb-1.5 block text-sm font-medium text-forest-900">
        {label}
      </label>
      <textarea
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        className={`${inputClass} min-h-32 resize-y ${error ? 'border-clay-500' : 'border-sand-300'}`}
        {...props}
      />
      {error ? (
        <p id={messageId} className="mt-1.5 text-sm text-alert">
          {error}
        </p>
      ) : null}
      {hint ? (
        <p id={hintId} className="mt-1.5 text-xs text-muted">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
