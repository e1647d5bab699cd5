import { useEffect, useState } from 'react';

/** Reads once what a small admin panel shows; a failure shows as empty rather than holding up its screen. */
export function useRatings<T>(load: (signal: AbortSignal) => Promise<T[]>): T[] | null {
  const [rows, setRows] = useState<T[] | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    load(controller.signal)
      .then(setRows)
      .catch(() => {
        if (!controller.signal.aborted) setRows([]);
      });
    return () => controller.abort();
  }, [load]);
  return rows;
}
