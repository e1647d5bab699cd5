import { useId, useState, type FormEvent, type ReactNode } from 'react';
import type { Product } from '@shop/shared/products';
import type { TaxCategory } from '@shop/shared/tax';
import { FormActions, FormProblems } from '../../../components/admin/submission-banner.tsx';
import { TextAreaField } from '../../../components/admin/text-area-field.tsx';
import { Field, SelectField } from '../../../components/ui/field.tsx';
import { messageOf } from '../../../lib/api.ts';
import { uploadImage } from '../admin-products-api.ts';
import {
  emptyCareValues,
  ownTags,
  shownTags,
  TAG_GROUPS,
  TAX_CATEGORY_LABELS,
  tagFollowsCare,
  toggleTag,
  toProductPayload,
  validateProduct,
  withOwnTags,
  type ProductErrors,
  type ProductField,
  type ProductFormMode,
  type ProductFormValues,
  type ProductPayload,
} from '../product-form-rules.ts';
import { CareFields } from './care-fields.tsx';
import { ImagePicker, type PickedImage } from './image-picker.tsx';
import { SeoFields } from './seo-fields.tsx';

interface ProductFormProps {
  mode: ProductFormMode;
  initial: ProductFormValues;
  currentImageURL?: string | undefined;
  submitLabel: string;
  /** Sends the product; the answer is the product as stored. */
  onSubmit: (payload: ProductPayload) => Promise<Product>;
  /** docs/product: back to the list once the stored name matches the one submitted. */
  onSaved: (product: Product) => void;
  /** Extra actions beside the submit button (the edit form's Delete). */
  actions?: ReactNode;
  /** The plant has options: price, stock and cap are each variant's, set in its table, not here. */
  variantsManaged?: boolean;
}

export function ProductForm({ mode, initial, currentImageURL, submitLabel, onSubmit, onSaved, actions, variantsManaged = false }: ProductFormProps) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<ProductErrors>({});
  const [serverError, setServerError] = useState('');
  const [picked, setPicked] = useState<PickedImage | null>(null);
  const [imageError, setImageError] = useState<string>();
  const [busy, setBusy] = useState(false);
  // Typed as the owner types it; the tags take it at once, split at commas.
  const [ownTagsText, setOwnTagsText] = useState(() => ownTags(initial.tags).join(', '));
  const taxHintId = useId();

  function text(name: 'name' | 'qty' | 'price' | 'description' | 'shortDescription' | 'maxPerOrder') {
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

  function changeCare(field: keyof NonNullable<typeof values.care>, value: string) {
    setValues((now) => ({ ...now, care: { ...(now.care ?? emptyCareValues), [field]: value } }));
    const key: ProductField = `care.${field}`;
    if (errors[key]) setErrors((now) => ({ ...now, [key]: undefined }));
  }

  function toggleCare(on: boolean) {
    setValues((now) => ({ ...now, care: on ? emptyCareValues : null }));
    // The banner stays only for fields that are still on the form.
    setErrors((now) => Object.fromEntries(Object.entries(now).filter(([key]) => !key.startsWith('care.'))));
  }

  function changeSeo(field: 'seoTitle' | 'seoDescription' | 'handle', value: string) {
    setValues((now) => ({ ...now, [field]: value }));
    if (errors[field]) setErrors((now) => ({ ...now, [field]: undefined }));
  }

  const tagsShown = shownTags(values);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const checked = validateProduct(values, mode);
    setErrors(checked.errors);
    setServerError('');
    const first = Object.keys(checked.errors)[0];
    if (first) form.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
    // docs/product/rules.md#validation: an invalid form is still sent; the server refuses it and nothing is stored.
    setBusy(true);
    try {
      const imageURL = checked.ok && picked ? (await uploadImage(picked.file)).imageURL : undefined;
      const payload = toProductPayload(values, imageURL);
      const saved = await onSubmit(payload);
      if (saved.name === payload.name) onSaved(saved);
    } catch (error) {
      if (checked.ok) setServerError(messageOf(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-label={mode === 'add' ? 'Add product' : 'Edit product'} className="space-y-6">
      {/* The banner stays until every field it flagged has been changed. */}
      <FormProblems errors={errors} serverError={serverError} />
      <div className="grid gap-8 xl:grid-cols-[minmax(0,1fr)_18rem]">
        <div className="space-y-5 rounded-3xl border border-sand-300 bg-white p-6 shadow-sm sm:p-8">
          <Field label="Name" autoComplete="off" maxLength={120} {...text('name')} />
          {variantsManaged ? (
            <p className="rounded-2xl bg-cream-100 px-4 py-3 text-sm text-forest-900">
              Price, stock and the most per order are set for each size or planter under Sizes and planters below.
            </p>
          ) : (
            <>
              <div className="grid gap-5 sm:grid-cols-2">
                <Field
                  label="Price (USD)"
                  type="number"
                  inputMode="decimal"
                  min={0}
                  max={10000}
                  step={0.01}
                  {...text('price')}
                />
                <Field
                  label="Quantity in stock"
                  type="number"
                  inputMode="numeric"
                  min={mode === 'add' ? 1 : 0}
                  step={1}
                  hint={mode === 'add' ? 'At least 1' : '0 marks it sold out'}
                  {...text('qty')}
                />
              </div>
              <Field
                label="Most per order"
                type="number"
                inputMode="numeric"
                min={1}
                max={1000}
                step={1}
                hint="No one order may take more of this plant, so nobody can hold the whole stock"
                {...text('maxPerOrder')}
              />
            </>
          )}
          <Field
            label="Short description (optional)"
            autoComplete="off"
            maxLength={200}
            hint="One line for the cart and search results"
            {...text('shortDescription')}
          />
          <TextAreaField label="Description" rows={6} maxLength={4000} {...text('description')} />
          <div>
            <SelectField
              label="Tax category"
              name="taxCategory"
              value={values.taxCategory}
              error={errors.taxCategory}
              aria-describedby={errors.taxCategory ? undefined : taxHintId}
              onChange={(event) => {
                const taxCategory = event.target.value as TaxCategory;
                setValues((now) => ({ ...now, taxCategory }));
              }}
            >
              {Object.entries(TAX_CATEGORY_LABELS).map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </SelectField>
            {errors.taxCategory ? null : (
              <p id={taxHintId} className="mt-1.5 text-xs text-muted">
                Food-producing plants are not taxed in the states where Sales tax marks them exempt
              </p>
            )}
          </div>
          <label className="flex items-start gap-2.5 text-sm text-ink">
            <input
              type="checkbox"
              name="hardy"
              checked={values.hardy}
              onChange={(event) => setValues((now) => ({ ...now, hardy: event.target.checked }))}
              className="mt-0.5 size-4 accent-forest-700"
            />
            <span>
              Hardy: takes frost
              <span className="block text-xs text-muted">Never held, nor given a heat pack, for cold weather at the destination</span>
            </span>
          </label>
          <div className="grid gap-5 sm:grid-cols-3">
            {TAG_GROUPS.map((group) => (
              <fieldset key={group.title}>
                <legend className="mb-2 text-sm font-medium text-forest-900">
                  {group.title}
                  {group.single ? <span className="font-normal text-muted"> (one)</span> : null}
                </legend>
                <div className="space-y-2">
                  {group.tags.map((tag) => (
                    <label key={tag} className="flex cursor-pointer items-center gap-2.5 text-sm text-ink">
                      <input
                        type="checkbox"
                        name="tags"
                        value={tag}
                        checked={tagsShown.includes(tag)}
                        disabled={tagFollowsCare(values, tag)}
                        onChange={() => setValues((now) => ({ ...now, tags: toggleTag(now.tags, tag) }))}
                        className="size-4 rounded border-sand-300 accent-forest-700 disabled:opacity-60"
                      />
                      {tag}
                    </label>
                  ))}
                </div>
              </fieldset>
            ))}
          </div>
          <Field
            label="Your own tags"
            name="ownTags"
            autoComplete="off"
            hint="Separated by commas: gift-idea, Staff Pick. Shoppers read gift-idea as Gift idea."
            value={ownTagsText}
            error={errors.tags}
            onChange={(event) => {
              setOwnTagsText(event.target.value);
              setValues((now) => ({ ...now, tags: withOwnTags(now.tags, event.target.value) }));
              if (errors.tags) setErrors((now) => ({ ...now, tags: undefined }));
            }}
          />
          {values.care ? (
            <p className="-mt-2 text-xs text-muted">The light, Pet safe, Poisonous/toxic and Easy-care follow the care profile below.</p>
          ) : null}
          <fieldset className="space-y-5 border-t border-sand-300 pt-5">
            <legend className="sr-only">Care profile</legend>
            <div className="flex items-start gap-3 text-sm">
              <input
                id="has-care"
                type="checkbox"
                name="hasCare"
                checked={values.care !== null}
                onChange={(event) => toggleCare(event.target.checked)}
                aria-describedby="has-care-hint"
                className="mt-0.5 size-4 cursor-pointer rounded border-sand-300 accent-forest-700"
              />
              <div>
                <label htmlFor="has-care" className="cursor-pointer font-medium text-forest-900">
                  Care profile
                </label>
                <p id="has-care-hint" className="text-xs text-muted">
                  Shown on the product page and in care emails. Toxicity as the ASPCA lists the plant.
                </p>
              </div>
            </div>
            {values.care ? <CareFields care={values.care} errors={errors} onChange={changeCare} /> : null}
          </fieldset>
          <div className="border-t border-sand-300 pt-5">
            <SeoFields values={values} errors={errors} onChange={changeSeo} />
          </div>
        </div>
        <ImagePicker
          picked={picked}
          currentURL={currentImageURL}
          error={imageError}
          onPick={(next, problem) => {
            setPicked(next);
            setImageError(problem ?? undefined);
          }}
        />
      </div>
      <FormActions actions={actions} busy={busy} submitLabel={submitLabel} />
    </form>
  );
}
