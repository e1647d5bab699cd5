import { useMemo, useState } from 'react';
import { inputClass } from '../components/ui/field.tsx';
import { listUsers } from '../features/admin/admin-api.ts';
import { AdminHeader } from '../features/admin/components/admin-header.tsx';
import { EmptyState } from '../features/admin/components/admin-table.tsx';
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
            <div className="max-w-sm">
              <label htmlFor="user-filter" className="sr-only">
                Find a user
              </label>
              <input
                id="user-filter"
                type="search"
                value={query}
                onChange={(event) => setQuery(event.target.value)}
                placeholder="Find by name or email"
                className={`${inputClass} border-sand-300 py-2.5 text-sm`}
              />
            </div>
            {shown.length === 0 ? <EmptyState title="No user matches">Try another name or email.</EmptyState> : <UsersTable users={shown} />}
          </div>
        )}
      </div>
    </>
  );
}
