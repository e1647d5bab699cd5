import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { MAX_OPTIONS, moved, validateOptions, type OptionDraft, type OptionErrors } from '../variant-editor-rules.ts';
import { Alert } from '../../../components/ui/alert.tsx';

const small = 'rounded-full px-3 py-1.5 text-xs font-semibold tracking-[0.08em] uppercase transition-colors disabled:cursor-not-allowed disabled:opacity-40';
const quiet = `${small} text-forest-800 hover:bg-sage-100`;
const danger = `${small} text-alert hover:bg-clay-500/10`;
const input = 'w-full rounded-xl border bg-white px-3 py-2 text-sm text-ink shadow-sm focus:border-forest-500 focus:outline-none focus-visible:outline-2 focus-visible:outline-forest-500';
const border = (error: string | undefined) => (error ? 'border-clay-500' : 'border-sand-300');

function Message({ id, text }: { id: string; text: string | undefined }) {
  return text ? (
    <p id={id} className="mt-1 text-sm text-clay-600">
      {text}
    </p>
  ) : null;
}

interface OptionsEditorProps {
  drafts: OptionDraft[];
  onChange: (drafts: OptionDraft[]) => void;
  /** Saved or not: Generate works on the options as stored. */
  dirty: boolean;
  busy: boolean;
  serverError: string;
  onSave: () => Promise<void>;
  onGenerate: () => void;
}

/**
 * A product's options (Size, Planter: at most three), each with its values in the shop's order: add,
 * rename, move, remove. Saved together; the server keeps each variant's values by name.
 */
export function OptionsEditor({ drafts, onChange, dirty, busy, serverError, onSave, onGenerate }: OptionsEditorProps) {
  const [errors, setErrors] = useState<OptionErrors>({});

  const setOption = (index: number, change: (draft: OptionDraft) => OptionDraft) => {
    onChange(drafts.map((draft, at) => (at === index ? change(draft) : draft)));
    setErrors({});
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = validateOptions(drafts);
    setErrors(checked.errors);
    if (!checked.ok) {
      const first = Object.keys(checked.errors)[0];
      event.currentTarget.querySelector<HTMLElement>(`[data-key="${first}"]`)?.focus();
      return;
    }
    await onSave();
  }

  return (
    <form noValidate aria-label="Options" onSubmit={(event) => void submit(event)} className="space-y-4">
      {drafts.length === 0 ? (
        <p className="text-sm text-muted">
          No options yet: the plant is sold one way. Add an option such as Size or Planter, give it its values, then generate the combinations.
        </p>
      ) : null}
      {drafts.map((draft, optionIndex) => {
        const nameError = errors[`name.${optionIndex}`];
        const valuesError = errors[`values.${optionIndex}`];
        const label = draft.name.trim() || `Option ${optionIndex + 1}`;
        return (
          <fieldset key={optionIndex} className="rounded-2xl border border-sand-300 bg-cream-50 p-3 sm:p-5">
            <legend className="px-1 text-sm font-semibold text-forest-900">Option {optionIndex + 1}</legend>
            <div className="flex flex-wrap items-end gap-3">
              <div className="min-w-40 flex-1">
                <label htmlFor={`option-name-${optionIndex}`} className="mb-1 block text-sm font-medium text-forest-900">
                  Option name
                </label>
                <input
                  id={`option-name-${optionIndex}`}
                  data-key={`name.${optionIndex}`}
                  value={draft.name}
                  maxLength={40}
                  autoComplete="off"
                  placeholder="Size"
                  aria-invalid={nameError ? true : undefined}
                  aria-describedby={nameError ? `option-name-${optionIndex}-message` : undefined}
                  onChange={(event) => setOption(optionIndex, (now) => ({ ...now, name: event.target.value }))}
                  className={`${input} ${border(nameError)}`}
                />
              </div>
              <button type="button" className={danger} onClick={() => { onChange(drafts.filter((_, at) => at !== optionIndex)); setErrors({}); }}>
                Remove option<span className="sr-only"> {label}</span>
              </button>
            </div>
            <Message id={`option-name-${optionIndex}-message`} text={nameError} />
            <ol className="mt-4 space-y-2" aria-label={`Values of ${label}`}>
              {draft.values.map((value, valueIndex) => {
                const key = `value.${optionIndex}.${valueIndex}`;
                const error = errors[key];
                const id = `option-${optionIndex}-value-${valueIndex}`;
                return (
                  <li key={valueIndex}>
                    <div className="flex items-center gap-1">
                      <label htmlFor={id} className="sr-only">
                        {label} value {valueIndex + 1}
                      </label>
                      <span aria-hidden="true" className="w-5 text-right text-xs text-muted tabular-nums">
                        {valueIndex + 1}.
                      </span>
                      <input
                        id={id}
                        data-key={key}
                        value={value}
                        maxLength={60}
                        autoComplete="off"
                        aria-invalid={error ? true : undefined}
                        aria-describedby={error ? `${id}-message` : undefined}
                        onChange={(event) =>
                          setOption(optionIndex, (now) => ({ ...now, values: now.values.map((one, at) => (at === valueIndex ? event.target.value : one)) }))
                        }
                        className={`${input} ${border(error)} max-w-64 min-w-0 flex-1 basis-28`}
                      />
                      <button type="button" className={quiet} disabled={valueIndex === 0} onClick={() => setOption(optionIndex, (now) => ({ ...now, values: moved(now.values, valueIndex, -1) }))}>
                        <span aria-hidden="true">↑</span>
                        <span className="sr-only">Move {value || `value ${valueIndex + 1}`} up</span>
                      </button>
                      <button
                        type="button"
                        className={quiet}
                        disabled={valueIndex === draft.values.length - 1}
                        onClick={() => setOption(optionIndex, (now) => ({ ...now, values: moved(now.values, valueIndex, 1) }))}
                      >
                        <span aria-hidden="true">↓</span>
                        <span className="sr-only">Move {value || `value ${valueIndex + 1}`} down</span>
                      </button>
                      <button type="button" className={danger} onClick={() => setOption(optionIndex, (now) => ({ ...now, values: now.values.filter((_, at) => at !== valueIndex) }))}>
                        <span aria-hidden="true">✕</span>
                        <span className="sr-only">Remove {value || `value ${valueIndex + 1}`}</span>
                      </button>
                    </div>
                    <Message id={`${id}-message`} text={error} />
                  </li>
                );
              })}
            </ol>
            <button type="button" className={`${quiet} mt-3`} onClick={() => setOption(optionIndex, (now) => ({ ...now, values: [...now.values, ''] }))}>
              + Add a value<span className="sr-only"> to {label}</span>
            </button>
            <Message id={`option-${optionIndex}-values-message`} text={valuesError} />
          </fieldset>
        );
      })}
      {errors.options ? <p className="text-sm text-clay-600">{errors.options}</p> : null}
      {serverError ? (
        <Alert className="rounded-2xl border border-clay-500/50 bg-white px-4 py-3">
          {serverError}
        </Alert>
      ) : null}
      <div className="flex flex-wrap items-center gap-3">
        <Button
          variant="ghost"
          className="border border-dashed border-forest-700 px-4 py-2.5"
          disabled={drafts.length >= MAX_OPTIONS}
          onClick={() => { onChange([...drafts, { name: '', values: [''] }]); setErrors({}); }}
        >
          + Add an option
        </Button>
        <Button type="submit" variant="secondary" className="px-4 py-2.5" disabled={busy || !dirty}>
          Save options
        </Button>
        <Button className="px-4 py-2.5" disabled={busy || dirty || drafts.length === 0} onClick={onGenerate} aria-describedby="generate-hint">
          Generate combinations
        </Button>
      </div>
      <p id="generate-hint" className="text-xs text-muted">
        {dirty
          ? 'Save the options first.'
          : `Up to ${MAX_OPTIONS} options. Generate adds every combination not on sale yet, at the default's price and with no stock.`}
      </p>
    </form>
  );
}
