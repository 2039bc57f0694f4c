// 'Exportar' (list) and 'Exportar CSV' (view): rows → CSV file, with the toasts of
// docs/spec/backoffice.md §8.
import { toast } from 'sonner';
import type { CategoryColumn } from '@gn/core/stored/content';
import { exportRows, type ExportRow } from './category-model';
import { csvFileName, downloadCsv, toCsv } from '../../lib/csv';

type ExportTable = { id: string; nome: string; colunas: readonly CategoryColumn[] };

/**
 * Exports one event's rows (no 'Evento' column) or, without `event`, every row of the table with
 * an 'Evento' column. `rows` may be passed when the screen already has them.
 */
export async function exportCategoryTable(
  table: ExportTable,
  options: {
    event?: { id: string; titulo: string };
    rows?: readonly ExportRow[];
    titles?: ReadonlyMap<string, string>;
  } = {},
): Promise<void> {
  const { event } = options;
  try {
    const queries = await import('./category-queries');
    const rows = options.rows ?? (await queries.listCategoryRows(table.id, event?.id));
    if (rows.length === 0) {
      toast.info('Não há dados para exportar');
      return;
    }
    const titles = event
      ? undefined
      : (options.titles ?? (await queries.eventTitles(rows.map((r) => r.event_id))));
    const csv = toCsv(exportRows(table.colunas, rows, titles));
    downloadCsv(event ? csvFileName(table.nome, event.titulo) : csvFileName(table.nome), csv);
    toast.success('Tabela exportada com sucesso');
  } catch (error) {
    console.error(error);
    toast.error('Erro ao exportar tabela');
  }
}
