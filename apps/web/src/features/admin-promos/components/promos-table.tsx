import type { Promo } from '@shop/shared/promos';
import { ActiveBadge } from '../../../components/admin/active-badge.tsx';
import { AdminTable, type Column, editDeleteColumn } from '../../../components/admin/admin-table.tsx';
import { ADMIN_ROOT } from '../../../lib/admin-root.ts';
import { ratePercent } from '../../../lib/percent.ts';

/** docs/product: id, name, discount rate as a percent, status, and an Edit / Delete link. */
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
    { label: 'Status', cell: (promo) => <ActiveBadge active={promo.status} /> },
    editDeleteColumn((promo) => `${ADMIN_ROOT}/editpromos/${promo.id}`, onDelete),
  ];
  return <AdminTable caption="Promo codes" columns={columns} rows={promos} />;
}
