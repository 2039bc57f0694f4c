// The head of a listing page (/eventos, /noticias, /…/pagina/N): its title, description, canonical
// path and an ItemList of the cards that page shows (structured data must describe visible
// content, and listing the whole catalogue would make page 1 grow with it).
import { PAGE_SIZE } from '@gn/core/visibility';
import { pageCount } from '@gn/core/paging';
import { itemListJsonLd } from '../../lib/seo';
import { listSize, pageEntries, type ListName } from './catalogue';
import { LISTS } from './lists';
import { listPagePath } from './list-paths';

export function listingHead(list: ListName, page: number, site: URL | undefined) {
  const copy = LISTS[list];
  const first = page === 1;
  return {
    title: first ? copy.title : `${copy.title} – página ${page}`,
    description: first
      ? copy.description
      : `${copy.description} Página ${page} de ${pageCount(listSize(list))}.`,
    canonicalPath: listPagePath(copy.base, page),
    jsonLd: itemListJsonLd(copy.title, pageEntries(list, page, site), (page - 1) * PAGE_SIZE + 1),
  };
}
