import type { CareReminder } from '@shop/shared/care-reminders';
import { useEffect, useState } from 'react';
import toast from 'react-hot-toast';
import { Button } from '../../../components/ui/button.tsx';
import { messageOf } from '../../../lib/api.ts';
import { getCareReminders, stopCareReminder } from '../care-api.ts';

// Care emails go out at 14:00 UTC: their UTC date is the day they arrive anywhere in the USA.
const day = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

function statusText(reminder: CareReminder): string {
  const next = reminder.nextEmailAt ? day.format(new Date(reminder.nextEmailAt)) : '';
  switch (reminder.status) {
    case 'scheduled':
      return `Care guide on ${next}, then watering reminders until ${day.format(new Date(reminder.endsAt))}`;
    case 'active':
      return `Next watering reminder on ${next}, until ${day.format(new Date(reminder.endsAt))}`;
    case 'finished':
      return 'Finished: all eight weeks of reminders were sent';
    case 'stopped':
      return 'Stopped: no more emails for this order';
  }
}

/** The account hub's care emails: one entry per order that asked for them, each of which can be stopped. */
export function CareReminders({ userId }: { userId: number }) {
  const [reminders, setReminders] = useState<CareReminder[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [stopping, setStopping] = useState<number | null>(null);

  useEffect(() => {
    let live = true;
    getCareReminders(userId).then(
      (list) => live && setReminders(list),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [userId]);

  async function stop(reminder: CareReminder) {
    setStopping(reminder.id);
    try {
      setReminders(await stopCareReminder(userId, reminder.id));
      toast.success(`Care emails stopped for order #${reminder.orderId}`);
    } catch (error) {
      toast.error(messageOf(error));
    } finally {
      setStopping(null);
    }
  }

  return (
    <section aria-labelledby="care-reminders-title" className="mt-12">
      <h2 id="care-reminders-title" className="text-xs font-semibold tracking-[0.22em] text-forest-900">
        CARE EMAILS
      </h2>
      {failed ? (
        <p className="mt-3 text-sm text-muted">Your care emails could not be loaded. Please try again later.</p>
      ) : reminders === null ? (
        <p className="mt-3 text-sm text-muted">Loading your care emails…</p>
      ) : reminders.length === 0 ? (
        <p className="mt-3 text-sm text-muted">
          Tick “Email me care tips for these plants” at checkout for a care guide and eight weeks of watering reminders.
        </p>
      ) : (
        <ul className="mt-4 space-y-3">
          {reminders.map((reminder) => (
            <li
              key={reminder.id}
              className="flex flex-col gap-3 rounded-2xl border border-sand-300 bg-white px-5 py-4 sm:flex-row sm:items-center sm:justify-between"
            >
              <div className="min-w-0">
                <p className="font-medium text-forest-900">
                  Order #{reminder.orderId} · {reminder.plants.join(', ')}
                </p>
                <p className="mt-1 text-sm text-muted">{statusText(reminder)}</p>
              </div>
              {reminder.status === 'scheduled' || reminder.status === 'active' ? (
                <Button
                  variant="secondary"
                  className="shrink-0 px-5 py-2 text-xs"
                  disabled={stopping === reminder.id}
                  aria-label={`Stop care emails for order #${reminder.orderId}`}
                  onClick={() => void stop(reminder)}
                >
                  Stop
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
