import { useEffect } from 'react';

/**
 * A private screen (an order reached through its emailed link, a packing slip): search engines are asked
 * not to index or follow it. The document already has a robots tag when the server sent it (every screen
 * the browser renders alone comes with `noindex`), so that tag is tightened rather than joined by a second.
 */
export function useNoIndex(): void {
  useEffect(() => {
    const existing = document.head.querySelector<HTMLMetaElement>('meta[name="robots"]');
    const meta = existing ?? document.head.appendChild(document.createElement('meta'));
    const before = existing?.content;
    meta.name = 'robots';
    meta.content = 'noindex, nofollow';
    return () => {
      if (before === undefined) meta.remove();
      else meta.content = before;
    };
  }, []);
}
