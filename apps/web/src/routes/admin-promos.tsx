import { useMemo, useState } from 'react';
import toast from 'react-hot-toast';
import { Link } from 'react-router';
import type { Promo } from '@shop/shared/promos';
import { buttonClass } from '../components/ui/button.tsx';
import { deletePromo, listPromos } from '../features/admin/admin-api.ts';
import { AdminHeader } from '../features/admin/components/admin-header.tsx';
import { ADMIN_ROOT } from '../features/admin/components/admin-sidebar.tsx';
import { EmptyState } from '../features/admin/components/admin-table.tsx';
import { ConfirmDialog } from '../features/admin/components/confirm-dialog.tsx';
import { LoadState } from '../features/admin/components/load-state.tsx';
import { PromosTable } from '../features/admin/components/promos-table.tsx';
import { useAdminData } from '../features/admin/use-admin-data.ts';
import { messageOf } from '../lib/api.ts';
import { useTitle } from '../lib/use-title.ts';

export function AdminPromosPage() {
  useTitle('Admin · Promos');
  const { data, status, error, reload, update } = useAdminData(listPromos);
  const [doomed, setDoomed] = useState<Promo | null>(null);
  const [deleting, setDeleting] = useState(false);
  const promos = useMemo(() => [...(data ?? [])].sort((a, b) => a.id - b.id), [data]);
  const active = promos.filter((promo) => promo.status).length;

  async function remove(promo: Promo) {
    setDeleting(true);
    try {
      await deletePromo(promo.id);
      update((list) => list.filter((p) => p.id !== promo.id));
      toast.success(`${promo.name} deleted`);
      setDoomed(null);
    } catch (failure) {
      toast.error(messageOf(failure));
    } finally {
      setDeleting(false);
    }
  }

  return (
    <>
      <AdminHeader
        eyebrow="PROMOS"
        title="Promo codes"
        description={data ? `${promos.length} codes, ${active} active. Shoppers enter them on the shipping form.` : 'Codes shoppers enter on the shipping form.'}
        actions={
          <Link to={`${ADMIN_ROOT}/addpromo`} className={buttonClass('primary', 'px-5 py-2.5 text-xs')}>
            Add new promo
          </Link>
        }
      />
      <div className="mt-6">
        {!data ? (
          <LoadState status={status} error={error} label="Loading promos" onRetry={reload} />
        ) : promos.length === 0 ? (
          <EmptyState title="No promo codes yet">Add one to offer shoppers a discount.</EmptyState>
        ) : (
          <PromosTable promos={promos} onDelete={setDoomed} />
        )}
      </div>
      <ConfirmDialog
        open={doomed !== null}
        title={`Delete ${doomed?.name ?? 'this promo'}?`}
        confirmLabel="Delete promo"
        busy={deleting}
        onConfirm={() => doomed && void remove(doomed)}
        onClose={() => setDoomed(null)}
      >
        Shoppers can no longer use it. Orders that used it keep their discount. To pause a code instead, edit it and make it
        inactive.
      </ConfirmDialog>
    </>
  );
}
