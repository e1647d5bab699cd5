import { useEffect, useState } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import type { OrderReviewPage, OwnReview } from '@shop/shared/reviews';
import { buttonClass } from '../components/ui/button.tsx';
import { PageSpinner } from '../components/ui/spinner.tsx';
import { ReviewForm } from '../features/reviews/components/review-form.tsx';
import { getOrderReviewPage } from '../features/reviews/reviews-api.ts';
import { messageOf } from '../lib/api.ts';
import { useNoIndex } from '../lib/use-no-index.ts';
import { useTitle } from '../lib/use-title.ts';

/** The key of the emailed link sits in the fragment (`#key=...`), which browsers never send to a server. */
function keyOf(hash: string): string | null {
  return new URLSearchParams(hash.replace(/^#/, '')).get('key');
}

const STATUS_WORDS: Record<OwnReview['status'], string> = {
  published: 'Published',
  pending: 'Waiting for the shop to publish it',
  removed: 'Removed by the shop',
};

/**
 * `/reviews/write/:orderId` (decision 041): the buyer rates each plant of a shipped order, from the emailed
 * link (its key) or signed in from their order history. A lazy chunk: the storefront's first view does not carry it.
 */
export function WriteReviewPage() {
  const orderId = Number(useParams().orderId);
  const key = keyOf(useLocation().hash);
  useTitle('Review your plants');
  useNoIndex();
  const [page, setPage] = useState<OrderReviewPage | null>(null);
  const [error, setError] = useState('');
  const [editing, setEditing] = useState<number | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    getOrderReviewPage(orderId, key, controller.signal)
      .then(setPage)
      .catch((problem: unknown) => {
        if (!controller.signal.aborted) setError(messageOf(problem));
      });
    return () => controller.abort();
  }, [orderId, key]);

  const saved = (orderLineId: number, review: OwnReview) => {
    setEditing(null);
    setPage((now) => now && { ...now, lines: now.lines.map((line) => (line.orderLineId === orderLineId ? { ...line, review } : line)) });
  };

  return (
    <div className="mx-auto max-w-3xl px-4 pt-8 pb-16 sm:px-6 lg:px-8">
      <p className="text-xs font-semibold tracking-[0.22em] text-forest-600">ORDER #{orderId}</p>
      <h1 className="mt-2 font-serif text-4xl text-forest-900 sm:text-5xl">Review your plants</h1>
      {page ? (
        <>
          <p className="mt-3 text-muted">Hi {page.firstName}, how are they doing? Every honest review is published, good or bad.</p>
          <ul className="mt-8 space-y-6">
            {page.lines.map((line) => (
              <li key={line.orderLineId}>
                {line.productId === null ? (
                  <p className="rounded-3xl bg-cream-100 p-6 text-muted">{line.productName} is no longer sold and cannot be reviewed.</p>
                ) : line.review && editing !== line.orderLineId ? (
                  <div className="rounded-3xl border border-sand-300 bg-white p-6" data-testid="written-review">
                    <h2 className="font-serif text-2xl text-forest-900">{line.productName}</h2>
                    <p className="mt-2 text-sm">
                      Your review: {line.review.rating} {line.review.rating === 1 ? 'star' : 'stars'} · <span role="status">{STATUS_WORDS[line.review.status]}</span>
                    </p>
                    {line.review.status !== 'removed' ? (
                      <p className="mt-3 flex gap-4 text-sm">
                        <button type="button" className="underline underline-offset-2" onClick={() => setEditing(line.orderLineId)}>
                          Edit<span className="sr-only"> your review of {line.productName}</span>
                        </button>
                        <Link to={`/products/${line.productId}#reviews`} className="underline underline-offset-2">
                          See it on the plant's page
                        </Link>
                      </p>
                    ) : null}
                  </div>
                ) : (
                  <ReviewForm orderId={orderId} reviewKey={key} line={line} onSaved={(review) => saved(line.orderLineId, review)} />
                )}
              </li>
            ))}
          </ul>
        </>
      ) : error ? (
        <div role="alert" className="mt-8 rounded-2xl bg-cream-100 px-6 py-12 text-center">
          <p className="font-serif text-2xl text-forest-900">This link does not open a review page</p>
          <p className="mt-2 text-sm text-muted">Open the link from your review email again, or log in and review from your order history. ({error})</p>
          <Link to="/products" className={buttonClass('primary', 'mt-6')}>
            Back to the shop
          </Link>
        </div>
      ) : (
        <PageSpinner label="Loading your order" />
      )}
    </div>
  );
}
