import { useId, useState } from 'react';
import { MAX_REVIEW_PHOTOS, photoNameOf, photoThumbOf } from '@shop/shared/review-labels';
import type { OwnReview } from '@shop/shared/reviews';
import { Button } from '../../../components/ui/button.tsx';
import { Field, inputClass } from '../../../components/ui/field.tsx';
import { messageOf } from '../../../lib/api.ts';
import { createReview, editReview, uploadReviewPhoto } from '../reviews-api.ts';
import { Alert } from '../../../components/ui/alert.tsx';

const STAR_WORDS = ['', 'Poor', 'Fair', 'Good', 'Very good', 'Excellent'];

interface ReviewFormProps {
  orderId: number;
  reviewKey: string | null;
  line: { orderLineId: number; productName: string; variantTitle: string; review: OwnReview | null };
  onSaved: (review: OwnReview) => void;
}

/** One plant's review: 1-5 stars, an optional title and text, up to three photos; a new one or the author's edit. */
export function ReviewForm({ orderId, reviewKey, line, onSaved }: ReviewFormProps) {
  const existing = line.review;
  const id = useId();
  const [rating, setRating] = useState(existing?.rating ?? 0);
  const [title, setTitle] = useState(existing?.title ?? '');
  const [body, setBody] = useState(existing?.body ?? '');
  const [photos, setPhotos] = useState<{ name: string; url: string }[]>(
    (existing?.photos ?? []).flatMap((url) => {
      const name = photoNameOf(url);
      return name ? [{ name, url }] : [];
    }),
  );
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const plant = line.variantTitle ? `${line.productName} (${line.variantTitle})` : line.productName;

  const addPhotos = async (files: FileList | null) => {
    if (!files) return;
    setError('');
    setBusy(true);
    try {
      for (const file of [...files].slice(0, MAX_REVIEW_PHOTOS - photos.length)) {
        const sent = await uploadReviewPhoto(orderId, reviewKey, file);
        setPhotos((now) => [...now, sent]);
      }
    } catch (problem) {
      setError(messageOf(problem));
    } finally {
      setBusy(false);
    }
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (rating === 0) {
      setError('Choose 1 to 5 stars');
      return;
    }
    setBusy(true);
    setError('');
    const fields = { rating, title, body, photos: photos.map((photo) => photo.name) };
    try {
      onSaved(existing ? await editReview(existing.id, reviewKey, fields) : await createReview(orderId, reviewKey, { orderLineId: line.orderLineId, ...fields }));
    } catch (problem) {
      setError(messageOf(problem));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} className="rounded-3xl border border-sand-300 bg-white p-6" aria-label={`Review of ${plant}`} data-testid="review-form">
      <h2 className="font-serif text-2xl text-forest-900">{plant}</h2>
      <fieldset className="mt-4">
        <legend className="text-sm font-medium text-forest-900">Your rating</legend>
        <div className="mt-2 flex flex-wrap gap-2">
          {[1, 2, 3, 4, 5].map((stars) => (
            <label key={stars} className={`cursor-pointer rounded-full border px-3 py-1.5 text-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-forest-500 ${rating === stars ? 'border-forest-900 bg-forest-900 text-cream-50' : 'border-sand-300 text-forest-900'}`}>
              <input type="radio" name={`${id}-rating`} value={stars} checked={rating === stars} onChange={() => setRating(stars)} className="sr-only" />
              {stars} ★ <span className="sr-only">{stars === 1 ? 'star' : 'stars'}, </span>{STAR_WORDS[stars]}
            </label>
          ))}
        </div>
      </fieldset>
      <Field label="Title (optional)" className="mt-4" value={title} maxLength={120} onChange={(event) => setTitle(event.target.value)} />
      <div className="mt-4">
        <label htmlFor={`${id}-body`} className="mb-1.5 block text-sm font-medium text-forest-900">
          Your review (optional)
        </label>
        <textarea id={`${id}-body`} rows={4} maxLength={4000} value={body} onChange={(event) => setBody(event.target.value)} className={`${inputClass} border-sand-300`} />
      </div>
      <div className="mt-4">
        <label htmlFor={`${id}-photos`} className="mb-1.5 block text-sm font-medium text-forest-900">
          Photos (up to {MAX_REVIEW_PHOTOS}; location and camera details are removed)
        </label>
        <input id={`${id}-photos`} type="file" accept="image/jpeg,image/png,image/webp,image/heic" multiple disabled={busy || photos.length >= MAX_REVIEW_PHOTOS} onChange={(event) => void addPhotos(event.target.files)} className="text-sm" />
        {photos.length > 0 ? (
          <ul className="mt-3 flex gap-2" aria-label="Attached photos">
            {photos.map((photo, index) => (
              <li key={photo.name} className="flex flex-col items-center gap-1">
                <img src={photoThumbOf(photo.url)} alt={`Photo ${index + 1}`} width={64} height={84} className="h-21 w-16 rounded-lg object-cover" />
                <button type="button" className="text-xs underline" onClick={() => setPhotos((now) => now.filter((each) => each.name !== photo.name))}>
                  Remove<span className="sr-only"> photo {index + 1}</span>
                </button>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      {error ? (
        <Alert className="mt-4">
          {error}
        </Alert>
      ) : null}
      <Button type="submit" className="mt-5" disabled={busy}>
        {existing ? 'SAVE CHANGES' : 'PUBLISH REVIEW'}
      </Button>
    </form>
  );
}
