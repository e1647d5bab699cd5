import { type FormEvent, useState } from 'react';
import type { Shipment, ShipmentInput } from '@shop/shared/after-sale';
import { CARRIER_IDS, CARRIERS, checkTracking, type Carrier } from '@shop/shared/carriers';
import { Button } from '../../../components/ui/button.tsx';
import { Field, SelectField } from '../../../components/ui/field.tsx';

/**
 * A shipped parcel's tracking number put right (decision 069): the old and the new go on the timeline and in
 * the activity log; the customer's status page shows the new one, and no second "shipped" email goes out.
 */
export function TrackingCorrection({ shipment, busy, onCorrect }: { shipment: Shipment; busy: boolean; onCorrect: (body: ShipmentInput) => Promise<boolean> }) {
  const [open, setOpen] = useState(false);
  const [carrier, setCarrier] = useState<Carrier>(shipment.carrier);
  const [trackingNumber, setTrackingNumber] = useState(shipment.trackingNumber ?? '');
  const [trackingUrl, setTrackingUrl] = useState(shipment.carrier === 'other' ? shipment.trackingUrl : '');
  const [error, setError] = useState<{ field: 'trackingNumber' | 'trackingUrl'; message: string } | null>(null);
  const other = carrier === 'other';

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = checkTracking(carrier, trackingNumber, trackingUrl);
    if (!checked.ok) {
      setError({ field: checked.field, message: checked.message });
      return;
    }
    setError(null);
    if (await onCorrect({ carrier, trackingNumber, ...(other && { trackingUrl }) })) setOpen(false);
  }

  if (!open) {
    return (
      <Button variant="secondary" className="px-5 py-2.5 text-xs" onClick={() => setOpen(true)}>
        Correct tracking number
      </Button>
    );
  }
  return (
    <form noValidate aria-label="Correct the tracking number" onSubmit={(event) => void submit(event)} className="grid gap-4 rounded-3xl border border-sand-300 bg-white p-6 shadow-sm sm:grid-cols-2">
      <h2 className="font-serif text-2xl text-forest-900 sm:col-span-2">Correct the tracking number</h2>
      <SelectField label="Carrier" value={carrier} onChange={(event) => { setCarrier(event.target.value as Carrier); setError(null); }}>
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
        <Field label="Tracking page address" type="url" className="sm:col-span-2" placeholder="https://" value={trackingUrl} onChange={(event) => setTrackingUrl(event.target.value)} error={error?.field === 'trackingUrl' ? error.message : undefined} />
      ) : null}
      <p className="text-sm text-muted sm:col-span-2">The customer's order page shows the new number; no second email is sent.</p>
      <div className="flex flex-wrap gap-3 sm:col-span-2">
        <Button type="submit" disabled={busy} className="px-5 py-2.5 text-xs">
          Save the correction
        </Button>
        <Button type="button" variant="secondary" className="px-5 py-2.5 text-xs" onClick={() => setOpen(false)}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
