import { useEffect, useState } from 'react';
import { getToken } from '../../lib/storage.ts';

/**
 * A photo only its order's customer and the owner may see (decision 042): fetched with the caller's
 * credentials (the sign-in token, or the key of the order's emailed link) and shown from a blob address,
 * since an <img> cannot send either.
 */
export function PrivatePhoto({ src, orderKey, alt, className = '' }: { src: string; orderKey?: string | null; alt: string; className?: string }) {
  const [answer, setAnswer] = useState<{ src: string; url?: string; failed?: boolean }>({ src: '' });
  useEffect(() => {
    const controller = new AbortController();
    const headers: Record<string, string> = {};
    const token = getToken();
    if (token) headers.authorization = token;
    if (orderKey) headers['x-order-key'] = orderKey;
    let url: string | undefined;
    fetch(src, { headers, signal: controller.signal })
      .then(async (response) => {
        if (!response.ok) throw new Error(String(response.status));
        url = URL.createObjectURL(await response.blob());
        setAnswer({ src, url });
      })
      .catch(() => {
        if (!controller.signal.aborted) setAnswer({ src, failed: true });
      });
    return () => {
      controller.abort();
      if (url) URL.revokeObjectURL(url);
    };
  }, [src, orderKey]);
  const shown: { url?: string; failed?: boolean } = answer.src === src ? answer : {};
  if (shown.url) return <img src={shown.url} alt={alt} className={className} />;
  return (
    <span role="img" aria-label={shown.failed ? `${alt} (could not be loaded)` : `${alt} (loading)`} className={`block animate-pulse bg-cream-100 ${className}`} />
  );
}
