import { useState, type FormEvent } from 'react';
import type { RefundInput } from '@shop/shared/after-sale';
import { formatUsd, toCents } from '@shop/shared/money';
import { isPaid } from '@shop/shared/order-status';
import type { AdminOrder } from '@shop/shared/orders';
import { lineRefundCents } from '@shop/shared/refunds';
import { ConfirmDialog } from '../../../components/admin/confirm-dialog.tsx';
import { TextAreaField } from '../../../components/admin/text-area-field.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Field, inputClass } from '../../../components/ui/field.tsx';
import { LineTitle } from '../../../components/ui/line-title.tsx';
import { Alert } from '../../../components/ui/alert.tsx';

type Kind = 'lines' | 'full' | 'amount';

const KINDS: { value: Kind; label: string }[] = [
  { value: 'lines', label: 'Some plants' },
  { value: 'amount', label: 'An amount' },
  { value: 'full', label: 'Everything left' },
];

/**
 * A refund through the payment provider: some units of some lines (each worth its share of the
 * discounted total), an amount, or everything left; a reason the customer reads; and whether the plants
 * go back in stock. The amount shown is the one the server will refund.
 */
export function RefundForm({
  order,
  busy,
  onRefund,
}: {
  order: AdminOrder;
  busy: boolean;
  onRefund: (body: RefundInput) => Promise<boolean>;
}) {
  const [kind, setKind] = useState<Kind>('lines');
  const [qty, setQty] = useState<Record<number, number>>({});
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [restock, setRestock] = useState(isPaid(order.status));
  /** Units already replaced through a claim are refunded only when the owner says so (decision 053). */
  const [despiteReplacement, setDespiteReplacement] = useState(false);
  const replaced = order.lines.filter((line) => line.replacedQty > 0);
  const [error, setError] = useState('');
  /** The refund asked for, waiting for the owner's yes with its amount (decision 029). */
  const [asked, setAsked] = useState<{ body: RefundInput; cents: number } | null>(null);
  const stockSold = isPaid(order.status);

  const linesCents = order.lines.reduce(
    (sum, line) => sum + lineRefundCents(toCents(line.share), line.qty, line.refundedQty, qty[line.id] ?? 0),
    0,
  );
  const amountCents =
    kind === 'full'
      ? toCents(order.refundable)
      : kind === 'lines'
        ? linesCents
        : toCents(Number(amount) || 0);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const lines = Object.entries(qty)
      .filter(([, n]) => n > 0)
      .map(([lineId, n]) => ({ lineId: Number(lineId), qty: n }));
    if (kind === 'lines' && lines.length === 0) return setError('Choose how many of which plants to refund');
    if (kind === 'amount' && !(amountCents > 0)) return setError('Enter the amount to refund');
    if (amountCents > toCents(order.refundable))
      return setError(`At most ${formatUsd(toCents(order.refundable))} can still be refunded`);
    if (reason.trim() === '') return setError('Give a reason: the customer reads it in their email');
    setError('');
    const common = {
      reason,
      refundedBefore: order.refunded,
      restock: stockSold && kind !== 'amount' && restock,
      ...(kind !== 'amount' && replaced.length > 0 && { despiteReplacement }),
    };
    const body: RefundInput =
      kind === 'lines'
        ? { kind, lines, ...common }
        : kind === 'amount'
          ? { kind, amount: amountCents / 100, ...common }
          : { kind, ...common };
    setAsked({ body, cents: amountCents });
  }

  async function confirm() {
    if (!asked) return;
    const done = await onRefund(asked.body);
    setAsked(null);
    if (done) {
      setQty({});
      setAmount('');
      setReason('');
    }
  }

  return (
    <form
      noValidate
      aria-label="Refund"
      onSubmit={(event) => void submit(event)}
      className="space-y-5 rounded-3xl border border-sand-300 bg-white p-6 shadow-sm"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="font-serif text-2xl text-forest-900">Refund</h2>
        <p className="text-sm text-muted">{formatUsd(toCents(order.refundable))} can still be refunded</p>
      </div>
      <fieldset>
        <legend className="sr-only">What to refund</legend>
        <div className="flex flex-wrap gap-2">
          {KINDS.map((option) => (
            <label
              key={option.value}
              className={`cursor-pointer rounded-full border px-4 py-2 text-sm ${kind === option.value ? 'border-forest-900 bg-forest-900 text-cream-50' : 'border-sand-300 text-forest-900 hover:bg-sage-100'}`}
            >
              <input
                type="radio"
                name="refund-kind"
                value={option.value}
                checked={kind === option.value}
                onChange={() => setKind(option.value)}
                className="sr-only"
              />
              {option.label}
            </label>
          ))}
        </div>
      </fieldset>
      {kind === 'lines' ? (
        <ul className="divide-y divide-sand-300 rounded-2xl border border-sand-300">
          {order.lines.map((line) => {
            const left = line.qty - line.refundedQty;
            return (
              <li key={line.id} className="flex items-center justify-between gap-4 px-4 py-3 text-sm">
                <span className="min-w-0">
                  <span className="block font-medium text-forest-900">
                    <LineTitle productName={line.productName} variantTitle={line.variantTitle} />
                  </span>
                  <span className="text-xs text-muted">
                    {left} of {line.qty} refundable · {formatUsd(toCents(line.share))} paid for the line
                    {line.replacedQty > 0 ? ` · ${line.replacedQty} replaced through a claim` : ''}
                  </span>
                </span>
                <label className="flex shrink-0 items-center gap-2">
                  <span className="sr-only">Units of {line.productName} to refund</span>
                  <input
                    type="number"
                    min={0}
                    max={left}
                    disabled={left === 0}
                    value={qty[line.id] ?? 0}
                    onChange={(event) =>
                      setQty((now) => ({
                        ...now,
                        [line.id]: Math.max(0, Math.min(left, Math.floor(Number(event.target.value) || 0))),
                      }))
                    }
                    className={`${inputClass} w-20 border-sand-300 px-3 py-2 text-right`}
                  />
                </label>
              </li>
            );
          })}
        </ul>
      ) : null}
      {kind === 'amount' ? (
        <Field
          label="Amount in dollars"
          inputMode="decimal"
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
          placeholder="0.00"
        />
      ) : null}
      <TextAreaField
        label="Reason (the customer reads it)"
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        maxLength={500}
        rows={2}
        className="[&_textarea]:min-h-20"
      />
      {stockSold && kind !== 'amount' ? (
        <label className="flex items-center gap-3 text-sm text-forest-900">
          <input
            type="checkbox"
            checked={restock}
            onChange={(event) => setRestock(event.target.checked)}
            className="size-5 accent-forest-700"
          />
          Put the refunded plants back in stock
        </label>
      ) : null}
      {kind !== 'amount' && replaced.length > 0 ? (
        <label className="flex items-start gap-3 text-sm text-forest-900">
          <input
            type="checkbox"
            checked={despiteReplacement}
            onChange={(event) => setDespiteReplacement(event.target.checked)}
            className="mt-0.5 size-5 shrink-0 accent-forest-700"
          />
          <span>
            Refund despite the replacement
            <span className="block text-xs text-muted">
              {replaced
                .map((line) => `${line.replacedQty} ${line.productName}`)
                .join(', ')}{' '}
              already replaced through a claim. Without this, only the units not replaced can be refunded.
            </span>
          </span>
        </label>
      ) : null}
      {error ? (
        <Alert>
          {error}
        </Alert>
      ) : null}
      <Button
        type="submit"
        disabled={busy || order.refundInFlight || order.refundable <= 0}
        className="px-5 py-2.5 text-xs"
      >
        {busy ? 'Refunding…' : `Refund ${formatUsd(amountCents)}`}
      </Button>
      <ConfirmDialog
        open={asked !== null}
        title={`Refund ${formatUsd(asked?.cents ?? 0)}?`}
        confirmLabel={`Yes, refund ${formatUsd(asked?.cents ?? 0)}`}
        busy={busy}
        onConfirm={() => void confirm()}
        onClose={() => setAsked(null)}
      >
        {formatUsd(asked?.cents ?? 0)} of order #{order.id} goes back to the customer&apos;s card through the
        payment provider, and they are emailed the reason. A refund cannot be undone.
        {asked?.body.restock ? ' The refunded plants go back in stock.' : ''}
      </ConfirmDialog>
    </form>
  );
}
