// The view's heading: the table's name, published badge and description, with Estrutura, Editar
// dados (on the chosen event) and Exportar CSV.
import { Download, PencilRuler, Rows3 } from 'lucide-react';
import { Button } from '../../../ui/Button';
import { ButtonLink } from '../../../ui/ButtonLink';
import { PageHeading } from '../../../ui/PageHeading';
import { TablePublishedBadge } from '../../../ui/tables/table-list';
import type { CategoryTableRow } from '../category-queries';
import { dataPagePath } from './category-view-model';

type CategoryViewHeadingProps = {
  table: CategoryTableRow;
  /** The table's id in the route. */
  id: string;
  eventId: string;
  exporting: boolean;
  canExport: boolean;
  onExport: () => void;
};

export function CategoryViewHeading({
  table,
  id,
  eventId,
  exporting,
  canExport,
  onExport,
}: CategoryViewHeadingProps) {
  return (
    <div className="flex flex-col gap-x-4 lg:flex-row lg:items-start lg:justify-between">
      <PageHeading
        title={table.nome}
        description={
          <span className="inline-flex flex-wrap items-center gap-2">
            {/* On the card colour, as in the lists (the translucent badge needs it for contrast). */}
            <span className="rounded-full bg-surface">
              <TablePublishedBadge published={table.publicada} />
            </span>
            <span>{table.descricao || 'Sem descrição'}</span>
          </span>
        }
      />
      <div className="mb-6 grid shrink-0 grid-cols-2 gap-2 sm:flex">
        <ButtonLink to={`/admin/tabelas-categorias/${id}/estrutura`} variant="secondary">
          <PencilRuler className="size-4" aria-hidden="true" />
          Estrutura
        </ButtonLink>
        <ButtonLink to={dataPagePath(id, eventId)} variant="secondary">
          <Rows3 className="size-4" aria-hidden="true" />
          Editar dados
        </ButtonLink>
        <Button className="col-span-2" busy={exporting} disabled={!canExport} onClick={onExport}>
          {!exporting && <Download className="size-4" aria-hidden="true" />}
          Exportar CSV
        </Button>
      </div>
    </div>
  );
}
