// /admin/bilheteria/caixas: every register (the admin) or one's own (an operator), open and
// closed, newest first, with the figures, the difference and the movements of the one chosen.
import { useCallback, useEffect, useState } from 'react';
import { Wallet } from 'lucide-react';
import { formatDateTime } from '@gn/core/dates';
import { differenceText, MOVEMENT_LABELS, salesTotal } from '@gn/core/cash-register';
import { DOOR_METHOD_LABELS } from '@gn/core/door-sale';
import { formatBRL } from '@gn/core/money';
import type { RegisterDetailAnswer, RegisterView } from '@gn/core/schemas/door-sale';
import { Badge } from '../../ui/Badge';
import { BackLink } from '../../ui/BackLink';
import { EmptyState } from '../../ui/EmptyState';
import { LoadFailedState } from '../../ui/LoadFailedState';
import { PageHeading } from '../../ui/PageHeading';
import { SectionCard } from '../../ui/SectionCard';
import { Skeleton } from '../../ui/Skeleton';
import { loadRegister, loadRegisters } from './box-office-api';
import { RegisterFigures } from './RegisterFigures';

const when = (iso: string | null) => (iso ? formatDateTime(new Date(iso)) : '—');

export function RegistersPage() {
  const [registers, setRegisters] = useState<RegisterView[] | null | 'failed'>(null);
  const [chosen, setChosen] = useState<string | null>(null);
  const refresh = useCallback(() => {
    setRegisters(null);
    loadRegisters()
      .then((a) => setRegisters(a.caixas))
      .catch((e: unknown) => {
        console.error(e);
        setRegisters('failed');
      });
  }, []);
  useEffect(refresh, [refresh]);

  return (
    <div className="mx-auto max-w-5xl">
      <BackLink to="/admin/bilheteria" label="Bilheteria" />
      <PageHeading
        title="Caixas da bilheteria"
        description="Abertos e fechados, com o esperado, o contado e a diferença por forma de pagamento."
      />
      {registers === null && <Skeleton className="h-64 w-full" />}
      {registers === 'failed' && (
        <LoadFailedState icon={Wallet} title="Não foi possível carregar os caixas" onRetry={refresh} />
      )}
      {Array.isArray(registers) && registers.length === 0 && (
        <EmptyState
          icon={Wallet}
          title="Nenhum caixa ainda"
          description="Os caixas aparecem aqui quando alguém abre um na bilheteria."
        />
      )}
      {Array.isArray(registers) && registers.length > 0 && (
        <ul className="grid gap-3">
          {registers.map((r) => (
            <li key={r.id}>
              <SectionCard title={`${r.operador_nome} — ${r.event_titulo}`}>
                <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-ink-muted">
                  <Badge variant={r.status === 'aberto' ? 'success' : 'secondary'}>
                    {r.status === 'aberto' ? 'Aberto' : 'Fechado'}
                  </Badge>
                  <span>Aberto em {when(r.aberto_em)}</span>
                  {r.fechado_em && <span>Fechado em {when(r.fechado_em)}</span>}
                  <span>Vendido {formatBRL(salesTotal(r))}</span>
                  {r.diferenca && (
                    <span
                      className={
                        r.diferenca.total === 0
                          ? ''
                          : r.diferenca.total < 0
                            ? 'font-semibold text-danger'
                            : 'font-semibold text-success'
                      }
                    >
                      {differenceText(r.diferenca.total)}
                    </span>
                  )}
                </div>
                <button
                  type="button"
                  className="mt-3 text-sm font-medium text-accent underline-offset-4 hover:underline"
                  aria-expanded={chosen === r.id}
                  onClick={() => setChosen(chosen === r.id ? null : r.id)}
                >
                  {chosen === r.id ? 'Esconder detalhes' : 'Ver detalhes e movimentos'}
                </button>
                {chosen === r.id && <RegisterDetail id={r.id} />}
              </SectionCard>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function RegisterDetail({ id }: { id: string }) {
  const [detail, setDetail] = useState<RegisterDetailAnswer | null | 'failed'>(null);
  useEffect(() => {
    loadRegister(id)
      .then(setDetail)
      .catch(() => setDetail('failed'));
  }, [id]);
  if (detail === null) return <Skeleton className="mt-3 h-40 w-full" />;
  if (detail === 'failed')
    return <p className="mt-3 text-sm text-danger">Não foi possível carregar este caixa.</p>;
  return (
    <div className="mt-3 grid gap-4">
      <RegisterFigures caixa={detail.caixa} />
      {detail.caixa.observacao && (
        <p className="text-sm text-ink-muted">Observação: {detail.caixa.observacao}</p>
      )}
      <div className="overflow-x-auto">
        <table className="w-full text-xs sm:text-sm">
          <caption className="sr-only">Movimentos do caixa</caption>
          <thead>
            <tr className="border-b border-line text-left text-ink-muted">
              <th scope="col" className="py-2 pr-2 font-medium">
                Quando
              </th>
              <th scope="col" className="py-2 pr-2 font-medium">
                Movimento
              </th>
              <th scope="col" className="py-2 pr-2 text-right font-medium">
                Valor
              </th>
              <th scope="col" className="hidden py-2 font-medium sm:table-cell">
                Detalhe
              </th>
            </tr>
          </thead>
          <tbody>
            {detail.movimentos.map((m) => (
              <tr key={m.id} className="border-b border-line/60">
                <td className="py-2 pr-2 sm:whitespace-nowrap">{when(m.em)}</td>
                <td className="py-2 pr-2">
                  {MOVEMENT_LABELS[m.tipo]}
                  {m.tipo === 'venda' && m.metodo ? ` · ${DOOR_METHOD_LABELS[m.metodo]}` : ''}
                  {m.motivo && <span className="block text-ink-muted sm:hidden">{m.motivo}</span>}
                </td>
                <td className="py-2 pr-2 text-right tabular-nums">{formatBRL(m.valor)}</td>
                <td className="hidden py-2 text-ink-muted sm:table-cell">
                  {m.motivo ?? (m.order_id ? `Pedido ${m.order_id.slice(0, 8)}` : '')}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
