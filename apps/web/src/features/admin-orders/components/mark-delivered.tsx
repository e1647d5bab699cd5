import type { AdminOrder } from '@shop/shared/orders';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/admin/confirm-dialog.tsx';
import { Button } from '../../../components/ui/button.tsx';

/**
 * "Mark delivered" (decision 057): only while the parcel is out (shipped, not yet delivered). It asks first,
 * because the arrival guarantee then counts from today instead of the day it shipped, and a delivery is
 * never taken back.
 */
export function MarkDelivered({
  order,
  busy,
  onDeliver,
}: {
  order: AdminOrder;
  busy: boolean;
  onDeliver: () => void;
}) {
  const [asking, setAsking] = useState(false);
  if (!order.shipment || order.shipment.deliveredAt !== null) return null;
  return (
    <>
      <Button onClick={() => setAsking(true)} disabled={busy} className="px-5 py-2.5 text-xs">
        Mark delivered
      </Button>
      <ConfirmDialog
        open={asking}
        title={`Mark order #${order.id} delivered?`}
        confirmLabel="Mark delivered"
        busy={busy}
        onConfirm={() => {
          setAsking(false);
          onDeliver();
        }}
        onClose={() => setAsking(false)}
      >
        Do this once the parcel has arrived: its tracking says so, or {order.name} told you. The arrival
        guarantee then counts from today, not from the day it shipped, and this cannot be undone.
      </ConfirmDialog>
    </>
  );
}
