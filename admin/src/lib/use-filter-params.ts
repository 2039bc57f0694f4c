// List filters kept in the URL (?q=…&status=…), so that a filtered list can be linked and
// survives a reload. A filter at its default ('' or 'todos') leaves the URL.
import { useCallback, useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';

export function useFilterParams(onChange?: () => void) {
  const [params, setParams] = useSearchParams();

  const setParam = useCallback(
    (name: string, value: string | null, { push = false } = {}) => {
      onChange?.();
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (value === null || value === '' || value === 'todos') next.delete(name);
          else next.set(name, value);
          return next;
        },
        { replace: !push },
      );
    },
    [setParams, onChange],
  );

  const clearParams = useCallback(() => setParams(new URLSearchParams(), { replace: true }), [setParams]);

  return { params, setParam, clearParams };
}

/** Keeps a settled (debounced) search text in ?q= for lists that search on the server. */
export function useSearchTextInUrl(search: string) {
  const [, setParams] = useSearchParams();
  useEffect(() => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (search.trim()) next.set('q', search.trim());
        else next.delete('q');
        return next;
      },
      { replace: true },
    );
  }, [search, setParams]);
}
