import { useEffect } from 'react';

export const SHOP_NAME = 'Houseplant Shop';

/** Sets the document title for the screen, e.g. 'Cart · Houseplant Shop'. */
export function useTitle(title: string | undefined): void {
  useEffect(() => {
    document.title = title ? `${title} · ${SHOP_NAME}` : `${SHOP_NAME} · Your perfect plant, one click away`;
  }, [title]);
}
