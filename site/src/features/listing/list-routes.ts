// What the list routes under /eventos and /noticias generate: the later pages (full pages and
// card chunks share their numbers) and the search index.
import { laterPages } from '@gn/core/paging';
import { listSearchIndex, listSize, type ListName } from './catalogue';

/** getStaticPaths of /…/pagina/[pagina] and /…/cartoes/[pagina]: pages 2 to the last. */
export function listPageParams(list: ListName) {
  return laterPages(listSize(list)).map((page) => ({ params: { pagina: String(page) } }));
}

export function searchIndexResponse(list: ListName): Response {
  return new Response(JSON.stringify(listSearchIndex(list)), {
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
  });
}
