import { useCallback } from 'react';
import toast from 'react-hot-toast';
import { useNavigate, useParams } from 'react-router';
import { LoadState } from '../components/admin/load-state.tsx';
import { getPromo, updatePromo } from '../features/admin-promos/admin-promos-api.ts';
import { PromoForm } from '../features/admin-promos/components/promo-form.tsx';
import { promoFormValues, usesLabel, windowLabel, type PromoPayload } from '../features/admin-promos/promo-form-rules.ts';
import { AdminHeader } from '../features/admin/components/admin-header.tsx';
import { useAdminData } from '../features/admin/use-admin-data.ts';
import { ADMIN_ROOT } from '../lib/admin-root.ts';
import { useTitle } from '../lib/use-title.ts';

export function AdminEditPromoPage() {
  const promoId = Number(useParams().promoId);
  useTitle(`Admin · Edit promo #${promoId}`);
  const navigate = useNavigate();
  const load = useCallback((signal: AbortSignal) => getPromo(promoId, signal), [promoId]);
  const { data: promo, status, error, reload } = useAdminData(load);
  const save = useCallback((payload: PromoPayload) => updatePromo(promoId, payload), [promoId]);
  const current = promo?.id === promoId ? promo : undefined;

  return (
    <>
      <AdminHeader
        eyebrow="PROMOS"
        title={current ? `Edit ${current.name}` : 'Edit promo'}
        description={
          current
            ? `Promo #${current.id}: ${usesLabel(current)}, ${windowLabel(current).toLowerCase()}. An inactive code is refused at checkout.`
            : null
        }
      />
      <div className="mt-8">
        {!current || status === 'loading' ? (
          <LoadState status={status} error={error} label="Loading the promo" onRetry={reload} />
        ) : (
          <PromoForm
            key={current.id}
            title="Edit promo"
            initial={promoFormValues(current)}
            submitLabel="Save"
            onSubmit={save}
            onSaved={(saved) => {
              toast.success(`${saved.name} saved`);
              navigate(`${ADMIN_ROOT}/promos`);
            }}
          />
        )}
      </div>
    </>
  );
}
