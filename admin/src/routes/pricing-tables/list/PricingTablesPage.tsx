import { useEffect, useMemo, useState } from 'react';
import { ListChecks, Plus, Search, Tags } from 'lucide-react';
import { Link } from 'react-router-dom';
import { toast } from 'sonner';
import { formatBRL } from '@gn/core/money';
import { Badge } from '../../../ui/Badge';
import { Button } from '../../../ui/Button';
import { ButtonLink } from '../../../ui/ButtonLink';
import { EmptyState } from '../../../ui/EmptyState';
import { PageHeading } from '../../../ui/PageHeading';
import { Skeleton } from '../../../ui/Skeleton';
import { itemCountLabel, matchesSearch } from '../pricing-form';
import type { PricingTableRow } from '../pricing-queries';

type State = { status: 'loading' } | { status: 'error' } | { status: 'ready'; tables: PricingTableRow[] };

/** 'R$ 60,00 – R$ 120,00', one price, or null when no item has a price. */
function priceRange(table: PricingTableRow): string | null {
  const prices = table.itens.map((i) => i.valor_centavos).filter((v): v is number => typeof v === 'number');
  if (prices.length === 0) return null;
  const min = Math.min(...prices);
  const max = Math.max(...prices);
  return min === max ? formatBRL(min) : `${formatBRL(min)} – ${formatBRL(max)}`;
}

export function PricingTablesPage() {
  const [state, setState] = useState<State>({ status: 'loading' });
  const [search, setSearch] = useState('');
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let active = true;
    import('../pricing-queries')
      .then(({ listPricingTables }) => listPricingTables())
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

  return (
    <>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <PageHeading
          title="Tabelas de Preços"
          description="Os tipos de ingresso e valores oferecidos nos eventos."
        />
        <ButtonLink to="/admin/tabelas/novo" className="mb-6 shrink-0">
          <Plus className="size-4" aria-hidden="true" />
          Nova Tabela
        </ButtonLink>
      </div>

      <div className="relative mb-5 max-w-md">
        <label htmlFor="busca-tabelas" className="sr-only">
          Buscar tabelas por nome
        </label>
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-ink-muted"
        />
        <input
          id="busca-tabelas"
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
          className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3"
        >
          {Array.from({ length: 6 }, (_, i) => (
            <li key={i} className="rounded-xl border border-line bg-surface p-5 shadow-sm">
              <Skeleton className="h-5 w-2/3" />
              <Skeleton className="mt-3 h-4 w-full" />
              <Skeleton className="mt-2 h-4 w-4/5" />
              <Skeleton className="mt-5 h-4 w-24" />
            </li>
          ))}
        </ul>
      ) : state.status === 'error' ? (
        <EmptyState
          icon={Tags}
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
          icon={Tags}
          title="Nenhuma tabela de preços"
          description="Crie uma tabela com os tipos de ingresso e valores para oferecer nos eventos."
          action={
            <ButtonLink to="/admin/tabelas/novo">
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
        <ul aria-label="Tabelas de preços" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {filtered.map((table) => {
            const range = priceRange(table);
            return (
              <li
                key={table.id}
                className="relative flex flex-col rounded-xl border border-line bg-surface p-5 shadow-sm transition-colors focus-within:border-accent hover:border-line-strong"
              >
                <div className="flex items-start justify-between gap-3">
                  <h2 className="min-w-0 text-base font-semibold break-words text-ink">
                    <Link
                      to={`/admin/tabelas/${table.id}`}
                      className="rounded-sm after:absolute after:inset-0 after:rounded-xl focus-visible:outline-none"
                    >
                      {table.nome}
                    </Link>
                  </h2>
                  {table.publicada ? (
                    <Badge variant="success">Publicada</Badge>
                  ) : (
                    <Badge variant="secondary">Rascunho</Badge>
                  )}
                </div>
                <p
                  className={`mt-2 line-clamp-2 text-sm ${table.descricao ? 'text-ink-muted' : 'text-ink-muted italic'}`}
                >
                  {table.descricao || 'Sem descrição'}
                </p>
                <div className="mt-auto flex flex-wrap items-center gap-x-4 gap-y-1 pt-4 text-sm text-ink-muted">
                  <span className="inline-flex items-center gap-1.5">
                    <ListChecks className="size-4" aria-hidden="true" />
                    {itemCountLabel(table.itens.length)}
                  </span>
                  {range && <span className="tabular-nums">{range}</span>}
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </>
  );
}
