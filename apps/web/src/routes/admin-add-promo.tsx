import toast from 'react-hot-toast';
import { useNavigate } from 'react-router';
import { createPromo } from '../features/admin-promos/admin-promos-api.ts';
import { PromoForm } from '../features/admin-promos/components/promo-form.tsx';
import { emptyPromoValues } from '../features/admin-promos/promo-form-rules.ts';
import { AdminHeader } from '../features/admin/components/admin-header.tsx';
import { ADMIN_ROOT } from '../lib/admin-root.ts';
import { useTitle } from '../lib/use-title.ts';

export function AdminAddPromoPage() {
  useTitle('Admin · Add promo');
  const navigate = useNavigate();
  return (
    <>
      <AdminHeader eyebrow="ADD NEW PROMO" title="Add a promo code" description="An active code takes its rate off a whole order." />
      <div className="mt-8">
        <PromoForm
          title="Add promo"
          initial={emptyPromoValues}
          submitLabel="Add promo"
          onSubmit={createPromo}
          onSaved={(promo) => {
            toast.success(`${promo.name} added`);
            navigate(`${ADMIN_ROOT}/promos`);
          }}
        />
      </div>
    </>
  );
}
