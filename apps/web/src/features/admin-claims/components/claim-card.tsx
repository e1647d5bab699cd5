import { useState } from 'react';
import { Link } from 'react-router';
import { CLAIM_REASON_LABELS, CLAIM_STATUS_LABELS } from '@shop/shared/claim-labels';
import type { AdminClaim } from '@shop/shared/claims';
import { ConfirmDialog } from '../../../components/admin/confirm-dialog.tsx';
import { TextAreaField } from '../../../components/admin/text-area-field.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { PrivatePhoto } from '../../../components/ui/private-photo.tsx';
import { ADMIN_ROOT } from '../../../lib/admin-root.ts';
import { formatDollars } from '../../../lib/money.ts';
import { formatDateTime } from '../../../lib/shop-dates.ts';

const EVENT_LABELS: Record<string, string> = {
  placed: 'Order placed',
  paid: 'Paid',
  shipped: 'Shipped',
  refunded: 'Refunded',
  canceled: 'Canceled',
  filed: 'Claim filed',
  'info-requested': 'Asked for more',
  'photos-added': 'Customer added photos',
  denied: 'Declined',
  replaced: 'Replacement sent',
};

export interface ClaimActions {
  busy: boolean;
  /** Sends the replacement with the owner's note to the customer; true once it is placed. */
  onReplace: (note: string) => Promise<boolean>;
  onRefund: (restock: boolean) => void;
  onAsk: (message: string) => Promise<boolean>;
  onDeny: (reason: string) => Promise<boolean>;
}

/** One claim in the owner's queue: what the customer says and shows, the order's history, and the decisions. */
export function ClaimCard({ claim, actions }: { claim: AdminClaim; actions: ClaimActions }) {
  const [writing, setWriting] = useState<'ask' | 'deny' | null>(null);
  const [text, setText] = useState('');
  const [restock, setRestock] = useState(false);
  const [zoom, setZoom] = useState<string | null>(null);
  const [replacing, setReplacing] = useState(false);
  const [note, setNote] = useState('');
  const waiting = claim.status === 'open' || claim.status === 'info';
  const name = claim.variantTitle ? `${claim.productName} (${claim.variantTitle})` : claim.productName;
  const history = [...claim.order.events.map((e) => ({ ...e, at: e.at })), ...claim.events.map((e) => ({ ...e, amount: null }))].sort((a, b) => a.at.localeCompare(b.at));

  async function replace() {
    if (await actions.onReplace(note.trim())) {
      setReplacing(false);
      setNote('');
    }
  }

  async function send() {
    const run = writing === 'ask' ? actions.onAsk : actions.onDeny;
    if (await run(text)) {
      setWriting(null);
      setText('');
    }
  }

  return (
    <article aria-labelledby={`claim-${claim.id}-title`} className="rounded-2xl border border-sand-300 bg-white p-5 sm:p-6">
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id={`claim-${claim.id}-title`} className="font-serif text-2xl text-forest-900">
            Claim #{claim.id}: {claim.qty} × {name}
          </h2>
          <p className="mt-1 text-sm text-muted">
            <Link to={`${ADMIN_ROOT}/orders/${claim.orderId}`} className="font-semibold text-forest-700 underline underline-offset-4">
              Order #{claim.orderId}
            </Link>{' '}
            · {claim.customer.name} · {claim.customer.email} · filed {formatDateTime(claim.createdAt, claim.timeZone)}
          </p>
        </div>
        <span className="inline-flex rounded-full bg-cream-200 px-3 py-1 text-xs font-semibold text-ink">{CLAIM_STATUS_LABELS[claim.status]}</span>
      </header>
      <p className="mt-4 text-sm">
        <span className="font-semibold text-forest-900">{CLAIM_REASON_LABELS[claim.reason]}:</span> {claim.description}
      </p>
      {claim.photos.length > 0 ? (
        <ul aria-label={`Photos of claim #${claim.id}`} className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-4">
          {claim.photos.map((photo, index) => (
            <li key={photo.name}>
              <button type="button" onClick={() => setZoom(zoom === photo.url ? null : photo.url)} aria-pressed={zoom === photo.url} className="block w-full rounded-xl">
                <PrivatePhoto src={photo.thumbUrl} alt={`Photo ${index + 1} of claim #${claim.id} (${photo.kind}), show it larger`} className="aspect-square w-full rounded-xl object-cover" />
              </button>
              <p className="mt-1 text-xs text-muted">{photo.kind}</p>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-4 text-sm text-muted">No photos.</p>
      )}
      {zoom ? <PrivatePhoto src={zoom} alt={`Claim #${claim.id}, the photo at full size`} className="mt-3 max-h-[80vh] w-full rounded-xl object-contain" /> : null}
      <details className="mt-4 text-sm">
        <summary className="cursor-pointer font-semibold text-forest-900">
          The order and its history ({formatDollars(claim.order.finalPrice)} paid{claim.order.refunded > 0 ? `, ${formatDollars(claim.order.refunded)} refunded` : ''})
        </summary>
        <ol className="mt-2 space-y-1 border-l-2 border-sage-200 pl-3">
          {history.map((event, index) => (
            <li key={index}>
              <span className="font-medium">{EVENT_LABELS[event.kind] ?? event.kind}</span> <span className="text-muted">{formatDateTime(event.at, claim.timeZone)}</span>
              {event.amount !== null && event.amount !== undefined ? <> · {formatDollars(event.amount)}</> : null}
              {event.note ? <span className="block text-ink">{event.note}</span> : null}
            </li>
          ))}
        </ol>
      </details>
      {claim.replacementOrderId ? (
        <p className="mt-4 text-sm">
          Replacement:{' '}
          <Link to={`${ADMIN_ROOT}/orders/${claim.replacementOrderId}`} className="font-semibold text-forest-700 underline underline-offset-4">
            order #{claim.replacementOrderId}
          </Link>
        </p>
      ) : null}
      {waiting ? (
        <div className="mt-5 border-t border-sand-300 pt-4">
          {writing ? (
            <div className="space-y-3">
              <TextAreaField
                label={writing === 'ask' ? 'What do you need from the customer? (emailed with a link to add photos)' : 'Why is it declined? (the customer reads it)'}
                value={text}
                onChange={(event) => setText(event.target.value)}
                maxLength={1000}
              />
              <div className="flex flex-wrap gap-3">
                <Button onClick={() => void send()} disabled={actions.busy || text.trim() === ''} className="px-5 py-2.5 text-xs">
                  {writing === 'ask' ? 'Send the question' : 'Decline the claim'}
                </Button>
                <Button variant="ghost" onClick={() => setWriting(null)} className="px-5 py-2.5 text-xs">
                  Back
                </Button>
              </div>
            </div>
          ) : (
            <div className="flex flex-wrap items-center gap-3">
              <Button onClick={() => setReplacing(true)} disabled={actions.busy || claim.onHand === null} className="px-5 py-2.5 text-xs">
                Send a replacement
              </Button>
              <span className="text-xs text-muted">{claim.onHand === null ? 'No longer in the catalogue' : `${claim.onHand} in stock`}</span>
              <Button variant="secondary" onClick={() => actions.onRefund(restock)} disabled={actions.busy} className="px-5 py-2.5 text-xs">
                Refund {claim.qty}
              </Button>
              <label className="inline-flex items-center gap-2 text-xs">
                <input type="checkbox" checked={restock} onChange={(event) => setRestock(event.target.checked)} /> Put back in stock
              </label>
              <Button variant="ghost" onClick={() => setWriting('ask')} disabled={actions.busy} className="px-5 py-2.5 text-xs">
                Ask for more
              </Button>
              <Button variant="ghost" onClick={() => setWriting('deny')} disabled={actions.busy} className="px-5 py-2.5 text-xs">
                Decline
              </Button>
            </div>
          )}
        </div>
      ) : null}
      <ConfirmDialog
        open={replacing}
        title={`Send ${claim.qty} × ${name} again?`}
        confirmLabel="Send the replacement"
        busy={actions.busy}
        confirmDisabled={note.trim() === ''}
        onConfirm={() => void replace()}
        onClose={() => setReplacing(false)}
      >
        <p>
          A $0 order for {claim.customer.name}, from your stock ({claim.onHand ?? 0} on hand). It ships like any order, when the weather
          where it goes allows. This cannot be undone.
        </p>
        <TextAreaField
          label="Your note to the customer (in their email and on their claim)"
          value={note}
          onChange={(event) => setNote(event.target.value)}
          maxLength={1000}
          className="mt-4"
        />
      </ConfirmDialog>
    </article>
  );
}
