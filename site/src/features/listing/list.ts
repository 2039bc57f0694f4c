// /eventos and /noticias in the browser. The HTML holds the first nine cards; 'Carregar mais'
// adds the next nine from the list's card chunks, and the search box looks through every item
// with the list's static index (fetched on the first keystroke, or at once for ?q=), then shows
// the matching cards nine at a time, fetching the chunks that hold them. The result count is
// announced politely; the empty texts follow the state.
//
// Markup contract (see ListingPage.astro):
//   [data-listing data-page-size data-total data-base data-version data-found-one data-found-many]
//     input[data-listing-input]              search box (optional)
//     [data-listing-status]                  polite live region for result counts
//     ul[data-listing-grid] > [data-listing-item]   the first page's cards
//     [data-listing-empty-search]            'nothing matches' text (hidden)
//     [data-listing-empty]                   'nothing published' text (hidden)
//     button[data-listing-more]              'Carregar mais …'
import { foldSearch } from '../../lib/normalize';
import { CardStore } from './card-chunks';
import { searchIndexPath } from './list-paths';
import { parseSearchIndex, searchPositions, type SearchIndex } from './search-index';
import { markIfStarted, markStartedEvents } from './started';

const range = (n: number) => Array.from({ length: n }, (_, i) => i);

function initListing(root: HTMLElement): void {
  const pageSize = Number(root.dataset.pageSize) || 9;
  const total = Number(root.dataset.total) || 0;
  const base = root.dataset.base ?? location.pathname;
  const version = root.dataset.version ?? '';
  const grid = root.querySelector<HTMLElement>('[data-listing-grid]');
  const input = root.querySelector<HTMLInputElement>('[data-listing-input]');
  const more = root.querySelector<HTMLButtonElement>('[data-listing-more]');
  const status = root.querySelector<HTMLElement>('[data-listing-status]');
  const emptySearch = root.querySelector<HTMLElement>('[data-listing-empty-search]');
  const empty = root.querySelector<HTMLElement>('[data-listing-empty]');
  const foundOne = root.dataset.foundOne ?? 'resultado';
  const foundMany = root.dataset.foundMany ?? 'resultados';
  const firstCards = Array.from(grid?.querySelectorAll<HTMLElement>(':scope > [data-listing-item]') ?? []);
  const store = new CardStore(base, version, pageSize, firstCards, (card) => markIfStarted(card));

  let shown = pageSize;
  let statusTimer = 0;
  // Each render gets a number; a slower, older one (a chunk still loading) never overwrites it.
  let renders = 0;
  let index: Promise<SearchIndex | null> | null = null;

  const loadIndex = () => {
    index ??= fetch(`${searchIndexPath(base)}?v=${version}`)
      .then((res) => (res.ok ? res.json() : null))
      .then(parseSearchIndex, () => null);
    return index;
  };

  /** Positions matching the query: the index's answer, or the loaded cards' if it failed. */
  const matchesOf = async (query: string): Promise<number[]> => {
    const loaded = await loadIndex();
    if (loaded) return searchPositions(loaded, query);
    const q = foldSearch(query);
    return store
      .loaded()
      .filter(([, card]) => (card.dataset.search ?? '').includes(q))
      .map(([i]) => i);
  };

  const announce = (text: string) => {
    if (!status) return;
    window.clearTimeout(statusTimer);
    statusTimer = window.setTimeout(() => (status.textContent = text), 400);
  };

  /** Shows the first `shown` items of the list or of the search's matches; true when done. */
  const render = async (announceCount: boolean): Promise<boolean> => {
    const mine = ++renders;
    const query = foldSearch(input?.value ?? '');
    const positions = query ? await matchesOf(query) : range(total);
    let cards: HTMLElement[];
    try {
      cards = await store.get(positions.slice(0, shown));
    } catch {
      // A chunk could not be fetched: keep what shows; the button stays for another try.
      return false;
    }
    if (mine !== renders) return false;
    grid?.replaceChildren(...cards);
    if (more) more.hidden = positions.length <= shown;
    if (emptySearch) emptySearch.hidden = !(query && positions.length === 0);
    if (empty) empty.hidden = !(!query && positions.length === 0);
    if (announceCount) {
      announce(query ? `${positions.length} ${positions.length === 1 ? foundOne : foundMany}` : '');
    }
    root.dataset.shown = String(cards.length);
    return true;
  };

  // ?q= prefills the search (shared links, the WebSite SearchAction of the home's JSON-LD).
  const initial = new URLSearchParams(location.search).get('q');
  if (input && initial) input.value = initial;

  input?.addEventListener('input', () => {
    shown = pageSize;
    void render(true);
    const url = new URL(location.href);
    if (input.value.trim()) url.searchParams.set('q', input.value.trim());
    else url.searchParams.delete('q');
    history.replaceState(history.state, '', url);
  });
  input?.form?.addEventListener('submit', (e) => e.preventDefault());

  more?.addEventListener('click', async () => {
    const before = shown;
    shown += pageSize;
    more.setAttribute('aria-busy', 'true');
    const done = await render(false);
    more.removeAttribute('aria-busy');
    if (!done) {
      shown = before;
      return;
    }
    // Move focus to the first new item, so keyboard users continue where the list grew.
    const first = grid?.children[before]?.querySelector<HTMLElement>('a[href]');
    first?.focus();
    if (more.hidden && !first) input?.focus();
  });

  if (initial) void render(true);
  root.dataset.ready = '';
}

markStartedEvents();
for (const root of document.querySelectorAll<HTMLElement>('[data-listing]')) initListing(root);
