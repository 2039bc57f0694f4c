// List filters kept in the URL (?q=…&status=…), so that a filtered list can be linked and
// survives a reload. A filter at its default ('' or 'todos') leaves the URL.
import { useCallback, useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';

/**
 * The URL's parameters as they are now. react-router hands a setSearchParams updater the params
 * of the last render, and renders its navigations in a transition: a change made before that
 * render (a status chosen, then typing at once) would write the first change's old value back.
 * The browser's URL is updated as soon as the navigation runs, ahead of the render.
 */
function currentParams(): URLSearchParams {
  return new URLSearchParams(window.location.search);
}

export function useFilterParams(onChange?: () => void) {
  const [params, setParams] = useSearchParams();

  const setParam = useCallback(
    (name: string, value: string | null, { push = false } = {}) => {
      onChange?.();
      const next = currentParams();
      if (value === null || value === '' || value === 'todos') next.delete(name);
      else next.set(name, value);
      setParams(next, { replace: !push });
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
    const next = currentParams();
    if (search.trim()) next.set('q', search.trim());
    else next.delete('q');
    if (next.toString() !== currentParams().toString()) setParams(next, { replace: true });
  }, [search, setParams]);
}
