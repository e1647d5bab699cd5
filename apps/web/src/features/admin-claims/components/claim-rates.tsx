import { useEffect, useState } from 'react';
import { CLAIM_REASON_LABELS } from '@shop/shared/claim-labels';
import type { ClaimRates } from '@shop/shared/claims';
import { getClaimRates } from '../admin-claims-api.ts';

const percent = (rate: number) => `${(rate * 100).toFixed(1)}%`;

/** The dashboard's claim rates (a lazy chunk): which plants travel badly, and why, over the last 90 days. */
export default function ClaimRatesPanel() {
  const [rates, setRates] = useState<ClaimRates | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    getClaimRates(controller.signal).then(setRates, () => undefined);
    return () => controller.abort();
  }, []);
  if (!rates) return null;
  return (
    <section aria-labelledby="claim-rates-heading" className="mt-8 rounded-2xl border border-sand-300 bg-white p-5 sm:p-6">
      <h2 id="claim-rates-heading" className="text-xs font-semibold tracking-[0.2em] text-forest-900">
        ARRIVAL CLAIMS, LAST {rates.days} DAYS
      </h2>
      <p className="mt-2 text-sm text-muted">
        {rates.claimedUnits} of {rates.shippedUnits} plants shipped were claimed ({percent(rates.shippedUnits === 0 ? 0 : rates.claimedUnits / rates.shippedUnits)}).
      </p>
      {rates.byPlant.length === 0 ? null : (
        <div className="mt-4 grid gap-6 lg:grid-cols-2">
          <table className="w-full text-left text-sm">
            <caption className="mb-2 text-left text-xs font-semibold tracking-[0.15em] text-forest-900">BY PLANT</caption>
            <thead>
              <tr className="border-b border-sand-300 text-xs text-muted">
                <th scope="col" className="py-1.5 font-semibold">Plant</th>
                <th scope="col" className="py-1.5 text-right font-semibold">Shipped</th>
                <th scope="col" className="py-1.5 text-right font-semibold">Claimed</th>
                <th scope="col" className="py-1.5 text-right font-semibold">Rate</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-sand-300">
              {rates.byPlant.map((plant) => (
                <tr key={`${plant.productId}-${plant.productName}`}>
                  <td className="py-1.5">{plant.productName}</td>
                  <td className="py-1.5 text-right tabular-nums">{plant.shippedUnits}</td>
                  <td className="py-1.5 text-right tabular-nums">{plant.claimedUnits}</td>
                  <td className="py-1.5 text-right tabular-nums">{percent(plant.rate)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <table className="w-full text-left text-sm">
            <caption className="mb-2 text-left text-xs font-semibold tracking-[0.15em] text-forest-900">BY REASON</caption>
            <thead>
              <tr className="border-b border-sand-300 text-xs text-muted">
                <th scope="col" className="py-1.5 font-semibold">Reason</th>
                <th scope="col" className="py-1.5 text-right font-semibold">Claims</th>
                <th scope="col" className="py-1.5 text-right font-semibold">Plants</th>
                <th scope="col" className="py-1.5 text-right font-semibold">Share</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-sand-300">
              {rates.byReason.map((row) => (
                <tr key={row.reason}>
                  <td className="py-1.5">{CLAIM_REASON_LABELS[row.reason]}</td>
                  <td className="py-1.5 text-right tabular-nums">{row.claims}</td>
                  <td className="py-1.5 text-right tabular-nums">{row.claimedUnits}</td>
                  <td className="py-1.5 text-right tabular-nums">{percent(row.share)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
