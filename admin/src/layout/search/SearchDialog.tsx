// The header search's dialog: a combobox over events, news, orders and users, grouped by kind.
// Arrow keys move, Enter opens the result's screen, Escape closes. Loaded lazily (Firestore).
import { Combobox, ComboboxInput, Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { LoaderCircle, Search } from 'lucide-react';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { searchStatus, type SearchResult } from './search-model';
import { SearchResultList } from './SearchResultList';
import { useSearchResults } from './use-search-results';

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
  const query = text.trim();
  const { results: current, searching } = useSearchResults(query);
  const statusId = useId();

  function open(result: SearchResult | null) {
    if (!result) return;
    onClose();
    navigate(result.href);
  }

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
        <SearchResultList results={current} />
      </Combobox>
      <p id={statusId} role="status" className="border-t border-line px-4 py-3 text-xs text-ink-muted">
        {searchStatus(query, current.length, searching)}
      </p>
    </DialogPanel>
  );
}
