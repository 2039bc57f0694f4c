// "Cancelar ingressos": the admin (or financeiro) chooses tickets of a paid order (not used ones),
// sees what goes back and how before confirming (core's rule, ticketRefundQuote: the same figure
// the server sends to Asaas), gives a reason and confirms. The server cancels them, gives their
// places back and refunds (functions/src/orders/refund-tickets.ts); all of the active ones at
// once is the whole order's cancellation, and the dialog says so.
import { Dialog, DialogPanel, DialogTitle, Description } from '@headlessui/react';
import { useState } from 'react';
import { toast } from 'sonner';
import { refundMethodOf, REFUND_STATE_LABELS } from '@gn/core/cancellation';
import { formatBRL } from '@gn/core/money';
import { PAYMENT_METHOD_LABELS } from '@gn/core/payment';
import { adminTicketRefundSchema, TICKET_REFUND_REASON_MAX } from '@gn/core/schemas/ticket-refund';
import { ticketStatusLabel } from '@gn/core/status-labels';
import { ticketRefundQuote } from '@gn/core/ticket-refund';
import { Button } from '../../../ui/Button';
import { Checkbox } from '../../../ui/Checkbox';
import { Textarea } from '../../../ui/Textarea';
import type { AdminOrder } from '../order-doc';
import { refundTickets, type OrderTicket } from './order-detail-queries';

function errorText(error: unknown): string | undefined {
  return error instanceof Error ? error.message : undefined;
}

/** What the admin reads under the amount: how this method's money comes back. */
function methodNote(order: AdminOrder): string {
  if (!order.paymentId) return 'Pedido sem cobrança no Asaas: devolva o valor por fora e marque como feito.';
  if (order.billingType === 'BOLETO') {
    return 'Boleto: o Asaas só estorna o boleto inteiro. A devolução desta parte fica como tarefa (transferência).';
  }
  if (order.installments)
    return 'Cartão parcelado: o valor é estornado nas parcelas pagas, da última para a primeira.';
  return 'O valor é estornado pelo Asaas na mesma forma de pagamento.';
}

export function CancelTicketsDialog({
  order,
  tickets,
  onClose,
}: {
  order: AdminOrder;
  tickets: OrderTicket[];
  onClose: () => void;
}) {
  const [chosen, setChosen] = useState<string[]>([]);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const quote = ticketRefundQuote(order.refundable, order.id, chosen, tickets);
  const method = PAYMENT_METHOD_LABELS[refundMethodOf(order.billingType)];

  function toggle(id: string, on: boolean) {
    setChosen((list) => (on ? [...list, id] : list.filter((t) => t !== id)));
    setError(undefined);
  }

  async function submit() {
    const parsed = adminTicketRefundSchema.safeParse({ ticketIds: chosen, motivo: reason });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setBusy(true);
    try {
      const answer = await refundTickets(order.id, parsed.data.ticketIds, parsed.data.motivo);
      const state = answer.reembolso ? REFUND_STATE_LABELS[answer.reembolso.estado] : 'nada a devolver';
      const what = answer.tipo === 'pedido' ? 'Pedido cancelado' : 'Ingressos cancelados';
      if (answer.reembolso?.estado === 'falhou') {
        toast.warning(`${what}; reembolso pendente`, { description: answer.reembolso.erro ?? undefined });
      } else toast.success(`${what} · reembolso: ${state}`);
      onClose();
    } catch (failure) {
      console.error(failure);
      setBusy(false);
      toast.error('Erro ao cancelar os ingressos', { description: errorText(failure) });
    }
  }

  return (
    <Dialog open onClose={() => !busy && onClose()} className="relative z-50">
      <div className="fixed inset-0 bg-black/50" aria-hidden="true" />
      <div className="fixed inset-0 flex items-end justify-center overflow-y-auto p-4 sm:items-center">
        <DialogPanel className="w-full max-w-lg rounded-2xl border border-line bg-surface p-6 shadow-xl">
          <DialogTitle className="text-lg font-semibold text-ink">Cancelar ingressos</DialogTitle>
          <Description className="mt-1 text-sm text-ink-muted">
            Os ingressos escolhidos deixam de valer na entrada, a vaga volta ao estoque e o valor de cada um
            (preço + taxa, menos o desconto, mais os juros do parcelamento) é devolvido. Os demais continuam
            válidos.
          </Description>
          <form
            id="cancel-tickets-form"
            className="mt-4 space-y-4"
            onSubmit={(event) => {
              event.preventDefault();
              void submit();
            }}
          >
            <fieldset className="space-y-2">
              <legend className="mb-1 text-sm font-medium text-ink">Ingressos</legend>
              {tickets.map((ticket) => (
                <Checkbox
                  key={ticket.id}
                  label={`${ticket.type} · ${ticket.holder}`}
                  description={
                    ticket.status === 'ativo'
                      ? ticket.serial
                      : `${ticket.serial} · ${ticketStatusLabel(ticket.status)}`
                  }
                  disabled={ticket.status !== 'ativo' || busy}
                  checked={chosen.includes(ticket.id)}
                  onChange={(event) => toggle(ticket.id, event.target.checked)}
                />
              ))}
            </fieldset>
            <div className="rounded-lg bg-surface-muted px-3 py-2 text-sm" aria-live="polite">
              <p className="font-semibold text-ink" data-testid="refund-quote">
                A devolver: {formatBRL(quote.valor)} · {method}
              </p>
              <p className="mt-1 text-ink-muted">{methodNote(order)}</p>
              {quote.pedidoInteiro && (
                <p className="mt-1 font-medium text-ink">
                  São todos os ingressos ativos: o pedido inteiro será cancelado.
                </p>
              )}
            </div>
            <Textarea
              label="Motivo"
              value={reason}
              rows={2}
              maxLength={TICKET_REFUND_REASON_MAX}
              aria-required="true"
              error={error}
              placeholder="Ex.: o cliente pediu por telefone; um dos amigos não poderá ir"
              onChange={(event) => {
                setReason(event.target.value);
                setError(undefined);
              }}
            />
          </form>
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={onClose} disabled={busy}>
              Voltar
            </Button>
            <Button
              type="submit"
              form="cancel-tickets-form"
              variant="danger"
              busy={busy}
              disabled={chosen.length === 0}
            >
              Cancelar e reembolsar {formatBRL(quote.valor)}
            </Button>
          </div>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
