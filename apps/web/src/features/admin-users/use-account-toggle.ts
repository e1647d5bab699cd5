import type { UserListItem } from '@shop/shared/accounts';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { messageOf } from '../../lib/api.ts';
import { setUserDisabled } from './admin-users-api.ts';

/**
 * Disable (after a confirmation: the person is signed out at once) or enable an account from the user
 * list; the row is replaced by the server's answer.
 */
export function useAccountToggle(update: (change: (rows: UserListItem[]) => UserListItem[]) => void) {
  const [asked, setAsked] = useState<UserListItem | null>(null);
  const [busy, setBusy] = useState(false);

  async function apply(user: UserListItem, disabled: boolean) {
    setBusy(true);
    try {
      const saved = await setUserDisabled(user.id, disabled);
      update((rows) => rows.map((row) => (row.id === saved.id ? saved : row)));
      toast.success(`${saved.fullName} ${saved.disabled ? 'disabled' : 'enabled'}`);
      setAsked(null);
    } catch (failure) {
      toast.error(messageOf(failure));
    } finally {
      setBusy(false);
    }
  }

  return {
    asked,
    busy,
    /** Disabling asks first; enabling needs no confirmation. */
    toggle: (user: UserListItem) => (user.disabled ? void apply(user, false) : setAsked(user)),
    cancel: () => setAsked(null),
    confirm: () => (asked ? void apply(asked, true) : undefined),
  };
}
