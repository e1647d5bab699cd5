import type { AdminOrder } from '@shop/shared/orders';
import { monthDay } from '@shop/shared/weather-rule';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/admin/confirm-dialog.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { shopDay, shopToday } from '../../../lib/shop-dates.ts';
import { actionsOf } from '../order-actions.ts';

const WORDS: Record<NonNullable<AdminOrder['shipPlan']>['weather'], string> = {
  ships: 'Ships',
  'heat-pack': 'Ships with a heat pack',
  held: 'Held for the weather',
  'needs-owner': 'Needs you',
};

/**
 * A paid order's weather plan for the owner (decision 044): when it leaves ("today" once its day has come
 * or gone: never a date in the past), what the forecast at the destination decided and why, and the
 * owner's choices as orderActions offers them (decision 066): ship it anyway (today, after a question
 * that names the forecast it goes into), or hold it. Shown while the parcel may still be held or released.
 */
export function WeatherPanel({
  order,
  busy,
  onDecide,
}: {
  order: AdminOrder;
  busy: boolean;
  onDecide: (decision: 'ships' | 'held') => void;
}) {
  const plan = order.shipPlan;
  const actions = actionsOf(order);
  const [asking, setAsking] = useState(false);
  if (!plan || !(actions.has('hold') || actions.has('ship-anyway'))) return null;
  const waiting = actions.has('ship-anyway');
  const temps = [
    plan.lowF !== null ? `low ${plan.lowF} °F` : null,
    plan.highF !== null ? `high ${plan.highF} °F` : null,
  ]
    .filter(Boolean)
    .join(', ');
  return (
    <section
      aria-label="Weather"
      className={`rounded-3xl border p-6 ${waiting ? 'border-[#e2c48f] bg-[#fff6e5]' : 'border-sand-300 bg-white'}`}
      data-testid="weather-panel"
    >
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="space-y-1 text-sm">
          <h2 className="text-xs font-semibold tracking-[0.2em] text-forest-900">WEATHER</h2>
          <p className="text-base font-semibold text-forest-900">{WORDS[plan.weather]}</p>
          <p className="text-ink/80">
            {plan.shipOn ? (plan.shipOn <= shopToday(order.timeZone) ? 'Planned to leave today' : `Planned to leave ${monthDay(plan.shipOn)}`) : 'No ship date yet'}
            {plan.heldSince ? ` · held since ${monthDay(shopDay(plan.heldSince, order.timeZone))}` : ''}
            {temps ? ` · forecast ${temps}` : ''}
          </p>
          {plan.reason ? (
            <p className="text-muted">
              Why:{' '}
              {plan.reason === 'held-too-long' ? 'held as long as the shop holds; you decide' : plan.reason}
            </p>
          ) : null}
        </div>
        <div className="flex gap-2">
          {actions.has('hold') ? (
            <Button
              variant="secondary"
              onClick={() => onDecide('held')}
              disabled={busy}
              className="px-5 py-2.5 text-xs"
            >
              Hold
            </Button>
          ) : null}
          {actions.has('ship-anyway') ? (
            <Button onClick={() => setAsking(true)} disabled={busy} className="px-5 py-2.5 text-xs">
              Ship anyway
            </Button>
          ) : null}
        </div>
      </div>
      <ConfirmDialog
        open={asking}
        title={`Ship order #${order.id} anyway?`}
        confirmLabel="Ship anyway"
        busy={busy}
        onConfirm={() => {
          setAsking(false);
          onDecide('ships');
        }}
        onClose={() => setAsking(false)}
      >
        {plan.lowF !== null || plan.highF !== null
          ? `The forecast where it goes: ${temps}. The plants would travel in it.`
          : 'The shop could not read the forecast where it goes: nobody knows what the plants would travel in.'}
        {plan.reason && plan.reason !== 'held-too-long' ? ` Held because: ${plan.reason}.` : ''}
      </ConfirmDialog>
    </section>
  );
}
