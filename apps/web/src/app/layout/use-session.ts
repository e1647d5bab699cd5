import { useEffect } from 'react';
import { useSelector } from 'react-redux';
import { useAppDispatch } from '../../lib/hooks.ts';
import { fetchMe, selectAuth } from '../../features/auth/auth-slice.ts';
import { loadCart } from '../../features/cart/cart-slice.ts';

/** docs/product/rules.md#order-statuses: the token check runs 100 ms after the token changes; the cart loads once we know who is shopping. */
export function useSession(): void {
  const dispatch = useAppDispatch();
  const { token, auth, status } = useSelector(selectAuth);
  const userId = auth.id ?? null;
  const waitingForUser = token !== '' && userId === null && status !== 'failed';

  useEffect(() => {
    const timer = setTimeout(() => void dispatch(fetchMe()), 100);
    return () => clearTimeout(timer);
  }, [dispatch, token]);

  useEffect(() => {
    if (!waitingForUser) void dispatch(loadCart({ userId }));
  }, [dispatch, userId, waitingForUser]);
}
