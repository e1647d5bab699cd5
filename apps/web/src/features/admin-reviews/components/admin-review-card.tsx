import { useId, useState } from 'react';
import { photoThumbOf } from '@shop/shared/review-labels';
import { type AdminReview, REMOVAL_REASONS, type RemovalReason } from '@shop/shared/reviews';
import { Button } from '../../../components/ui/button.tsx';
import { inputClass } from '../../../components/ui/field.tsx';
import { messageOf } from '../../../lib/api.ts';
import { formatDate } from '../../../lib/shop-dates.ts';
import { publishReview, removeReview, replyToReview } from '../admin-reviews-api.ts';
import { Alert } from '../../../components/ui/alert.tsx';

const STATUS: Record<AdminReview['status'], string> = { published: 'Published', pending: 'Waiting', removed: 'Removed' };
const REASON: Record<RemovalReason, string> = { spam: 'Spam', abuse: 'Abuse', 'off-topic': 'Off-topic' };

/** One review as the owner moderates it: its words as plain text, the reply, publish, remove with a reason. */
export function AdminReviewCard({ review, onChanged }: { review: AdminReview; onChanged: (review: AdminReview) => void }) {
  const id = useId();
  const [reply, setReply] = useState(review.reply ?? '');
  const [reason, setReason] = useState<RemovalReason | ''>('');
  const [note, setNote] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const act = async (run: () => Promise<AdminReview>) => {
    setBusy(true);
    setError('');
    try {
      onChanged(await run());
    } catch (problem) {
      setError(messageOf(problem));
    } finally {
      setBusy(false);
    }
  };
  return (
    <li className="rounded-2xl border border-sand-300 bg-white p-5" data-testid="admin-review">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="font-semibold text-forest-900">
          {review.rating} {review.rating === 1 ? 'star' : 'stars'} · {review.productName}
        </p>
        <p className="text-xs text-muted">
          {STATUS[review.status]}
          {review.removedReason ? ` as ${REASON[review.removedReason].toLowerCase()}${review.removedNote ? `: ${review.removedNote}` : ''}` : ''} · order #{review.orderId} · {review.authorName} · {formatDate(review.createdAt, 'UTC')}
        </p>
      </div>
      {review.title ? <p className="mt-2 font-medium">{review.title}</p> : null}
      {review.body ? <p className="mt-1 whitespace-pre-line text-ink/85">{review.body}</p> : null}
      {review.photos.length > 0 ? (
        <ul className="mt-2 flex gap-2" aria-label="Photos">
          {review.photos.map((photo, index) => (
            <li key={photo}>
              <a href={photo} target="_blank" rel="noreferrer">
                <img src={photoThumbOf(photo)} alt={`Photo ${index + 1} of review ${review.id}`} width={64} height={84} className="h-21 w-16 rounded-lg object-cover" />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      {review.status !== 'removed' ? (
        <div className="mt-4 grid gap-4 md:grid-cols-2">
          <div>
            <label htmlFor={`${id}-reply`} className="mb-1 block text-sm font-medium text-forest-900">
              Public reply
            </label>
            <textarea id={`${id}-reply`} rows={2} maxLength={2000} value={reply} onChange={(event) => setReply(event.target.value)} className={`${inputClass} border-sand-300`} />
            <Button variant="secondary" className="mt-2 px-4 py-2 text-xs" disabled={busy} onClick={() => void act(() => replyToReview(review.id, reply))}>
              SAVE REPLY
            </Button>
          </div>
          <div>
            <label htmlFor={`${id}-reason`} className="mb-1 block text-sm font-medium text-forest-900">
              Remove as
            </label>
            <select id={`${id}-reason`} value={reason} onChange={(event) => setReason(event.target.value as RemovalReason | '')} className={`${inputClass} border-sand-300`}>
              <option value="">Choose a reason (never for a low rating)</option>
              {REMOVAL_REASONS.map((each) => (
                <option key={each} value={each}>
                  {REASON[each]}
                </option>
              ))}
            </select>
            <label htmlFor={`${id}-note`} className="mt-2 mb-1 block text-sm font-medium text-forest-900">
              Note (optional)
            </label>
            <input id={`${id}-note`} value={note} maxLength={500} onChange={(event) => setNote(event.target.value)} className={`${inputClass} border-sand-300`} />
            <div className="mt-2 flex gap-2">
              <Button variant="secondary" className="px-4 py-2 text-xs" disabled={busy || reason === ''} onClick={() => reason !== '' && void act(() => removeReview(review.id, reason, note))}>
                REMOVE
              </Button>
              {review.status === 'pending' ? (
                <Button className="px-4 py-2 text-xs" disabled={busy} onClick={() => void act(() => publishReview(review.id))}>
                  PUBLISH
                </Button>
              ) : null}
            </div>
          </div>
        </div>
      ) : null}
      {error ? (
        <Alert className="mt-3">
          {error}
        </Alert>
      ) : null}
    </li>
  );
}
