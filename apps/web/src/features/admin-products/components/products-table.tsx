import { Link } from 'react-router';
import { LOW_STOCK_QTY } from '@shop/shared/admin';
import type { AdminProduct } from '@shop/shared/product-status';
import { AdminTable, type Column, editDeleteColumn } from '../../../components/admin/admin-table.tsx';
import { ADMIN_ROOT } from '../../../lib/admin-root.ts';
import { placeholderUrl } from '../../../lib/images.ts';
import { formatDollars } from '../../../lib/money.ts';
import { StatusBadge } from './status-badge.tsx';

function Stock({ qty }: { qty: number }) {
  if (qty > LOW_STOCK_QTY) return qty;
  const tone =
    qty === 0 ? 'bg-cream-100 text-alert ring-1 ring-inset ring-clay-500/40' : 'bg-cream-200 text-ink';
  return <span className={`rounded-full px-2 py-0.5 font-semibold ${tone}`}>{qty}</span>;
}

/** How many people asked to be emailed when the plant is back (shown only when someone waits). */
function Waiting({ count }: { count: number }) {
  return <span className="ml-2 rounded-full bg-sage-100 px-2 py-0.5 text-xs font-semibold whitespace-nowrap text-forest-800">{count} waiting</span>;
}

/**
 * docs/product: id, name, price, qty and an Edit / Delete link; by the qty, how many wait for a sold-out plant;
 * then each product's status; a box to pick it for a bulk action (docs/product/screens.md).
 */
export function ProductsTable({
  products,
  waiting,
  onDelete,
  selected,
  onToggle,
}: {
  products: readonly AdminProduct[];
  /** Confirmed "email me when it's back" requests by product id. */
  waiting?: ReadonlyMap<number, number> | undefined;
  onDelete: (product: AdminProduct) => void;
  /** The products picked for a bulk action; without it, no boxes. */
  selected?: ReadonlySet<number>;
  onToggle?: (product: AdminProduct) => void;
}) {
  // The box to pick a product sits in its Id cell, so docs/product's columns (id, name, price, qty) keep their places.
  const pick = (product: AdminProduct) =>
    selected && onToggle ? (
      <input
        type="checkbox"
        aria-label={`Select ${product.name}`}
        checked={selected.has(product.id)}
        onChange={() => onToggle(product)}
        className="mr-3 size-4 align-middle accent-forest-700"
      />
    ) : null;
  const columns: Column<AdminProduct>[] = [
    {
      label: 'Id',
      className: 'text-muted tabular-nums md:w-24 whitespace-nowrap',
      cell: (product) => (
        <span>
          {pick(product)}
          {product.id}
        </span>
      ),
    },
    {
      label: 'Name',
      cell: (product) => (
        <div className="flex items-center gap-3">
          <img
            src={placeholderUrl(product.imageURL)}
            alt=""
            width={30}
            height={40}
            loading="lazy"
            className="hidden h-10 w-[30px] shrink-0 rounded-md bg-sage-100 object-cover sm:block"
          />
          <Link
            to={`${ADMIN_ROOT}/editproduct/${product.id}`}
            className="font-medium text-forest-900 hover:underline"
          >
            {product.name}
          </Link>
        </div>
      ),
    },
    {
      label: 'Price',
      align: 'right',
      className: 'tabular-nums',
      cell: (product) => formatDollars(product.price),
    },
    {
      label: 'Qty',
      align: 'right',
      className: 'tabular-nums',
      cell: (product) => (
        <>
          <Stock qty={product.qty} />
          {waiting?.get(product.id) ? <Waiting count={waiting.get(product.id)!} /> : null}
        </>
      ),
    },
    { label: 'Status', cell: (product) => <StatusBadge status={product.status} /> },
    editDeleteColumn((product) => `${ADMIN_ROOT}/editproduct/${product.id}`, onDelete),
  ];
  return <AdminTable caption="Products" columns={columns} rows={products} />;
}
