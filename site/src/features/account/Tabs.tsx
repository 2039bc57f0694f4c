// Accessible tabs (WAI-ARIA tabs pattern, automatic activation): one tab stop, arrow keys, Home and
// End move between tabs; the selected tab is kept in the URL hash (#seguranca) for links and reloads.
import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

export interface TabDef<Id extends string> {
  id: Id;
  label: string;
  icon?: ReactNode;
  panel: ReactNode;
}

function fromHash<Id extends string>(tabs: readonly TabDef<Id>[]): Id {
  const hash = window.location.hash.slice(1);
  return (tabs.find((t) => t.id === hash) ?? tabs[0]!).id;
}

export function Tabs<Id extends string>({ label, tabs }: { label: string; tabs: readonly TabDef<Id>[] }) {
  const [selected, setSelected] = useState<Id>(() => fromHash(tabs));
  const refs = useRef(new Map<Id, HTMLButtonElement>());

  useEffect(() => {
    const onHash = () => setSelected(fromHash(tabs));
    window.addEventListener('hashchange', onHash);
    return () => window.removeEventListener('hashchange', onHash);
  }, [tabs]);

  function select(id: Id, focus: boolean) {
    setSelected(id);
    window.history.replaceState(null, '', `${window.location.pathname}${window.location.search}#${id}`);
    if (focus) refs.current.get(id)?.focus();
  }

  function onKeyDown(event: KeyboardEvent) {
    const index = tabs.findIndex((t) => t.id === selected);
    const to = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: tabs.length - 1 }[event.key];
    if (to === undefined) return;
    event.preventDefault();
    select(tabs[(to + tabs.length) % tabs.length]!.id, true);
  }

  return (
    <div>
      <div
        role="tablist"
        aria-label={label}
        onKeyDown={onKeyDown}
        // Four tabs do not fit one row of a 375 px phone: two rows of two there, one row above.
        className="grid grid-cols-2 gap-1 rounded-2xl border border-line bg-surface p-1 shadow-sm sm:flex"
      >
        {tabs.map((tab) => {
          const active = tab.id === selected;
          return (
            <button
              key={tab.id}
              ref={(el) => {
                if (el) refs.current.set(tab.id, el);
                else refs.current.delete(tab.id);
              }}
              type="button"
              role="tab"
              id={`aba-${tab.id}`}
              aria-selected={active}
              aria-controls={`painel-${tab.id}`}
              tabIndex={active ? 0 : -1}
              onClick={() => select(tab.id, false)}
              // No colour transition: a half-faded tab fails contrast for the moment it lasts.
              className={`inline-flex min-h-11 flex-1 items-center justify-center gap-2 rounded-xl px-2 text-sm font-semibold whitespace-nowrap sm:px-3 [&>svg]:max-sm:hidden ${
                active
                  ? 'bg-accent text-on-accent shadow-sm'
                  : 'text-ink-muted hover:bg-surface-muted hover:text-ink'
              }`}
            >
              {tab.icon}
              {tab.label}
            </button>
          );
        })}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={`painel-${tab.id}`}
          aria-labelledby={`aba-${tab.id}`}
          hidden={tab.id !== selected}
          tabIndex={0}
          className="mt-6 rounded-sm"
        >
          {tab.panel}
        </div>
      ))}
    </div>
  );
}
