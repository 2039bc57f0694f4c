// The head of a category grid: one row, or two when a column has subdivisions (the column's name
// spans them, other cells span both rows).
import type { CategoryColumn } from '@gn/core/stored/content';
import { sortedColumns } from '../category-model';

const TH =
  'border-b border-line bg-surface-muted px-3 py-2 text-xs font-semibold tracking-wide text-ink-muted uppercase';

type GridHeaderProps = {
  colunas: readonly CategoryColumn[];
  /** Header cells before the table's columns (e.g. '#'). */
  leading?: readonly { label: string; srOnly?: boolean; className?: string }[];
  /** Header cells after them (e.g. 'Ações'). */
  trailing?: readonly { label: string; srOnly?: boolean; className?: string }[];
  /** Right-align the headers of numeric columns (when their cells are right-aligned). */
  alignNumbers?: boolean;
};

/**
 * The table head: one row when no column has subdivisions; otherwise two, with the column name
 * spanning its subdivisions (grouped header) and the other cells spanning both rows.
 */
export function GridHeader({ colunas, leading = [], trailing = [], alignNumbers = false }: GridHeaderProps) {
  const align = (c: CategoryColumn) => (alignNumbers && c.tipo === 'numero' ? 'text-right' : 'text-left');
  const columns = sortedColumns(colunas);
  const grouped = columns.some((c) => (c.subdivisoes?.length ?? 0) > 0);
  const span = grouped ? 2 : undefined;
  const extra = (cells: GridHeaderProps['leading'] = [], key: string) =>
    cells.map((cell) => (
      <th
        key={`${key}-${cell.label}`}
        scope="col"
        rowSpan={span}
        className={`${TH} ${cell.className ?? 'text-left'}`}
      >
        {cell.srOnly ? <span className="sr-only">{cell.label}</span> : cell.label}
      </th>
    ));

  return (
    <thead>
      <tr>
        {extra(leading, 'l')}
        {columns.map((c) => {
          const subs = c.subdivisoes ?? [];
          return subs.length > 0 ? (
            <th
              key={c.id}
              scope="colgroup"
              colSpan={subs.length}
              className={`${TH} border-x text-center normal-case`}
            >
              <span className="text-xs font-semibold tracking-wide uppercase">{c.nome}</span>
            </th>
          ) : (
            <th key={c.id} scope="col" rowSpan={span} className={`${TH} ${align(c)}`}>
              {c.nome}
            </th>
          );
        })}
        {extra(trailing, 't')}
      </tr>
      {grouped && (
        <tr>
          {columns.flatMap((c) =>
            (c.subdivisoes ?? []).map((s, i, all) => (
              <th
                key={`${c.id}.${s.id}`}
                scope="col"
                className={`${TH} normal-case ${align(c)} ${i === 0 ? 'border-l' : ''} ${i === all.length - 1 ? 'border-r' : ''}`}
              >
                {s.nome}
              </th>
            )),
          )}
        </tr>
      )}
    </thead>
  );
}
