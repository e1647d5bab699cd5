import type { OrderAction } from '@shop/shared/order-actions';
import { Button } from '../../../components/ui/button.tsx';

/**
 * A paid pickup order's next move (decision 067), as orderActions offers it (decision 066): made ready at
 * its place (the customer gets the "ready for pickup" email), then picked up, which closes it. The server
 * refuses any other move with a 409.
 */
export function PickupActions({
  actions,
  busy,
  onReady,
  onPickedUp,
}: {
  actions: ReadonlySet<OrderAction>;
  busy: boolean;
  onReady: () => void;
  onPickedUp: () => void;
}) {
  if (actions.has('mark-ready'))
    return (
      <Button onClick={onReady} disabled={busy} className="px-5 py-2.5 text-xs">
        Mark ready for pickup
      </Button>
    );
  if (actions.has('mark-picked-up'))
    return (
      <Button onClick={onPickedUp} disabled={busy} className="px-5 py-2.5 text-xs">
        Mark picked up
      </Button>
    );
  return null;
}
