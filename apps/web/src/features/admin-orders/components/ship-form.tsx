import { useState, type FormEvent } from 'react';
import type { ShipmentInput } from '@shop/shared/after-sale';
import { CARRIER_IDS, CARRIERS, checkTracking, type Carrier } from '@shop/shared/carriers';
import { Button } from '../../../components/ui/button.tsx';
import { Field, SelectField } from '../../../components/ui/field.tsx';

/** "Mark as shipped": the carrier and its tracking number (checked here as the server checks it), or a tracking page for another carrier. */
export function ShipForm({
  busy,
  onShip,
  onCancel,
}: {
  busy: boolean;
  onShip: (body: ShipmentInput) => Promise<void>;
  onCancel: () => void;
}) {
  const [carrier, setCarrier] = useState<Carrier>('usps');
  const [trackingNumber, setTrackingNumber] = useState('');
  const [trackingUrl, setTrackingUrl] = useState('');
  const [error, setError] = useState<{ field: 'trackingNumber' | 'trackingUrl'; message: string } | null>(
    null,
  );
  const other = carrier === 'other';

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = checkTracking(carrier, trackingNumber, trackingUrl);
    if (!checked.ok) {
      setError({ field: checked.field, message: checked.message });
      return;
    }
    setError(null);
    await onShip({ carrier, trackingNumber, ...(other && { trackingUrl }) });
  }

  return (
    <form
      noValidate
      aria-label="Ship the order"
      onSubmit={(event) => void submit(event)}
      className="grid gap-4 rounded-3xl border border-sand-300 bg-white p-6 shadow-sm sm:grid-cols-2"
    >
      <h2 className="font-serif text-2xl text-forest-900 sm:col-span-2">Ship this order</h2>
      <SelectField
        label="Carrier"
        value={carrier}
        onChange={(event) => {
          setCarrier(event.target.value as Carrier);
          setError(null);
        }}
      >
        {CARRIER_IDS.map((id) => (
          <option key={id} value={id}>
            {CARRIERS[id].name}
          </option>
        ))}
      </SelectField>
      <Field
        label={other ? 'Tracking number (optional)' : 'Tracking number'}
        value={trackingNumber}
        autoComplete="off"
        spellCheck={false}
        onChange={(event) => setTrackingNumber(event.target.value)}
        error={error?.field === 'trackingNumber' ? error.message : undefined}
        hint={other ? undefined : `${CARRIERS[carrier].name}: ${CARRIERS[carrier].hint}`}
      />
      {other ? (
        <Field
          label="Tracking page address"
          type="url"
          className="sm:col-span-2"
          placeholder="https://"
          value={trackingUrl}
          onChange={(event) => setTrackingUrl(event.target.value)}
          error={error?.field === 'trackingUrl' ? error.message : undefined}
        />
      ) : null}
      <p className="text-sm text-muted sm:col-span-2">The customer gets one email with the tracking link.</p>
      <div className="flex flex-wrap gap-3 sm:col-span-2">
        <Button type="submit" disabled={busy} className="px-5 py-2.5 text-xs">
          {busy ? 'Saving…' : 'Mark as shipped'}
        </Button>
        <Button variant="secondary" onClick={onCancel} className="px-5 py-2.5 text-xs">
          Not now
        </Button>
      </div>
    </form>
  );
}
