// One event's rows of a category table, read-only: a titled section with the count and the grid.
import { displayCell, leafColumns } from '../category-model';
import type { CategoryDataRow, CategoryTableRow } from '../category-queries';
import { EmptyCell } from '../grid/EmptyCell';
import { GridHeader } from '../grid/GridHeader';

export function ReadOnlyGrid({
  table,
  titulo,
  rows,
}: {
  table: CategoryTableRow;
  titulo: string;
  rows: CategoryDataRow[];
}) {
  const leaves = leafColumns(table.colunas);
  return (
    <section aria-label={titulo} className="rounded-xl border border-line bg-surface shadow-sm">
      <h2 className="border-b border-line px-4 py-3 text-base font-semibold text-ink sm:px-5">
        {titulo}
        <span className="ml-2 text-sm font-normal text-ink-muted">
          {rows.length === 1 ? '1 registro' : `${rows.length} registros`}
        </span>
      </h2>
      <div className="relative overflow-x-auto">
        <table className="w-full border-separate border-spacing-0 text-sm">
          <caption className="sr-only">{`${table.nome}: ${titulo}`}</caption>
          <GridHeader colunas={table.colunas} alignNumbers />
          <tbody>
            {rows.map((row) => (
              <tr key={row.id} className="even:bg-surface-muted/50">
                {leaves.map((leaf) => (
                  <td
                    key={leaf.key}
                    className={`border-b border-line px-3 py-2 text-ink ${leaf.column.tipo === 'numero' ? 'text-right tabular-nums' : ''}`}
                  >
                    {displayCell(leaf, row.dados[leaf.key]) || <EmptyCell />}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
