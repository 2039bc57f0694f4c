// One ticket of /conta/ingressos: cover, event, date and place, type and price, status, and for a
// paid ticket the QR code and PDF buttons, and the wallets' and the calendar's.
import { CalendarDays, Download, MapPin, QrCode, Send, Ticket } from 'lucide-react';
import { formatLongDate, formatTime, toIsoWithOffset } from '@gn/core/dates';
import { ticketStatusBadge, ticketStatusLabel } from '@gn/core/status-labels';
import { isPaidTicket, ticketQuantityTotal, type AccountTicket } from '../orders/ticket-view';
import { StatusBadge } from '../../ui/kit';
import { WalletButtons } from '../orders/WalletButtons';

function Cover({ url }: { url: string | null }) {
  return (
    <div className="relative aspect-[16/9] overflow-hidden bg-surface-muted sm:aspect-auto sm:w-48 sm:shrink-0">
      {url ? (
        <img
          src={url}
          alt=""
          loading="lazy"
          decoding="async"
          width={384}
          height={216}
          className="size-full object-cover"
        />
      ) : (
        <div
          className="flex size-full min-h-24 items-center justify-center bg-gradient-to-br from-brand-600 to-brand-900"
          aria-hidden="true"
        >
          <Ticket className="size-10 text-white/70" />
        </div>
      )}
    </div>
  );
}

export function TicketCard({
  ticket,
  onShowQr,
  onDownload,
  onTransfer,
  downloading,
}: {
  ticket: AccountTicket;
  onShowQr: () => void;
  onDownload: () => void;
  /** null when the ticket cannot change holder (used, cancelled, past event) */
  onTransfer: (() => void) | null;
  downloading: boolean;
}) {
  const paid = isPaidTicket(ticket.status);
  const start = ticket.evento.data_inicio;
  const headingId = `ingresso-${ticket.id}`;
  return (
    <li
      aria-labelledby={headingId}
      data-testid="ticket-card"
      className="flex flex-col overflow-hidden rounded-2xl border border-line bg-surface shadow-sm sm:flex-row"
    >
      <Cover url={ticket.evento.capa_url} />
      <div className="flex min-w-0 flex-1 flex-col gap-3 p-5">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h2 id={headingId} className="text-lg leading-snug font-bold text-ink">
            {ticket.evento.titulo}
          </h2>
          <StatusBadge variant={ticketStatusBadge(ticket.status)}>
            {ticketStatusLabel(ticket.status)}
          </StatusBadge>
        </div>
        <div className="space-y-1 text-sm text-ink-muted">
          <p className="flex items-center gap-2">
            <CalendarDays className="size-4 shrink-0" aria-hidden="true" />
            <time dateTime={toIsoWithOffset(start)}>
              {formatLongDate(start)} · {formatTime(start)}
            </time>
          </p>
          <p className="flex items-start gap-2">
            <MapPin className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            <span>{ticket.evento.local}</span>
          </p>
        </div>
        <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 border-t border-line pt-3 text-sm">
          <span className="text-ink">
            {ticket.tipo}
            {ticket.titular && (
              <span className="block text-xs text-ink-muted">Titular: {ticket.titular}</span>
            )}
          </span>
          <span className="font-semibold text-ink tabular-nums" data-testid="ticket-total">
            {ticketQuantityTotal(ticket)}
          </span>
        </div>
        {paid && (
          <div className="flex flex-wrap gap-2">
            <button
              type="button"
              className="gn-btn-primary flex-1 sm:flex-none"
              onClick={onShowQr}
              aria-describedby={headingId}
            >
              <QrCode className="size-4" aria-hidden="true" />
              Ver QR Code
            </button>
            <button
              type="button"
              className="gn-btn-secondary flex-1 disabled:cursor-wait disabled:opacity-70 sm:flex-none"
              onClick={onDownload}
              disabled={downloading}
              aria-describedby={headingId}
            >
              <Download className="size-4" aria-hidden="true" />
              {downloading ? 'Gerando...' : 'Baixar PDF'}
            </button>
            {onTransfer && (
              <button
                type="button"
                className="gn-btn-secondary flex-1 sm:flex-none"
                onClick={onTransfer}
                aria-describedby={headingId}
              >
                <Send className="size-4" aria-hidden="true" />
                Transferir
              </button>
            )}
          </div>
        )}
        {paid && <WalletButtons ticket={ticket} describedBy={headingId} />}
      </div>
    </li>
  );
}
