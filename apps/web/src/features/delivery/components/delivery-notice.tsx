import type { DeliveryEstimate } from '@shop/shared/delivery';

/**
 * What a delivery estimate says to the shopper (decision 044): "Ships Mon Dec 7, arrives Dec 9-11" to the
 * place, and the weather's notice when there is one, a heat pack's or a hold's, set apart in amber.
 */
export function DeliveryNotice({ estimate }: { estimate: DeliveryEstimate }) {
  return (
    <div className="space-y-2 text-sm" data-testid="delivery-estimate">
      <p className="text-forest-900">
        <span className="font-medium">
          {estimate.estimate ?? 'We will email you the day your plants ship'}
        </span>
        <span className="text-muted"> to {estimate.place}</span>
      </p>
      {estimate.notice ? (
        <p
          className="rounded-xl border border-[#e2c48f] bg-[#fff6e5] px-3 py-2 text-[#6b4210]"
          data-testid="weather-notice"
          role="status"
        >
          {estimate.notice}
          {estimate.weather === 'heat-pack' && estimate.heatPack > 0
            ? ` (${`$${estimate.heatPack.toFixed(2)}`}, added at checkout)`
            : ''}
        </p>
      ) : null}
    </div>
  );
}
