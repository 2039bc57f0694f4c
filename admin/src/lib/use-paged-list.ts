// A list read from the server page by page (orders, tickets): the loaded rows, the cursor of the
// next page, and 'Carregar mais'. A new `fetchPage` (new filters) starts again from the first
// page; an answer that arrives after a newer request is dropped.
import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';

export type ListPage<T, C> = {
  items: T[];
  /** Where the next page starts; null when there is none (or after a search). */
  cursor: C | null;
  done: boolean;
  /** The page answers a search (at most a search limit of rows), not a browse. */
  searched: boolean;
};

type PagedListOptions<T, C> = {
  /** Reads a page: `cursor` null for the first. Memoise it: a new one reloads the list. */
  fetchPage: (cursor: C | null) => Promise<ListPage<T, C>>;
  /** false: not ready to read yet (the list keeps its skeleton, nothing is requested). */
  ready?: boolean;
  /** Runs after a page is shown (e.g. loads what its rows point at); a failure counts as the page's. */
  afterPage?: (items: T[]) => Promise<void>;
  /** The toast of a failed load, e.g. 'Erro ao carregar pedidos'. */
  failureTitle: string;
  /** A failed 'Carregar mais' shows the error's message under the title too. */
  describeLoadMoreError?: boolean;
};

export function usePagedList<T, C>({
  fetchPage,
  ready = true,
  afterPage,
  failureTitle,
  describeLoadMoreError = false,
}: PagedListOptions<T, C>) {
  const [state, setState] = useState<ListPage<T, C> | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  const request = useRef(0);

  const load = useCallback(
    async (cursor: C | null) => {
      if (!ready) return;
      const id = ++request.current;
      const page = await fetchPage(cursor);
      if (id !== request.current) return; // a newer request won
      setState((current) => ({
        ...page,
        items: cursor && current ? [...current.items, ...page.items] : page.items,
      }));
      await afterPage?.(page.items);
    },
    [fetchPage, ready, afterPage],
  );

  useEffect(() => {
    setState(null);
    load(null).catch((error: unknown) => {
      console.error(error);
      setState({ items: [], cursor: null, done: true, searched: false });
      toast.error(failureTitle, {
        description: error instanceof Error ? error.message : undefined,
      });
    });
  }, [load, failureTitle]);

  async function loadMore() {
    if (!state) return;
    setLoadingMore(true);
    try {
      await load(state.cursor);
    } catch (error) {
      console.error(error);
      if (describeLoadMoreError) {
        toast.error(failureTitle, { description: error instanceof Error ? error.message : undefined });
      } else {
        toast.error(failureTitle);
      }
    } finally {
      setLoadingMore(false);
    }
  }

  return { state, loadingMore, loadMore };
}
