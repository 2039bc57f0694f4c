// The view's rows: a skeleton while they load, an empty state when they fail or there are none
// (with a link to fill them in), else one read-only grid an event.
import { Rows3 } from 'lucide-react';
import { ButtonLink } from '../../../ui/ButtonLink';
import { EmptyState } from '../../../ui/EmptyState';
import { SkeletonLines, repeatShape } from '../../../ui/Skeleton';
import type { CategoryTableRow } from '../category-queries';
import { dataPagePath, type EventRowGroup } from './category-view-model';
import { ReadOnlyGrid } from './ReadOnlyGrid';

type CategoryViewRowsProps = {
  status: 'loading' | 'error' | 'ready';
  groups: EventRowGroup[];
  table: CategoryTableRow;
  /** The table's id in the route. */
  id: string;
  eventId: string;
};

export function CategoryViewRows({ status, groups, table, id, eventId }: CategoryViewRowsProps) {
  if (status === 'loading') {
    return (
      <SkeletonLines
        label="Carregando registros"
        className="space-y-2 rounded-xl border border-line bg-surface p-4"
        shapes={repeatShape('h-9 w-full', 5)}
      />
    );
  }
  if (status === 'error') {
    return (
      <EmptyState
        icon={Rows3}
        title="Não foi possível carregar os registros"
        description="Tente novamente mais tarde."
      />
    );
  }
  if (groups.length === 0) {
    return (
      <EmptyState
        icon={Rows3}
        title="Nenhum registro"
        description={
          eventId
            ? 'Este evento ainda não tem dados nesta tabela.'
            : 'Nenhum evento tem dados nesta tabela ainda.'
        }
        action={
          <ButtonLink to={dataPagePath(id, eventId)} variant="secondary">
            Preencher dados
          </ButtonLink>
        }
      />
    );
  }
  return (
    <div className="space-y-6">
      {groups.map((group) => (
        <ReadOnlyGrid key={group.eventId} table={table} titulo={group.titulo} rows={group.rows} />
      ))}
    </div>
  );
}
