// Loads a whole list once on mount, for screens that search and filter it in the browser.
import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { errorDescription } from './form-action';

type ListLoad<T> = {
  /** null until the first load settles (or while it failed). */
  data: T | null;
  failed: boolean;
  /** Loads again (Tentar novamente, or after an edit). */
  reload: () => Promise<void>;
};

/**
 * `load` may call `preview` with a first part (e.g. the first screen of cards) before it resolves
 * with everything; a failure is logged and toasted as `failureTitle` (with the error's message as
 * the description when `describeError`).
 */
export function useListLoad<T>(
  load: (preview: (first: T) => void) => Promise<T>,
  failureTitle: string,
  { describeError = false } = {},
): ListLoad<T> {
  const [data, setData] = useState<T | null>(null);
  const [failed, setFailed] = useState(false);
  const mounted = useRef(true);
  // The caller's functions are new on every render; the load runs once.
  const latest = useRef({ load, failureTitle, describeError });
  latest.current = { load, failureTitle, describeError };

  const reload = useCallback(async () => {
    const { load, failureTitle, describeError } = latest.current;
    try {
      const all = await load((first) => mounted.current && setData((current) => current ?? first));
      if (!mounted.current) return;
      setData(all);
      setFailed(false);
    } catch (error) {
      console.error(error);
      if (!mounted.current) return;
      setFailed(true);
      toast.error(failureTitle, describeError ? { description: errorDescription(error) } : undefined);
    }
  }, []);

  useEffect(() => {
    mounted.current = true;
    void reload();
    return () => {
      mounted.current = false;
    };
  }, [reload]);

  return { data, failed, reload };
}
