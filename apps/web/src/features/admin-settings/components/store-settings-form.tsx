import { useState, type FormEvent } from 'react';
import { contrastRatio, MIN_ACCENT_CONTRAST, PAGE_BACKGROUND, SOCIAL_LABELS, SOCIAL_NETWORKS, US_TIME_ZONES, type SocialNetwork } from '@shop/shared/shop';
import { US_STATES } from '@shop/shared/states';
import { storeSettingsInput, type StoreSettingsInput, type StoreSettingsView } from '@shop/shared/store-settings';
import { FormActions, FormProblems } from '../../../components/admin/submission-banner.tsx';
import { Field, SelectField } from '../../../components/ui/field.tsx';
import { checkedSubmit } from '../../../lib/checked-submit.ts';

const ADDRESS = ['street1', 'street2', 'city', 'state', 'zip'] as const;
type AddressField = (typeof ADDRESS)[number];
type TextField = 'name' | 'legalName' | 'tagline' | 'accentColour' | 'contactEmail' | 'phone' | 'timeZone' | AddressField | SocialNetwork;
type Values = Record<TextField, string>;
type Errors = Partial<Record<TextField | 'address' | 'social', string>>;

const toValues = (settings: StoreSettingsView): Values => ({
  name: settings.name,
  legalName: settings.legalName,
  tagline: settings.tagline,
  accentColour: settings.accentColour,
  contactEmail: settings.contactEmail,
  phone: settings.phone,
  timeZone: settings.timeZone,
  street1: settings.address?.street1 ?? '',
  street2: settings.address?.street2 ?? '',
  city: settings.address?.city ?? '',
  state: settings.address?.state ?? '',
  zip: settings.address?.zip ?? '',
  ...(Object.fromEntries(SOCIAL_NETWORKS.map((network) => [network, settings.social[network] ?? ''])) as Record<SocialNetwork, string>),
});

/** The values as the server takes them, checked by the shared schema first (its messages under the fields). */
function check(values: Values): { payload: StoreSettingsInput | null; errors: Errors } {
  const address = ADDRESS.some((field) => values[field].trim() !== '') ? Object.fromEntries(ADDRESS.map((field) => [field, values[field]])) : null;
  const social = Object.fromEntries(SOCIAL_NETWORKS.filter((network) => values[network].trim() !== '').map((network) => [network, values[network]]));
  const parsed = storeSettingsInput.safeParse({
    name: values.name,
    legalName: values.legalName,
    tagline: values.tagline,
    accentColour: values.accentColour,
    contactEmail: values.contactEmail,
    phone: values.phone,
    address,
    social,
    timeZone: values.timeZone,
  });
  if (parsed.success) return { payload: parsed.data, errors: {} };
  const errors: Errors = {};
  for (const issue of parsed.error.issues) {
    // An address or social link problem belongs to its own field.
    const [first, second] = issue.path.map(String);
    const field = (first === 'address' || first === 'social') && second ? second : first;
    errors[field as keyof Errors] ??= issue.message;
  }
  return { payload: null, errors };
}

const section = 'space-y-5 rounded-3xl border border-sand-300 bg-white p-5 sm:p-6';
const heading = 'font-serif text-xl text-forest-900';

/** How readable the accent is on the shop's pages, and how a button looks in it. */
function AccentPreview({ colour }: { colour: string }) {
  if (!/^#[0-9a-f]{6}$/i.test(colour)) return null;
  const ratio = contrastRatio(colour, PAGE_BACKGROUND);
  const readable = ratio >= MIN_ACCENT_CONTRAST;
  return (
    <div className="flex flex-wrap items-center gap-3 text-sm" aria-live="polite">
      <span className="rounded-full px-5 py-2 text-xs font-semibold tracking-[0.12em] text-cream-50 uppercase" style={{ backgroundColor: colour }}>
        Add to cart
      </span>
      <span style={{ color: colour }} className="font-semibold">
        A link in your colour
      </span>
      <span className={readable ? 'text-muted' : 'font-medium text-clay-600'}>
        Contrast {ratio.toFixed(1)}:1 {readable ? '(readable)' : `(needs ${MIN_ACCENT_CONTRAST}:1)`}
      </span>
    </div>
  );
}

/**
 * The shop's own name and words (decision 045): who it is, how it looks, how customers reach it, where it
 * is, and its clock. Every page, email, packing slip and the payment page say what is saved here.
 */
export function StoreSettingsForm({ initial, onSave }: { initial: StoreSettingsView; onSave: (settings: StoreSettingsInput) => Promise<void> }) {
  const [values, setValues] = useState(() => toValues(initial));
  const [errors, setErrors] = useState<Errors>({});
  const [serverError, setServerError] = useState('');
  const [busy, setBusy] = useState(false);
  const zones = US_TIME_ZONES.some(([zone]) => zone === values.timeZone) ? US_TIME_ZONES : [...US_TIME_ZONES, [values.timeZone, values.timeZone] as const];

  function text(name: TextField) {
    return {
      name,
      value: values[name],
      error: errors[name],
      onChange: (event: { target: { value: string } }) => {
        setValues((now) => ({ ...now, [name]: event.target.value }));
        if (errors[name]) setErrors((now) => ({ ...now, [name]: undefined }));
      },
    };
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const { payload, errors: found } = check(values);
    await checkedSubmit(event.currentTarget, found, { setErrors, setServerError, setBusy, send: () => onSave(payload!) });
  }

  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-label="Store settings" className="space-y-6">
      <FormProblems errors={errors} serverError={serverError} />
      <section className={section} aria-labelledby="settings-shop">
        <h2 id="settings-shop" className={heading}>
          Your shop
        </h2>
        <Field label="Shop name" maxLength={60} hint="In the header, page titles, link previews, emails and packing slips" {...text('name')} />
        <div className="grid gap-5 sm:grid-cols-2">
          <Field label="Legal name" maxLength={120} hint="For the policy pages and the footer's ©; blank: the shop name" {...text('legalName')} />
          <Field label="Tagline" maxLength={140} hint="A line under the name in the footer and search results" {...text('tagline')} />
        </div>
        <div>
          <div className="grid gap-5 sm:grid-cols-[10rem_minmax(0,1fr)] sm:items-start">
            <div>
              <label htmlFor="accent-picker" className="mb-1.5 block text-sm font-medium text-forest-900">
                Accent colour
              </label>
              <input
                id="accent-picker"
                type="color"
                value={/^#[0-9a-f]{6}$/i.test(values.accentColour) ? values.accentColour : '#1f3d2b'}
                onChange={(event) => text('accentColour').onChange(event)}
                className="h-12 w-full cursor-pointer rounded-xl border border-sand-300 bg-white p-1"
              />
            </div>
            <Field label="Accent colour (hex)" maxLength={7} spellCheck={false} hint="Buttons and the leaf mark; it must read on the shop's cream pages" {...text('accentColour')} />
          </div>
          <div className="mt-3">
            <AccentPreview colour={values.accentColour.trim()} />
          </div>
        </div>
      </section>
      <section className={section} aria-labelledby="settings-contact">
        <h2 id="settings-contact" className={heading}>
          How customers reach you
        </h2>
        <div className="grid gap-5 sm:grid-cols-2">
          <Field label="Contact email" type="email" autoComplete="off" hint="Every email's Reply-To: customers' replies come here" {...text('contactEmail')} />
          <Field label="Phone" type="tel" autoComplete="off" hint="Shown in the footer and on packing slips" {...text('phone')} />
        </div>
        <fieldset className="space-y-5">
          <legend className="text-sm font-medium text-forest-900">Postal address</legend>
          <p className="-mt-3 text-xs text-muted">US law asks every marketing email to carry it; the footer and packing slips show it. Leave all blank for none.</p>
          <div className="grid gap-5 sm:grid-cols-2">
            <Field label="Street" autoComplete="off" {...text('street1')} />
            <Field label="Street line 2 (optional)" autoComplete="off" {...text('street2')} />
          </div>
          <div className="grid gap-5 sm:grid-cols-[minmax(0,1fr)_12rem_8rem]">
            <Field label="City" autoComplete="off" {...text('city')} />
            <SelectField label="State" {...text('state')}>
              <option value="">Choose…</option>
              {US_STATES.map(([code, name]) => (
                <option key={code} value={code}>
                  {name}
                </option>
              ))}
            </SelectField>
            <Field label="ZIP code" inputMode="numeric" maxLength={10} autoComplete="off" {...text('zip')} />
          </div>
        </fieldset>
      </section>
      <section className={section} aria-labelledby="settings-social">
        <h2 id="settings-social" className={heading}>
          Elsewhere on the web
        </h2>
        <p className="-mt-3 text-xs text-muted">The full https:// address of each page; the footer links them and search engines read them.</p>
        <div className="grid gap-5 sm:grid-cols-2">
          {SOCIAL_NETWORKS.map((network) => (
            <Field key={network} label={SOCIAL_LABELS[network]} type="url" placeholder="https://" autoComplete="off" {...text(network)} />
          ))}
        </div>
      </section>
      <section className={section} aria-labelledby="settings-clock">
        <h2 id="settings-clock" className={heading}>
          The shop's clock
        </h2>
        <SelectField label="Time zone" {...text('timeZone')}>
          {zones.map(([zone, label]) => (
            <option key={zone} value={zone}>
              {label}
            </option>
          ))}
        </SelectField>
        <p className="-mt-3 text-xs text-muted">The dashboard's days, dates on orders, emails and slips, and the ship cut-off are read in it.</p>
      </section>
      <FormActions busy={busy} submitLabel="Save settings" />
    </form>
  );
}
