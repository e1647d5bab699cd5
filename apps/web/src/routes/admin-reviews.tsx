import { useCallback, useState } from 'react';
import type { AdminReview, AdminReviewQuery } from '@shop/shared/reviews';
import { LoadState } from '../components/admin/load-state.tsx';
import { inputClass } from '../components/ui/field.tsx';
import { getReviewSettings, listReviews } from '../features/admin-reviews/admin-reviews-api.ts';
import { AdminReviewCard } from '../features/admin-reviews/components/admin-review-card.tsx';
import { ReviewSettingsForm } from '../features/admin-reviews/components/review-settings-form.tsx';
import { AdminHeader } from '../features/admin/components/admin-header.tsx';
import { useAdminData } from '../features/admin/use-admin-data.ts';
import { useTitle } from '../lib/use-title.ts';

/** /account/admin/reviews (decision 041): every review, by stars, status and photos; reply, publish, remove with a reason. */
export function AdminReviewsPage() {
  useTitle('Reviews');
  const [query, setQuery] = useState<AdminReviewQuery>({});
  const load = useCallback((signal: AbortSignal) => listReviews(query, signal), [query]);
  const { data, status, error, reload, update } = useAdminData(load);
  const settings = useAdminData(getReviewSettings);
  const changed = (review: AdminReview) => update((list) => list.map((each) => (each.id === review.id ? review : each)));
  const select = (name: keyof AdminReviewQuery, label: string, options: [string, string][]) => (
    <label className="text-sm">
      <span className="mb-1 block font-medium text-forest-900">{label}</span>
      <select
        value={String(query[name] ?? '')}
        onChange={(event) => setQuery((now) => ({ ...now, [name]: event.target.value === '' ? undefined : name === 'rating' ? Number(event.target.value) : event.target.value }))}
        className={`${inputClass} border-sand-300 py-2`}
      >
        <option value="">Any</option>
        {options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
    </label>
  );
  return (
    <>
      <AdminHeader eyebrow="REVIEWS" title="Reviews" description="Reviews come from buyers only. Remove one only as spam, abuse or off-topic: a low rating is never a reason (16 CFR 465)." />
      <div className="mt-6">{settings.data ? <ReviewSettingsForm settings={settings.data} /> : null}</div>
      <div className="mt-6 flex flex-wrap gap-4">
        {select('rating', 'Stars', [5, 4, 3, 2, 1].map((n) => [String(n), `${n} ${n === 1 ? 'star' : 'stars'}`]))}
        {select('status', 'Status', [['published', 'Published'], ['pending', 'Waiting'], ['removed', 'Removed']])}
        {select('photos', 'Photos', [['yes', 'With photos'], ['no', 'Without photos']])}
      </div>
      <div className="mt-6">
        {data ? (
          data.length === 0 ? (
            <p className="text-muted">No reviews match.</p>
          ) : (
            <ul className="space-y-4">
              {data.map((review) => (
                <AdminReviewCard key={review.id} review={review} onChanged={changed} />
              ))}
            </ul>
          )
        ) : (
          <LoadState status={status} error={error} label="Loading reviews" onRetry={reload} />
        )}
      </div>
    </>
  );
}
