import type { AdminOrder } from '@shop/shared/orders';
import { Button } from '../../../components/ui/button.tsx';

/**
 * A paid pickup order's next move (decision 067): made ready at its place (the customer gets the "ready
 * for pickup" email), then picked up, which closes it. The server refuses any other move with a 409.
 */
export function PickupActions({ order, busy, onReady, onPickedUp }: { order: AdminOrder; busy: boolean; onReady: () => void; onPickedUp: () => void }) {
  if (!order.pickup || order.status !== 'complete') return null;
  if (order.pickup.status === 'waiting')
    return (
      <Button onClick={onReady} disabled={busy} className="px-5 py-2.5 text-xs">
        Mark ready for pickup
      </Button>
    );
  if (order.pickup.status === 'ready')
    return (
      <Button onClick={onPickedUp} disabled={busy} className="px-5 py-2.5 text-xs">
        Mark picked up
      </Button>
    );
  return null;
}
