import { useMemo, useState } from 'react';
import { useSelector } from 'react-redux';
import { EmptyState } from '../components/admin/admin-table.tsx';
import { ConfirmDialog } from '../components/admin/confirm-dialog.tsx';
import { LoadState } from '../components/admin/load-state.tsx';
import { listUsers } from '../features/admin-users/admin-users-api.ts';
import { UsersTable } from '../features/admin-users/components/users-table.tsx';
import { useAccountToggle } from '../features/admin-users/use-account-toggle.ts';
import { AdminHeader } from '../features/admin/components/admin-header.tsx';
import { ListFilter } from '../features/admin/components/list-filter.tsx';
import { useAdminData } from '../features/admin/use-admin-data.ts';
import { selectUser } from '../features/auth/auth-slice.ts';
import { useTitle } from '../lib/use-title.ts';

export function AdminUsersPage() {
  useTitle('Admin · Users');
  const { data, status, error, reload, update } = useAdminData(listUsers);
  const me = useSelector(selectUser);
  const account = useAccountToggle(update);
  const [query, setQuery] = useState('');
  const shown = useMemo(() => {
    const q = query.trim().toLowerCase();
    const users = data ?? [];
    return q === '' ? users : users.filter((u) => u.fullName.toLowerCase().includes(q) || u.email.toLowerCase().includes(q));
  }, [data, query]);
  const admins = (data ?? []).filter((user) => user.isAdmin).length;
  const disabled = (data ?? []).filter((user) => user.disabled).length;

  return (
    <>
      <AdminHeader
        eyebrow="USER MANAGEMENT"
        title="Users"
        description={
          data
            ? `${data.length} accounts, ${admins} with admin rights, ${disabled} disabled.`
            : 'Every account; disable one to sign it out and keep it from logging in.'
        }
      />
      <div className="mt-6">
        {!data ? (
          <LoadState status={status} error={error} label="Loading users" onRetry={reload} />
        ) : (
          <div className="space-y-4">
            <ListFilter id="user-filter" label="Find a user" placeholder="Find by name or email" value={query} onChange={setQuery} />
            {shown.length === 0 ? (
              <EmptyState title="No user matches">Try another name or email.</EmptyState>
            ) : (
              <UsersTable users={shown} currentUserId={me.id} onToggle={account.toggle} />
            )}
          </div>
        )}
      </div>
      <ConfirmDialog
        open={account.asked !== null}
        title={`Disable ${account.asked?.fullName ?? 'this account'}?`}
        confirmLabel="Disable account"
        busy={account.busy}
        onConfirm={account.confirm}
        onClose={account.cancel}
      >
        They are signed out everywhere at once and cannot log in until you enable the account again. Their orders,
        cart and wishlist stay.
      </ConfirmDialog>
    </>
  );
}
