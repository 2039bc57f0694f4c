// /admin/tabelas-categorias: the category tables as cards with their columns, links to structure,
// data and view, and 'Exportar' (every row, with an 'Evento' column).
import { useState } from 'react';
import { TableProperties } from 'lucide-react';
import { Skeleton } from '../../../ui/Skeleton';
import { TablesListScreen } from '../../../ui/tables/table-list';
import type { CategoryTableRow } from '../category-queries';
import { exportCategoryTable } from '../export-csv';
import { CategoryTableCard } from './CategoryTableCard';

function CategoryTablesSkeleton() {
  return (
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
  );
}

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
      skeleton={<CategoryTablesSkeleton />}
      empty={{
        title: 'Nenhuma tabela de categorias',
        description: 'Crie uma tabela, defina as colunas e preencha os dados de cada evento.',
      }}
    >
      {(filtered) => (
        <ul aria-label="Tabelas de categorias" className="grid gap-4 md:grid-cols-2 2xl:grid-cols-3">
          {filtered.map((table) => (
            <CategoryTableCard
              key={table.id}
              table={table}
              exporting={exporting === table.id}
              onExport={() => void exportTable(table)}
            />
          ))}
        </ul>
      )}
    </TablesListScreen>
  );
}
