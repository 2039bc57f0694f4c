// Category tables: the structure form's values, the grid's leaf columns (one per column, or one
// per subdivision) and the rows → CSV mapping. Pure, so it is unit-tested.
import {
  categoryCellKey,
  renumberColumns,
  type CategoryTableFormValues,
} from '@gn/core/schemas/category-table';
import type { CategoryColumn, CategoryColumnType, CategorySubdivision } from '@gn/core/stored/content';
import type { CsvValue } from '../../lib/csv';
import { tableInfo } from '@gn/core/schemas/table-info';

export const COLUMN_TYPE_LABELS: Record<CategoryColumnType, string> = {
  texto: 'Texto',
  numero: 'Número',
  multipla_escolha: 'Múltipla escolha',
};

export const OPTIONS_REQUIRED_MESSAGE = 'Adicione pelo menos uma opção';

// ---------------------------------------------------------------- structure form

export type ColumnFields = {
  /** Stable: row cells are stored under it. Made once, never regenerated. */
  id: string;
  nome: string;
  tipo: CategoryColumnType;
  /** Kept while another type is selected, so switching back does not lose them. */
  opcoes: string[];
  subdivisoes: CategorySubdivision[];
};

export type StructureFields = {
  nome: string;
  descricao: string;
  publicada: boolean;
  colunas: ColumnFields[];
};

/**
 * Ids end up in `dados` keys as `columnId.subdivisionId`: they must not contain a dot. A UUID
 * never does.
 */
export function newId(): string {
  return crypto.randomUUID();
}

export function newColumn(makeId: () => string = newId): ColumnFields {
  return { id: makeId(), nome: '', tipo: 'texto', opcoes: [], subdivisoes: [] };
}

export function newSubdivision(nome = '', makeId: () => string = newId): CategorySubdivision {
  return { id: makeId(), nome };
}

export function emptyStructure(makeId?: () => string): StructureFields {
  return { nome: '', descricao: '', publicada: false, colunas: [newColumn(makeId)] };
}

export function sortedColumns<T extends { ordem: number }>(colunas: readonly T[]): T[] {
  return [...colunas].sort((a, b) => a.ordem - b.ordem);
}

export function structureDocToForm(doc: {
  nome: string;
  descricao: string | null;
  publicada: boolean;
  colunas: readonly CategoryColumn[];
}): StructureFields {
  return {
    nome: doc.nome,
    descricao: doc.descricao ?? '',
    publicada: doc.publicada === true,
    colunas: sortedColumns(doc.colunas).map((c) => ({
      id: c.id,
      nome: c.nome,
      tipo: c.tipo,
      opcoes: [...(c.opcoes ?? [])],
      subdivisoes: (c.subdivisoes ?? []).map((s) => ({ id: s.id, nome: s.nome })),
    })),
  };
}

/** The input of core's categoryTableFormSchema: ordem = position, unused parts null. */
export function structureFormToInput(form: StructureFields) {
  return {
    ...tableInfo(form),
    colunas: renumberColumns(
      form.colunas.map((c) => ({
        id: c.id,
        nome: c.nome,
        tipo: c.tipo,
        opcoes: c.tipo === 'multipla_escolha' ? c.opcoes : null,
        ordem: 0,
        subdivisoes: c.subdivisoes.length > 0 ? c.subdivisoes : null,
      })),
    ),
  };
}

/** A multiple-choice column needs choices (the schema alone would accept none). */
export function structureExtraIssues(form: StructureFields) {
  return form.colunas.flatMap((c, i) =>
    c.tipo === 'multipla_escolha' && c.opcoes.length === 0
      ? [{ path: ['colunas', i, 'opcoes'], message: OPTIONS_REQUIRED_MESSAGE }]
      : [],
  );
}

/** The fields written to Firestore (timestamps are added by the query module). */
export function structureValuesToDoc(values: CategoryTableFormValues) {
  return {
    ...tableInfo(values),
    colunas: values.colunas.map((c) => ({
      id: c.id,
      nome: c.nome,
      tipo: c.tipo,
      opcoes: c.opcoes,
      ordem: c.ordem,
      subdivisoes: c.subdivisoes,
    })),
  };
}

/**
 * Tag input: the typed text → the options to add (split on ';' or line breaks, trimmed,
 * without blanks or repeats of what is already there, case-insensitively).
 */
export function parseOptions(text: string, existing: readonly string[]): string[] {
  const seen = new Set(existing.map((o) => o.toLocaleLowerCase('pt-BR')));
  const out: string[] = [];
  for (const part of text.split(/[;\n\r]+/)) {
    const option = part.trim();
    const key = option.toLocaleLowerCase('pt-BR');
    if (option === '' || seen.has(key)) continue;
    seen.add(key);
    out.push(option);
  }
  return out;
}

// ---------------------------------------------------------------- grid

export type LeafColumn = {
  /** Key in `dados`: the column id, or `columnId.subdivisionId`. */
  key: string;
  column: CategoryColumn;
  subdivision: CategorySubdivision | null;
  /** 'Coluna' or 'Coluna - Subdivisão' (CSV header, accessible names). */
  label: string;
};

/** One leaf per column without subdivisions, one per subdivision otherwise; by ordem. */
export function leafColumns(colunas: readonly CategoryColumn[]): LeafColumn[] {
  return sortedColumns(colunas).flatMap((column): LeafColumn[] =>
    column.subdivisoes && column.subdivisoes.length > 0
      ? column.subdivisoes.map((subdivision) => ({
          key: categoryCellKey(column.id, subdivision.id),
          column,
          subdivision,
          label: `${column.nome} - ${subdivision.nome}`,
        }))
      : [{ key: categoryCellKey(column.id), column, subdivision: null, label: column.nome }],
  );
}

export function hasSubdivisions(colunas: readonly CategoryColumn[]): boolean {
  return colunas.some((c) => (c.subdivisoes?.length ?? 0) > 0);
}

/** The row's cells for the editor, every leaf present ('' when empty). */
export function rowDraft(
  leaves: readonly LeafColumn[],
  dados: Readonly<Record<string, string>>,
): Record<string, string> {
  return Object.fromEntries(leaves.map((leaf) => [leaf.key, dados[leaf.key] ?? '']));
}

/**
 * The editor's cells → the stored `dados`: trimmed, empty ones left out. Cells of columns or
 * subdivisions that no longer exist are kept (removing a column does not destroy data).
 */
export function draftToDados(
  draft: Readonly<Record<string, string>>,
  previous: Readonly<Record<string, string>> = {},
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(previous)) if (!(key in draft) && value !== '') out[key] = value;
  for (const [key, value] of Object.entries(draft)) {
    const text = value.trim();
    if (text !== '') out[key] = text;
  }
  return out;
}

export function nextLinhaOrdem(rows: readonly { linha_ordem: number }[]): number {
  return rows.length === 0 ? 0 : Math.max(...rows.map((r) => r.linha_ordem)) + 1;
}

export function sortRows<T extends { linha_ordem: number }>(rows: readonly T[]): T[] {
  return [...rows].sort((a, b) => a.linha_ordem - b.linha_ordem);
}

/** The rows with `a` and `b` trading places (their linha_ordem); the others as they are. */
export function swapLinhaOrdem<T extends { id: string; linha_ordem: number }>(
  rows: readonly T[],
  a: { id: string; linha_ordem: number },
  b: { id: string; linha_ordem: number },
): T[] {
  return rows.map((r) =>
    r.id === a.id
      ? { ...r, linha_ordem: b.linha_ordem }
      : r.id === b.id
        ? { ...r, linha_ordem: a.linha_ordem }
        : r,
  );
}

/** '21.1' → '21,1' for numeric columns (Excel pt-BR reads the comma as the decimal point). */
export function numberForExcel(value: string): string {
  return /^-?\d+\.\d+$/.test(value.trim()) ? value.trim().replace('.', ',') : value;
}

/** '21.1' → '21,1' on screen as well; other text unchanged. */
export function displayCell(leaf: LeafColumn, value: string | undefined): string {
  if (value == null) return '';
  return leaf.column.tipo === 'numero' ? numberForExcel(value) : value;
}

export type ExportRow = { event_id: string; linha_ordem: number; dados: Readonly<Record<string, string>> };

/**
 * Header + rows for the CSV. With `eventTitles` (exporting every event's rows) an 'Evento'
 * column comes first and rows are grouped by event title, then linha_ordem.
 */
export function exportRows(
  colunas: readonly CategoryColumn[],
  rows: readonly ExportRow[],
  eventTitles?: ReadonlyMap<string, string>,
): CsvValue[][] {
  const leaves = leafColumns(colunas);
  const titleOf = (id: string) => eventTitles?.get(id) ?? id;
  const ordered = [...rows].sort((a, b) =>
    eventTitles
      ? titleOf(a.event_id).localeCompare(titleOf(b.event_id), 'pt-BR') || a.linha_ordem - b.linha_ordem
      : a.linha_ordem - b.linha_ordem,
  );
  const header = [...(eventTitles ? ['Evento'] : []), ...leaves.map((l) => l.label)];
  return [
    header,
    ...ordered.map((row) => [
      ...(eventTitles ? [titleOf(row.event_id)] : []),
      ...leaves.map((leaf) => displayCell(leaf, row.dados[leaf.key])),
    ]),
  ];
}
