import { useState, type FormEvent, type ReactNode } from 'react';
import { POLICY_PLACEHOLDERS } from '@shop/shared/policy-placeholders';
import { POLICY_BODY_MAX, type PolicyPage } from '@shop/shared/policy-pages';
import { TextAreaField } from '../../../components/admin/text-area-field.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { messageOf } from '../../../lib/api.ts';
import { validatePolicyPage, type PolicyPageErrors, type PolicyPageValues } from '../policy-page-rules.ts';

interface PolicyPageFormProps {
  initial: PolicyPageValues;
  /** A line under the text box (the shipping page's rates table, say). */
  note?: ReactNode;
  onSave: (values: PolicyPageValues) => Promise<PolicyPage>;
  onPreview: (values: PolicyPageValues) => Promise<PolicyPage>;
  onSaved: (page: PolicyPage) => void;
  /** How the shop shows a page: the route passes the storefront's own article. */
  renderPreview: (page: PolicyPage) => ReactNode;
}

type Outcome = { kind: 'saved' | 'error'; message: string } | null;

/**
 * A policy page's editor: its title and Markdown, the placeholders the shop fills from its settings
 * (decision 052), a preview rendered by the server exactly as the shop will show it (raw HTML as text,
 * unsafe links refused, the settings' facts in place), and Save.
 */
export function PolicyPageForm({ initial, note, onSave, onPreview, onSaved, renderPreview }: PolicyPageFormProps) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<PolicyPageErrors>({});
  const [busy, setBusy] = useState<'saving' | 'previewing' | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [preview, setPreview] = useState<PolicyPage | null>(null);

  function change(name: keyof PolicyPageValues, value: string) {
    setValues((now) => ({ ...now, [name]: value }));
    if (errors[name]) setErrors((now) => ({ ...now, [name]: undefined }));
    setOutcome(null);
  }

  async function run(kind: 'saving' | 'previewing', form: HTMLFormElement) {
    const found = validatePolicyPage(values);
    setErrors(found);
    const first = Object.keys(found)[0];
    if (first) {
      form.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      setOutcome({ kind: 'error', message: kind === 'saving' ? 'Not saved: fix the field marked below.' : 'Fix the field marked below to preview.' });
      return;
    }
    setBusy(kind);
    setOutcome(null);
    try {
      if (kind === 'previewing') {
        setPreview(await onPreview(values));
      } else {
        const saved = await onSave(values);
        setValues({ title: saved.title, body: saved.body });
        setPreview(saved);
        setOutcome({ kind: 'saved', message: `Saved. The shop shows “${saved.title}” now.` });
        onSaved(saved);
      }
    } catch (error) {
      setOutcome({ kind: 'error', message: `${kind === 'saving' ? 'Not saved' : 'No preview'}: ${messageOf(error)}` });
    } finally {
      setBusy(null);
    }
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void run('saving', event.currentTarget);
  }

  return (
    <div className="grid gap-8 xl:grid-cols-2">
      <form noValidate onSubmit={submit} aria-label="Edit page" className="min-w-0 space-y-6">
        <div className="space-y-5 rounded-3xl border border-sand-300 bg-white p-6 shadow-sm sm:p-8">
          <Field
            label="Title"
            name="title"
            autoComplete="off"
            value={values.title}
            error={errors.title}
            onChange={(event) => change('title', event.target.value)}
          />
          <TextAreaField
            label="Page text (Markdown)"
            name="body"
            rows={18}
            spellCheck
            className="[&_textarea]:font-mono [&_textarea]:text-sm"
            value={values.body}
            error={errors.body}
            hint={`## for a heading, **bold**, - for a list, [words](/returns) for a link. HTML is shown as text. ${values.body.length.toLocaleString('en-US')} of ${POLICY_BODY_MAX.toLocaleString('en-US')} characters.`}
            onChange={(event) => change('body', event.target.value)}
          />
          {note ? <p className="text-sm text-muted">{note}</p> : null}
          <details className="rounded-2xl border border-sand-300 bg-cream-50 px-4 py-3 text-sm">
            <summary className="cursor-pointer font-semibold text-forest-900">Facts from your settings</summary>
            <p className="mt-2 text-muted">
              Write one of these in the text and the shop shows the setting in its place, so the page changes when the setting does.
              Keep them, or delete them and write your own words. A line whose setting is empty (no phone, no free shipping) is left out.
            </p>
            <dl className="mt-3 grid gap-x-4 gap-y-1 sm:grid-cols-[auto_1fr]">
              {POLICY_PLACEHOLDERS.map((placeholder) => (
                <div key={placeholder.name} className="contents">
                  <dt>
                    <code className="font-mono text-forest-900">{`{{${placeholder.name}}}`}</code>
                  </dt>
                  <dd className="text-muted">{placeholder.means}</dd>
                </div>
              ))}
            </dl>
          </details>
        </div>
        <div aria-live="polite">
          {outcome ? (
            <p
              role={outcome.kind === 'error' ? 'alert' : 'status'}
              className={`rounded-2xl border bg-white px-5 py-4 text-sm ${outcome.kind === 'error' ? 'border-clay-500/50 text-alert' : 'border-forest-500/40 text-forest-900'}`}
            >
              {outcome.message}
            </p>
          ) : null}
        </div>
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" disabled={busy !== null} onClick={(event) => void run('previewing', event.currentTarget.form!)}>
            {busy === 'previewing' ? 'Rendering…' : 'Preview'}
          </Button>
          <Button type="submit" disabled={busy !== null} className="min-w-40">
            {busy === 'saving' ? 'Saving…' : 'Save'}
          </Button>
        </div>
      </form>
      <section aria-label="Preview" className="min-w-0 rounded-3xl border border-dashed border-sand-300 bg-cream-50 p-6 sm:p-8">
        <p className="mb-6 text-xs font-semibold tracking-[0.28em] text-forest-600">PREVIEW</p>
        {preview ? (
          renderPreview(preview)
        ) : (
          <p className="text-sm text-muted">Press Preview to see the page as the shop will show it. Nothing is saved until you press Save.</p>
        )}
      </section>
    </div>
  );
}
