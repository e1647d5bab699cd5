import { Link } from 'react-router';
import { LOW_STOCK_QTY } from '@shop/shared/admin';
import type { Product } from '@shop/shared/products';
import { placeholderUrl } from '../../../lib/images.ts';
import { formatDollars } from '../../../lib/money.ts';
import { ADMIN_ROOT } from './admin-sidebar.tsx';
import { AdminTable, rowDanger, rowLink, td, th } from './admin-table.tsx';

/** SPEC: id, name, price, qty and an Edit / Delete link. */
export function ProductsTable({ products, onDelete }: { products: readonly Product[]; onDelete: (product: Product) => void }) {
  return (
    <AdminTable
      caption="Products"
      head={
        <tr>
          <th scope="col" className={`${th} w-16`}>
            Id
          </th>
          <th scope="col" className={th}>
            Name
          </th>
          <th scope="col" className={`${th} text-right`}>
            Price
          </th>
          <th scope="col" className={`${th} text-right`}>
            Qty
          </th>
          <th scope="col" className={`${th} text-right`}>
            <span className="sr-only">Actions</span>
          </th>
        </tr>
      }
    >
      {products.map((product) => (
        <tr key={product.id} className="transition-colors hover:bg-cream-50">
          <td className={`${td} text-muted tabular-nums`}>{product.id}</td>
          <td className={td}>
            <div className="flex items-center gap-3">
              <img
                src={placeholderUrl(product.imageURL)}
                alt=""
                width={30}
                height={40}
                loading="lazy"
                className="hidden h-10 w-[30px] shrink-0 rounded-md bg-sage-100 object-cover sm:block"
              />
              <Link to={`${ADMIN_ROOT}/editproduct/${product.id}`} className="font-medium text-forest-900 hover:underline">
                {product.name}
              </Link>
            </div>
          </td>
          <td className={`${td} text-right tabular-nums`}>{formatDollars(product.price)}</td>
          <td className={`${td} text-right tabular-nums`}>
            {product.qty <= LOW_STOCK_QTY ? (
              <span className={`rounded-full px-2 py-0.5 font-semibold ${product.qty === 0 ? 'bg-cream-100 text-[#8c4f2e] ring-1 ring-inset ring-clay-500/40' : 'bg-cream-200 text-ink'}`}>
                {product.qty}
              </span>
            ) : (
              product.qty
            )}
          </td>
          <td className={`${td} text-right whitespace-nowrap`}>
            <Link to={`${ADMIN_ROOT}/editproduct/${product.id}`} className={rowLink}>
              Edit<span className="sr-only"> {product.name}</span>
            </Link>
            <span aria-hidden="true" className="text-sand-300">
              /
            </span>
            <button type="button" className={rowDanger} onClick={() => onDelete(product)}>
              Delete<span className="sr-only"> {product.name}</span>
            </button>
          </td>
        </tr>
      ))}
    </AdminTable>
  );
}
