import { useEffect } from 'react';

export const SHOP_NAME = 'Houseplant Shop';

/** The document title for a screen, e.g. 'Cart · Houseplant Shop'; the server renders the same. */
export function documentTitle(title: string | undefined): string {
  return title ? `${title} · ${SHOP_NAME}` : `${SHOP_NAME} · Your perfect plant, one click away`;
}

/** Sets the document title for the screen. */
export function useTitle(title: string | undefined): void {
  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);
}
