import { useMemo } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '../components/admin/admin-table.tsx';
import { ConfirmDialog } from '../components/admin/confirm-dialog.tsx';
import { LoadState } from '../components/admin/load-state.tsx';
import { buttonClass } from '../components/ui/button.tsx';
import { deletePromo, listPromos } from '../features/admin-promos/admin-promos-api.ts';
import { PromosTable } from '../features/admin-promos/components/promos-table.tsx';
import { AdminHeader } from '../features/admin/components/admin-header.tsx';
import { useAdminData } from '../features/admin/use-admin-data.ts';
import { useRowDelete } from '../features/admin/use-row-delete.ts';
import { ADMIN_ROOT } from '../lib/admin-root.ts';
import { useTitle } from '../lib/use-title.ts';

export function AdminPromosPage() {
  useTitle('Admin · Promos');
  const { data, status, error, reload, update } = useAdminData(listPromos);
  const deletion = useRowDelete({ remove: deletePromo, update });
  const promos = useMemo(() => [...(data ?? [])].sort((a, b) => a.id - b.id), [data]);
  const active = promos.filter((promo) => promo.status).length;

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
          <PromosTable promos={promos} onDelete={deletion.ask} />
        )}
      </div>
      <ConfirmDialog
        open={deletion.doomed !== null}
        title={`Delete ${deletion.doomed?.name ?? 'this promo'}?`}
        confirmLabel="Delete promo"
        busy={deletion.deleting}
        onConfirm={deletion.confirm}
        onClose={deletion.cancel}
      >
        Shoppers can no longer use it. Orders that used it keep their discount. To pause a code instead, edit it and make it
        inactive.
      </ConfirmDialog>
    </>
  );
}
