// /eventos and /noticias: every item is in the HTML (search engines and no-JS visitors see all);
// this script filters them by the search box (accent- and case-insensitive), shows the first page
// and adds a page per 'Carregar mais' click, and picks the right empty text.
//
// Markup contract (see pages/eventos.astro):
//   [data-listing data-page-size data-found-one data-found-many]   root ('evento encontrado', ...)
//     input[data-listing-input]              search box (optional)
//     [data-listing-status]                  polite live region for result counts
//     [data-listing-item data-search]        items, in order
//     [data-listing-empty-search]            'nothing matches' text (hidden)
//     [data-listing-empty]                   'nothing published' text (hidden)
//     button[data-listing-more]              'Carregar mais …'
import { foldSearch } from '../../lib/normalize';
import { markStartedEvents } from './started';

function initListing(root: HTMLElement): void {
  const pageSize = Number(root.dataset.pageSize) || 9;
  const items = Array.from(root.querySelectorAll<HTMLElement>('[data-listing-item]'));
  const input = root.querySelector<HTMLInputElement>('[data-listing-input]');
  const more = root.querySelector<HTMLButtonElement>('[data-listing-more]');
  const status = root.querySelector<HTMLElement>('[data-listing-status]');
  const emptySearch = root.querySelector<HTMLElement>('[data-listing-empty-search]');
  const empty = root.querySelector<HTMLElement>('[data-listing-empty]');
  const foundOne = root.dataset.foundOne ?? 'resultado';
  const foundMany = root.dataset.foundMany ?? 'resultados';
  let shown = pageSize;
  let statusTimer = 0;

  const render = (announce: boolean) => {
    const query = foldSearch(input?.value ?? '');
    const matches = query ? items.filter((el) => (el.dataset.search ?? '').includes(query)) : items;
    const visible = new Set(matches.slice(0, shown));
    for (const el of items) el.hidden = !visible.has(el);
    if (more) more.hidden = matches.length <= shown;
    if (emptySearch) emptySearch.hidden = !(query && matches.length === 0);
    if (empty) empty.hidden = !(!query && matches.length === 0);
    if (status && announce) {
      window.clearTimeout(statusTimer);
      statusTimer = window.setTimeout(() => {
        status.textContent = query ? `${matches.length} ${matches.length === 1 ? foundOne : foundMany}` : '';
      }, 400);
    }
    return matches;
  };

  // ?q= prefills the search (shared links, the WebSite SearchAction of the home's JSON-LD).
  const initial = new URLSearchParams(location.search).get('q');
  if (input && initial) input.value = initial;

  input?.addEventListener('input', () => {
    shown = pageSize;
    render(true);
    const url = new URL(location.href);
    if (input.value.trim()) url.searchParams.set('q', input.value.trim());
    else url.searchParams.delete('q');
    history.replaceState(history.state, '', url);
  });
  input?.form?.addEventListener('submit', (e) => e.preventDefault());

  more?.addEventListener('click', () => {
    const before = shown;
    shown += pageSize;
    const matches = render(false);
    // Move focus to the first new item, so keyboard users continue where the list grew.
    const first = matches[before]?.querySelector<HTMLElement>('a[href]');
    first?.focus();
    if (more.hidden && !first) input?.focus();
  });

  render(Boolean(initial));
  root.dataset.ready = '';
}

markStartedEvents();
for (const root of document.querySelectorAll<HTMLElement>('[data-listing]')) initListing(root);
