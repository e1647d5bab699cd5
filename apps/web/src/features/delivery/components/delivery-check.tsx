import type { DeliveryEstimate } from '@shop/shared/delivery';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { ApiError } from '../../../lib/api.ts';
import { fetchDelivery, rememberedZip, rememberZip, ZIP_SHAPE } from '../delivery-api.ts';
import { DeliveryNotice } from './delivery-notice.tsx';

/**
 * "When would it arrive?" on the product page and in the cart (decision 044): a ZIP code (remembered in this
 * browser) and the answer for these plants: when they leave and arrive, and whether the weather there
 * calls for a heat pack or for waiting. The shop computes it; this only asks and shows.
 */
export function DeliveryCheck({ productIds }: { productIds: readonly number[] }) {
  const inputId = useId();
  const [zip, setZip] = useState(rememberedZip);
  const [estimate, setEstimate] = useState<DeliveryEstimate | null>(null);
  const [problem, setProblem] = useState('');
  const [busy, setBusy] = useState(false);
  const key = productIds.join(',');

  async function check(wanted: string) {
    if (!ZIP_SHAPE.test(wanted)) {
      setProblem('Enter a 5-digit ZIP code');
      setEstimate(null);
      return;
    }
    setBusy(true);
    setProblem('');
    try {
      setEstimate(await fetchDelivery(wanted, productIds));
      rememberZip(wanted);
    } catch (error) {
      setEstimate(null);
      setProblem(error instanceof ApiError ? error.message : 'We could not check that ZIP code just now');
    } finally {
      setBusy(false);
    }
  }

  // The remembered ZIP code is checked as the plants change (a failure stays quiet: the shopper can ask).
  useEffect(() => {
    const remembered = rememberedZip();
    if (!remembered) return;
    let current = true;
    fetchDelivery(remembered, key.split(',').filter(Boolean).map(Number))
      .then((answer) => current && setEstimate(answer))
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [key]);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void check(zip.trim());
  }

  return (
    <section className="rounded-2xl border border-sand-300 p-4" aria-labelledby={`${inputId}-title`}>
      <h2 id={`${inputId}-title`} className="text-sm font-semibold text-forest-900">
        Delivery
      </h2>
      <form className="mt-2 flex items-end gap-2" onSubmit={submit} noValidate>
        <div>
          <label htmlFor={inputId} className="mb-1 block text-xs text-muted">
            Your ZIP code
          </label>
          <input
            id={inputId}
            name="deliveryZip"
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={5}
            value={zip}
            onChange={(event) => setZip(event.target.value.replace(/\D/g, ''))}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${inputId}-problem` : undefined}
            className="w-28 rounded-xl border border-sand-300 bg-white px-3 py-2 text-base text-ink"
          />
        </div>
        <button
          type="submit"
          disabled={busy}
          className="rounded-full border border-forest-700 px-4 py-2 text-sm font-semibold text-forest-700 hover:bg-forest-50 disabled:opacity-60"
        >
          {busy ? 'Checking…' : 'Check'}
        </button>
      </form>
      <div className="mt-3 min-h-5" aria-live="polite">
        {problem ? (
          <p id={`${inputId}-problem`} className="text-sm text-clay-600">
            {problem}
          </p>
        ) : estimate ? (
          <DeliveryNotice estimate={estimate} />
        ) : null}
      </div>
    </section>
  );
}
