import { useId } from 'react';
import { SEO_DESCRIPTION_MAX, SEO_TITLE_MAX } from '@shop/shared/products';
import { inputClass } from '../../../components/ui/field.tsx';

type SeoField = 'seoTitle' | 'seoDescription';

interface CountedFieldProps {
  name: SeoField;
  label: string;
  /** What the page uses while the field is empty, and how much a results page shows. */
  hint: string;
  max: number;
  value: string;
  error: string | undefined;
  multiline?: boolean;
  onChange: (value: string) => void;
}

/**
 * A text field with a count of what will be saved (trimmed) against its limit. No maxLength: pasted text
 * is never cut silently; the count turns red and says how much is over, and the save is refused.
 */
function CountedField({ name, label, hint, max, value, error, multiline = false, onChange }: CountedFieldProps) {
  const id = useId();
  const length = value.trim().length;
  const over = length - max;
  const describedBy = [error ? `${id}-error` : '', `${id}-hint`, `${id}-count`].filter(Boolean).join(' ');
  const control = {
    id,
    name,
    value,
    autoComplete: 'off',
    'aria-invalid': error || over > 0 ? true : undefined,
    'aria-describedby': describedBy,
    className: `${inputClass} ${error || over > 0 ? 'border-clay-500' : 'border-sand-300'}`,
    onChange: (event: { target: { value: string } }) => onChange(event.target.value),
  };
  return (
    <div>
      <div className="mb-1.5 flex flex-wrap items-baseline justify-between gap-x-4">
        <label htmlFor={id} className="text-sm font-medium text-forest-900">
          {label}
        </label>
        <p id={`${id}-count`} className={`text-xs tabular-nums ${over > 0 ? 'font-semibold text-clay-600' : 'text-muted'}`}>
          {over > 0 ? `${length} of ${max} characters: ${over} too many` : `${length} of ${max} characters`}
        </p>
      </div>
      {multiline ? <textarea rows={3} {...control} className={`${control.className} min-h-24 resize-y`} /> : <input type="text" {...control} />}
      {error ? (
        <p id={`${id}-error`} className="mt-1.5 text-sm text-clay-600">
          {error}
        </p>
      ) : null}
      <p id={`${id}-hint`} className="mt-1.5 text-xs text-muted">
        {hint}
      </p>
      {/* Said once the text is too long, not at every key (the count is read with the field). */}
      <p aria-live="polite" className="sr-only">
        {over > 0 ? `${label}: ${over} ${over === 1 ? 'character' : 'characters'} too many` : ''}
      </p>
    </div>
  );
}

interface SeoFieldsProps {
  values: Readonly<Record<SeoField | 'handle', string>>;
  errors: Readonly<Partial<Record<SeoField | 'handle', string>>>;
  onChange: (field: SeoField | 'handle', value: string) => void;
}

/** The page's address (decision 060): what follows /products/, lowercase letters, digits and hyphens. */
function HandleField({ value, error, onChange }: { value: string; error: string | undefined; onChange: (value: string) => void }) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-forest-900">
        Handle
      </label>
      <div className="flex items-stretch">
        <span className="inline-flex items-center rounded-l-xl border border-r-0 border-sand-300 bg-sand-100 px-3 text-sm text-muted" aria-hidden="true">
          /products/
        </span>
        <input
          id={id}
          name="handle"
          type="text"
          value={value}
          autoComplete="off"
          spellCheck={false}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${error ? `${id}-error ` : ''}${id}-hint`}
          className={`${inputClass} rounded-l-none ${error ? 'border-clay-500' : 'border-sand-300'}`}
          onChange={(event) => onChange(event.target.value)}
        />
      </div>
      {error ? (
        <p id={`${id}-error`} className="mt-1.5 text-sm text-clay-600">
          {error}
        </p>
      ) : null}
      <p id={`${id}-hint`} className="mt-1.5 text-xs text-muted">
        The page&rsquo;s address: lowercase letters, digits and hyphens. Empty: made from the name. A changed handle leaves a redirect from the old address.
      </p>
    </div>
  );
}

/** The plant page's own title and description for search results and shared links; empty, the page's own. */
export function SeoFields({ values, errors, onChange }: SeoFieldsProps) {
  const introId = useId();
  return (
    <fieldset aria-describedby={introId} className="space-y-5">
      <legend className="font-serif text-lg text-forest-900">Search engines</legend>
      <p id={introId} className="-mt-3 text-sm text-muted">
        How the plant&rsquo;s page is shown in search results and shared links.
      </p>
      <CountedField
        name="seoTitle"
        label="SEO title"
        hint="Empty: uses the plant’s name. Results show about 60 characters."
        max={SEO_TITLE_MAX}
        value={values.seoTitle}
        error={errors.seoTitle}
        onChange={(value) => onChange('seoTitle', value)}
      />
      <CountedField
        name="seoDescription"
        label="SEO description"
        hint="Empty: uses the short description, or the start of the description, and the price. Results show about 155 characters."
        max={SEO_DESCRIPTION_MAX}
        value={values.seoDescription}
        error={errors.seoDescription}
        multiline
        onChange={(value) => onChange('seoDescription', value)}
      />
      <HandleField value={values.handle} error={errors.handle} onChange={(value) => onChange('handle', value)} />
    </fieldset>
  );
}
