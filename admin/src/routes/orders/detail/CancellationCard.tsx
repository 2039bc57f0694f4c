// The order page's 'Cancelamento e reembolso' card: who cancelled a paid order, when and why,
// and where its money is. A refund Asaas refused, or one it cannot make online (a boleto whose
// buyer never sent their bank account), is the admin's task: ask Asaas again, or record a refund
// made by hand (a bank transfer) with how it was done.
import { Landmark } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { REFUND_STATE_LABELS } from '@gn/core/cancellation';
import { PAYMENT_METHOD_LABELS } from '@gn/core/payment';
import { formatDateTime } from '@gn/core/dates';
import { formatBRL } from '@gn/core/money';
import { Badge, type BadgeVariant } from '../../../ui/Badge';
import { Button } from '../../../ui/Button';
import type { AdminOrder } from '../order-doc';
import { NewTabLink } from '../NewTabLink';
import { Card, Field } from './DetailCard';
import { ManualRefundDialog } from './ManualRefundDialog';
import { markRefundedByHand, retryRefund } from './order-detail-queries';

export function refundBadge(state: NonNullable<AdminOrder['refund']>['state']): BadgeVariant {
  if (state === 'concluido' || state === 'manual') return 'success';
  if (state === 'falhou') return 'destructive';
  return 'secondary';
}

export function errorText(error: unknown): string | undefined {
  return error instanceof Error ? error.message : undefined;
}

export function CancellationCard({ order, names }: { order: AdminOrder; names: Map<string, string> }) {
  const [retrying, setRetrying] = useState(false);
  const [manualOpen, setManualOpen] = useState(false);
  const { cancellation, refund } = order;
  if (!cancellation && !refund) return null;
  const open = refund && refund.state !== 'concluido' && refund.state !== 'manual';
  const canRetry = refund && (refund.state === 'falhou' || refund.state === 'pendente');

  async function retry() {
    setRetrying(true);
    try {
      const { reembolso } = await retryRefund(order.id);
      if (reembolso.estado === 'falhou') {
        toast.error('O Asaas recusou o reembolso de novo', { description: reembolso.erro ?? undefined });
      } else toast.success(`Reembolso: ${REFUND_STATE_LABELS[reembolso.estado]}`);
    } catch (failure) {
      console.error(failure);
      toast.error('Erro ao pedir o reembolso', { description: errorText(failure) });
    } finally {
      setRetrying(false);
    }
  }

  return (
    <Card title="Cancelamento e reembolso" className="lg:col-span-2">
      {refund?.state === 'falhou' && (
        <div role="alert" className="mb-4 rounded-lg bg-danger-soft px-3 py-2 text-sm text-danger">
          <p className="font-semibold">O reembolso não foi feito: o comprador está esperando o dinheiro.</p>
          {refund.error && <p className="mt-1">Resposta do Asaas: {refund.error}</p>}
        </div>
      )}
      <dl className="grid grid-cols-2 gap-x-4 gap-y-3 sm:grid-cols-4">
        {cancellation && (
          <>
            <Field label="Cancelado em">{cancellation.at ? formatDateTime(cancellation.at) : '—'}</Field>
            <Field label="Por">
              {cancellation.byBuyer
                ? 'Comprador (direito de arrependimento)'
                : (names.get(cancellation.by ?? '') ?? 'Administrador')}
            </Field>
            <Field label="Motivo">{cancellation.reason ?? '—'}</Field>
            {!refund && <Field label="Reembolso">Nada a devolver (pedido gratuito)</Field>}
          </>
        )}
        {refund && (
          <>
            <Field label="Reembolso">
              <Badge variant={refundBadge(refund.state)}>{REFUND_STATE_LABELS[refund.state]}</Badge>
            </Field>
            <Field label="Valor">{formatBRL(refund.amount)}</Field>
            <Field label="Forma">{PAYMENT_METHOD_LABELS[refund.method]}</Field>
            <Field label="Tentativas no Asaas">{refund.attempts}</Field>
            <Field label="Atualizado em">{refund.updatedAt ? formatDateTime(refund.updatedAt) : '—'}</Field>
            {refund.note && <Field label="Observação">{refund.note}</Field>}
          </>
        )}
      </dl>
      {refund?.state === 'aguardando_dados' && (
        <p className="mt-4 text-sm text-ink-muted">
          Boleto: o comprador recebeu o link do Asaas para informar a conta bancária. O reembolso conclui
          sozinho quando ele enviar os dados.
        </p>
      )}
      {open && (
        <div className="mt-4 flex flex-wrap gap-2">
          {refund.link && (
            <NewTabLink href={refund.link} icon={Landmark}>
              Link de dados bancários
              <span className="sr-only"> (nova aba)</span>
            </NewTabLink>
          )}
          {canRetry && (
            <Button variant="secondary" busy={retrying} onClick={() => void retry()}>
              Tentar reembolso de novo
            </Button>
          )}
          <Button variant="secondary" onClick={() => setManualOpen(true)}>
            Marcar como reembolsado
          </Button>
        </div>
      )}
      {manualOpen && (
        <ManualRefundDialog
          save={(note) => markRefundedByHand(order.id, note)}
          onClose={() => setManualOpen(false)}
        />
      )}
    </Card>
  );
}
