// The item an edit screen opens: loaded once per id, or a fresh one for a new item.
import { useMemo } from 'react';
import { useRetryableLoad } from './use-retryable-load';

export type RecordLoad<T> =
  { status: 'loading' } | { status: 'missing' } | { status: 'error' } | { status: 'ready'; value: T };

/**
 * `load` resolves to null when the item does not exist; a failure is logged and toasted as
 * `failureTitle`. With a null id the new item (`fresh()`) is ready at once.
 */
export function useRecordLoad<T>(
  id: string | null,
  load: (id: string) => Promise<T | null>,
  fresh: () => T,
  failureTitle: string,
): RecordLoad<T> {
  const { state } = useRetryableLoad<T | null>(() => load(id ?? ''), failureTitle, {
    key: id,
    ready: id === null ? fresh : undefined,
  });
  // One object per loaded state, so that it can be an effect's dependency.
  return useMemo(() => {
    if (state.status !== 'ready') return state;
    return state.value === null ? { status: 'missing' } : { status: 'ready', value: state.value };
  }, [state]);
}
