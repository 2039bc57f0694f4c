import { useCallback, useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import {
  ArrowDown,
  ArrowUp,
  CalendarX2,
  Check,
  EllipsisVertical,
  Eye,
  PencilRuler,
  Pencil,
  Plus,
  Rows3,
  TableProperties,
  Trash2,
  X,
} from 'lucide-react';
import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react';
import { useParams, useSearchParams } from 'react-router-dom';
import { toast } from 'sonner';
import { Badge } from '../../../ui/Badge';
import { Button } from '../../../ui/Button';
import { ButtonLink } from '../../../ui/ButtonLink';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { EmptyState } from '../../../ui/EmptyState';
import { IconButton } from '../../../ui/IconButton';
import { PageHeading } from '../../../ui/PageHeading';
import { Select } from '../../../ui/Select';
import { Skeleton } from '../../../ui/Skeleton';
import {
  displayCell,
  draftToDados,
  leafColumns,
  nextLinhaOrdem,
  rowDraft,
  sortRows,
  type LeafColumn,
} from '../category-model';
import type { CategoryDataRow, CategoryTableRow, TableEventRef } from '../category-queries';
import { EmptyCell } from '../grid/EmptyCell';
import { GridHeader } from '../grid/GridHeader';
import { useCategoryTable } from '../use-category-table';
import { BackLink } from '../../../ui/BackLink';
import { TableUnavailable } from '../../../ui/tables/table-form';

export function CategoryDataPage() {
  const { id = '' } = useParams();
  const state = useCategoryTable(id);
  const [searchParams, setSearchParams] = useSearchParams();
  const eventId = searchParams.get('eventId') ?? '';

  return (
    <>
      <BackLink to="/admin/tabelas-categorias" label="Tabelas de Categorias" />
      <div className="flex flex-col gap-x-4 sm:flex-row sm:items-start sm:justify-between">
        <PageHeading
          title={state.status === 'ready' ? `Dados: ${state.table.nome}` : 'Dados da Tabela'}
          description="Escolha um evento e preencha as linhas da tabela para ele."
        />
        {state.status === 'ready' && (
          <div className="mb-6 flex shrink-0 gap-2">
            <ButtonLink
              to={`/admin/tabelas-categorias/${id}/estrutura`}
              variant="secondary"
              className="flex-1 sm:flex-none"
            >
              <PencilRuler className="size-4" aria-hidden="true" />
              Estrutura
            </ButtonLink>
            <ButtonLink
              to={`/admin/tabelas-categorias/${id}/visualizar${eventId ? `?eventId=${encodeURIComponent(eventId)}` : ''}`}
              variant="secondary"
              className="flex-1 sm:flex-none"
            >
              <Eye className="size-4" aria-hidden="true" />
              Visualizar
            </ButtonLink>
          </div>
        )}
      </div>

      {state.status === 'loading' ? (
        <div aria-busy="true" aria-label="Carregando tabela" className="space-y-4">
          <Skeleton className="h-20 w-full rounded-xl" />
          <Skeleton className="h-64 w-full rounded-xl" />
        </div>
      ) : state.status !== 'ready' ? (
        <TableUnavailable icon={TableProperties} status={state.status} listPath="/admin/tabelas-categorias" />
      ) : state.events.length === 0 ? (
        <EmptyState
          icon={CalendarX2}
          title="Nenhum evento usa esta tabela"
          description="Marque a tabela na aba Tabelas de Categorias do formulário de um evento para preencher os dados dele."
          action={
            <ButtonLink to="/admin/eventos" variant="secondary">
              Ir para os eventos
            </ButtonLink>
          }
        />
      ) : (
        <>
          <EventPicker
            events={state.events}
            value={eventId}
            onChange={(next) => setSearchParams(next ? { eventId: next } : {}, { replace: true })}
          />
          {eventId === '' ? (
            <EmptyState
              icon={Rows3}
              title="Escolha um evento"
              description="Os dados da tabela são preenchidos separadamente para cada evento."
            />
          ) : !state.events.some((e) => e.id === eventId) ? (
            <EmptyState
              icon={CalendarX2}
              title="Este evento não usa esta tabela"
              description="Escolha um dos eventos da lista acima."
            />
          ) : (
            <RowsEditor key={eventId} table={state.table} eventId={eventId} />
          )}
        </>
      )}
    </>
  );
}

function EventPicker({
  events,
  value,
  onChange,
}: {
  events: readonly TableEventRef[];
  value: string;
  onChange: (eventId: string) => void;
}) {
  const known = events.some((e) => e.id === value);
  const options = [
    { value: '', label: 'Selecione um evento' },
    ...(value && !known ? [{ value, label: 'Evento informado (não usa esta tabela)' }] : []),
    ...events.map((e) => ({
      value: e.id,
      label: e.status === 'publicado' ? e.titulo : `${e.titulo} (Rascunho)`,
    })),
  ];
  return (
    <div className="mb-5 rounded-xl border border-line bg-surface p-4 shadow-sm sm:p-5">
      <Select
        label="Evento"
        options={options}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        className="max-w-xl"
      />
      <p className="mt-2 text-xs text-ink-muted">
        {events.length === 1 ? '1 evento usa esta tabela.' : `${events.length} eventos usam esta tabela.`}
      </p>
    </div>
  );
}

type RowsState = { status: 'loading' } | { status: 'error' } | { status: 'ready' };
/** A row on screen: a saved one, or a new one not written yet (saved === null). */
type GridRow = { key: string; saved: CategoryDataRow | null; linha_ordem: number };

function RowsEditor({ table, eventId }: { table: CategoryTableRow; eventId: string }) {
  const leaves = useMemo(() => leafColumns(table.colunas), [table.colunas]);
  const [load, setLoad] = useState<RowsState>({ status: 'loading' });
  const [saved, setSaved] = useState<CategoryDataRow[]>([]);
  const [pending, setPending] = useState<{ key: string; linha_ordem: number }[]>([]);
  const [drafts, setDrafts] = useState<Record<string, Record<string, string>>>({});
  const [busy, setBusy] = useState<Record<string, boolean>>({});
  const [toDelete, setToDelete] = useState<CategoryDataRow | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const focusKey = useRef<string | null>(null);
  const tableRef = useRef<HTMLTableElement>(null);

  useEffect(() => {
    let active = true;
    import('../category-queries')
      .then(({ listCategoryRows }) => listCategoryRows(table.id, eventId))
      .then((rows) => {
        if (!active) return;
        setSaved(rows);
        setLoad({ status: 'ready' });
      })
      .catch((error: unknown) => {
        console.error(error);
        if (!active) return;
        toast.error('Erro ao carregar registros');
        setLoad({ status: 'error' });
      });
    return () => {
      active = false;
    };
  }, [table.id, eventId, attempt]);

  // After "Adicionar linha" / "Editar": focus the first cell of that row.
  useEffect(() => {
    const key = focusKey.current;
    if (!key) return;
    focusKey.current = null;
    tableRef.current
      ?.querySelector<HTMLElement>(`[data-row="${CSS.escape(key)}"] :is(input, select)`)
      ?.focus();
  });

  const rows: GridRow[] = useMemo(
    () => [
      ...sortRows(saved).map((row) => ({ key: row.id, saved: row, linha_ordem: row.linha_ordem })),
      ...pending.map((p) => ({ key: p.key, saved: null, linha_ordem: p.linha_ordem })),
    ],
    [saved, pending],
  );

  const setDraft = useCallback((key: string, draft: Record<string, string> | null) => {
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
    focusKey.current = key;
  }

  function edit(row: GridRow) {
    setDraft(row.key, rowDraft(leaves, row.saved?.dados ?? {}));
    focusKey.current = row.key;
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
      const record = { table_id: table.id, event_id: eventId, linha_ordem: row.linha_ordem, dados };
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
      setSaved((all) =>
        all.map((r) =>
          r.id === a.id
            ? { ...r, linha_ordem: b.linha_ordem }
            : r.id === b.id
              ? { ...r, linha_ordem: a.linha_ordem }
              : r,
        ),
      );
    } catch (error) {
      console.error(error);
      toast.error('Erro ao salvar registro');
    } finally {
      setBusy(({ [a.id]: _a, [b.id]: _b, ...rest }) => rest);
    }
  }

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

  function onRowKeyDown(event: KeyboardEvent<HTMLTableRowElement>, row: GridRow) {
    if (!drafts[row.key]) return;
    const target = event.target as HTMLElement;
    if (event.key === 'Enter' && target.tagName === 'INPUT') {
      event.preventDefault();
      void save(row);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      cancel(row);
    }
  }

  if (load.status === 'loading') {
    return (
      <div
        aria-busy="true"
        aria-label="Carregando registros"
        className="space-y-2 rounded-xl border border-line bg-surface p-4"
      >
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} className="h-10 w-full" />
        ))}
      </div>
    );
  }
  if (load.status === 'error') {
    return (
      <EmptyState
        icon={Rows3}
        title="Não foi possível carregar os registros"
        description="Verifique sua conexão e tente novamente."
        action={
          <Button
            variant="secondary"
            onClick={() => (setLoad({ status: 'loading' }), setAttempt((n) => n + 1))}
          >
            Tentar novamente
          </Button>
        }
      />
    );
  }

  const savedCount = saved.length;

  return (
    <section
      aria-labelledby="registros-titulo"
      className="rounded-xl border border-line bg-surface shadow-sm"
    >
      <div className="flex flex-wrap items-center justify-between gap-3 border-b border-line px-4 py-3 sm:px-5">
        <div>
          <h2 id="registros-titulo" className="text-base font-semibold text-ink">
            Registros
          </h2>
          <p className="text-sm text-ink-muted" aria-live="polite">
            {savedCount === 1 ? '1 registro salvo' : `${savedCount} registros salvos`}
          </p>
        </div>
        <Button onClick={addRow}>
          <Plus className="size-4" aria-hidden="true" />
          Adicionar linha
        </Button>
      </div>

      {rows.length === 0 ? (
        <p className="px-5 py-12 text-center text-sm text-ink-muted">
          Nenhum registro para este evento. Use “Adicionar linha” para começar.
        </p>
      ) : (
        <div className="relative overflow-x-auto">
          <table ref={tableRef} className="w-full border-separate border-spacing-0 text-sm">
            <caption className="sr-only">{`Registros de ${table.nome} para o evento selecionado`}</caption>
            <GridHeader
              colunas={table.colunas}
              leading={[{ label: 'Linha', srOnly: true, className: 'w-10' }]}
              trailing={[
                {
                  label: 'Ações',
                  className: 'sticky right-0 z-10 w-0 text-right shadow-[-1px_0_0_var(--color-line)]',
                },
              ]}
            />
            <tbody>
              {rows.map((row, index) => {
                const draft = drafts[row.key];
                const rowBusy = busy[row.key] === true;
                const n = index + 1;
                const canUp = !rowBusy && index > 0 && Boolean(rows[index - 1]?.saved);
                const canDown = !rowBusy && Boolean(rows[index + 1]?.saved);
                return (
                  <tr
                    key={row.key}
                    data-row={row.key}
                    onKeyDown={(e) => onRowKeyDown(e, row)}
                    className={draft ? 'bg-accent-soft/40' : 'hover:bg-surface-muted/60'}
                  >
                    <td className="border-b border-line px-3 py-2 text-ink-muted tabular-nums">
                      {row.saved ? n : <Badge variant="outline">Nova</Badge>}
                    </td>
                    {leaves.map((leaf) => (
                      <td key={leaf.key} className="border-b border-line px-2 py-1.5 align-middle">
                        {draft ? (
                          <CellInput
                            leaf={leaf}
                            rowNumber={n}
                            value={draft[leaf.key] ?? ''}
                            disabled={rowBusy}
                            onChange={(value) => setDraft(row.key, { ...draft, [leaf.key]: value })}
                          />
                        ) : (
                          <span
                            className={`block px-1 break-words text-ink ${leaf.column.tipo === 'texto' ? 'min-w-[9rem]' : 'min-w-[4rem]'}`}
                          >
                            {displayCell(leaf, row.saved?.dados[leaf.key]) || <EmptyCell />}
                          </span>
                        )}
                      </td>
                    ))}
                    <td className="sticky right-0 border-b border-line bg-surface px-2 py-1.5 shadow-[-1px_0_0_var(--color-line)]">
                      <div className="flex items-center justify-end gap-0.5">
                        {draft ? (
                          <>
                            <Button
                              className="h-9 px-3"
                              busy={rowBusy}
                              onClick={() => void save(row)}
                              aria-label={`Salvar linha ${n}`}
                            >
                              {!rowBusy && <Check className="size-4" aria-hidden="true" />}
                              <span className="hidden sm:inline">Salvar</span>
                            </Button>
                            <IconButton
                              icon={X}
                              label={row.saved ? `Cancelar edição da linha ${n}` : `Descartar linha ${n}`}
                              disabled={rowBusy}
                              onClick={() => cancel(row)}
                            />
                          </>
                        ) : (
                          <>
                            <IconButton icon={Pencil} label={`Editar linha ${n}`} onClick={() => edit(row)} />
                            {/* Wide screens: every action at hand; phones: the rest in a menu. */}
                            <div className="hidden items-center gap-0.5 sm:flex">
                              <IconButton
                                icon={ArrowUp}
                                label={`Mover linha ${n} para cima`}
                                disabled={!canUp}
                                onClick={() => void move(index, index - 1)}
                                className="disabled:pointer-events-none disabled:opacity-40"
                              />
                              <IconButton
                                icon={ArrowDown}
                                label={`Mover linha ${n} para baixo`}
                                disabled={!canDown}
                                onClick={() => void move(index, index + 1)}
                                className="disabled:pointer-events-none disabled:opacity-40"
                              />
                              <IconButton
                                icon={Trash2}
                                label={`Excluir linha ${n}`}
                                disabled={rowBusy}
                                onClick={() => row.saved && setToDelete(row.saved)}
                                className="hover:text-danger"
                              />
                            </div>
                            <RowMenu
                              n={n}
                              canUp={canUp}
                              canDown={canDown}
                              busy={rowBusy}
                              onUp={() => void move(index, index - 1)}
                              onDown={() => void move(index, index + 1)}
                              onDelete={() => row.saved && setToDelete(row.saved)}
                            />
                          </>
                        )}
                      </div>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      <ConfirmDialog
        open={toDelete !== null}
        title="Confirmar exclusão"
        description="Tem certeza que deseja excluir este registro? Esta ação não pode ser desfeita."
        onConfirm={() => void confirmDelete()}
        onClose={() => setToDelete(null)}
        busy={deleting}
      />
    </section>
  );
}

/** Phones: move and delete behind one button, so the sticky actions column stays narrow. */
function RowMenu(props: {
  n: number;
  canUp: boolean;
  canDown: boolean;
  busy: boolean;
  onUp: () => void;
  onDown: () => void;
  onDelete: () => void;
}) {
  const item =
    'flex w-full items-center gap-2 rounded-md px-3 py-2 text-left text-sm text-ink data-disabled:opacity-40 data-focus:bg-surface-muted';
  return (
    <Menu as="div" className="sm:hidden">
      <MenuButton
        aria-label={`Mais ações da linha ${props.n}`}
        className="inline-flex size-9 items-center justify-center rounded-lg text-ink-muted hover:bg-surface-muted hover:text-ink"
      >
        <EllipsisVertical className="size-5" aria-hidden="true" />
      </MenuButton>
      <MenuItems
        anchor="bottom end"
        className="z-30 w-52 rounded-lg border border-line bg-surface p-1 shadow-lg focus:outline-none"
      >
        <MenuItem disabled={!props.canUp}>
          <button type="button" className={item} onClick={props.onUp}>
            <ArrowUp className="size-4" aria-hidden="true" />
            Mover para cima
          </button>
        </MenuItem>
        <MenuItem disabled={!props.canDown}>
          <button type="button" className={item} onClick={props.onDown}>
            <ArrowDown className="size-4" aria-hidden="true" />
            Mover para baixo
          </button>
        </MenuItem>
        <MenuItem disabled={props.busy}>
          <button type="button" className={`${item} text-danger`} onClick={props.onDelete}>
            <Trash2 className="size-4" aria-hidden="true" />
            Excluir
          </button>
        </MenuItem>
      </MenuItems>
    </Menu>
  );
}

const INPUT =
  'h-9 w-full rounded-md border border-line-strong bg-surface px-2 text-base text-ink placeholder:text-ink-muted/70 disabled:opacity-60 sm:text-sm';

/** The editor of one cell, by column type: text, number, or a select of the column's options. */
function CellInput({
  leaf,
  rowNumber,
  value,
  disabled,
  onChange,
}: {
  leaf: LeafColumn;
  rowNumber: number;
  value: string;
  disabled: boolean;
  onChange: (value: string) => void;
}) {
  const label = `${leaf.label}, linha ${rowNumber}`;
  const { tipo, opcoes } = leaf.column;
  if (tipo === 'multipla_escolha') {
    const options = opcoes ?? [];
    return (
      <select
        aria-label={label}
        value={value}
        disabled={disabled}
        onChange={(e) => onChange(e.target.value)}
        className={`${INPUT} min-w-[9rem] cursor-pointer`}
      >
        <option value="">—</option>
        {/* A value whose option was removed from the structure stays selectable. */}
        {value && !options.includes(value) && <option value={value}>{value}</option>}
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    );
  }
  return (
    <input
      aria-label={label}
      type={tipo === 'numero' ? 'number' : 'text'}
      step={tipo === 'numero' ? 'any' : undefined}
      inputMode={tipo === 'numero' ? 'decimal' : undefined}
      value={value}
      disabled={disabled}
      onChange={(e) => onChange(e.target.value)}
      className={`${INPUT} ${tipo === 'numero' ? 'min-w-[6rem] tabular-nums' : 'min-w-[10rem]'}`}
    />
  );
}
