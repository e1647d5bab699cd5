import { useCallback, useEffect, useState } from 'react';
import toast from 'react-hot-toast';
import type { AdminVariant, AdminVariants } from '@shop/shared/products';
import { ConfirmDialog } from '../../../components/admin/confirm-dialog.tsx';
import { LoadState } from '../../../components/admin/load-state.tsx';
import { messageOf } from '../../../lib/api.ts';
import { adjustVariantStock, generateVariants, getStockSettings, listVariants, pickDefaultVariant, removeVariant, saveOptions, updateVariant, uploadImage } from '../admin-products-api.ts';
import {
  checkVariantChanges,
  defaultPickBody,
  optionDrafts,
  removalMessage,
  serverVariantErrors,
  stockChange,
  toOptionsPayload,
  variantChanges,
  variantDraft,
  variantLabel,
  type OptionDraft,
  type VariantDraft,
  type VariantErrors,
} from '../variant-editor-rules.ts';
import { imageProblem } from './image-picker.tsx';
import { OptionsEditor } from './options-editor.tsx';
import { SingleLowStock, VariantsTable, type VariantRowHandlers } from './variants-table.tsx';

interface VariantEditorProps {
  product: { id: number; name: string; description: string };
  /** The variants as last stored: the page's product form takes the default's price and stock from them. */
  onChange: (variants: AdminVariants) => void;
  onCatalogueChanged: () => void;
}

/**
 * "Sizes and planters" on the edit-product screen (decision 032): the options and their values, Generate,
 * and one table of the variants. Every write answers the whole set, which replaces what is shown.
 */
export function VariantEditor({ product, onChange, onCatalogueChanged }: VariantEditorProps) {
  const productId = product.id;
  const [loadError, setLoadError] = useState('');
  const [attempt, setAttempt] = useState(0);
  const [stored, setStored] = useState<AdminVariants | null>(null);
  const [options, setOptions] = useState<OptionDraft[]>([]);
  const [optionsError, setOptionsError] = useState('');
  const [drafts, setDrafts] = useState<Record<number, VariantDraft>>({});
  const [errors, setErrors] = useState<Record<number, VariantErrors>>({});
  const [busyId, setBusyId] = useState<number | null>(null);
  const [optionsBusy, setOptionsBusy] = useState(false);
  const [doomed, setDoomed] = useState<AdminVariant | null>(null);
  const [lowStockDefault, setLowStockDefault] = useState<number | null>(null);

  const show = useCallback(
    (next: AdminVariants, { keepOptions = false } = {}) => {
      setStored(next);
      if (!keepOptions) setOptions(optionDrafts(next.options));
      onChange(next);
    },
    [onChange],
  );

  useEffect(() => {
    const controller = new AbortController();
    listVariants(productId, controller.signal).then(show, (failure: unknown) => {
      if (!controller.signal.aborted) setLoadError(messageOf(failure));
    });
    return () => controller.abort();
  }, [productId, show, attempt]);

  // The shop's default low-stock threshold, shown in each blank field; without it the fields still work.
  useEffect(() => {
    const controller = new AbortController();
    getStockSettings(controller.signal).then(
      (settings) => setLowStockDefault(settings.lowStockThreshold),
      () => undefined,
    );
    return () => controller.abort();
  }, []);

  if (!stored) {
    const retry = () => {
      setLoadError('');
      setAttempt((now) => now + 1);
    };
    return <LoadState status={loadError ? 'failed' : 'loading'} error={loadError} label="Loading the sizes and planters" onRetry={retry} />;
  }

  const draftOf = (variant: AdminVariant) => drafts[variant.id] ?? variantDraft(variant);
  const setRowErrors = (variant: AdminVariant, next: VariantErrors) => setErrors((now) => ({ ...now, [variant.id]: next }));
  const forget = (variant: AdminVariant, ...fields: (keyof VariantDraft)[]) =>
    setDrafts((now) => {
      const draft = now[variant.id];
      if (!draft) return now;
      const fresh = variantDraft(variant);
      return { ...now, [variant.id]: { ...draft, ...Object.fromEntries(fields.map((field) => [field, fresh[field]])) } };
    });

  /** One write for a row: busy while it runs, its refusal shown on that row, the answer shown everywhere. */
  async function rowWrite(variant: AdminVariant, write: () => Promise<AdminVariants>, done?: (next: AdminVariants) => void) {
    setBusyId(variant.id);
    setRowErrors(variant, {});
    try {
      const next = await write();
      show(next, { keepOptions: true });
      done?.(next);
      onCatalogueChanged();
    } catch (failure) {
      setRowErrors(variant, serverVariantErrors(failure, 'That change could not be saved'));
    } finally {
      setBusyId(null);
    }
  }

  const handlers: VariantRowHandlers = {
    draftOf,
    errorsOf: (variant) => errors[variant.id] ?? {},
    busyId,
    defaultVariantId: stored.defaultVariantId,
    lowStockDefault,
    isDirty: (variant) => Object.keys(variantChanges(variant, draftOf(variant))).length > 0,
    onEdit(variant, field, value) {
      setDrafts((now) => ({ ...now, [variant.id]: { ...draftOf(variant), [field]: value } }));
      if (errors[variant.id]?.[field]) setRowErrors(variant, { ...errors[variant.id], [field]: undefined });
    },
    onSave(variant) {
      const checked = checkVariantChanges(variant, draftOf(variant));
      if (Object.keys(checked.errors).length > 0) return setRowErrors(variant, checked.errors);
      void rowWrite(variant, () => updateVariant(productId, variant.id, checked.body), (next) => {
        const saved = next.variants.find((one) => one.id === variant.id);
        if (saved) forget(saved, 'sku', 'price', 'compareAtPrice', 'maxPerOrder', 'lowStockThreshold');
        toast.success(`${variantLabel(variant)} saved`);
      });
    },
    onAdjust(variant) {
      const asked = stockChange(draftOf(variant).change);
      if ('error' in asked) return setRowErrors(variant, { change: asked.error });
      void rowWrite(variant, () => adjustVariantStock(productId, variant.id, asked.change), (next) => {
        const saved = next.variants.find((one) => one.id === variant.id);
        if (saved) forget(saved, 'change');
        toast.success(`${variantLabel(variant)}: ${saved?.qty ?? ''} in stock`);
      });
    },
    onPickDefault(variant) {
      void rowWrite(
        variant,
        async () => {
          await pickDefaultVariant(productId, defaultPickBody(product, variant));
          return listVariants(productId);
        },
        () => toast.success(`${variantLabel(variant)} is the default`),
      );
    },
    onPicture(variant, file) {
      const problem = file ? imageProblem(file) : null;
      if (problem) return setRowErrors(variant, { row: problem });
      void rowWrite(variant, async () => updateVariant(productId, variant.id, { imageURL: file ? (await uploadImage(file)).imageURL : null }));
    },
    onArchive(variant, archived) {
      void rowWrite(variant, () => updateVariant(productId, variant.id, { archived }), () =>
        toast.success(archived ? `${variantLabel(variant)} archived: no longer sold` : `${variantLabel(variant)} is on sale again`),
      );
    },
    onDelete: setDoomed,
  };

  async function confirmDelete() {
    if (!doomed) return;
    const variant = doomed;
    setDoomed(null);
    await rowWrite(
      variant,
      async () => {
        const answer = await removeVariant(productId, variant.id);
        toast.success(removalMessage(answer.outcome, variantLabel(variant)));
        return answer.variants;
      },
    );
  }

  async function save() {
    setOptionsBusy(true);
    setOptionsError('');
    try {
      show(await saveOptions(productId, toOptionsPayload(options)));
      toast.success('Options saved');
      onCatalogueChanged();
    } catch (failure) {
      setOptionsError(messageOf(failure));
    } finally {
      setOptionsBusy(false);
    }
  }

  async function generate() {
    setOptionsBusy(true);
    setOptionsError('');
    try {
      const before = stored?.variants.length ?? 0;
      const next = await generateVariants(productId);
      show(next);
      const made = next.variants.length - before;
      toast.success(made > 0 ? `${made} combination${made === 1 ? '' : 's'} added` : 'Every combination is already on sale');
      onCatalogueChanged();
    } catch (failure) {
      setOptionsError(messageOf(failure));
    } finally {
      setOptionsBusy(false);
    }
  }

  const dirty = JSON.stringify(toOptionsPayload(options)) !== JSON.stringify(toOptionsPayload(optionDrafts(stored.options)));
  return (
    <div className="space-y-6">
      <OptionsEditor drafts={options} onChange={setOptions} dirty={dirty} busy={optionsBusy} serverError={optionsError} onSave={save} onGenerate={() => void generate()} />
      {stored.options.length > 0 ? (
        <>
          <p className="text-sm text-muted">
            Stock changes by the amount you apply (+5 adds five, -2 takes two away), so orders placed meanwhile are kept. A size with orders is archived
            rather than deleted. At or below its low-stock figure a size is on the dashboard and you get one email; leave it blank for the shop
            default (Stock ledger).
          </p>
          <VariantsTable variants={stored.variants} handlers={handlers} />
        </>
      ) : stored.variants[0] ? (
        <SingleLowStock variant={stored.variants[0]} handlers={handlers} />
      ) : null}
      <ConfirmDialog
        open={doomed !== null}
        title={`Delete ${doomed ? variantLabel(doomed) : 'this variant'}?`}
        confirmLabel={doomed?.ordered ? 'Archive it' : 'Delete variant'}
        onConfirm={() => void confirmDelete()}
        onClose={() => setDoomed(null)}
      >
        {doomed?.ordered
          ? 'Orders name this one, so it is archived instead of deleted: it leaves the shop, and those orders, refunds and packing slips keep it.'
          : 'It leaves the shop and carts at once. This cannot be undone. (One that orders name would be archived instead.)'}
      </ConfirmDialog>
    </div>
  );
}
