// /admin/tabelas-categorias: the category tables as cards with their columns, links to structure,
// data and view, and 'Exportar' (every row, with an 'Evento' column).
import { useState } from 'react';
import { Columns3, Download, Eye, PencilRuler, Rows3, TableProperties } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Button, buttonClasses } from '../../../ui/Button';
import { Skeleton } from '../../../ui/Skeleton';
import { TablePublishedBadge, TablesListScreen } from '../../../ui/tables/table-list';
import { sortedColumns } from '../category-model';
import type { CategoryTableRow } from '../category-queries';
import { exportCategoryTable } from '../export-csv';

const ACTION = 'h-9 px-3 text-[0.8125rem]';

export function CategoryTablesPage() {
  const [exporting, setExporting] = useState<string | null>(null);

  async function exportTable(table: CategoryTableRow) {
    setExporting(table.id);
    await exportCategoryTable(table);
    setExporting(null);
  }

  return (
    <TablesListScreen
      title="Tabelas de Categorias"
      description="Tabelas de informações exibidas nas páginas dos eventos (programação, setores, baterias...)."
      newPath="/admin/tabelas-categorias/novo"
      icon={TableProperties}
      load={async () => {
        const { listCategoryTables } = await import('../category-queries');
        return listCategoryTables();
      }}
      skeleton={
        <ul
          aria-busy="true"
          aria-label="Carregando tabelas"
          className="grid gap-4 md:grid-cols-2 2xl:grid-cols-3"
        >
          {Array.from({ length: 4 }, (_, i) => (
            <li key={i} className="rounded-xl border border-line bg-surface p-5 shadow-sm">
              <Skeleton className="h-5 w-2/3" />
              <Skeleton className="mt-3 h-4 w-full" />
              <Skeleton className="mt-4 h-6 w-4/5" />
              <div className="mt-5 grid grid-cols-2 gap-2 sm:grid-cols-4">
                {Array.from({ length: 4 }, (_, j) => (
                  <Skeleton key={j} className="h-9" />
                ))}
              </div>
            </li>
          ))}
        </ul>
      }
      empty={{
        title: 'Nenhuma tabela de categorias',
        description: 'Crie uma tabela, defina as colunas e preencha os dados de cada evento.',
      }}
    >
      {(filtered) => (
        <ul aria-label="Tabelas de categorias" className="grid gap-4 md:grid-cols-2 2xl:grid-cols-3">
          {filtered.map((table) => {
            const base = `/admin/tabelas-categorias/${table.id}`;
            const columns = sortedColumns(table.colunas);
            return (
              <li
                key={table.id}
                className="flex flex-col rounded-xl border border-line bg-surface p-5 shadow-sm"
              >
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
                {columns.length > 0 && (
                  <ul aria-label="Colunas" className="mt-2 flex flex-wrap gap-1.5">
                    {columns.map((c) => (
                      <li
                        key={c.id}
                        className="max-w-full truncate rounded-md bg-surface-muted px-2 py-0.5 text-xs text-ink"
                      >
                        {c.nome}
                        {c.subdivisoes && c.subdivisoes.length > 0 && (
                          <span className="text-ink-muted">
                            {' '}
                            ({c.subdivisoes.map((s) => s.nome).join(', ')})
                          </span>
                        )}
                      </li>
                    ))}
                  </ul>
                )}
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
                    busy={exporting === table.id}
                    onClick={() => void exportTable(table)}
                  >
                    {exporting !== table.id && <Download className="size-4" aria-hidden="true" />}
                    Exportar
                  </Button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </TablesListScreen>
  );
}
