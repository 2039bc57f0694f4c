// The header search's results for a query: after a pause in typing, every source is asked at once
// and its results merged as they come (a failing source is reported once, with a toast).
import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { REMOTE_MIN_LENGTH, uniqueResults, type SearchResult } from './search-model';
import { searchSources } from './search-queries';

const DEBOUNCE_MS = 250;

/** What is known for one query: results so far, and how many sources are still answering. */
type Outcome = { query: string; results: SearchResult[]; pending: number };

/** The results for `query` (trimmed) so far, and whether sources are still answering. */
export function useSearchResults(query: string) {
  const [outcome, setOutcome] = useState<Outcome>({ query: '', results: [], pending: 0 });

  useEffect(() => {
    if (query === '') return;
    let active = true;
    const timer = window.setTimeout(() => {
      const sources = searchSources(query, query.length >= REMOTE_MIN_LENGTH);
      setOutcome({ query, results: [], pending: sources.length });
      let reported = false;
      for (const source of sources) {
        source
          .catch((error: unknown) => {
            console.error('Busca:', error);
            if (active && !reported) {
              reported = true;
              toast.error('Erro ao buscar', { description: 'Alguns resultados podem estar faltando.' });
            }
            return [];
          })
          .then((found) => {
            if (!active) return;
            setOutcome((o) => ({
              query,
              results: uniqueResults([...o.results, ...found]),
              pending: o.pending - 1,
            }));
          });
      }
    }, DEBOUNCE_MS);
    return () => {
      active = false;
      window.clearTimeout(timer);
    };
  }, [query]);

  const results = outcome.query === query ? outcome.results : [];
  const searching = query !== '' && (outcome.query !== query || outcome.pending > 0);
  return { results, searching };
}
