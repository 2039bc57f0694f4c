// A screen's data, loaded on mount (and when `key` changes) and again on 'Tentar novamente'.
import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';

export type LoadState<T> = { status: 'loading' } | { status: 'error' } | { status: 'ready'; value: T };

type Options<T> = {
  /** Loads again when it changes (e.g. the id in the route). */
  key?: unknown;
  /** Ready at once with this value, without loading (e.g. a new item). */
  ready?: () => T;
};

/** A failure is logged and toasted as `failureTitle`; `setValue` edits the loaded value in place. */
export function useRetryableLoad<T>(load: () => Promise<T>, failureTitle: string, options: Options<T> = {}) {
  const [state, setState] = useState<LoadState<T>>(() =>
    options.ready ? { status: 'ready', value: options.ready() } : { status: 'loading' },
  );
  const [attempt, setAttempt] = useState(0);
  // The caller's functions are new on every render; the load runs once per key and attempt.
  const latest = useRef({ load, failureTitle, skip: options.ready !== undefined });
  latest.current = { load, failureTitle, skip: options.ready !== undefined };
  const { key } = options;

  useEffect(() => {
    if (latest.current.skip) return;
    let active = true;
    latest.current
      .load()
      .then((value) => active && setState({ status: 'ready', value }))
      .catch((error: unknown) => {
        console.error(error);
        if (!active) return;
        toast.error(latest.current.failureTitle);
        setState({ status: 'error' });
      });
    return () => {
      active = false;
    };
  }, [attempt, key]);

  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);

  const setValue = useCallback((update: (value: T) => T) => {
    setState((current) =>
      current.status === 'ready' ? { status: 'ready', value: update(current.value) } : current,
    );
  }, []);

  return { state, retry, setValue };
}
