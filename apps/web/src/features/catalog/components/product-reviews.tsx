import { useState } from 'react';
import { Link } from 'react-router';
import { photoThumbOf } from '@shop/shared/review-labels';
import type { ProductReviews, PublicReview, ReviewSort } from '@shop/shared/reviews';
import { Stars } from '../../../components/ui/stars.tsx';
import { api, messageOf } from '../../../lib/api.ts';
import { formatDate } from '../../../lib/shop-dates.ts';
import { useShop } from '../../../lib/shop.ts';

/** "Helpful": one vote per signed-in customer; a guest is offered the log-in instead. */
function HelpfulButton({ review, signedIn }: { review: PublicReview; signedIn: boolean }) {
  const [count, setCount] = useState(review.helpfulCount);
  const [state, setState] = useState<'' | 'voted' | string>('');
  if (!signedIn) {
    return (
      <p className="text-xs text-muted">
        Helpful ({count}) · <Link to="/login" className="underline underline-offset-2">Log in to vote</Link>
      </p>
    );
  }
  const vote = async () => {
    try {
      const answer = await api<{ helpfulCount: number }>(`/api/reviews/${review.id}/helpful`, { method: 'POST' });
      setCount(answer.helpfulCount);
      setState('voted');
    } catch (error) {
      setState(messageOf(error));
    }
  };
  return (
    <p className="flex items-center gap-2 text-xs text-muted">
      <button type="button" onClick={vote} disabled={state === 'voted'} aria-pressed={state === 'voted'} className="rounded-full border border-sand-300 px-3 py-1 font-semibold text-forest-900 hover:bg-sage-100 disabled:opacity-70">
        Helpful ({count})
      </button>
      {state !== '' && state !== 'voted' ? <span role="alert">{state}</span> : null}
    </p>
  );
}

function ReviewItem({ review, signedIn }: { review: PublicReview; signedIn: boolean }) {
  const shopName = useShop().name;
  return (
    <li className="border-t border-sand-300 py-6" data-testid="review">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <Stars value={review.rating} />
        {review.title ? <h3 className="font-semibold text-forest-900">{review.title}</h3> : null}
      </div>
      <p className="mt-1 text-xs text-muted">
        {review.authorName} · <span className="font-semibold text-forest-700">Verified buyer</span> · {formatDate(review.createdAt, 'UTC')}
        {review.editedAt ? ' · edited' : ''}
      </p>
      {review.body ? <p className="mt-3 leading-relaxed whitespace-pre-line text-ink/85">{review.body}</p> : null}
      {review.photos.length > 0 ? (
        <ul className="mt-3 flex gap-2" aria-label="Photos">
          {review.photos.map((photo, index) => (
            <li key={photo}>
              <a href={photo} target="_blank" rel="noreferrer">
                <img src={photoThumbOf(photo)} alt={`Photo ${index + 1} from ${review.authorName}`} width={80} height={104} loading="lazy" className="h-26 w-20 rounded-lg object-cover" />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      {review.reply ? (
        <div className="mt-3 rounded-xl bg-sage-100 px-4 py-3 text-sm">
          <p className="font-semibold text-forest-900">Reply from {shopName}</p>
          <p className="mt-1 whitespace-pre-line">{review.reply}</p>
        </div>
      ) : null}
      <div className="mt-3">
        <HelpfulButton review={review} signedIn={signedIn} />
      </div>
    </li>
  );
}

/**
 * The product page's reviews (decision 041): rendered on the server with the page, from published reviews
 * only. Plain text throughout: React writes a review's words as text, never as HTML.
 */
export function ProductReviewsSection({ reviews, signedIn, onSort }: { reviews: ProductReviews; signedIn: boolean; onSort: (sort: ReviewSort) => void }) {
  const { summary } = reviews;
  const photos = reviews.reviews.flatMap((review) => review.photos.map((photo) => ({ photo, review })));
  return (
    <section aria-labelledby="reviews-title" className="mt-14" id="reviews">
      <h2 id="reviews-title" className="font-serif text-3xl text-forest-900">
        Reviews
      </h2>
      {summary.count === 0 ? (
        <p className="mt-4 text-muted">No reviews yet. Every review here comes from a shopper who bought this plant.</p>
      ) : (
        <div className="mt-6 grid gap-10 md:grid-cols-[16rem_1fr]">
          <div>
            <p className="flex items-center gap-3">
              <span className="font-serif text-4xl text-forest-900" data-testid="rating-average">{summary.average.toFixed(1)}</span>
              <Stars value={summary.average} className="text-xl" />
            </p>
            <p className="mt-1 text-sm text-muted" data-testid="rating-count">
              Based on {summary.count} {summary.count === 1 ? 'review' : 'reviews'}
            </p>
            <ul className="mt-4 space-y-1 text-sm" aria-label="Ratings">
              {[5, 4, 3, 2, 1].map((stars) => {
                const n = summary.distribution[stars - 1] ?? 0;
                return (
                  <li key={stars} className="flex items-center gap-2">
                    <span className="w-14">{stars} {stars === 1 ? 'star' : 'stars'}</span>
                    <span className="h-2 flex-1 overflow-hidden rounded-full bg-sand-300/50" aria-hidden="true">
                      <span className="block h-full bg-clay-600" style={{ width: `${Math.round((n / summary.count) * 100)}%` }} />
                    </span>
                    <span className="w-6 text-right">{n}</span>
                  </li>
                );
              })}
            </ul>
          </div>
          <div>
            {photos.length > 0 ? (
              <ul className="mb-6 flex flex-wrap gap-2" aria-label="Shoppers' photos">
                {photos.map(({ photo, review }, index) => (
                  <li key={`${review.id}:${photo}`}>
                    <a href={photo} target="_blank" rel="noreferrer">
                      <img src={photoThumbOf(photo)} alt={`Shopper's photo ${index + 1}, from ${review.authorName}`} width={96} height={126} loading="lazy" className="h-31 w-24 rounded-lg object-cover" />
                    </a>
                  </li>
                ))}
              </ul>
            ) : null}
            <label className="flex items-center gap-2 text-sm">
              Sort reviews
              <select value={reviews.sort} onChange={(event) => onSort(event.target.value as ReviewSort)} className="rounded-full border border-sand-300 bg-white px-3 py-1.5">
                <option value="newest">Newest first</option>
                <option value="helpful">Most helpful</option>
              </select>
            </label>
            <ul className="mt-4">
              {reviews.reviews.map((review) => (
                <ReviewItem key={review.id} review={review} signedIn={signedIn} />
              ))}
            </ul>
          </div>
        </div>
      )}
    </section>
  );
}
