// The layout of a list screen read from the server page by page (orders, tickets): heading, the
// search and filter bar, the count, the rows (a table from 64rem, cards below), the empty and
// no-match states and 'Carregar mais'. The state comes from lib/use-paged-list.ts.
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useMediaQuery } from '../lib/use-media-query';
import { EmptyState } from './EmptyState';
import { ListFilters, type ListFiltersProps } from './ListFilters';
import { NoMatches, PagedListStatus } from './ListStatus';
import { PageHeading } from './PageHeading';

type PagedListPageProps = {
  title: string;
  description: string;
  /** Beside the title, e.g. 'Exportar CSV'. */
  actions?: ReactNode;
  filters: ListFiltersProps;
  /** The loaded pages (null while the first loads). */
  page: { searched: boolean; done: boolean } | null;
  count: number;
  noun: { one: string; many: string };
  searchLimit: number;
  loadingLabel: string;
  loadingMore: boolean;
  onLoadMore: () => void;
  /** Whether a search or filter is set: an empty list then says so and offers to clear them. */
  filtered: boolean;
  noMatches: { title: string; description: string };
  onClearFilters: () => void;
  /** The empty list with no filter. */
  empty: { icon: LucideIcon; title: string; description: string };
  table: () => ReactNode;
  cards: () => ReactNode;
};

export function PagedListPage({
  title,
  description,
  actions,
  filters,
  filtered,
  noMatches,
  onClearFilters,
  empty,
  table,
  cards,
  ...status
}: PagedListPageProps) {
  const wide = useMediaQuery('(min-width: 64rem)');
  return (
    <>
      <PageHeading title={title} description={description} actions={actions} />

      <ListFilters {...filters} />

      <PagedListStatus
        {...status}
        empty={
          filtered ? (
            <NoMatches title={noMatches.title} description={noMatches.description} onClear={onClearFilters} />
          ) : (
            <EmptyState icon={empty.icon} title={empty.title} description={empty.description} />
          )
        }
      >
        {wide ? table() : cards()}
      </PagedListStatus>
    </>
  );
}
