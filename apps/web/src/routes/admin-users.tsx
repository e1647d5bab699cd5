import { useMemo, useState } from 'react';
import { listUsers } from '../features/admin/admin-api.ts';
import { AdminHeader } from '../features/admin/components/admin-header.tsx';
import { EmptyState } from '../features/admin/components/admin-table.tsx';
import { ListFilter } from '../features/admin/components/list-filter.tsx';
import { LoadState } from '../features/admin/components/load-state.tsx';
import { UsersTable } from '../features/admin/components/users-table.tsx';
import { useAdminData } from '../features/admin/use-admin-data.ts';
import { useTitle } from '../lib/use-title.ts';

export function AdminUsersPage() {
  useTitle('Admin · Users');
  const { data, status, error, reload } = useAdminData(listUsers);
  const [query, setQuery] = useState('');
  const shown = useMemo(() => {
    const q = query.trim().toLowerCase();
    const users = data ?? [];
    return q === '' ? users : users.filter((u) => u.fullName.toLowerCase().includes(q) || u.email.toLowerCase().includes(q));
  }, [data, query]);
  const admins = (data ?? []).filter((user) => user.isAdmin).length;

  return (
    <>
      <AdminHeader
        eyebrow="USER MANAGEMENT"
        title="Users"
        description={data ? `${data.length} accounts, ${admins} with admin rights. Read only.` : 'Every account, read only.'}
      />
      <div className="mt-6">
        {!data ? (
          <LoadState status={status} error={error} label="Loading users" onRetry={reload} />
        ) : (
          <div className="space-y-4">
            <ListFilter id="user-filter" label="Find a user" placeholder="Find by name or email" value={query} onChange={setQuery} />
            {shown.length === 0 ? <EmptyState title="No user matches">Try another name or email.</EmptyState> : <UsersTable users={shown} />}
          </div>
        )}
      </div>
    </>
  );
}
