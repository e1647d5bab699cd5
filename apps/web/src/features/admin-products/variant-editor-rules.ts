import { MAX_OPTIONS, optionsInput, stockAdjustment, variantUpdate, type AdminVariant, type OptionsInput, type ProductOption, type VariantUpdate } from '@shop/shared/products';
import { ApiError } from '../../lib/api.ts';
import { toNumberOrNull } from '../../lib/form-numbers.ts';

/** The options as typed: a name and its values in order (new ones may still be blank). */
export type OptionDraft = ProductOption;

/** Where a message about the options goes: `name.0`, `value.0.2`, `values.0` (the option's list), or `options`. */
export type OptionErrors = Partial<Record<string, string>>;

export { MAX_OPTIONS };

export const optionDrafts = (options: readonly ProductOption[]): OptionDraft[] => options.map((option) => ({ name: option.name, values: [...option.values] }));

/** What PUT /api/products/:id/options receives: names and values trimmed, blank values left out. */
export function toOptionsPayload(drafts: readonly OptionDraft[]): OptionsInput {
  return {
    options: drafts.map((draft) => ({ name: draft.name.trim(), values: draft.values.map((value) => value.trim()).filter((value) => value !== '') })),
  };
}

/** The server's own rules on the options, each message placed by the field it is about. */
export function validateOptions(drafts: readonly OptionDraft[]): { ok: boolean; errors: OptionErrors } {
  const payload = toOptionsPayload(drafts);
  const result = optionsInput.safeParse(payload);
  if (result.success) return { ok: true, errors: {} };
  const errors: OptionErrors = {};
  for (const issue of result.error.issues) {
    const [, option, part, value] = issue.path;
    let key = 'options';
    if (typeof option === 'number' && part === 'name') key = `name.${option}`;
    // A value's index in the payload, which leaves blanks out: find it again among the drafts.
    else if (typeof option === 'number' && part === 'values' && typeof value === 'number') key = `value.${option}.${draftIndexOf(drafts[option]!, value)}`;
    else if (typeof option === 'number' && part === 'values') key = `values.${option}`;
    errors[key] ??= issue.message;
  }
  return { ok: false, errors };
}

function draftIndexOf(draft: OptionDraft, payloadIndex: number): number {
  let seen = -1;
  return draft.values.findIndex((value) => value.trim() !== '' && ++seen === payloadIndex);
}

/** Moves an item one place up (-1) or down (+1); the same list when it cannot move. */
export function moved<T>(items: readonly T[], index: number, by: -1 | 1): T[] {
  const target = index + by;
  if (target < 0 || target >= items.length) return [...items];
  const next = [...items];
  [next[index], next[target]] = [next[target]!, next[index]!];
  return next;
}

/** A variant's row as typed: prices and the cap stay text until saved. */
export interface VariantDraft {
  sku: string;
  price: string;
  compareAtPrice: string;
  maxPerOrder: string;
  /** The stock change typed in: "+5", "-2", "5". */
  change: string;
  /** Its own low-stock threshold; blank: the shop's default (decision 040). */
  lowStockThreshold: string;
}

export type VariantField = 'sku' | 'price' | 'compareAtPrice' | 'maxPerOrder' | 'change' | 'lowStockThreshold' | 'row';
export type VariantErrors = Partial<Record<VariantField, string>>;

export function variantDraft(variant: AdminVariant): VariantDraft {
  return {
    sku: variant.sku,
    price: variant.price.toFixed(2),
    compareAtPrice: variant.compareAtPrice === null ? '' : variant.compareAtPrice.toFixed(2),
    maxPerOrder: String(variant.maxPerOrder),
    change: '',
    lowStockThreshold: variant.lowStockThreshold === null ? '' : String(variant.lowStockThreshold),
  };
}

/**
 * The PUT body for what the owner changed in a row, and nothing else (so a save never undoes another
 * admin's change to a field this one did not touch). A blank compare-at price removes it; a blank
 * low-stock threshold gives the variant the shop's default again.
 */
export function variantChanges(variant: AdminVariant, draft: VariantDraft): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  const sku = draft.sku.trim();
  if (sku !== variant.sku) body.sku = sku;
  const price = toNumberOrNull(draft.price);
  if (price !== variant.price) body.price = price;
  const compareAt = draft.compareAtPrice.trim() === '' ? null : toNumberOrNull(draft.compareAtPrice) ?? draft.compareAtPrice;
  if (compareAt !== variant.compareAtPrice) body.compareAtPrice = compareAt;
  const cap = toNumberOrNull(draft.maxPerOrder);
  if (cap !== variant.maxPerOrder) body.maxPerOrder = cap;
  const threshold = draft.lowStockThreshold.trim() === '' ? null : (toNumberOrNull(draft.lowStockThreshold) ?? draft.lowStockThreshold);
  if (threshold !== variant.lowStockThreshold) body.lowStockThreshold = threshold;
  return body;
}

/** The row's changes checked by the server's schema: the body to send, or each field's message. */
export function checkVariantChanges(variant: AdminVariant, draft: VariantDraft): { body: VariantUpdate; errors: VariantErrors } {
  const changes = variantChanges(variant, draft);
  const result = variantUpdate.safeParse(changes);
  if (result.success) return { body: result.data, errors: {} };
  return { body: {}, errors: fieldErrors(result.error.issues) };
}

/** Issues from zod here (a path of keys) or from the server (`compareAtPrice`, dotted). */
function fieldErrors(issues: readonly { path: readonly PropertyKey[] | string; message: string }[]): VariantErrors {
  const errors: VariantErrors = {};
  for (const issue of issues) {
    const field = typeof issue.path === 'string' ? issue.path.split('.')[0] : issue.path[0];
    const key: VariantField = field === 'sku' || field === 'price' || field === 'compareAtPrice' || field === 'maxPerOrder' || field === 'lowStockThreshold' ? field : 'row';
    errors[key] ??= issue.message;
  }
  return errors;
}

/**
 * The stock change typed as "+5", "-2" or "5": the body of POST .../stock (a change, never a count, so an
 * order placed meanwhile is not undone), or why it is not one.
 */
export function stockChange(text: string): { change: number } | { error: string } {
  const trimmed = text.replace(/\s+/g, '');
  if (trimmed === '') return { error: 'Type how many plants to add (+5) or take away (-2)' };
  if (!/^[+-]?\d+$/.test(trimmed)) return { error: 'The change is a whole number of plants, like +5 or -2' };
  const result = stockAdjustment.safeParse({ change: Number(trimmed) });
  if (!result.success) return { error: result.error.issues[0]?.message ?? 'That change cannot be made' };
  return { change: result.data.change };
}

/** A server refusal placed by the field it names (a 400's zod issues), else for the whole row. */
export function serverVariantErrors(failure: unknown, fallback: string): VariantErrors {
  if (failure instanceof ApiError) {
    const issues = (failure.data as { issues?: unknown } | null)?.issues;
    if (Array.isArray(issues)) {
      const placed = fieldErrors(issues.filter((issue): issue is { path: string; message: string } => typeof (issue as { path?: unknown }).path === 'string'));
      if (Object.keys(placed).some((key) => key !== 'row')) return placed;
    }
    if (/\bSKU\b/.test(failure.message)) return { sku: failure.message };
    return { row: failure.message };
  }
  return { row: failure instanceof Error ? failure.message : fallback };
}

/** What the owner is told once a delete is done: the server archives a variant that orders name. */
export function removalMessage(outcome: 'deleted' | 'archived', label: string): string {
  return outcome === 'archived' ? `${label} is archived, not deleted: orders name it, so it stays for them` : `${label} deleted`;
}

/** A variant as the owner reads it: its values, or its SKU when it has none. */
export const variantLabel = (variant: Pick<AdminVariant, 'title' | 'sku'>) => variant.title || variant.sku;

/** The body of PUT /api/products/:id that picks a default: its stored name and text, and the picked variant's own price and stock. */
export interface DefaultPick {
  name: string;
  description: string;
  price: number;
  qty: number;
  expectedQty: number;
  defaultVariantId: number;
}

/**
 * docs/product's PUT speaks of the default's price and stock: sending the picked variant's own figures (and its
 * stock as the expected one) changes nothing but which variant is the default.
 */
export function defaultPickBody(product: { name: string; description: string }, variant: Pick<AdminVariant, 'id' | 'price' | 'qty'>): DefaultPick {
  return { name: product.name, description: product.description, price: variant.price, qty: variant.qty, expectedQty: variant.qty, defaultVariantId: variant.id };
}
