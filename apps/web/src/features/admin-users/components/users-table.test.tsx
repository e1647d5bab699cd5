// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, test, vi } from 'vitest';
import type { UserListItem } from '@shop/shared/accounts';
import { UsersTable } from './users-table.tsx';

afterEach(cleanup);

const users: UserListItem[] = [
  { id: 1, fullName: 'Shop Admin', email: 'admin@shop.test', role: 'admin', isAdmin: true, disabled: false },
  { id: 2, fullName: 'Maya Green', email: 'maya@example.com', role: 'customer', isAdmin: false, disabled: false },
  { id: 3, fullName: 'Basil Leaf', email: 'basil@example.com', role: 'customer', isAdmin: false, disabled: true },
];

function row(name: string) {
  return within(screen.getByRole('row', { name: new RegExp(name) }));
}

describe('the admin user list', () => {
  test("shows each account's status, a Disable or Enable action, and no action on the admin's own row", () => {
    const onToggle = vi.fn();
    render(<UsersTable users={users} currentUserId={1} onToggle={onToggle} />, { wrapper: MemoryRouter });
    expect(row('Maya Green').getByText('Active')).toBeVisible();
    expect(row('Basil Leaf').getByText('Disabled')).toBeVisible();
    expect(row('Shop Admin').queryByRole('button')).toBeNull();
    expect(row('Shop Admin').getByText('You')).toBeVisible();
    fireEvent.click(row('Maya Green').getByRole('button', { name: 'Disable Maya Green' }));
    fireEvent.click(row('Basil Leaf').getByRole('button', { name: 'Enable Basil Leaf' }));
    expect(onToggle.mock.calls.map(([user]) => (user as UserListItem).id)).toEqual([2, 3]);
  });
});
