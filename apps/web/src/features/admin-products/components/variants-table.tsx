import type { AdminVariant } from '@shop/shared/products';
import { AdminTable, type Column } from '../../../components/admin/admin-table.tsx';
import { webpUrl } from '../../../lib/images.ts';
import { variantLabel, type VariantDraft, type VariantErrors, type VariantField } from '../variant-editor-rules.ts';
import { IMAGE_TYPES } from './image-picker.tsx';

const input =
  'w-full rounded-lg border bg-white px-2.5 py-1.5 text-sm text-ink shadow-sm tabular-nums focus:border-forest-500 focus:outline-none focus-visible:outline-2 focus-visible:outline-forest-500 max-md:max-w-40 max-md:text-right';
const small = 'rounded-full px-2.5 py-1 text-xs font-semibold tracking-[0.08em] uppercase whitespace-nowrap transition-colors disabled:cursor-not-allowed disabled:opacity-40';
const quiet = `${small} text-forest-800 hover:bg-sage-100`;
const danger = `${small} text-alert hover:bg-clay-500/10`;

export interface VariantRowHandlers {
  draftOf: (variant: AdminVariant) => VariantDraft;
  errorsOf: (variant: AdminVariant) => VariantErrors;
  busyId: number | null;
  defaultVariantId: number;
  /** The shop's default low-stock threshold (a variant's blank field), or null while it is not known. */
  lowStockDefault: number | null;
  onEdit: (variant: AdminVariant, field: keyof VariantDraft, value: string) => void;
  isDirty: (variant: AdminVariant) => boolean;
  onSave: (variant: AdminVariant) => void;
  onAdjust: (variant: AdminVariant) => void;
  onPickDefault: (variant: AdminVariant) => void;
  onPicture: (variant: AdminVariant, file: File | null) => void;
  onArchive: (variant: AdminVariant, archived: boolean) => void;
  onDelete: (variant: AdminVariant) => void;
}

const fieldId = (variant: AdminVariant, field: VariantField) => `variant-${variant.id}-${field}`;

/** One typed cell: its label (read out with the variant's name), its value, a hint and its message underneath. */
function TextCell({
  variant,
  field,
  label,
  handlers,
  width = '',
  inputWidth = '',
  hint,
  ...props
}: {
  variant: AdminVariant;
  field: Exclude<VariantField, 'row'>;
  label: string;
  handlers: VariantRowHandlers;
  /** The cell's width (its hint and message wrap in it). */
  width?: string;
  /** The field's own width, when narrower than its cell. */
  inputWidth?: string;
  hint?: React.ReactNode;
} & React.InputHTMLAttributes<HTMLInputElement>) {
  const id = fieldId(variant, field);
  const error = handlers.errorsOf(variant)[field];
  const described = [hint ? `${id}-hint` : '', error ? `${id}-message` : ''].filter(Boolean).join(' ');
  return (
    <div className={`min-w-0 ${width}`}>
      <label htmlFor={id} className="sr-only">
        {label} of {variantLabel(variant)}
      </label>
      <input
        id={id}
        name={field}
        value={handlers.draftOf(variant)[field]}
        autoComplete="off"
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
        onChange={(event) => handlers.onEdit(variant, field, event.target.value)}
        className={`${input} ${inputWidth} ${error ? 'border-clay-500' : 'border-sand-300'}`}
        {...props}
      />
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-left text-[11px] leading-tight text-muted max-md:text-right">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-message`} className="mt-1 max-w-48 text-left text-xs text-clay-600 max-md:text-right">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function Picture({ variant, handlers }: { variant: AdminVariant; handlers: VariantRowHandlers }) {
  const id = fieldId(variant, 'row') + '-picture';
  return (
    <div className="flex items-center gap-1 md:flex-col md:items-start md:gap-0.5">
      {variant.imageURL ? (
        <img src={webpUrl(variant.imageURL)} alt="" width={30} height={40} className="h-10 w-[30px] shrink-0 rounded-md bg-sage-100 object-cover" />
      ) : (
        <span className="text-xs text-muted">The plant's</span>
      )}
      <span className="flex md:flex-col md:items-start">
      <input
        id={id}
        type="file"
        accept={IMAGE_TYPES.join(',')}
        className="peer sr-only"
        disabled={handlers.busyId === variant.id}
        onChange={(event) => {
          const file = event.target.files?.[0] ?? null;
          event.target.value = '';
          if (file) handlers.onPicture(variant, file);
        }}
      />
      <label htmlFor={id} className={`${quiet} cursor-pointer peer-focus-visible:outline-2 peer-focus-visible:outline-forest-500`}>
        {variant.imageURL ? 'Replace' : 'Choose'}
        <span className="sr-only"> picture of {variantLabel(variant)}</span>
      </label>
      {variant.imageURL ? (
        <button type="button" className={quiet} onClick={() => handlers.onPicture(variant, null)}>
          Clear<span className="sr-only"> picture of {variantLabel(variant)}</span>
        </button>
      ) : null}
      </span>
    </div>
  );
}

function Stock({ variant, handlers }: { variant: AdminVariant; handlers: VariantRowHandlers }) {
  const busy = handlers.busyId === variant.id;
  return (
    <div className="flex items-start gap-2 max-md:justify-end">
      <span className="mt-1.5 min-w-8 font-semibold tabular-nums" aria-label={`${variant.qty} in stock`}>
        {variant.qty}
      </span>
      <div className="w-16">
        <TextCell
          variant={variant}
          field="change"
          label="Change stock by"
          handlers={handlers}
          placeholder="+5"
          inputMode="numeric"
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              handlers.onAdjust(variant);
            }
          }}
        />
      </div>
      <button type="button" className={`${quiet} mt-0.5 border border-sand-300`} disabled={busy || handlers.draftOf(variant).change.trim() === ''} onClick={() => handlers.onAdjust(variant)}>
        Apply<span className="sr-only"> stock change to {variantLabel(variant)}</span>
      </button>
    </div>
  );
}

/** Its own low-stock threshold (decision 040); blank, the shop's default, which the field and its hint show. */
function LowStock({ variant, handlers, inputWidth }: { variant: AdminVariant; handlers: VariantRowHandlers; inputWidth?: string }) {
  const shopDefault = handlers.lowStockDefault;
  const own = handlers.draftOf(variant).lowStockThreshold.trim() !== '';
  // Two lines at most in its cell, the default's figure kept beside the word.
  const theDefault = <span className="whitespace-nowrap">{shopDefault === null ? 'default' : `default (${shopDefault})`}</span>;
  const hint = own ? <>Low-stock alert: own; clear for {theDefault}</> : <>Low-stock alert: {theDefault}</>;
  return (
    <TextCell
      variant={variant}
      field="lowStockThreshold"
      label="Low-stock alert at"
      handlers={handlers}
      type="number"
      inputMode="numeric"
      min={0}
      max={100000}
      step={1}
      width="md:w-36"
      inputWidth={inputWidth}
      placeholder={shopDefault === null ? undefined : String(shopDefault)}
      hint={hint}
    />
  );
}

/** Saves the variant's edited figures; `what` completes its name for screen readers. */
function SaveButton({ variant, handlers, what }: { variant: AdminVariant; handlers: VariantRowHandlers; what: string }) {
  return (
    <button
      type="button"
      className={`${small} bg-forest-900 text-cream-50 hover:bg-forest-700`}
      disabled={handlers.busyId === variant.id || !handlers.isDirty(variant)}
      onClick={() => handlers.onSave(variant)}
    >
      Save<span className="sr-only"> {what}</span>
    </button>
  );
}

/** What the server refused about the variant as a whole, read out as it appears. */
function RowError({ variant, handlers, className = '' }: { variant: AdminVariant; handlers: VariantRowHandlers; className?: string }) {
  const message = handlers.errorsOf(variant).row;
  return message ? (
    <p role="alert" className={`${className} text-xs text-clay-600`}>
      {message}
    </p>
  ) : null;
}

/**
 * A plant without sizes has one variant and no sizes table: its own low-stock figure on its own, saved with
 * its own button (the product form above holds its price and stock).
 */
export function SingleLowStock({ variant, handlers }: { variant: AdminVariant; handlers: VariantRowHandlers }) {
  return (
    <section aria-labelledby="single-low-stock" className="space-y-2">
      <h3 id="single-low-stock" className="text-sm font-semibold text-ink">
        Low-stock alert
      </h3>
      <p className="text-sm text-muted">
        At or below this count the plant is on the dashboard and you get one email; leave it blank for the shop default (Stock ledger).
      </p>
      <div className="flex items-start gap-2">
        <LowStock variant={variant} handlers={handlers} />
        <SaveButton variant={variant} handlers={handlers} what="low-stock alert" />
      </div>
      <RowError variant={variant} handlers={handlers} />
    </section>
  );
}

function Actions({ variant, handlers }: { variant: AdminVariant; handlers: VariantRowHandlers }) {
  const busy = handlers.busyId === variant.id;
  const name = variantLabel(variant);
  return (
    <div className="flex flex-col items-end gap-1">
      <div className="flex justify-end gap-1 md:flex-col md:items-stretch">
        <SaveButton variant={variant} handlers={handlers} what={name} />
        <button type="button" className={quiet} disabled={busy} onClick={() => handlers.onArchive(variant, !variant.archived)}>
          {variant.archived ? 'Put on sale' : 'Archive'}
          <span className="sr-only"> {name}</span>
        </button>
        <button type="button" className={danger} disabled={busy} onClick={() => handlers.onDelete(variant)}>
          Delete<span className="sr-only"> {name}</span>
        </button>
      </div>
      <RowError variant={variant} handlers={handlers} className="max-w-64 text-right" />
    </div>
  );
}

/** Its values, its badges, and its own picture (or the plant's) with the controls to change it. */
function VariantCell({ variant, handlers }: { variant: AdminVariant; handlers: VariantRowHandlers }) {
  return (
    <div className="flex items-start gap-2.5 max-md:flex-row-reverse max-md:text-right">
      <div className="min-w-0">
        <span className="font-medium text-forest-900">{variant.title || 'The only variant'}</span>
        <span className="mt-0.5 flex flex-wrap gap-1 max-md:justify-end">
          {variant.archived ? <span className="rounded-full bg-cream-200 px-2 py-0.5 text-[11px] font-semibold text-ink">Archived</span> : null}
          {variant.ordered ? <span className="rounded-full bg-cream-100 px-2 py-0.5 text-[11px] text-muted ring-1 ring-sand-300 ring-inset">Has orders</span> : null}
        </span>
        <DefaultChoice variant={variant} handlers={handlers} />
      </div>
    </div>
  );
}

/** The default is one radio among the rows (its own column would leave the table no room). */
function DefaultChoice({ variant, handlers }: { variant: AdminVariant; handlers: VariantRowHandlers }) {
  const chosen = variant.id === handlers.defaultVariantId;
  return (
    <label className={`mt-1 flex items-center gap-1.5 text-xs max-md:justify-end ${chosen ? 'font-semibold text-forest-800' : 'text-muted'} ${variant.archived ? '' : 'cursor-pointer'}`}>
      <input
        type="radio"
        name="default-variant"
        aria-label={`Default: ${variantLabel(variant)}`}
        checked={chosen}
        disabled={variant.archived || handlers.busyId !== null}
        onChange={() => handlers.onPickDefault(variant)}
        className="size-3.5 accent-forest-700 disabled:cursor-not-allowed"
      />
      <span aria-hidden="true">{chosen ? 'Default' : 'Make default'}</span>
    </label>
  );
}

/** Price and, under it, the compare-at price (the "was" figure): one column, two labelled fields. */
function Prices({ variant, handlers }: { variant: AdminVariant; handlers: VariantRowHandlers }) {
  return (
    <div className="space-y-1.5 md:w-24">
      <TextCell variant={variant} field="price" label="Price (USD)" handlers={handlers} type="number" inputMode="decimal" min={0} max={10000} step={0.01} />
      <div className="flex items-center gap-1.5 max-md:justify-end">
        <span aria-hidden="true" className="text-[11px] text-muted">was</span>
        <TextCell variant={variant} field="compareAtPrice" label="Compare-at price (USD)" handlers={handlers} type="number" inputMode="decimal" min={0} max={10000} step={0.01} placeholder="–" />
      </div>
    </div>
  );
}

/** The product's variants, one row each (a card on phones): every figure the owner sets, stock by adjustment. */
export function VariantsTable({ variants, handlers }: { variants: readonly AdminVariant[]; handlers: VariantRowHandlers }) {
  const columns: Column<AdminVariant>[] = [
    { label: 'Variant', className: 'md:min-w-28', cell: (variant) => <VariantCell variant={variant} handlers={handlers} /> },
    { label: 'Picture', cell: (variant) => <Picture variant={variant} handlers={handlers} /> },
    { label: 'SKU', cell: (variant) => <TextCell variant={variant} field="sku" label="SKU" handlers={handlers} maxLength={64} width="md:w-32" /> },
    { label: 'Price', cell: (variant) => <Prices variant={variant} handlers={handlers} /> },
    {
      label: 'Per order',
      cell: (variant) => <TextCell variant={variant} field="maxPerOrder" label="Most per order" handlers={handlers} type="number" inputMode="numeric" min={1} max={1000} step={1} width="md:w-16" />,
    },
    {
      // The low-stock figure sits under the stock it watches: a column of its own pushed the row's buttons out of sight.
      label: 'Stock',
      cell: (variant) => (
        <div className="space-y-2">
          <Stock variant={variant} handlers={handlers} />
          <LowStock variant={variant} handlers={handlers} inputWidth="md:w-20" />
        </div>
      ),
    },
    { label: 'Actions', hideLabel: true, align: 'right', className: 'max-md:justify-end', cell: (variant) => <Actions variant={variant} handlers={handlers} /> },
  ];
  return <AdminTable dense caption="Sizes and planters" columns={columns} rows={variants} />;
}
