// The header search's dialog: a combobox over events, news, orders and users, grouped by kind.
// Arrow keys move, Enter opens the result's screen, Escape closes. Loaded lazily (Firestore).
import {
  Combobox,
  ComboboxInput,
  ComboboxOption,
  ComboboxOptions,
  Dialog,
  DialogPanel,
  DialogTitle,
} from '@headlessui/react';
import {
  CalendarDays,
  LoaderCircle,
  Newspaper,
  Receipt,
  Search,
  UserRound,
  type LucideIcon,
} from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import {
  groupResults,
  REMOTE_MIN_LENGTH,
  uniqueResults,
  type SearchKind,
  type SearchResult,
} from './search-model';
import { searchSources } from './search-queries';

const DEBOUNCE_MS = 250;

const ICONS: Record<SearchKind, LucideIcon> = {
  evento: CalendarDays,
  noticia: Newspaper,
  pedido: Receipt,
  usuario: UserRound,
};

/** What is known for one query: results so far, and how many sources are still answering. */
type Outcome = { query: string; results: SearchResult[]; pending: number };

export default function SearchDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    // The dialog element itself covers the viewport (not a zero-size wrapper), so it has a box.
    <Dialog open={open} onClose={onClose} className="fixed inset-0 z-50">
      <div className="fixed inset-0 bg-black/50" aria-hidden="true" />
      <div className="relative flex items-start justify-center p-2 pt-[8vh] sm:p-4 sm:pt-[12vh]">
        {/* Mounted only while open: every opening starts from an empty box. */}
        {open && <SearchPanel onClose={onClose} />}
      </div>
    </Dialog>
  );
}

function SearchPanel({ onClose }: { onClose: () => void }) {
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [outcome, setOutcome] = useState<Outcome>({ query: '', results: [], pending: 0 });
  const statusId = useId();
  const query = text.trim();

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

  const current = outcome.query === query ? outcome.results : [];
  const searching = query !== '' && (outcome.query !== query || outcome.pending > 0);
  const groups = groupResults(current);

  function open(result: SearchResult | null) {
    if (!result) return;
    onClose();
    navigate(result.href);
  }

  const found = `${current.length} ${current.length === 1 ? 'resultado' : 'resultados'}`;
  let status = 'Digite para buscar eventos, notícias, pedidos e usuários.';
  if (searching) status = current.length > 0 ? `${found}; buscando mais...` : 'Buscando...';
  else if (query !== '' && current.length === 0)
    status = `Busca por: ${query} — nenhum resultado encontrado.`;
  else if (query !== '') status = found;

  return (
    <DialogPanel className="w-full max-w-xl overflow-hidden rounded-2xl border border-line bg-surface shadow-2xl">
      <DialogTitle className="sr-only">Buscar no painel</DialogTitle>
      <Combobox<SearchResult | null> value={null} onChange={open}>
        <div className="relative border-b border-line">
          <Search
            className="pointer-events-none absolute top-1/2 left-4 size-5 -translate-y-1/2 text-ink-muted"
            aria-hidden="true"
          />
          <ComboboxInput
            autoFocus
            aria-label="Buscar eventos, notícias, pedidos e usuários"
            aria-describedby={statusId}
            placeholder="Buscar eventos, notícias, pedidos, usuários..."
            autoComplete="off"
            className="h-14 w-full bg-transparent pr-12 pl-12 text-base text-ink placeholder:text-ink-muted focus:outline-none"
            displayValue={() => text}
            onChange={(event) => setText(event.target.value)}
            onKeyDown={(event) => {
              // The combobox keeps Escape for itself; here its list is always shown, so Escape
              // closes the whole dialog in one press.
              if (event.key === 'Escape') onClose();
              // Enter with nothing to open: the query is announced (docs/spec/backoffice.md §2).
              if (event.key === 'Enter' && query !== '' && current.length === 0 && !searching) {
                toast.info(`Busca por: ${query}`);
              }
            }}
          />
          {searching && (
            <LoaderCircle
              className="absolute top-1/2 right-4 size-5 -translate-y-1/2 animate-spin text-ink-muted"
              aria-hidden="true"
            />
          )}
        </div>

        {/* modal={false}: the Dialog is the modal; a modal list would make the status line inert. */}
        <ComboboxOptions
          static
          modal={false}
          aria-label="Resultados da busca"
          className="max-h-[60vh] overflow-y-auto empty:hidden sm:max-h-96"
        >
          {groups.map((group) => (
            <div key={group.kind} role="group" aria-label={group.label} className="py-2">
              <p
                aria-hidden="true"
                className="px-4 pt-1 pb-1.5 text-xs font-semibold tracking-wide text-ink-muted uppercase"
              >
                {group.label}
              </p>
              {group.results.map((result) => {
                const Icon = ICONS[result.kind];
                return (
                  <ComboboxOption
                    key={`${result.kind}:${result.id}`}
                    value={result}
                    className="group mx-2 flex cursor-pointer items-center gap-3 rounded-lg px-3 py-2 data-focus:bg-accent-soft"
                  >
                    <Icon
                      className="size-4 shrink-0 text-ink-muted group-data-focus:text-accent-ink"
                      aria-hidden="true"
                    />
                    <span className="min-w-0">
                      <span className="block truncate text-sm font-medium text-ink">{result.label}</span>
                      {result.detail && (
                        <span className="block truncate text-xs text-ink-muted">{result.detail}</span>
                      )}
                    </span>
                  </ComboboxOption>
                );
              })}
            </div>
          ))}
        </ComboboxOptions>
      </Combobox>
      <p id={statusId} role="status" className="border-t border-line px-4 py-3 text-xs text-ink-muted">
        {status}
      </p>
    </DialogPanel>
  );
}
