import { useState } from 'react';
import toast from 'react-hot-toast';
import { messageOf } from '../../lib/api.ts';

/**
 * Delete with confirmation for an admin list: the row being asked about, the request while the dialog
 * shows it is busy, then the row gone from the list and a toast (or the server's refusal as a toast).
 */
export function useRowDelete<Row extends { id: number; name: string }>({
  remove,
  update,
  onDeleted,
}: {
  remove: (id: number) => Promise<unknown>;
  update: (change: (rows: Row[]) => Row[]) => void;
  onDeleted?: () => void;
}) {
  const [doomed, setDoomed] = useState<Row | null>(null);
  const [deleting, setDeleting] = useState(false);

  async function confirm() {
    if (!doomed) return;
    setDeleting(true);
    try {
      await remove(doomed.id);
      update((rows) => rows.filter((row) => row.id !== doomed.id));
      toast.success(`${doomed.name} deleted`);
      onDeleted?.();
      setDoomed(null);
    } catch (failure) {
      toast.error(messageOf(failure));
    } finally {
      setDeleting(false);
    }
  }

  return { doomed, deleting, ask: setDoomed, cancel: () => setDoomed(null), confirm: () => void confirm() };
}
