import { toCents } from '@shop/shared/money';
import type { ShippingOption } from '@shop/shared/order-charges';
import { shippingValue } from '@shop/shared/order-totals';
import { deliveryEstimate } from '@shop/shared/shipping-rates';

interface DeliveryChoiceProps {
  options: readonly ShippingOption[];
  /** The rate the order will ship by (the shopper's pick, or the cheapest). */
  chosen: number | null;
  onChoose: (rateId: number) => void;
}

/** How the plants travel: each rate the shop offers, priced for this cart, with its delivery estimate (decision 034). */
export function DeliveryChoice({ options, chosen, onChoose }: DeliveryChoiceProps) {
  return (
    <fieldset className="space-y-3">
      <legend className="mb-4 text-xs font-semibold tracking-[0.22em] text-forest-900">DELIVERY</legend>
      {options.map((option) => {
        const price = shippingValue(toCents(option.price));
        const id = `rate-${option.id}`;
        return (
          <label
            key={option.id}
            htmlFor={id}
            className={`flex cursor-pointer items-center gap-3 rounded-2xl border bg-white px-5 py-4 text-sm ${chosen === option.id ? 'border-forest-700 ring-1 ring-forest-700' : 'border-sand-300'}`}
          >
            <input
              id={id}
              type="radio"
              name="shippingRate"
              value={option.id}
              checked={chosen === option.id}
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
    </fieldset>
  );
}
