// 'Cancelar ingressos' (the buyer's right of withdrawal for part of an order): the dialog asks the
// server for the order's limits first (use-cancellation-preview.ts), the buyer chooses tickets
// that still admit, sees what comes back and how (core's rule, the figure the server refunds),
// and confirms. All of the active tickets at once is the whole order's cancellation. A refusal
// (the window closed, a used or transferred ticket) shows its reason.
import { useState } from 'react';
import { CANCELLATION_FIGURE_CODES } from '@gn/core/cancellation';
import { formatBRL } from '@gn/core/money';
import { PAYMENT_METHOD_IN_TEXT, type PaymentMethod } from '@gn/core/payment';
import { TICKET_REFUND_REASON_MAX, type TicketRefundAnswer } from '@gn/core/schemas/ticket-refund';
import { ticketStatusLabel } from '@gn/core/status-labels';
import { ticketRefundQuote } from '@gn/core/ticket-refund';
import { TextAreaField } from '../../ui/forms/form-kit';
import { Spinner } from '../../ui/Spinner';
import { Modal, ModalActions } from '../../ui/Modal';
import { postJson } from '../session/api-client';
import type { OrderView } from './order-view';
import type { AccountTicket } from './ticket-view';
import { errorText, useCancellationPreview } from './use-cancellation-preview';

const WINDOW_CODES: readonly string[] = Object.values(CANCELLATION_FIGURE_CODES);

function TicketChoices({
  tickets,
  chosen,
  disabled,
  onChange,
}: {
  tickets: AccountTicket[];
  chosen: string[];
  disabled: boolean;
  onChange: (update: (list: string[]) => string[]) => void;
}) {
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-1 text-sm font-semibold">Ingressos</legend>
      {tickets.map((ticket) => (
        <label key={ticket.id} className="flex items-start gap-3 text-sm">
          <input
            type="checkbox"
            className="mt-0.5 size-4 shrink-0 accent-accent"
            disabled={ticket.status !== 'ativo' || disabled}
            checked={chosen.includes(ticket.id)}
            onChange={(event) =>
              onChange((list) =>
                event.target.checked ? [...list, ticket.id] : list.filter((id) => id !== ticket.id),
              )
            }
          />
          <span className="min-w-0">
            <span className="font-semibold">{ticket.tipo}</span>
            {ticket.titular && <span className="text-ink-muted"> · {ticket.titular}</span>}
            <span className="block font-mono text-xs break-all text-ink-muted">{ticket.codigo_serial}</span>
            {ticket.status !== 'ativo' && (
              <span className="block text-xs text-ink-muted">{ticketStatusLabel(ticket.status)}</span>
            )}
          </span>
        </label>
      ))}
    </fieldset>
  );
}

/** What comes back for the tickets chosen, and how. */
function QuoteLine({
  count,
  quote,
  method,
}: {
  count: number;
  quote: { valor: number; pedidoInteiro: boolean };
  method: PaymentMethod;
}) {
  return (
    <p className="rounded-xl border border-line bg-surface-muted px-4 py-3 text-sm" aria-live="polite">
      {count === 0 ? (
        'Escolha ao menos um ingresso.'
      ) : quote.valor > 0 ? (
        <>
          Volta para você <strong className="whitespace-nowrap">{formatBRL(quote.valor)}</strong> por{' '}
          {PAYMENT_METHOD_IN_TEXT[method]} (preço + taxa de cada ingresso, descontos e juros proporcionais).
          {quote.pedidoInteiro && ' São todos os ingressos ativos: o pedido inteiro será cancelado.'}
        </>
      ) : (
        'Ingressos gratuitos: não há valor a devolver.'
      )}
    </p>
  );
}

export function CancelTicketsDialog({
  order,
  tickets,
  onClose,
  onDone,
}: {
  order: OrderView;
  tickets: AccountTicket[];
  onClose: () => void;
  onDone: (answer: TicketRefundAnswer, message: string) => void;
}) {
  const path = `/api/orders/${encodeURIComponent(order.id)}`;
  const { preview, retry } = useCancellationPreview(path);
  const [chosen, setChosen] = useState<string[]>([]);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const quote = ticketRefundQuote(order.refundable, order.id, chosen, tickets);

  async function confirm() {
    if (chosen.length === 0) return setFailure('Escolha ao menos um ingresso.');
    setBusy(true);
    setFailure(null);
    try {
      const answer = await postJson<TicketRefundAnswer>(`${path}/tickets/cancel`, {
        ticketIds: chosen,
        motivo: reason.trim() || undefined,
      });
      const message =
        answer.tipo === 'pedido'
          ? `Pedido #${order.number} cancelado. Os ingressos não valem mais.`
          : chosen.length === 1
            ? 'Ingresso cancelado. Ele não vale mais na entrada.'
            : `${chosen.length} ingressos cancelados. Eles não valem mais na entrada.`;
      onDone(answer, message);
    } catch (error) {
      console.error('Falha ao cancelar os ingressos', error);
      setFailure(errorText(error, 'Não foi possível cancelar os ingressos. Tente novamente.'));
      setBusy(false);
    }
  }

  const refusal =
    preview.state === 'ready' && preview.preview.recusa && WINDOW_CODES.includes(preview.preview.recusa.code)
      ? preview.preview.recusa.message
      : null;
  return (
    <Modal
      open
      onClose={onClose}
      title="Cancelar ingressos"
      labelledBy="cancelar-ingressos-titulo"
      busy={busy}
    >
      <p className="mt-1 text-sm text-ink-muted">
        Pedido <span className="font-mono">#{order.number}</span>: escolha os ingressos que não vai usar. Os
        demais continuam valendo.
      </p>
      {preview.state === 'loading' && (
        <p role="status" className="mt-5 flex items-center gap-2 text-sm text-ink-muted">
          <Spinner /> Consultando o prazo de cancelamento...
        </p>
      )}
      {preview.state === 'failed' && (
        <div className="mt-5 grid gap-3">
          <p role="alert" className="text-sm font-semibold text-danger">
            {preview.message}
          </p>
          <button type="button" className="gn-btn-secondary justify-self-end" onClick={retry}>
            Tentar novamente
          </button>
        </div>
      )}
      {refusal && (
        <p role="alert" className="mt-5 text-sm font-semibold text-danger" data-testid="cancel-refusal">
          {refusal}
        </p>
      )}
      {preview.state === 'ready' && !refusal && (
        <div className="mt-5 grid gap-4">
          <TicketChoices tickets={tickets} chosen={chosen} disabled={busy} onChange={setChosen} />
          <QuoteLine count={chosen.length} quote={quote} method={preview.preview.metodo} />
          <TextAreaField
            id="cancelar-ingressos-motivo"
            label="Motivo (opcional)"
            rows={2}
            maxLength={TICKET_REFUND_REASON_MAX}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            counter={{ value: reason.length, max: TICKET_REFUND_REASON_MAX }}
          />
          <ModalActions
            failure={failure}
            busy={busy}
            cancelLabel="Voltar"
            onCancel={onClose}
            action={{
              label: 'Cancelar ingressos escolhidos',
              busyLabel: 'Cancelando...',
              className: 'gn-btn-danger',
              onClick: () => void confirm(),
            }}
          />
        </div>
      )}
    </Modal>
  );
}
