import type { UserListItem } from '@shop/shared/accounts';
import { AdminTable, td, th } from './admin-table.tsx';

/** SPEC: read-only id, fullName, email, role, isAdmin. */
export function UsersTable({ users }: { users: readonly UserListItem[] }) {
  return (
    <AdminTable
      caption="Users"
      head={
        <tr>
          <th scope="col" className={`${th} w-16`}>
            Id
          </th>
          <th scope="col" className={th}>
            Full name
          </th>
          <th scope="col" className={th}>
            Email
          </th>
          <th scope="col" className={th}>
            Role
          </th>
          <th scope="col" className={th}>
            Admin
          </th>
        </tr>
      }
    >
      {users.map((user) => (
        <tr key={user.id} className="transition-colors hover:bg-cream-50">
          <td className={`${td} text-muted tabular-nums`}>{user.id}</td>
          <td className={`${td} font-medium text-forest-900`}>{user.fullName}</td>
          <td className={`${td} break-all`}>{user.email}</td>
          <td className={`${td} capitalize`}>{user.role}</td>
          <td className={td}>
            {user.isAdmin ? (
              <span className="rounded-full bg-forest-900 px-2.5 py-1 text-xs font-semibold text-cream-50">Yes</span>
            ) : (
              <span className="text-muted">No</span>
            )}
          </td>
        </tr>
      ))}
    </AdminTable>
  );
}
