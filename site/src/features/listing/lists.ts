// The texts of the two list pages (the pt-BR strings of docs/spec/storefront.md §2) and where each
// lives.
import type { ListName } from './catalogue';

export interface ListCopy {
  base: string;
  title: string;
  description: string;
  lead: string;
  search: { id: string; label: string; placeholder: string };
  /** 'evento encontrado' / 'eventos encontrados': the live count after a search. */
  found: { one: string; many: string };
  gridTestId: string;
  emptySearch: string;
  empty: string;
  moreLabel: string;
  /** The pager's accessible name (no-JS pages). */
  pagerLabel: string;
}

export const LISTS: Record<ListName, ListCopy> = {
  eventos: {
    base: '/eventos',
    title: 'Eventos',
    description:
      'Todos os eventos à venda na GN Ingressos: shows, festivais, teatro, esportes e conferências. Busque por evento ou local e garanta o seu ingresso.',
    lead: 'Encontre o seu próximo show, festival ou espetáculo.',
    search: {
      id: 'busca-eventos',
      label: 'Buscar eventos por nome ou local',
      placeholder: 'Buscar por evento ou local...',
    },
    found: { one: 'evento encontrado', many: 'eventos encontrados' },
    gridTestId: 'events-grid',
    emptySearch: 'Nenhum evento encontrado com esses critérios.',
    empty: 'Nenhum evento disponível no momento.',
    moreLabel: 'Carregar mais eventos',
    pagerLabel: 'Páginas de eventos',
  },
  noticias: {
    base: '/noticias',
    title: 'Notícias',
    description:
      'Novidades dos eventos, line-ups, guias e dicas para aproveitar cada show e festival, pela GN Ingressos.',
    lead: 'Novidades, bastidores e guias dos eventos.',
    search: { id: 'busca-noticias', label: 'Buscar notícias pelo título', placeholder: 'Buscar notícias...' },
    found: { one: 'notícia encontrada', many: 'notícias encontradas' },
    gridTestId: 'news-grid',
    emptySearch: 'Nenhuma notícia encontrada com esses critérios.',
    empty: 'Nenhuma notícia disponível no momento.',
    moreLabel: 'Carregar mais notícias',
    pagerLabel: 'Páginas de notícias',
  },
};
