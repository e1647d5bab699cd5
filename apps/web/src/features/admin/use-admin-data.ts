import { useCallback, useEffect, useState } from 'react';
import { messageOf } from '../../lib/api.ts';
import type { RequestStatus } from '../../lib/request-status.ts';

type Loader<T> = (signal: AbortSignal) => Promise<T>;

interface Answer<T> {
  load: Loader<T>;
  version: number;
  data?: T;
  error?: string;
}

export interface AdminData<T> {
  data: T | undefined;
  /** '' never happens here: a screen starts 'loading'. */
  status: RequestStatus;
  error: string;
  reload: () => void;
  /** Changes the data in place after a write the server confirmed (a deleted row, a shipped order). */
  update: (change: (data: T) => T) => void;
}

/**
 * Fetches what one admin screen shows. `load` must be stable (useCallback): a new `load` fetches again.
 * The last answer stays on screen while a new one loads, so filters do not flash empty.
 */
export function useAdminData<T>(load: Loader<T>): AdminData<T> {
  const [version, setVersion] = useState(0);
  const [answer, setAnswer] = useState<Answer<T> | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    load(controller.signal).then(
      (data) => setAnswer({ load, version, data }),
      (error: unknown) => {
        if (!controller.signal.aborted) setAnswer((last) => ({ load, version, data: last?.data, error: messageOf(error) }));
      },
    );
    return () => controller.abort();
  }, [load, version]);

  const current = answer !== null && answer.load === load && answer.version === version;
  const status: RequestStatus = !current ? 'loading' : answer.error ? 'failed' : 'success';
  const reload = useCallback(() => setVersion((v) => v + 1), []);
  const update = useCallback(
    (change: (data: T) => T) =>
      setAnswer((last) => (last && last.data !== undefined ? { ...last, data: change(last.data) } : last)),
    [],
  );
  return { data: answer?.data, status, error: current ? (answer.error ?? '') : '', reload, update };
}
