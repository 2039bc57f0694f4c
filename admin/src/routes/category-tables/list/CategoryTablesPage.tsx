import { useEffect, useMemo, useState } from 'react';
import { Columns3, Download, Eye, PencilRuler, Plus, Rows3, Search, TableProperties } from 'lucide-react';
import { Link } from 'react-router-dom';
import { toast } from 'sonner';
import { Badge } from '../../../ui/Badge';
import { Button, buttonClasses } from '../../../ui/Button';
import { ButtonLink } from '../../../ui/ButtonLink';
import { EmptyState } from '../../../ui/EmptyState';
import { PageHeading } from '../../../ui/PageHeading';
import { Skeleton } from '../../../ui/Skeleton';
import { matchesSearch } from '../../pricing-tables/pricing-form';
import { sortedColumns } from '../category-model';
import type { CategoryTableRow } from '../category-queries';
import { exportCategoryTable } from '../export-csv';

type State = { status: 'loading' } | { status: 'error' } | { status: 'ready'; tables: CategoryTableRow[] };

const ACTION = 'h-9 px-3 text-[0.8125rem]';

export function CategoryTablesPage() {
  const [state, setState] = useState<State>({ status: 'loading' });
  const [search, setSearch] = useState('');
  const [attempt, setAttempt] = useState(0);
  const [exporting, setExporting] = useState<string | null>(null);

  useEffect(() => {
    let active = true;
    import('../category-queries')
      .then(({ listCategoryTables }) => listCategoryTables())
      .then((tables) => active && setState({ status: 'ready', tables }))
      .catch((error: unknown) => {
        console.error(error);
        if (!active) return;
        toast.error('Erro ao carregar tabelas');
        setState({ status: 'error' });
      });
    return () => {
      active = false;
    };
  }, [attempt]);

  const filtered = useMemo(
    () => (state.status === 'ready' ? state.tables.filter((t) => matchesSearch(t.nome, search)) : []),
    [state, search],
  );

  async function exportTable(table: CategoryTableRow) {
    setExporting(table.id);
    await exportCategoryTable(table);
    setExporting(null);
  }

  return (
    <>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <PageHeading
          title="Tabelas de Categorias"
          description="Tabelas de informações exibidas nas páginas dos eventos (programação, setores, baterias...)."
        />
        <ButtonLink to="/admin/tabelas-categorias/novo" className="mb-6 shrink-0">
          <Plus className="size-4" aria-hidden="true" />
          Nova Tabela
        </ButtonLink>
      </div>

      <div className="relative mb-5 max-w-md">
        <label htmlFor="busca-tabelas-categorias" className="sr-only">
          Buscar tabelas por nome
        </label>
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-ink-muted"
        />
        <input
          id="busca-tabelas-categorias"
          type="search"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          placeholder="Buscar por nome..."
          className="h-11 w-full rounded-lg border border-line-strong bg-surface pr-3 pl-9 text-base text-ink placeholder:text-ink-muted/70 hover:border-ink-muted/60 sm:text-sm"
        />
      </div>

      {state.status === 'loading' ? (
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
      ) : state.status === 'error' ? (
        <EmptyState
          icon={TableProperties}
          title="Não foi possível carregar as tabelas"
          description="Verifique sua conexão e tente novamente."
          action={
            <Button
              variant="secondary"
              onClick={() => (setState({ status: 'loading' }), setAttempt((n) => n + 1))}
            >
              Tentar novamente
            </Button>
          }
        />
      ) : state.tables.length === 0 ? (
        <EmptyState
          icon={TableProperties}
          title="Nenhuma tabela de categorias"
          description="Crie uma tabela, defina as colunas e preencha os dados de cada evento."
          action={
            <ButtonLink to="/admin/tabelas-categorias/novo">
              <Plus className="size-4" aria-hidden="true" />
              Criar Primeira Tabela
            </ButtonLink>
          }
        />
      ) : filtered.length === 0 ? (
        <EmptyState
          icon={Search}
          title="Nenhuma tabela encontrada"
          description={`Nenhuma tabela corresponde a “${search.trim()}”.`}
          action={
            <Button variant="secondary" onClick={() => setSearch('')}>
              Limpar busca
            </Button>
          }
        />
      ) : (
        <ul aria-label="Tabelas de categorias" className="grid gap-4 md:grid-cols-2 2xl:grid-cols-3">
          {filtered.map((table) => {
            const base = `/admin/tabelas-categorias/${table.id}`;
            const columns = sortedColumns(table.colunas);
            return (
              <li
                key={table.id}
                className="flex flex-col rounded-xl border border-line bg-surface p-5 shadow-sm"
              >
                <div className="flex items-start justify-between gap-3">
                  <h2 className="min-w-0 text-base font-semibold break-words text-ink">{table.nome}</h2>
                  {table.publicada ? (
                    <Badge variant="success">Publicada</Badge>
                  ) : (
                    <Badge variant="secondary">Rascunho</Badge>
                  )}
                </div>
                <p className={`mt-2 line-clamp-2 text-sm text-ink-muted ${table.descricao ? '' : 'italic'}`}>
                  {table.descricao || 'Sem descrição'}
                </p>
                <p className="mt-3 inline-flex items-center gap-1.5 text-sm text-ink-muted">
                  <Columns3 className="size-4" aria-hidden="true" />
                  {columns.length === 1 ? '1 coluna' : `${columns.length} colunas`}
                </p>
                {columns.length > 0 && (
                  <ul aria-label="Colunas" className="mt-2 flex flex-wrap gap-1.5">
                    {columns.map((c) => (
                      <li
                        key={c.id}
                        className="max-w-full truncate rounded-md bg-surface-muted px-2 py-0.5 text-xs text-ink"
                      >
                        {c.nome}
                        {c.subdivisoes && c.subdivisoes.length > 0 && (
                          <span className="text-ink-muted">
                            {' '}
                            ({c.subdivisoes.map((s) => s.nome).join(', ')})
                          </span>
                        )}
                      </li>
                    ))}
                  </ul>
                )}
                <div className="mt-auto grid grid-cols-2 gap-2 pt-5 sm:grid-cols-4">
                  <Link
                    to={`${base}/estrutura`}
                    aria-label={`Estrutura de ${table.nome}`}
                    className={buttonClasses('secondary', ACTION)}
                  >
                    <PencilRuler className="size-4" aria-hidden="true" />
                    Estrutura
                  </Link>
                  <Link
                    to={`${base}/dados`}
                    aria-label={`Dados de ${table.nome}`}
                    className={buttonClasses('secondary', ACTION)}
                  >
                    <Rows3 className="size-4" aria-hidden="true" />
                    Dados
                  </Link>
                  <Link
                    to={`${base}/visualizar`}
                    aria-label={`Visualizar ${table.nome}`}
                    className={buttonClasses('secondary', ACTION)}
                  >
                    <Eye className="size-4" aria-hidden="true" />
                    Visualizar
                  </Link>
                  <Button
                    variant="secondary"
                    className={ACTION}
                    aria-label={`Exportar ${table.nome} (CSV)`}
                    busy={exporting === table.id}
                    onClick={() => void exportTable(table)}
                  >
                    {exporting !== table.id && <Download className="size-4" aria-hidden="true" />}
                    Exportar
                  </Button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </>
  );
}
