import { useCallback } from 'react';
import { getReviewRatings } from '../admin-reviews-api.ts';
import { useRatings } from '../use-ratings.ts';

/** The dashboard's reviews: each plant's published average and count, lowest first, so trouble shows. */
export function ReviewRatingsPanel() {
  const load = useCallback((signal: AbortSignal) => getReviewRatings(signal), []);
  const rows = useRatings(load);
  return (
    <section aria-labelledby="review-ratings-title" className="mt-10">
      <h2 id="review-ratings-title" className="font-serif text-2xl text-forest-900">
        Reviews per plant
      </h2>
      {rows === null ? (
        <p className="mt-2 text-sm text-muted">Loading reviews…</p>
      ) : rows.length === 0 ? (
        <p className="mt-2 text-sm text-muted">No published reviews yet.</p>
      ) : (
        <table className="mt-3 w-full text-sm" data-testid="review-ratings">
          <thead>
            <tr className="text-left text-xs tracking-[0.12em] text-muted">
              <th className="py-1 font-semibold">PLANT</th>
              <th className="py-1 text-right font-semibold">AVERAGE</th>
              <th className="py-1 text-right font-semibold">REVIEWS</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.productId} className="border-t border-sand-300">
                <td className="py-1.5">{row.productName}</td>
                <td className="py-1.5 text-right">{row.average.toFixed(1)}</td>
                <td className="py-1.5 text-right">{row.count}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
