import type { UserListItem } from '@shop/shared/accounts';
import { AdminTable, type Column } from '../../../components/admin/admin-table.tsx';

const rowAction =
  'rounded-full px-2.5 py-1 text-xs font-semibold tracking-[0.12em] uppercase underline-offset-4 transition-colors';

/**
 * docs/product's id, fullName, email, role, isAdmin, then whether the account is active and the admin's
 * Disable / Enable action. The signed-in admin's own row has no action: nobody disables themself.
 */
function columns(currentUserId: number | undefined, onToggle: (user: UserListItem) => void): Column<UserListItem>[] {
  return [
    { label: 'Id', className: 'text-muted tabular-nums md:w-16', cell: (user) => user.id },
    { label: 'Full name', className: 'font-medium text-forest-900', cell: (user) => user.fullName },
    { label: 'Email', className: 'break-all', cell: (user) => user.email },
    { label: 'Role', className: 'capitalize', cell: (user) => user.role },
    {
      label: 'Admin',
      cell: (user) =>
        user.isAdmin ? (
          <span className="rounded-full bg-forest-900 px-2.5 py-1 text-xs font-semibold text-cream-50">Yes</span>
        ) : (
          <span className="text-muted">No</span>
        ),
    },
    {
      label: 'Status',
      cell: (user) =>
        user.disabled ? (
          <span className="rounded-full bg-clay-500/10 px-2.5 py-1 text-xs font-semibold text-clay-600">Disabled</span>
        ) : (
          <span className="text-muted">Active</span>
        ),
    },
    {
      label: 'Actions',
      hideLabel: true,
      align: 'right',
      className: 'whitespace-nowrap max-md:justify-end',
      cell: (user) =>
        user.id === currentUserId ? (
          <span className="text-xs text-muted">You</span>
        ) : (
          <button
            type="button"
            className={`${rowAction} ${user.disabled ? 'text-forest-700 hover:bg-sage-100' : 'text-alert hover:bg-clay-500/10'}`}
            aria-label={`${user.disabled ? 'Enable' : 'Disable'} ${user.fullName}`}
            onClick={() => onToggle(user)}
          >
            {user.disabled ? 'Enable' : 'Disable'}
          </button>
        ),
    },
  ];
}

export function UsersTable({
  users,
  currentUserId,
  onToggle,
}: {
  users: readonly UserListItem[];
  currentUserId: number | undefined;
  onToggle: (user: UserListItem) => void;
}) {
  return <AdminTable caption="Users" columns={columns(currentUserId, onToggle)} rows={users} />;
}
