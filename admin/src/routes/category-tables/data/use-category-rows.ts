// The rows of one category table for one event, as the data grid edits them: saved rows and new
// ones not written yet, a draft per row being edited, and the saves, moves and deletes. Every
// write goes through category-queries (loaded with import()) and ends with the toast of
// docs/spec/backoffice.md §8.
import { useCallback, useMemo, useState } from 'react';
import { toast } from 'sonner';
import {
  draftToDados,
  nextLinhaOrdem,
  rowDraft,
  sortRows,
  swapLinhaOrdem,
  type LeafColumn,
} from '../category-model';
import type { CategoryDataRow } from '../category-queries';
import { useRowFocus } from './use-row-focus';
import { useSavedRows } from './use-saved-rows';

/** A row on screen: a saved one, or a new one not written yet (saved === null). */
export type GridRow = { key: string; saved: CategoryDataRow | null; linha_ordem: number };

type Draft = Record<string, string>;
type SetSaved = (update: (rows: CategoryDataRow[]) => CategoryDataRow[]) => void;

/** The row waiting for the delete confirmation, and its deletion (its draft goes with it). */
function useRowDelete(setSaved: SetSaved, setDraft: (key: string, draft: Draft | null) => void) {
  const [toDelete, setToDelete] = useState<CategoryDataRow | null>(null);
  const [deleting, setDeleting] = useState(false);

  async function confirmDelete() {
    if (!toDelete) return;
    setDeleting(true);
    try {
      const { deleteCategoryRow } = await import('../category-queries');
      await deleteCategoryRow(toDelete.id);
      setSaved((all) => all.filter((r) => r.id !== toDelete.id));
      setDraft(toDelete.id, null);
      toast.success('Registro excluído com sucesso');
      setToDelete(null);
    } catch (error) {
      console.error(error);
      toast.error('Erro ao excluir registro');
    } finally {
      setDeleting(false);
    }
  }

  return { toDelete, setToDelete, deleting, confirmDelete };
}

export function useCategoryRows(tableId: string, eventId: string, leaves: readonly LeafColumn[]) {
  const { load, retry, saved, setSaved } = useSavedRows(tableId, eventId);
  const [pending, setPending] = useState<{ key: string; linha_ordem: number }[]>([]);
  const [drafts, setDrafts] = useState<Record<string, Draft>>({});
  const [busy, setBusy] = useState<Record<string, boolean>>({});
  const { tableRef, focusRow } = useRowFocus();

  const rows: GridRow[] = useMemo(
    () => [
      ...sortRows(saved).map((row) => ({ key: row.id, saved: row, linha_ordem: row.linha_ordem })),
      ...pending.map((p) => ({ key: p.key, saved: null, linha_ordem: p.linha_ordem })),
    ],
    [saved, pending],
  );

  const setDraft = useCallback((key: string, draft: Draft | null) => {
    setDrafts((all) => {
      const next = { ...all };
      if (draft) next[key] = draft;
      else delete next[key];
      return next;
    });
  }, []);

  function addRow() {
    const key = `novo-${crypto.randomUUID()}`;
    const linha_ordem = nextLinhaOrdem([...saved, ...pending]);
    setPending((p) => [...p, { key, linha_ordem }]);
    setDraft(key, rowDraft(leaves, {}));
    focusRow(key);
  }

  function edit(row: GridRow) {
    setDraft(row.key, rowDraft(leaves, row.saved?.dados ?? {}));
    focusRow(row.key);
  }

  function cancel(row: GridRow) {
    setDraft(row.key, null);
    if (!row.saved) setPending((p) => p.filter((x) => x.key !== row.key));
  }

  async function save(row: GridRow) {
    const draft = drafts[row.key];
    if (!draft) return;
    const dados = draftToDados(draft, row.saved?.dados);
    if (Object.keys(dados).length === 0) {
      toast.error('Preencha pelo menos um campo do registro');
      return;
    }
    setBusy((b) => ({ ...b, [row.key]: true }));
    try {
      const { saveCategoryRow } = await import('../category-queries');
      const record = { table_id: tableId, event_id: eventId, linha_ordem: row.linha_ordem, dados };
      const id = await saveCategoryRow({ id: row.saved?.id ?? null, ...record });
      setSaved((all) => [...all.filter((r) => r.id !== id), { id, ...record }]);
      if (!row.saved) setPending((p) => p.filter((x) => x.key !== row.key));
      setDraft(row.key, null);
      toast.success('Registro salvo com sucesso');
    } catch (error) {
      console.error(error);
      toast.error('Erro ao salvar registro');
    } finally {
      setBusy(({ [row.key]: _, ...rest }) => rest);
    }
  }

  async function move(index: number, to: number) {
    const a = rows[index]?.saved;
    const b = rows[to]?.saved;
    if (!a || !b) return;
    setBusy((s) => ({ ...s, [a.id]: true, [b.id]: true }));
    try {
      const { swapRowOrder } = await import('../category-queries');
      await swapRowOrder(a, b);
      setSaved((all) => swapLinhaOrdem(all, a, b));
    } catch (error) {
      console.error(error);
      toast.error('Erro ao salvar registro');
    } finally {
      setBusy(({ [a.id]: _a, [b.id]: _b, ...rest }) => rest);
    }
  }

  const deletion = useRowDelete(setSaved, setDraft);

  return {
    load,
    retry,
    savedCount: saved.length,
    rows,
    drafts,
    busy,
    tableRef,
    setDraft,
    addRow,
    edit,
    cancel,
    save,
    move,
    ...deletion,
  };
}
