// The header's search button (also Ctrl+K / ⌘K); the dialog and the Firestore SDK behind it load
// on first intent, never with the entry chunk.
import { lazy, Suspense, useEffect, useState } from 'react';
import { Search } from 'lucide-react';

// The dialog brings the Firestore SDK: loaded on first use, never in the entry chunk.
const SearchDialog = lazy(() => import('./search/SearchDialog'));

const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

/** The header's search: a button that opens the search dialog (also Ctrl+K / ⌘K). */
export function HeaderSearch() {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);

  useEffect(() => {
    function onKey(event: KeyboardEvent) {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        setLoaded(true);
        setOpen(true);
      }
    }
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const shortcut = isMac ? '⌘K' : 'Ctrl K';
  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        aria-keyshortcuts={isMac ? 'Meta+K' : 'Control+K'}
        onClick={() => {
          setLoaded(true);
          setOpen(true);
        }}
        // Preload on intent, so the dialog opens at once.
        onPointerEnter={() => setLoaded(true)}
        onFocus={() => setLoaded(true)}
        className="flex h-9 items-center gap-2 rounded-lg text-sm text-ink-muted hover:text-ink max-sm:w-9 max-sm:justify-center max-sm:hover:bg-surface-muted sm:w-full sm:max-w-sm sm:border sm:border-line sm:bg-canvas sm:px-3"
      >
        <Search className="size-4 shrink-0 max-sm:size-5" aria-hidden="true" />
        <span className="sr-only sm:not-sr-only sm:flex-1 sm:text-left">Buscar no painel</span>
        <kbd
          aria-hidden="true"
          className="hidden rounded border border-line px-1.5 py-0.5 font-sans text-[0.6875rem] text-ink-muted sm:inline"
        >
          {shortcut}
        </kbd>
      </button>
      {loaded && (
        <Suspense fallback={null}>
          <SearchDialog open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
