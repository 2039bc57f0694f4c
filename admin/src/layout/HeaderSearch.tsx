import { useState } from 'react';
import { Search } from 'lucide-react';
import { toast } from 'sonner';

/** Global search box. The spec's search only announces the query; no search runs yet. */
export function HeaderSearch() {
  const [query, setQuery] = useState('');
  return (
    <form
      role="search"
      className="relative w-full max-w-sm"
      onSubmit={(event) => {
        event.preventDefault();
        const q = query.trim();
        if (q) toast.info(`Busca por: ${q}`);
      }}
    >
      <label htmlFor="admin-search" className="sr-only">
        Buscar no painel
      </label>
      <Search
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-ink-muted"
        aria-hidden="true"
      />
      <input
        id="admin-search"
        type="search"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        placeholder="Buscar..."
        className="h-9 w-full rounded-lg border border-line bg-canvas pr-3 pl-9 text-sm text-ink placeholder:text-ink-muted"
      />
    </form>
  );
}
