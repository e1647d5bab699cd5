import { useEffect } from 'react';

/**
 * Marks the document once the app answers clicks (for a server-rendered page: once it is hydrated). The
 * end-to-end journeys wait for it before they tap, as a shopper's first tap can come that early too.
 * Every layout calls it, so no screen is left unmarked.
 */
export function useAppReady(): void {
  useEffect(() => {
    document.documentElement.dataset.ready = 'true';
  }, []);
}
