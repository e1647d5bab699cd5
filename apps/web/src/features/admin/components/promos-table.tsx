import { Link } from 'react-router';
import type { Promo } from '@shop/shared/promos';
import { ratePercent } from '../promo-form-rules.ts';
import { ADMIN_ROOT } from './admin-sidebar.tsx';
import { AdminTable, rowDanger, rowLink, td, th } from './admin-table.tsx';
import { PromoStatusBadge } from './status-badge.tsx';

/** SPEC: id, name, discount rate as a percent, status, and an Edit / Delete link. */
export function PromosTable({ promos, onDelete }: { promos: readonly Promo[]; onDelete: (promo: Promo) => void }) {
  return (
    <AdminTable
      caption="Promo codes"
      head={
        <tr>
          <th scope="col" className={`${th} w-16`}>
            Id
          </th>
          <th scope="col" className={th}>
            Name
          </th>
          <th scope="col" className={`${th} text-right`}>
            Rate
          </th>
          <th scope="col" className={th}>
            Status
          </th>
          <th scope="col" className={`${th} text-right`}>
            <span className="sr-only">Actions</span>
          </th>
        </tr>
      }
    >
      {promos.map((promo) => (
        <tr key={promo.id} className="transition-colors hover:bg-cream-50">
          <td className={`${td} text-muted tabular-nums`}>{promo.id}</td>
          <td className={`${td} font-mono text-[13px] font-medium text-forest-900`}>{promo.name}</td>
          <td className={`${td} text-right font-semibold tabular-nums`}>{ratePercent(promo.discountRate)}</td>
          <td className={td}>
            <PromoStatusBadge active={promo.status} />
          </td>
          <td className={`${td} text-right whitespace-nowrap`}>
            <Link to={`${ADMIN_ROOT}/editpromos/${promo.id}`} className={rowLink}>
              Edit<span className="sr-only"> {promo.name}</span>
            </Link>
            <span aria-hidden="true" className="text-sand-300">
              /
            </span>
            <button type="button" className={rowDanger} onClick={() => onDelete(promo)}>
              Delete<span className="sr-only"> {promo.name}</span>
            </button>
          </td>
        </tr>
      ))}
    </AdminTable>
  );
}
