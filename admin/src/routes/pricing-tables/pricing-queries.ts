// Firestore reads and writes of the price-table screens. Loaded with import() by the pages, which
// keeps the Firestore SDK out of the entry chunk. Writes are stamped with updated_by (audit log);
// deletion goes through the admin function.
import type { PricingTableFormValues } from '@gn/core/schemas/pricing-table';
import type { PricingItem } from '@gn/core/stored/content';
import { readPricingTable } from '@gn/core/stored/content';
import { deleteAuditedContent, saveAuditedDoc } from '../../lib/audited-content';
import { byName } from '../../lib/by-name';
import { readDoc, readCollection } from '../../lib/firestore';
import { eventsUsingTable, type TableEventRef } from '../../lib/table-usage';
import { pricingValuesToDoc } from './pricing-model';

export type PricingTableRow = {
  id: string;
  nome: string;
  descricao: string | null;
  publicada: boolean;
  itens: PricingItem[];
};

function toRow(id: string, data: Record<string, unknown>): PricingTableRow {
  const { nome, descricao, publicada, itens } = readPricingTable(data);
  return { id, nome, descricao, publicada, itens };
}

/** Every table, by name (a handful: the search runs in the browser). */
export async function listPricingTables(): Promise<PricingTableRow[]> {
  return byName(await readCollection('pricing_tables', toRow));
}

export function getPricingTable(id: string): Promise<PricingTableRow | null> {
  return readDoc('pricing_tables', id, toRow);
}

/** Events whose pricing_table_ids contain the table, by title. */
export async function eventsUsingPricingTable(tableId: string): Promise<TableEventRef[]> {
  return eventsUsingTable('pricing_table_ids', tableId);
}

/** Creates (id null) or updates a table; returns its id. Item ids are kept as the form has them. */
export async function savePricingTable(id: string | null, values: PricingTableFormValues): Promise<string> {
  return saveAuditedDoc('pricing_tables', id, pricingValuesToDoc(values));
}

/**
 * Deletes a table through the admin function, which refuses (409, docs/spec/backoffice.md §5's
 * 'Esta tabela está sendo usada por {n} evento(s) e não pode ser excluída') while events use it.
 */
export async function deletePricingTable(id: string): Promise<void> {
  await deleteAuditedContent('pricing_tables', id);
}
