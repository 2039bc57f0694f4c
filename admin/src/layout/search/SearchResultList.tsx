// The header search's results, grouped by kind (Eventos, Notícias, ...), as the combobox's list.
import { ComboboxOption, ComboboxOptions } from '@headlessui/react';
import { CalendarDays, Newspaper, Receipt, UserRound, type LucideIcon } from 'lucide-react';
import { groupResults, type SearchKind, type SearchResult } from './search-model';

const ICONS: Record<SearchKind, LucideIcon> = {
  evento: CalendarDays,
  noticia: Newspaper,
  pedido: Receipt,
  usuario: UserRound,
};

function ResultOption({ result }: { result: SearchResult }) {
  const Icon = ICONS[result.kind];
  return (
    <ComboboxOption
      value={result}
      className="group mx-2 flex cursor-pointer items-center gap-3 rounded-lg px-3 py-2 data-focus:bg-accent-soft"
    >
      <Icon className="size-4 shrink-0 text-ink-muted group-data-focus:text-accent-ink" aria-hidden="true" />
      <span className="min-w-0">
        <span className="block truncate text-sm font-medium text-ink">{result.label}</span>
        {result.detail && <span className="block truncate text-xs text-ink-muted">{result.detail}</span>}
      </span>
    </ComboboxOption>
  );
}

export function SearchResultList({ results }: { results: SearchResult[] }) {
  return (
    // modal={false}: the Dialog is the modal; a modal list would make the status line inert.
    <ComboboxOptions
      static
      modal={false}
      aria-label="Resultados da busca"
      className="max-h-[60vh] overflow-y-auto empty:hidden sm:max-h-96"
    >
      {groupResults(results).map((group) => (
        <div key={group.kind} role="group" aria-label={group.label} className="py-2">
          <p
            aria-hidden="true"
            className="px-4 pt-1 pb-1.5 text-xs font-semibold tracking-wide text-ink-muted uppercase"
          >
            {group.label}
          </p>
          {group.results.map((result) => (
            <ResultOption key={`${result.kind}:${result.id}`} result={result} />
          ))}
        </div>
      ))}
    </ComboboxOptions>
  );
}
