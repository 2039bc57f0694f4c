// One category table in the list, as a card: name, published badge, description, its columns
// (with their subdivisions) and the links to Estrutura, Dados, Visualizar, plus Exportar.
import { Columns3, Download, Eye, PencilRuler, Rows3 } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Button, buttonClasses } from '../../../ui/Button';
import { TablePublishedBadge } from '../../../ui/tables/table-list';
import { sortedColumns } from '../category-model';
import type { CategoryTableRow } from '../category-queries';

const ACTION = 'h-9 px-3 text-[0.8125rem]';

function ColumnChips({ columns }: { columns: CategoryTableRow['colunas'] }) {
  if (columns.length === 0) return null;
  return (
    <ul aria-label="Colunas" className="mt-2 flex flex-wrap gap-1.5">
      {columns.map((c) => (
        <li
          key={c.id}
          className="max-w-full truncate rounded-md bg-surface-muted px-2 py-0.5 text-xs text-ink"
        >
          {c.nome}
          {c.subdivisoes && c.subdivisoes.length > 0 && (
            <span className="text-ink-muted"> ({c.subdivisoes.map((s) => s.nome).join(', ')})</span>
          )}
        </li>
      ))}
    </ul>
  );
}

type CardActionsProps = { table: CategoryTableRow; exporting: boolean; onExport: () => void };

function CardActions({ table, exporting, onExport }: CardActionsProps) {
  const base = `/admin/tabelas-categorias/${table.id}`;
  return (
    <div className="mt-auto grid grid-cols-2 gap-2 pt-5 sm:grid-cols-4">
      <Link
        to={`${base}/estrutura`}
        aria-label={`Estrutura de ${table.nome}`}
        className={buttonClasses('secondary', ACTION)}
      >
        <PencilRuler className="size-4" aria-hidden="true" />
        Estrutura
      </Link>
      <Link
        to={`${base}/dados`}
        aria-label={`Dados de ${table.nome}`}
        className={buttonClasses('secondary', ACTION)}
      >
        <Rows3 className="size-4" aria-hidden="true" />
        Dados
      </Link>
      <Link
        to={`${base}/visualizar`}
        aria-label={`Visualizar ${table.nome}`}
        className={buttonClasses('secondary', ACTION)}
      >
        <Eye className="size-4" aria-hidden="true" />
        Visualizar
      </Link>
      <Button
        variant="secondary"
        className={ACTION}
        aria-label={`Exportar ${table.nome} (CSV)`}
        busy={exporting}
        onClick={onExport}
      >
        {!exporting && <Download className="size-4" aria-hidden="true" />}
        Exportar
      </Button>
    </div>
  );
}

export function CategoryTableCard(props: CardActionsProps) {
  const { table } = props;
  const columns = sortedColumns(table.colunas);
  return (
    <li className="flex flex-col rounded-xl border border-line bg-surface p-5 shadow-sm">
      <div className="flex items-start justify-between gap-3">
        <h2 className="min-w-0 text-base font-semibold break-words text-ink">{table.nome}</h2>
        <TablePublishedBadge published={table.publicada} />
      </div>
      <p className={`mt-2 line-clamp-2 text-sm text-ink-muted ${table.descricao ? '' : 'italic'}`}>
        {table.descricao || 'Sem descrição'}
      </p>
      <p className="mt-3 inline-flex items-center gap-1.5 text-sm text-ink-muted">
        <Columns3 className="size-4" aria-hidden="true" />
        {columns.length === 1 ? '1 coluna' : `${columns.length} colunas`}
      </p>
      <ColumnChips columns={columns} />
      <CardActions {...props} />
    </li>
  );
}
