// The blocks around a list that every list screen shows the same way: the count line, the
// loading placeholder, no match for the filters, the button for more rows, and all of them
// around a list read page by page.
import { SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatInteger, listCountText } from '../lib/list-count';
import { Button } from './Button';
import { EmptyState } from './EmptyState';
import { Skeleton } from './Skeleton';

/** '12 eventos de 40', announced when it changes. */
export function ListCount({ children }: { children: ReactNode }) {
  return (
    <p className="mb-3 text-sm text-ink-muted" role="status">
      {children}
    </p>
  );
}

/** Six grey rows while a table-like list loads; `label` e.g. 'Carregando pedidos'. */
export function ListSkeleton({ label }: { label: string }) {
  return (
    <div aria-busy="true" aria-label={label} className="space-y-3">
      {Array.from({ length: 6 }, (_, i) => (
        <Skeleton key={i} className="h-16 w-full rounded-xl" />
      ))}
    </div>
  );
}

/** Nothing matches the search and filters; 'Limpar filtros' when `onClear` is given. */
export function NoMatches({
  title,
  description,
  onClear,
}: {
  title: string;
  description: string;
  onClear?: () => void;
}) {
  return (
    <EmptyState
      icon={SearchX}
      title={title}
      description={description}
      action={
        onClear && (
          <Button variant="secondary" onClick={onClear}>
            Limpar filtros
          </Button>
        )
      }
    />
  );
}

/** The centred button under a list: 'Mostrar mais (12)', 'Carregar mais'. */
export function MoreButton({
  onClick,
  busy,
  children,
}: {
  onClick: () => void;
  busy?: boolean;
  children: ReactNode;
}) {
  return (
    <div className="mt-6 flex justify-center">
      <Button variant="secondary" busy={busy} onClick={onClick}>
        {children}
      </Button>
    </div>
  );
}

type PagedListStatusProps = {
  /** The loaded pages (null while the first loads): whether a search ran and all rows are in. */
  page: { searched: boolean; done: boolean } | null;
  count: number;
  noun: { one: string; many: string };
  /** How many rows a search returns at most. */
  searchLimit: number;
  loadingLabel: string;
  /** Shown when nothing loaded: a NoMatches while filtered, else the list's empty state. */
  empty: ReactNode;
  loadingMore: boolean;
  onLoadMore: () => void;
  /** The rows (a table or cards). */
  children: ReactNode;
};

/** A list read from the server page by page: count, skeleton, empty state, rows, 'Carregar mais'. */
export function PagedListStatus({
  page,
  count,
  noun,
  searchLimit,
  loadingLabel,
  empty,
  loadingMore,
  onLoadMore,
  children,
}: PagedListStatusProps) {
  return (
    <>
      {page && <ListCount>{listCountText(count, noun, { ...page, searchLimit })}</ListCount>}
      {!page && <ListSkeleton label={loadingLabel} />}
      {page && count === 0 && empty}
      {count > 0 && children}
      {page && !page.done && (
        <MoreButton busy={loadingMore} onClick={onLoadMore}>
          Carregar mais
        </MoreButton>
      )}
    </>
  );
}

/** 'Mostrar mais (12)' under a list filtered in the browser, while rows are hidden. */
export function ShowMoreButton({
  total,
  shown,
  onClick,
}: {
  total: number;
  shown: number;
  onClick: () => void;
}) {
  if (total <= shown) return null;
  return <MoreButton onClick={onClick}>Mostrar mais ({formatInteger(total - shown)})</MoreButton>;
}
