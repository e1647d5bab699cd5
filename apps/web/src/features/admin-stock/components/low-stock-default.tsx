import { useEffect, useState } from 'react';
import { stockSettings } from '@shop/shared/products';
import { Button } from '../../../components/ui/button.tsx';
import { messageOf } from '../../../lib/api.ts';
import { toNumberOrNull } from '../../../lib/form-numbers.ts';
import { getStockSettings, saveStockSettings } from '../stock-ledger-api.ts';
import { Alert } from '../../../components/ui/alert.tsx';

const input = 'w-28 rounded-lg border bg-white px-3 py-2 text-sm tabular-nums';

/**
 * The shop's default low-stock threshold (decision 040): a size without its own figure is on the dashboard,
 * and the owner gets one email, once it is at or below this many.
 */
export function LowStockDefault() {
  const [value, setValue] = useState('');
  const [error, setError] = useState('');
  const [saved, setSaved] = useState('');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    getStockSettings(controller.signal).then(
      (settings) => setValue(String(settings.lowStockThreshold)),
      (failure: unknown) => {
        if (!controller.signal.aborted) setError(messageOf(failure));
      },
    );
    return () => controller.abort();
  }, []);

  return (
    <form
      className="space-y-2"
      noValidate
      onSubmit={async (event) => {
        event.preventDefault();
        setSaved('');
        const checked = stockSettings.safeParse({ lowStockThreshold: toNumberOrNull(value) ?? value });
        if (!checked.success) return setError(checked.error.issues[0]?.message ?? 'Type a whole number');
        setError('');
        setBusy(true);
        try {
          const settings = await saveStockSettings(checked.data);
          setValue(String(settings.lowStockThreshold));
          setSaved(`Saved: a size without its own figure is low at ${settings.lowStockThreshold} or fewer.`);
        } catch (failure) {
          setError(messageOf(failure));
        } finally {
          setBusy(false);
        }
      }}
    >
      {/* The button sits beside the field itself, not beyond its wider label. */}
      <div className="text-sm">
        <label className="block font-semibold" htmlFor="low-stock-default">
          Low stock at, shop default
        </label>
        <div className="mt-1 flex flex-wrap items-center gap-3">
          <input
            id="low-stock-default"
            className={`${input} ${error ? 'border-clay-500' : 'border-sand-300'}`}
            type="number"
            inputMode="numeric"
            min={0}
            max={100000}
            step={1}
            required
            value={value}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'low-stock-default-hint low-stock-default-message' : 'low-stock-default-hint'}
            onChange={(event) => setValue(event.target.value)}
          />
          <Button type="submit" className="px-5 py-2.5 text-xs" disabled={busy}>
            Save default
          </Button>
        </div>
      </div>
      <p id="low-stock-default-hint" className="text-sm text-muted">
        A size at or below this many is on the dashboard and you get one email about it. A size's own figure, set on its
        plant's page, comes first.
      </p>
      {error ? (
        <Alert id="low-stock-default-message">
          {error}
        </Alert>
      ) : null}
      {saved ? (
        <p role="status" className="text-sm">
          {saved}
        </p>
      ) : null}
    </form>
  );
}
