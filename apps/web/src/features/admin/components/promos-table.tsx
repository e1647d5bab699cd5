import type { Promo } from '@shop/shared/promos';
import { ratePercent } from '../promo-form-rules.ts';
import { ADMIN_ROOT } from './admin-sidebar.tsx';
import { AdminTable, type Column, editDeleteColumn } from './admin-table.tsx';
import { PromoStatusBadge } from './status-badge.tsx';

/** SPEC: id, name, discount rate as a percent, status, and an Edit / Delete link. */
export function PromosTable({
  promos,
  onDelete,
}: {
  promos: readonly Promo[];
  onDelete: (promo: Promo) => void;
}) {
  const columns: Column<Promo>[] = [
    { label: 'Id', className: 'text-muted tabular-nums md:w-16', cell: (promo) => promo.id },
    {
      label: 'Name',
      className: 'font-mono text-[13px] font-medium text-forest-900',
      cell: (promo) => promo.name,
    },
    {
      label: 'Rate',
      align: 'right',
      className: 'font-semibold tabular-nums',
      cell: (promo) => ratePercent(promo.discountRate),
    },
    { label: 'Status', cell: (promo) => <PromoStatusBadge active={promo.status} /> },
    editDeleteColumn((promo) => `${ADMIN_ROOT}/editpromos/${promo.id}`, onDelete),
  ];
  return <AdminTable caption="Promo codes" columns={columns} rows={promos} />;
}
