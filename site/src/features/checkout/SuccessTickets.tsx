// The 'Ingressos' section of /checkout/success: each issued ticket with its status and 'Ver QR',
// 'PDF' and 'E-mail' (and for a paid one the wallets and the calendar), or, before any is issued, the way back to the payment's page.
import { ticketStatusBadge, ticketStatusLabel } from '@gn/core/status-labels';
import { StatusBadge } from '../../ui/kit';
import type { OrderView } from '../orders/order-view';
import { isPaidTicket, type AccountTicket } from '../orders/ticket-view';
import { WalletButtons } from '../orders/WalletButtons';
import { waitingPath } from './wizard';

export interface TicketActions {
  /** an action is running: PDF and E-mail wait for it */
  busy: boolean;
  onQr: (ticket: AccountTicket) => void;
  onPdf: (ticket: AccountTicket) => void;
  onEmail: () => void;
}

function IssuedTicket({ ticket, actions }: { ticket: AccountTicket; actions: TicketActions }) {
  return (
    <li className="rounded-2xl border border-line p-4 sm:p-5" data-testid="ingresso">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="font-semibold">{ticket.evento.titulo}</p>
          <p className="text-sm text-ink-muted">
            {ticket.tipo} · {ticket.quantidade} {ticket.quantidade === 1 ? 'ingresso' : 'ingressos'}
          </p>
          <p className="mt-1 font-mono text-xs break-all text-ink-muted">
            {ticket.codigo_serial || ticket.id.slice(0, 12)}
          </p>
        </div>
        <StatusBadge variant={ticketStatusBadge(ticket.status)}>
          {ticketStatusLabel(ticket.status)}
        </StatusBadge>
      </div>
      <div className="mt-4 flex flex-wrap gap-2">
        <button
          type="button"
          className="gn-btn-secondary"
          onClick={() => actions.onQr(ticket)}
          aria-label={`Ver QR do ingresso ${ticket.codigo_serial}`}
        >
          Ver QR
        </button>
        <button
          type="button"
          className="gn-btn-secondary disabled:opacity-60"
          disabled={actions.busy}
          onClick={() => actions.onPdf(ticket)}
          aria-label={`Baixar PDF do ingresso ${ticket.codigo_serial}`}
        >
          PDF
        </button>
        <button
          type="button"
          className="gn-btn-secondary disabled:opacity-60"
          disabled={actions.busy}
          onClick={actions.onEmail}
          aria-label="Enviar os ingressos por e-mail"
        >
          E-mail
        </button>
      </div>
      {isPaidTicket(ticket.status) && (
        <div className="mt-3">
          <WalletButtons ticket={ticket} />
        </div>
      )}
    </li>
  );
}

export function SuccessTickets({
  order,
  tickets,
  actions,
}: {
  order: OrderView;
  tickets: AccountTicket[];
  actions: TicketActions;
}) {
  return (
    <section aria-labelledby="ingressos-titulo" className="mt-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="ingressos-titulo" className="text-lg font-bold">
          Ingressos
        </h2>
      </div>
      {tickets.length === 0 ? (
        <p className="mt-3 rounded-2xl border border-dashed border-line-strong p-5 text-sm text-ink-muted">
          Nenhum ingresso emitido ainda.{' '}
          {order.status === 'aguardando_pagamento' && (
            <a
              href={waitingPath(order.id)}
              className="font-semibold text-accent-ink underline underline-offset-2"
            >
              Acompanhar pagamento
            </a>
          )}
        </p>
      ) : (
        <ul className="mt-3 space-y-3">
          {tickets.map((ticket) => (
            <IssuedTicket key={ticket.id} ticket={ticket} actions={actions} />
          ))}
        </ul>
      )}
    </section>
  );
}
