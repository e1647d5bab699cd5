import { useEffect, useId, useState, type FormEvent } from 'react';
import {
  CLAIM_REASON_LABELS,
  CLAIM_REASONS,
  CLAIM_STATUS_LABELS,
  type ClaimReason,
  DAMAGE_REASONS,
  MAX_PHOTO_MB,
} from '@shop/shared/claim-labels';
import type { ClaimView, OrderClaims } from '@shop/shared/claims';
import { TextAreaField } from '../../../components/admin/text-area-field.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Field, inputClass, SelectField } from '../../../components/ui/field.tsx';
import { PrivatePhoto } from '../../../components/ui/private-photo.tsx';
import { messageOf } from '../../../lib/api.ts';
import { addClaimPhotos, fileClaim, getOrderClaims } from '../claims-api.ts';
import { Alert } from '../../../components/ui/alert.tsx';

const ACCEPT = 'image/jpeg,image/png,image/webp,image/heic,image/heif';
const MAX_BYTES = MAX_PHOTO_MB * 1024 * 1024;
const dateOf = (iso: string) => new Date(iso).toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric' });
const when = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' });

const EVENT_LABELS: Record<ClaimView['events'][number]['kind'], string> = {
  filed: 'Claim sent',
  'info-requested': 'The shop asked for more',
  'photos-added': 'You added photos',
  denied: 'Declined',
  replaced: 'Approved: a replacement',
  refunded: 'Approved: a refund',
};

const STATUS_TONES: Record<ClaimView['status'], string> = {
  open: 'bg-cream-200 text-ink',
  info: 'bg-cream-100 text-alert ring-1 ring-inset ring-clay-500/40',
  denied: 'bg-cream-200 text-ink',
  replaced: 'bg-forest-700 text-cream-50',
  refunded: 'bg-sage-200 text-forest-900',
};

/** A photo too big or of a type the shop does not read, said before the upload starts. */
function photoProblem(files: readonly File[]): string | null {
  for (const file of files) {
    if (file.size > MAX_BYTES) return `${file.name} is larger than ${MAX_PHOTO_MB} MB`;
  }
  return null;
}

const filesOf = (input: HTMLInputElement | null) => (input?.files ? [...input.files] : []);

/**
 * The arrival guarantee on an order's page (decision 042), a lazy chunk of its own: the order's claims,
 * what the shop decided and when, their photos, and the form to file one within the guarantee's days
 * after shipping (or the policy once they are over). `orderKey` is the emailed link's key; a signed-in
 * owner has none. `focusClaim` (from the email's link) is scrolled to.
 */
export default function OrderClaimsPanel({ orderId, orderKey, focusClaim }: { orderId: number; orderKey: string | null; focusClaim?: number | null }) {
  const [answer, setAnswer] = useState<{ for: number; claims?: OrderClaims; error?: string }>({ for: 0 });
  const [filing, setFiling] = useState(false);
  const data: { claims?: OrderClaims; error?: string } = answer.for === orderId ? answer : {};

  useEffect(() => {
    const controller = new AbortController();
    getOrderClaims(orderId, orderKey, controller.signal)
      .then((claims) => setAnswer({ for: orderId, claims }))
      .catch((error: unknown) => {
        if (!controller.signal.aborted) setAnswer({ for: orderId, error: messageOf(error) });
      });
    return () => controller.abort();
  }, [orderId, orderKey]);

  useEffect(() => {
    if (focusClaim && data.claims) document.getElementById(`claim-${focusClaim}`)?.scrollIntoView({ block: 'start' });
  }, [focusClaim, data.claims]);

  const claims = data.claims;
  if (data.error) return null;
  if (!claims) return null;
  const claimable = claims.lines.filter((line) => line.claimable > 0 && !line.openClaim);
  const update = (next: OrderClaims) => setAnswer({ for: orderId, claims: next });

  return (
    <section aria-labelledby="claims-heading" className="mt-8 rounded-2xl border border-sand-300 bg-white p-5 sm:p-6">
      <h2 id="claims-heading" className="text-xs font-semibold tracking-[0.2em] text-forest-900">
        ARRIVAL GUARANTEE
      </h2>
      <p className="mt-2 text-sm text-muted">
        Plants that arrive dead, damaged or wrong are replaced or refunded within {claims.windowDays} days of{' '}
        {claims.windowFrom === 'delivery' ? 'delivery' : 'shipping'}
        {claims.windowEndsAt && claims.canClaim ? <> (until {dateOf(claims.windowEndsAt)})</> : null}.
      </p>
      {claims.claims.length > 0 ? (
        <ul className="mt-5 space-y-5">
          {claims.claims.map((claim) => (
            <ClaimItem key={claim.id} claim={claim} orderKey={orderKey} onChange={update} />
          ))}
        </ul>
      ) : null}
      {!claims.canClaim ? (
        claims.closedReason ? <p className="mt-4 rounded-xl bg-cream-100 px-4 py-3 text-sm">{claims.closedReason}</p> : null
      ) : claimable.length === 0 ? null : filing ? (
        <ClaimForm orderId={orderId} orderKey={orderKey} lines={claimable} onFiled={(next) => { update(next); setFiling(false); }} onCancel={() => setFiling(false)} />
      ) : (
        <Button variant="secondary" className="mt-5" onClick={() => setFiling(true)}>
          Report a problem with a plant
        </Button>
      )}
    </section>
  );
}

function ClaimItem({ claim, orderKey, onChange }: { claim: ClaimView; orderKey: string | null; onChange: (next: OrderClaims) => void }) {
  const name = claim.variantTitle ? `${claim.productName} (${claim.variantTitle})` : claim.productName;
  return (
    <li id={`claim-${claim.id}`} className="rounded-xl border border-sand-300 p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-semibold text-forest-900">
          Claim #{claim.id}: {claim.qty} × {name}
        </h3>
        <span className={`inline-flex rounded-full px-3 py-1 text-xs font-semibold ${STATUS_TONES[claim.status]}`}>{CLAIM_STATUS_LABELS[claim.status]}</span>
      </div>
      <p className="mt-1 text-sm text-muted">
        {CLAIM_REASON_LABELS[claim.reason]} · {claim.description}
      </p>
      {claim.photos.length > 0 ? (
        <ul aria-label={`Photos of claim #${claim.id}`} className="mt-3 flex flex-wrap gap-2">
          {claim.photos.map((photo, index) => (
            <li key={photo.name}>
              <PrivatePhoto src={photo.thumbUrl} orderKey={orderKey} alt={`Photo ${index + 1} (${photo.kind})`} className="size-20 rounded-lg object-cover" />
            </li>
          ))}
        </ul>
      ) : null}
      <ol aria-label={`What happened to claim #${claim.id}`} className="mt-3 space-y-1.5 border-l-2 border-sage-200 pl-3 text-sm">
        {claim.events.map((event, index) => (
          <li key={index}>
            <span className="font-medium text-forest-900">{EVENT_LABELS[event.kind]}</span> <span className="text-muted">{when.format(new Date(event.at))}</span>
            {event.note ? <p className="text-ink">{event.note}</p> : null}
          </li>
        ))}
      </ol>
      {claim.status === 'info' ? <AddPhotosForm claim={claim} orderKey={orderKey} onChange={onChange} /> : null}
    </li>
  );
}

function AddPhotosForm({ claim, orderKey, onChange }: { claim: ClaimView; orderKey: string | null; onChange: (next: OrderClaims) => void }) {
  const [note, setNote] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const inputId = useId();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const input = event.currentTarget.elements.namedItem('photo') as HTMLInputElement | null;
    const files = filesOf(input);
    if (files.length === 0) return setError('Choose at least one photo');
    const problem = photoProblem(files);
    if (problem) return setError(problem);
    const form = new FormData();
    form.set('note', note);
    for (const file of files.slice(0, 4)) form.append('photo', file);
    setBusy(true);
    setError('');
    try {
      onChange(await addClaimPhotos(claim.orderId, claim.id, orderKey, form));
    } catch (failure) {
      setError(messageOf(failure));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} className="mt-4 space-y-3 rounded-xl bg-cream-100 p-4" aria-label={`Add photos to claim #${claim.id}`}>
      <div>
        <label htmlFor={inputId} className="mb-1.5 block text-sm font-medium text-forest-900">
          Photos (up to 4, JPEG, PNG, WebP or HEIC, {MAX_PHOTO_MB} MB each)
        </label>
        <input id={inputId} name="photo" type="file" accept={ACCEPT} multiple className="block text-sm" />
      </div>
      <TextAreaField label="A note for the shop (optional)" value={note} onChange={(e) => setNote(e.target.value)} maxLength={2000} className="[&_textarea]:min-h-20" />
      {error ? (
        <Alert>
          {error}
        </Alert>
      ) : null}
      <Button type="submit" disabled={busy}>
        {busy ? 'Sending…' : 'Send photos'}
      </Button>
    </form>
  );
}

function ClaimForm({
  orderId,
  orderKey,
  lines,
  onFiled,
  onCancel,
}: {
  orderId: number;
  orderKey: string | null;
  lines: OrderClaims['lines'];
  onFiled: (next: OrderClaims) => void;
  onCancel: () => void;
}) {
  const [lineId, setLineId] = useState(lines[0]!.lineId);
  const [qty, setQty] = useState('1');
  const [reason, setReason] = useState<ClaimReason>('dead');
  const [description, setDescription] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const ids = { closeUp: useId(), distance: useId(), photo: useId() };
  const line = lines.find((l) => l.lineId === lineId) ?? lines[0]!;
  const damage = DAMAGE_REASONS.includes(reason);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const elements = event.currentTarget.elements;
    const pick = (name: string) => filesOf(elements.namedItem(name) as HTMLInputElement | null);
    const closeUp = pick('closeUp');
    const distance = pick('distance');
    const others = pick('photo');
    const all = [...closeUp, ...distance, ...others];
    if (description.trim() === '') return setError('Tell us what happened');
    if (damage && (closeUp.length === 0 || distance.length === 0)) return setError('Add a close-up photo of the damage and one of the whole plant from a distance');
    if (reason !== 'missing' && all.length === 0) return setError('Add at least one photo');
    if (all.length > 4) return setError('At most 4 photos');
    const problem = photoProblem(all);
    if (problem) return setError(problem);
    const form = new FormData();
    form.set('lineId', String(line.lineId));
    form.set('qty', qty);
    form.set('reason', reason);
    form.set('description', description);
    for (const file of closeUp) form.append('closeUp', file);
    for (const file of distance) form.append('distance', file);
    for (const file of others) form.append('photo', file);
    setBusy(true);
    setError('');
    try {
      onFiled(await fileClaim(orderId, orderKey, form));
    } catch (failure) {
      setError(messageOf(failure));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate className="mt-5 space-y-4" aria-label="Report a problem with a plant">
      <div className="grid gap-4 sm:grid-cols-[1fr_8rem]">
        <SelectField label="Plant" value={line.lineId} onChange={(e) => setLineId(Number(e.target.value))}>
          {lines.map((l) => (
            <option key={l.lineId} value={l.lineId}>
              {l.variantTitle ? `${l.productName} (${l.variantTitle})` : l.productName}
            </option>
          ))}
        </SelectField>
        <Field label="How many" type="number" min={1} max={line.claimable} value={qty} onChange={(e) => setQty(e.target.value)} />
      </div>
      <SelectField label="What happened" value={reason} onChange={(e) => setReason(e.target.value as ClaimReason)}>
        {CLAIM_REASONS.map((r) => (
          <option key={r} value={r}>
            {CLAIM_REASON_LABELS[r]}
          </option>
        ))}
      </SelectField>
      <TextAreaField label="Describe it" value={description} onChange={(e) => setDescription(e.target.value)} maxLength={2000} required />
      <fieldset className="space-y-3">
        <legend className="text-sm font-medium text-forest-900">
          Photos: JPEG, PNG, WebP or HEIC, up to {MAX_PHOTO_MB} MB each, 4 at most
          {damage ? '. We need a close-up of the problem and one of the whole plant from a distance.' : '.'}
        </legend>
        <PhotoInput id={ids.closeUp} name="closeUp" label={damage ? 'Close-up of the problem' : 'A photo'} />
        <PhotoInput id={ids.distance} name="distance" label={damage ? 'The whole plant, from a distance' : 'Another photo (optional)'} />
        <PhotoInput id={ids.photo} name="photo" label="More photos (optional)" multiple />
      </fieldset>
      {error ? (
        <Alert>
          {error}
        </Alert>
      ) : null}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={busy}>
          {busy ? 'Sending…' : 'Send the claim'}
        </Button>
        <Button variant="ghost" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

function PhotoInput({ id, name, label, multiple = false }: { id: string; name: string; label: string; multiple?: boolean }) {
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm text-forest-900">
        {label}
      </label>
      <input id={id} name={name} type="file" accept={ACCEPT} multiple={multiple} className={`${inputClass} border-sand-300 py-2 text-sm`} />
    </div>
  );
}
