import { useState } from 'react';
import type { ReviewSettings } from '@shop/shared/reviews';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { messageOf } from '../../../lib/api.ts';
import { saveReviewSettings } from '../admin-reviews-api.ts';

/** When the review request goes out, and whether new reviews wait for the owner. */
export function ReviewSettingsForm({ settings }: { settings: ReviewSettings }) {
  const [days, setDays] = useState(String(settings.requestAfterDays));
  const [moderation, setModeration] = useState(settings.moderation);
  const [message, setMessage] = useState('');
  const save = async (event: React.FormEvent) => {
    event.preventDefault();
    try {
      const saved = await saveReviewSettings({ requestAfterDays: Number(days), moderation });
      setMessage(`Saved: requests go out ${saved.requestAfterDays} days after shipping; ${saved.moderation ? 'new reviews wait for you' : 'reviews publish at once'}.`);
    } catch (problem) {
      setMessage(messageOf(problem));
    }
  };
  return (
    <form onSubmit={save} className="flex flex-wrap items-end gap-4 rounded-2xl bg-cream-100 p-5" aria-label="Review settings">
      <Field label="Ask for a review, days after shipping" type="number" min={0} max={90} value={days} onChange={(event) => setDays(event.target.value)} className="w-56" />
      <label className="flex items-center gap-2 pb-3 text-sm">
        <input type="checkbox" checked={moderation} onChange={(event) => setModeration(event.target.checked)} />
        Hold new reviews until I publish them
      </label>
      <Button type="submit" variant="secondary" className="px-4 py-2.5 text-xs">
        SAVE SETTINGS
      </Button>
      {message ? (
        <p role="status" className="w-full text-sm">
          {message}
        </p>
      ) : null}
    </form>
  );
}
