// What the list routes under /eventos and /noticias generate: the later pages (full pages and
// card chunks share their numbers) and the search index.
import { laterPages } from '@gn/core/paging';
import { pageCacheKey } from '../../lib/page-cache-key';
import { listSearchIndex, listSize, listVersion, pageContent, type ListName } from './catalogue';

/**
 * getStaticPaths of /…/pagina/[pagina] (route 'page') and /…/cartoes/[pagina] ('cards'): pages 2
 * to the last. Keys for incremental builds: a card chunk holds its page's cards only; a full page
 * also names the list's version (its chunk URLs) and its pager, so it follows the whole list.
 */
export function listPageParams(list: ListName, route: 'page' | 'cards') {
  const total = listSize(list);
  return laterPages(total).map((page) => ({
    params: { pagina: String(page) },
    cacheKey: pageCacheKey(
      route === 'cards'
        ? { list, route, cards: pageContent(list, page) }
        : { list, route, page, total, version: listVersion(list) },
    ),
  }));
}

export function searchIndexResponse(list: ListName): Response {
  return new Response(JSON.stringify(listSearchIndex(list)), {
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
  });
}
