import { Fragment, type ReactNode } from 'react';
import { Link } from 'react-router';

export interface Column<Row> {
  /** The header; also each cell's label on phones. */
  label: string;
  /** Header for screen readers only (the row actions). */
  hideLabel?: boolean;
  align?: 'right';
  /** More classes for this column's cells. */
  className?: string;
  cell: (row: Row) => ReactNode;
}

const th = 'px-4 py-3.5 font-semibold whitespace-nowrap';
// A table of inputs (the sizes and planters) needs its width for the fields: closer cells, headers that wrap.
const denseTh = 'px-2 py-3 font-semibold';
// On phones every row is a card: one line per cell, its column's name on the left; an empty cell (no note,
// no reason) leaves no labelled blank line.
const td =
  'px-4 py-3.5 align-middle max-md:empty:hidden max-md:flex max-md:items-center max-md:justify-between max-md:gap-4 max-md:px-0 max-md:py-1 max-md:text-right max-md:before:text-xs max-md:before:font-semibold max-md:before:tracking-[0.12em] max-md:before:text-muted max-md:before:uppercase max-md:before:content-[attr(data-label)]';

/**
 * The admin's tables: the order history's look, with a caption for screen readers. From phone width
 * up to tablets, rows become cards instead of a table to scroll sideways.
 */
export function AdminTable<Row extends { id: number }>({
  caption,
  columns,
  rows,
  dense = false,
}: {
  caption: string;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  dense?: boolean;
}) {
  return (
    <div className="relative rounded-2xl border border-sand-300 bg-white shadow-sm md:overflow-x-auto">
      <table className="w-full text-left text-sm max-md:block">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-cream-100 text-xs tracking-[0.12em] text-forest-900 uppercase max-md:sr-only">
          <tr>
            {columns.map((column) => (
              <th
                key={column.label}
                scope="col"
                className={`${dense ? denseTh : th} ${column.align === 'right' ? 'text-right' : ''}`}
              >
                {column.hideLabel ? <span className="sr-only">{column.label}</span> : column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-sand-300/70 max-md:block">
          {rows.map((row) => (
            <tr
              key={row.id}
              className="transition-colors hover:bg-cream-50 max-md:block max-md:px-4 max-md:py-3"
            >
              {columns.map((column) => (
                <td
                  key={column.label}
                  data-label={column.hideLabel ? undefined : column.label}
                  className={`${td} ${dense ? 'md:px-2 md:py-3 md:align-top' : ''} ${column.align === 'right' ? 'text-right' : ''} ${column.className ?? ''}`}
                >
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** A table's place when there is nothing to list. */
export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="rounded-2xl border border-dashed border-sand-300 bg-cream-100 px-6 py-12 text-center">
      <p className="font-serif text-2xl text-forest-900">{title}</p>
      {children ? <div className="mt-3 text-sm text-muted">{children}</div> : null}
    </div>
  );
}

const rowLink =
  'rounded-full px-2.5 py-1 text-xs font-semibold tracking-[0.12em] text-forest-700 uppercase underline-offset-4 transition-colors hover:bg-sage-100 hover:text-forest-900';
const rowDanger =
  'rounded-full px-2.5 py-1 text-xs font-semibold tracking-[0.12em] text-alert uppercase underline-offset-4 transition-colors hover:bg-clay-500/10';

/** The Edit / Delete pair docs/product gives product and promo rows; the item's name completes each for screen readers. */
function EditDeleteActions({
  editTo,
  name,
  onDelete,
}: {
  editTo: string;
  name: string;
  onDelete: () => void;
}) {
  return (
    <Fragment>
      <Link to={editTo} className={rowLink}>
        Edit<span className="sr-only"> {name}</span>
      </Link>
      <span aria-hidden="true" className="text-sand-300">
        /
      </span>
      <button type="button" className={rowDanger} onClick={onDelete}>
        Delete<span className="sr-only"> {name}</span>
      </button>
    </Fragment>
  );
}

/** The last column of the product and promo lists: Edit (a link to `editTo`) and Delete. */
export function editDeleteColumn<Row extends { id: number; name: string }>(
  editTo: (row: Row) => string,
  onDelete: (row: Row) => void,
): Column<Row> {
  return {
    label: 'Actions',
    hideLabel: true,
    align: 'right',
    className: 'whitespace-nowrap max-md:justify-end',
    cell: (row) => <EditDeleteActions editTo={editTo(row)} name={row.name} onDelete={() => onDelete(row)} />,
  };
}
