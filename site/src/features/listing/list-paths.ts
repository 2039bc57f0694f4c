// Where the pieces of a list live (shared by the build and the browser). /eventos is page 1;
// /eventos/pagina/N are the plain pages a visitor without JavaScript follows; /eventos/cartoes/N
// are the same cards as bare <li> fragments that 'Carregar mais' fetches; /eventos/busca.json is
// the search index.

/** The full page N of a list (page 1 is the list's own path). */
export function listPagePath(base: string, page: number): string {
  return page <= 1 ? base : `${base}/pagina/${page}`;
}

/** The card fragment of page N. */
export function cardChunkPath(base: string, page: number): string {
  return `${base}/cartoes/${page}`;
}

/** The search index of a list. */
export function searchIndexPath(base: string): string {
  return `${base}/busca.json`;
}
