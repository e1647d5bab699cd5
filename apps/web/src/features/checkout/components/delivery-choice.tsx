import { toCents } from '@shop/shared/money';
import type { ShippingOption } from '@shop/shared/order-charges';
import { shippingValue } from '@shop/shared/order-totals';
import { pickupAddressLines, type PickupPlace } from '@shop/shared/pickup';
import { deliveryEstimate } from '@shop/shared/shipping-rates';

interface DeliveryChoiceProps {
  options: readonly ShippingOption[];
  /** The rate the order will ship by (the shopper's pick, or the cheapest); ignored when a pickup is chosen. */
  chosen: number | null;
  onChoose: (rateId: number) => void;
  /** The pickup locations the shop offers now, listed beside the rates. */
  places?: readonly PickupPlace[];
  /** The pickup location chosen; null: it ships. */
  pickupId?: number | null;
  onChoosePickup?: (placeId: number) => void;
}

const optionClass = (on: boolean) =>
  `flex cursor-pointer items-center gap-3 rounded-2xl border bg-white px-5 py-4 text-sm ${on ? 'border-forest-700 ring-1 ring-forest-700' : 'border-sand-300'}`;

/** "Ready in 2 days", "Ready the same day": how long the place needs, as the choice says it. */
function readyIn(days: number): string {
  if (days === 0) return 'Ready the same day; we email you when it is';
  return `Ready in ${days} day${days === 1 ? '' : 's'}; we email you when it is`;
}

/**
 * How the plants travel: each rate the shop offers, priced for this cart, with its delivery estimate
 * (decision 034); and beside them, each pickup location, free, with its address and when it is ready.
 */
export function DeliveryChoice({ options, chosen, onChoose, places = [], pickupId = null, onChoosePickup }: DeliveryChoiceProps) {
  return (
    <fieldset className="space-y-3">
      <legend className="mb-4 text-xs font-semibold tracking-[0.22em] text-forest-900">DELIVERY</legend>
      {options.map((option) => {
        const price = shippingValue(toCents(option.price));
        const id = `rate-${option.id}`;
        const on = pickupId === null && chosen === option.id;
        return (
          <label key={option.id} htmlFor={id} className={optionClass(on)}>
            <input
              id={id}
              type="radio"
              name="shippingRate"
              value={option.id}
              checked={on}
              onChange={() => onChoose(option.id)}
              className="size-4 shrink-0 accent-forest-700"
            />
            <span className="flex-1">
              <span className="block font-medium text-forest-900">{option.name}</span>
              <span className="block text-muted">{deliveryEstimate(option.minDays, option.maxDays)}</span>
            </span>
            <span className="font-medium tabular-nums text-forest-900">{price}</span>
          </label>
        );
      })}
      {places.map((place) => {
        const id = `pickup-${place.id}`;
        const on = pickupId === place.id;
        return (
          <label key={id} htmlFor={id} className={optionClass(on)}>
            <input
              id={id}
              type="radio"
              name="shippingRate"
              value={id}
              checked={on}
              onChange={() => onChoosePickup?.(place.id)}
              className="size-4 shrink-0 accent-forest-700"
            />
            <span className="flex-1">
              <span className="block font-medium text-forest-900">Pick up at {place.name}</span>
              <span className="block text-muted">{pickupAddressLines(place).join(', ')}</span>
              <span className="block text-muted">{readyIn(place.daysToPrepare)}</span>
            </span>
            <span className="font-medium tabular-nums text-forest-900">No charge</span>
          </label>
        );
      })}
    </fieldset>
  );
}
