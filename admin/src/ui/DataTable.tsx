// The frame of a wide-screen admin list table: caption for screen readers, header cells, and a
// last unlabelled 'Ações' column; scrolls sideways when it must (relative: the header's sr-only
// 'Ações', absolutely placed, stays inside the scroller instead of widening a phone's page).
import type { ReactNode } from 'react';

type DataTableProps = {
  /** For screen readers, e.g. 'Pedidos'. */
  caption: string;
  /** The header cells, in order; a last, unlabelled 'Ações' column follows them. */
  columns: readonly (string | { label: string; className: string })[];
  /** The body rows (<tr>). */
  children: ReactNode;
  /** The header cells' side padding; a table with many columns passes its rows' narrower one. */
  cellPadding?: 'px-4' | 'px-3';
};

/** The wide-screen table of an admin list, scrolling sideways when it has to. */
export function DataTable({ caption, columns, children, cellPadding = 'px-4' }: DataTableProps) {
  return (
    <div className="relative overflow-x-auto rounded-xl border border-line bg-surface shadow-sm">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-line text-xs font-semibold tracking-wide text-ink-muted uppercase">
          <tr>
            {columns.map((column) => {
              const { label, className } =
                typeof column === 'string' ? { label: column, className: '' } : column;
              return (
                <th key={label} scope="col" className={`${cellPadding} py-3 ${className}`}>
                  {label}
                </th>
              );
            })}
            <th scope="col" className={`${cellPadding} py-3`}>
              <span className="sr-only">Ações</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line">{children}</tbody>
      </table>
    </div>
  );
}
