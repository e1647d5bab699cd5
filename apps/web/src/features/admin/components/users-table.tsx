import type { UserListItem } from '@shop/shared/accounts';
import { AdminTable, type Column } from './admin-table.tsx';

/** SPEC: read-only id, fullName, email, role, isAdmin. */
const columns: Column<UserListItem>[] = [
  { label: 'Id', className: 'text-muted tabular-nums md:w-16', cell: (user) => user.id },
  { label: 'Full name', className: 'font-medium text-forest-900', cell: (user) => user.fullName },
  { label: 'Email', className: 'break-all', cell: (user) => user.email },
  { label: 'Role', className: 'capitalize', cell: (user) => user.role },
  {
    label: 'Admin',
    cell: (user) =>
      user.isAdmin ? (
        <span className="rounded-full bg-forest-900 px-2.5 py-1 text-xs font-semibold text-cream-50">
          Yes
        </span>
      ) : (
        <span className="text-muted">No</span>
      ),
  },
];

export function UsersTable({ users }: { users: readonly UserListItem[] }) {
  return <AdminTable caption="Users" columns={columns} rows={users} />;
}
