// Category tables (admin, /admin/tabelas-categoria): columns with their types and subdivisions,
// bounded lists, the messages of docs/spec/backoffice.md §5.
import { z } from '../zod.ts';
import { TEXT_MAX, boundedText, idField } from './fields.ts';
import { tableInfoFields } from './table-info.ts';

/** Columns per table, choices per column, subdivisions per column. */
export const CATEGORY_LIST_MAX = 50;

export const CATEGORY_COLUMN_TYPES = ['texto', 'numero', 'multipla_escolha'] as const;
export const CATEGORY_COLUMNS_MIN_MESSAGE = 'Adicione pelo menos uma coluna';
export const CATEGORY_COLUMN_NAME_MESSAGE = 'Todas as colunas devem ter um nome';

export const categorySubdivisionSchema = z.object({
  id: idField(),
  nome: boundedText(1, 'Todas as subdivisões devem ter um nome', TEXT_MAX.label, 'Nome da subdivisão'),
});

export const categoryColumnSchema = z.object({
  id: idField(),
  nome: boundedText(1, CATEGORY_COLUMN_NAME_MESSAGE, TEXT_MAX.label, 'Nome da coluna'),
  tipo: z.enum(CATEGORY_COLUMN_TYPES),
  /** Choices of a multipla_escolha column; null for the other types. */
  opcoes: z
    .array(boundedText(1, 'Opção vazia', TEXT_MAX.label, 'Opção'))
    .max(CATEGORY_LIST_MAX, `No máximo ${CATEGORY_LIST_MAX} opções`)
    .nullable()
    .default(null),
  ordem: z.number().int().min(0),
  /** Named sub-parts of a column (Bat.1, Bat.2, ...); null when none. */
  subdivisoes: z
    .array(categorySubdivisionSchema)
    .max(CATEGORY_LIST_MAX, `No máximo ${CATEGORY_LIST_MAX} subdivisões`)
    .nullable()
    .default(null),
});

export const categoryTableFormSchema = z.object({
  ...tableInfoFields,
  colunas: z
    .array(categoryColumnSchema)
    .min(1, CATEGORY_COLUMNS_MIN_MESSAGE)
    .max(CATEGORY_LIST_MAX, `No máximo ${CATEGORY_LIST_MAX} colunas`),
});

export type CategoryColumnInput = z.input<typeof categoryColumnSchema>;
export type CategoryTableFormInput = z.input<typeof categoryTableFormSchema>;
export type CategoryTableFormValues = z.output<typeof categoryTableFormSchema>;

/** Key of a cell in event_category_data.dados: the column id, or `columnId.subdivisionId`. */
export function categoryCellKey(columnId: string, subdivisionId?: string | null): string {
  return subdivisionId ? `${columnId}.${subdivisionId}` : columnId;
}

/** After a move or removal: ordem = position, so ordering by ordem matches the list. */
export function renumberColumns<T extends { ordem: number }>(columns: readonly T[]): T[] {
  return columns.map((c, i) => ({ ...c, ordem: i }));
}
