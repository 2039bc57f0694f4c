// /admin/tabelas: the price tables as cards (price range, item count, published), searched by name.
import { ListChecks, Tags } from 'lucide-react';
import { Link } from 'react-router-dom';
import { formatBRL } from '@gn/core/money';
import { Skeleton } from '../../../ui/Skeleton';
import { itemCountLabel } from '../pricing-model';
import { TablePublishedBadge, TablesListScreen } from '../../../ui/tables/table-list';
import type { PricingTableRow } from '../pricing-queries';

/** 'R$ 60,00 – R$ 120,00', one price, or null when no item has a price. */
function priceRange(table: PricingTableRow): string | null {
  const prices = table.itens.map((i) => i.valor_centavos).filter((v): v is number => typeof v === 'number');
  if (prices.length === 0) return null;
  const min = Math.min(...prices);
  const max = Math.max(...prices);
  return min === max ? formatBRL(min) : `${formatBRL(min)} – ${formatBRL(max)}`;
}

export function PricingTablesPage() {
  return (
    <TablesListScreen
      title="Tabelas de Preços"
      description="Os tipos de ingresso e valores oferecidos nos eventos."
      newPath="/admin/tabelas/novo"
      icon={Tags}
      load={async () => {
        const { listPricingTables } = await import('../pricing-queries');
        return listPricingTables();
      }}
      skeleton={
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
      }
      empty={{
        title: 'Nenhuma tabela de preços',
        description: 'Crie uma tabela com os tipos de ingresso e valores para oferecer nos eventos.',
      }}
    >
      {(filtered) => (
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
                  <TablePublishedBadge published={table.publicada} />
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
    </TablesListScreen>
  );
}
