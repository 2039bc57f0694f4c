// The order page's 'Ingressos' card: the tickets issued for the order (null while they load),
// each with its holder, its state and the transfers it went through; "Cancelar ingressos" for who
// may refund (`onCancel`, absent otherwise) while the order is paid and some ticket still admits.
import { ticketStatusBadge, ticketStatusLabel } from '@gn/core/status-labels';
import { formatDateTime } from '@gn/core/dates';
import { Badge } from '../../../ui/Badge';
import { Button } from '../../../ui/Button';
import { Skeleton } from '../../../ui/Skeleton';
import { Card } from './DetailCard';
import type { OrderTicket } from './order-detail-queries';

export function TicketsCard({ tickets, onCancel }: { tickets: OrderTicket[] | null; onCancel?: () => void }) {
  const canCancel = onCancel && tickets?.some((t) => t.status === 'ativo');
  return (
    <Card title="Ingressos">
      {tickets === null && <Skeleton className="h-12 w-full" />}
      {tickets?.length === 0 && (
        <p className="text-sm text-ink-muted">
          Nenhum ingresso emitido (são emitidos quando o pedido é pago).
        </p>
      )}
      {tickets && tickets.length > 0 && (
        <ul className="divide-y divide-line" aria-label="Ingressos do pedido">
          {tickets.map((ticket) => (
            <li key={ticket.id} className="flex items-start justify-between gap-3 py-2.5">
              <div className="min-w-0">
                <p className="font-mono text-xs font-semibold break-all text-ink">{ticket.serial}</p>
                <p className="text-sm text-ink">{ticket.type}</p>
                <p className="text-xs text-ink-muted">
                  {ticket.holder}
                  {ticket.usedAt && ` · entrada em ${formatDateTime(ticket.usedAt)}`}
                </p>
                {ticket.transfers.map((t, i) => (
                  <p key={i} className="text-xs text-ink-muted" data-testid="ticket-transfer">
                    Transferido de {t.from} para {t.to}
                    {t.toEmail && ` (${t.toEmail})`}
                    {t.at && ` em ${formatDateTime(t.at)}`}
                  </p>
                ))}
              </div>
              <Badge variant={ticketStatusBadge(ticket.status)}>{ticketStatusLabel(ticket.status)}</Badge>
            </li>
          ))}
        </ul>
      )}
      {canCancel && (
        <Button variant="danger" className="mt-3 w-full sm:w-auto" onClick={onCancel}>
          Cancelar ingressos
        </Button>
      )}
    </Card>
  );
}
