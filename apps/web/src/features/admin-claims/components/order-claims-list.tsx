import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { CLAIM_REASON_LABELS, CLAIM_STATUS_LABELS } from '@shop/shared/claim-labels';
import type { OrderClaims } from '@shop/shared/claims';
import { ADMIN_ROOT } from '../../../lib/admin-root.ts';
import { formatDateTime } from '../../../lib/shop-dates.ts';
import { getOrderClaims } from '../admin-claims-api.ts';

/** The claims of one order, on its admin page (a lazy chunk: most orders have none); times in the shop's `timeZone`. */
export default function OrderClaimsList({ orderId, timeZone }: { orderId: number; timeZone: string }) {
  const [answer, setAnswer] = useState<{ for: number; claims?: OrderClaims }>({ for: 0 });
  useEffect(() => {
    const controller = new AbortController();
    getOrderClaims(orderId, controller.signal).then(
      (claims) => setAnswer({ for: orderId, claims }),
      () => undefined,
    );
    return () => controller.abort();
  }, [orderId]);
  const claims = answer.for === orderId ? answer.claims?.claims : undefined;
  if (!claims || claims.length === 0) return null;
  return (
    <section aria-labelledby="order-claims-heading" className="rounded-2xl border border-sand-300 bg-white p-5 sm:p-6">
      <h2 id="order-claims-heading" className="text-xs font-semibold tracking-[0.2em] text-forest-900">
        CLAIMS
      </h2>
      <ul className="mt-3 divide-y divide-sand-300 text-sm">
        {claims.map((claim) => (
          <li key={claim.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
            <span>
              <Link to={`${ADMIN_ROOT}/claims?status=all#claim-${claim.id}`} className="font-semibold text-forest-700 underline underline-offset-4">
                Claim #{claim.id}
              </Link>{' '}
              · {claim.qty} × {claim.productName} · {CLAIM_REASON_LABELS[claim.reason]} · {formatDateTime(claim.createdAt, timeZone)}
            </span>
            <span className="rounded-full bg-cream-200 px-3 py-1 text-xs font-semibold">
              {CLAIM_STATUS_LABELS[claim.status]}
              {claim.replacementOrderId ? ` (order #${claim.replacementOrderId})` : ''}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
