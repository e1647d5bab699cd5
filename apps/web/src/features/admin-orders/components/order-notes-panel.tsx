import { type FormEvent, useState } from 'react';
import { ORDER_NOTE_MAX_LENGTH, ORDER_TAGS_MAX } from '@shop/shared/order-search';
import { Button } from '../../../components/ui/button.tsx';
import { Field, inputClass } from '../../../components/ui/field.tsx';

/**
 * The owner's own words on an order (decision 069): a note for the timeline (never the customer's) and the
 * order's tags, which the orders list filters by. Each change is saved by the screen, which reads the order again.
 */
export function OrderNotesPanel({
  tags,
  busy,
  onNote,
  onTags,
}: {
  tags: readonly string[];
  busy: boolean;
  onNote: (note: string) => Promise<boolean>;
  onTags: (tags: string[]) => Promise<boolean>;
}) {
  const [note, setNote] = useState('');
  const [tagText, setTagText] = useState(tags.join(', '));

  async function addNote(event: FormEvent) {
    event.preventDefault();
    if (note.trim() !== '' && (await onNote(note.trim()))) setNote('');
  }
  function saveTags(event: FormEvent) {
    event.preventDefault();
    void onTags(tagText.split(',').map((tag) => tag.trim()).filter((tag) => tag !== ''));
  }

  return (
    <section aria-labelledby="owner-notes" className="grid gap-6 rounded-3xl border border-sand-300 bg-white p-6 shadow-sm md:grid-cols-2">
      <h2 id="owner-notes" className="font-serif text-2xl text-forest-900 md:col-span-2">
        Notes and tags <span className="text-sm font-normal text-muted">(only you see them)</span>
      </h2>
      <form onSubmit={(event) => void addNote(event)} className="grid gap-3" aria-label="Add a note">
        <label className="block text-sm font-medium text-forest-900">
          Note
          <textarea
            value={note}
            onChange={(event) => setNote(event.target.value)}
            maxLength={ORDER_NOTE_MAX_LENGTH}
            rows={3}
            className={`${inputClass} mt-1.5 border-sand-300`}
          />
        </label>
        <Button type="submit" disabled={busy || note.trim() === ''} className="justify-self-start px-5 py-2.5 text-xs">
          Add note
        </Button>
      </form>
      <form onSubmit={saveTags} className="grid gap-3" aria-label="Tags">
        <Field
          label="Tags"
          value={tagText}
          onChange={(event) => setTagText(event.target.value)}
          hint={`Separated by commas, up to ${ORDER_TAGS_MAX}; the orders list filters by them.`}
          placeholder="vip, fragile"
        />
        <Button type="submit" disabled={busy} className="justify-self-start px-5 py-2.5 text-xs">
          Save tags
        </Button>
      </form>
    </section>
  );
}
