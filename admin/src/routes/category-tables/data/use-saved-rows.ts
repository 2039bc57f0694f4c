// The saved rows of one category table for one event, loaded again on 'Tentar novamente'.
import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import type { CategoryDataRow } from '../category-queries';

type LoadState = { status: 'loading' } | { status: 'error' } | { status: 'ready' };

export function useSavedRows(tableId: string, eventId: string) {
  const [load, setLoad] = useState<LoadState>({ status: 'loading' });
  const [saved, setSaved] = useState<CategoryDataRow[]>([]);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let active = true;
    import('../category-queries')
      .then(({ listCategoryRows }) => listCategoryRows(tableId, eventId))
      .then((rows) => {
        if (!active) return;
        setSaved(rows);
        setLoad({ status: 'ready' });
      })
      .catch((error: unknown) => {
        console.error(error);
        if (!active) return;
        toast.error('Erro ao carregar registros');
        setLoad({ status: 'error' });
      });
    return () => {
      active = false;
    };
  }, [tableId, eventId, attempt]);

  function retry() {
    setLoad({ status: 'loading' });
    setAttempt((n) => n + 1);
  }

  return { load, retry, saved, setSaved };
}
