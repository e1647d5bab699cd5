import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import { announcementLine, STOREFRONT_LIMITS, type StorefrontContentInput, type StorefrontSettings } from '@shop/shared/storefront-content';
import { Button } from '../../../components/ui/button.tsx';
import { Field, SelectField } from '../../../components/ui/field.tsx';
import { ADMIN_ROOT } from '../../../lib/admin-root.ts';
import { messageOf } from '../../../lib/api.ts';
import { BUTTON_LINKS, inputOf, validateStorefront, valuesOf, type StorefrontErrors, type StorefrontValues } from '../storefront-rules.ts';
import { FeaturedPlantsField } from './featured-plants-field.tsx';
import { HeroPictureField } from './hero-picture-field.tsx';
import { StorefrontPreview } from './storefront-preview.tsx';
import { Alert } from '../../../components/ui/alert.tsx';

const OTHER_LINK = 'other';

function Panel({ title, description, children }: { title: string; description?: ReactNode; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="space-y-5 rounded-3xl border border-sand-300 bg-white p-6 shadow-sm sm:p-8">
      <div>
        <h2 id={headingId} className="font-serif text-2xl text-forest-900">
          {title}
        </h2>
        {description ? <p className="mt-1 text-sm text-muted">{description}</p> : null}
      </div>
      {children}
    </section>
  );
}

function Checkbox({ label, checked, onChange }: { label: string; checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <label className="flex items-start gap-3 text-sm text-forest-900">
      <input type="checkbox" className="mt-0.5 size-4 accent-forest-700" checked={checked} onChange={(event) => onChange(event.target.checked)} />
      {label}
    </label>
  );
}

const count = (text: string, max: number) => `${text.trim().length} of ${max} characters.`;

type Outcome = { kind: 'saved' | 'error'; message: string } | null;

/**
 * The storefront's editor (decision 049): the announcement line, the landing's hero, its featured plants
 * and ways to shop, with a preview of the top of the page; all saved together.
 */
export function StorefrontForm({ settings, onSave, onSaved }: {
  settings: StorefrontSettings;
  onSave: (input: StorefrontContentInput) => Promise<StorefrontSettings>;
  onSaved: (settings: StorefrontSettings) => void;
}) {
  const [values, setValues] = useState<StorefrontValues>(() => valuesOf(settings));
  const [freeShipping, setFreeShipping] = useState(settings.freeShipping);
  const [errors, setErrors] = useState<StorefrontErrors>({});
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const preset = BUTTON_LINKS.some((link) => link.href === values.buttonLink);
  const [otherLink, setOtherLink] = useState(!preset);

  function change<K extends keyof StorefrontValues>(name: K, value: StorefrontValues[K]) {
    setValues((now) => ({ ...now, [name]: value }));
    setErrors((now) => ({ ...now, [name]: undefined }));
    setOutcome(null);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const found = validateStorefront(values);
    setErrors(found);
    const first = Object.keys(found)[0];
    if (first) {
      form.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      setOutcome({ kind: 'error', message: 'Not saved: fix the field marked below.' });
      return;
    }
    setBusy(true);
    setOutcome(null);
    try {
      const saved = await onSave(inputOf(values));
      setValues(valuesOf(saved));
      setFreeShipping(saved.freeShipping);
      setOutcome({ kind: 'saved', message: 'Saved. The shop shows it now.' });
      onSaved(saved);
    } catch (failure) {
      setOutcome({ kind: 'error', message: `Not saved: ${messageOf(failure)}` });
    } finally {
      setBusy(false);
    }
  }

  const text = (name: 'eyebrow' | 'headline' | 'subline' | 'buttonText' | 'announcement') => ({
    name,
    autoComplete: 'off',
    value: values[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) => change(name, event.target.value),
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-label="Storefront" className="grid gap-8 xl:grid-cols-[minmax(0,1fr)_24rem]">
      <div className="min-w-0 space-y-8">
        <Panel title="Announcement line" description="A thin line above the top bar of every page.">
          <div className="rounded-2xl bg-cream-100 px-4 py-3 text-sm text-forest-900">
            {freeShipping ? (
              <>
                From your <Link to={`${ADMIN_ROOT}/shipping`} className="font-semibold text-forest-700 underline underline-offset-2">shipping rates</Link>, the
                shop says: <strong>“{freeShipping}”</strong>. It changes with them, and no page says free shipping otherwise.
              </>
            ) : (
              <>
                None of your <Link to={`${ADMIN_ROOT}/shipping`} className="font-semibold text-forest-700 underline underline-offset-2">shipping rates</Link> is
                ever free, so the shop says nothing about free shipping. Give a rate a free-from amount and the line says so.
              </>
            )}
          </div>
          <Checkbox label="Say when shipping is free" checked={values.announceFreeShipping} onChange={(checked) => change('announceFreeShipping', checked)} />
          <Field label="Your own announcement (optional)" placeholder="Spring sale: 20% off ferns" hint={count(values.announcement, STOREFRONT_LIMITS.announcement)} {...text('announcement')} />
        </Panel>

        <Panel title="Hero" description="The first screen of the home page: your picture behind your words.">
          <HeroPictureField value={values.heroImage} error={errors.heroImage} onChange={(imageURL) => change('heroImage', imageURL)} />
          <Field label="Line above the headline (optional)" hint={count(values.eyebrow, STOREFRONT_LIMITS.eyebrow)} {...text('eyebrow')} />
          <Field label="Headline" hint={count(values.headline, STOREFRONT_LIMITS.headline)} {...text('headline')} />
          <Field label="Line under the headline (optional)" hint={count(values.subline, STOREFRONT_LIMITS.subline)} {...text('subline')} />
          <div className="grid gap-5 sm:grid-cols-2">
            <Field label="Button text" hint={count(values.buttonText, STOREFRONT_LIMITS.buttonText)} {...text('buttonText')} />
            <SelectField
              label="Button goes to"
              value={otherLink ? OTHER_LINK : values.buttonLink}
              onChange={(event) => {
                const chosen = event.target.value;
                setOtherLink(chosen === OTHER_LINK);
                if (chosen !== OTHER_LINK) change('buttonLink', chosen);
              }}
            >
              {BUTTON_LINKS.map((link) => (
                <option key={link.href} value={link.href}>
                  {link.label}
                </option>
              ))}
              <option value={OTHER_LINK}>Another search or filter…</option>
            </SelectField>
          </div>
          {otherLink ? (
            <Field
              label="Grid address"
              name="buttonLink"
              autoComplete="off"
              placeholder="/products?light=bright&size=large"
              value={values.buttonLink}
              error={errors.buttonLink}
              hint="Filter or search the shop's grid, then copy its address from the browser, starting at /products."
              onChange={(event) => change('buttonLink', event.target.value)}
            />
          ) : errors.buttonLink ? (
            <Alert>
              {errors.buttonLink}
            </Alert>
          ) : null}
        </Panel>

        <Panel title="Featured plants" description="Below the hero. A sold-out plant is left out until it is back in stock.">
          <FeaturedPlantsField value={values.featured} error={errors.featured} onChange={(plants) => change('featured', plants)} />
        </Panel>

        <Panel title="Ways to shop" description="Tiles between the hero and the plants: pet safe, low light, easy care and by size.">
          <Checkbox label="Show the ways to shop" checked={values.waysToShop} onChange={(checked) => change('waysToShop', checked)} />
        </Panel>

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
        <div className="flex justify-end">
          <Button type="submit" disabled={busy} className="min-w-48">
            {busy ? 'Saving…' : 'Save'}
          </Button>
        </div>
      </div>
      <div className="min-w-0 xl:sticky xl:top-24 xl:self-start">
        <StorefrontPreview values={values} announcement={announcementLine(values, freeShipping)} />
      </div>
    </form>
  );
}
