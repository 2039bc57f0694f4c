// The rows of the tickets list: a table on wide screens, one card per ticket on phones; each with
// the PDF download, enabled for active and used tickets only.
import { Download } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { formatDateTime } from '@gn/core/dates';
import { ticketStatusBadge, ticketStatusLabel } from '@gn/core/status-labels';
import { downloadApiFile } from '../../lib/api';
import { Badge } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { DataTable } from '../../ui/DataTable';
import { isDownloadable, type AdminTicket } from './ticket-model';

function DownloadButton({ ticket }: { ticket: AdminTicket }) {
  const [busy, setBusy] = useState(false);
  const enabled = isDownloadable(ticket);
  async function download() {
    setBusy(true);
    try {
      await downloadApiFile(
        `/api/tickets/${encodeURIComponent(ticket.id)}/pdf`,
        `ingresso-${ticket.serial}.pdf`,
      );
    } catch (error) {
      console.error(error);
      toast.error('Erro ao baixar ingresso', {
        description: error instanceof Error ? error.message : undefined,
      });
    } finally {
      setBusy(false);
    }
  }
  return (
    <Button
      variant="secondary"
      className="h-9 px-3"
      busy={busy}
      disabled={!enabled}
      title={enabled ? undefined : 'Só ingressos ativos ou usados podem ser baixados'}
      aria-label={`Baixar ingresso ${ticket.serial}`}
      onClick={() => void download()}
    >
      {!busy && <Download className="size-4" aria-hidden="true" />}
      <span className="hidden sm:inline">Baixar</span>
    </Button>
  );
}

function EventCell({ ticket }: { ticket: AdminTicket }) {
  return (
    <>
      <span className="block font-medium text-ink">{ticket.eventTitle}</span>
      <span className="block text-xs text-ink-muted tabular-nums">
        {ticket.eventDate ? formatDateTime(ticket.eventDate) : '—'}
      </span>
    </>
  );
}

export function TicketsTable({ tickets, emails }: { tickets: AdminTicket[]; emails: Map<string, string> }) {
  return (
    <DataTable caption="Ingressos" columns={['Código', 'Evento', 'Cliente', 'Tipo', 'Qtd.', 'Status']}>
      {tickets.map((ticket) => (
        <tr key={ticket.id} className="align-top hover:bg-surface-muted/60">
          <td className="px-4 py-3 font-mono text-xs font-semibold break-all text-ink">{ticket.serial}</td>
          <td className="max-w-56 px-4 py-3">
            <EventCell ticket={ticket} />
          </td>
          <td className="max-w-56 px-4 py-3">
            <span className="block text-ink">{ticket.holder}</span>
            <span className="block text-xs break-all text-ink-muted">{emails.get(ticket.orderId) ?? ''}</span>
          </td>
          <td className="px-4 py-3 text-ink">{ticket.type}</td>
          <td className="px-4 py-3 text-ink tabular-nums">{ticket.quantity}</td>
          <td className="px-4 py-3">
            <Badge variant={ticketStatusBadge(ticket.status)}>{ticketStatusLabel(ticket.status)}</Badge>
          </td>
          <td className="px-4 py-3 text-right">
            <DownloadButton ticket={ticket} />
          </td>
        </tr>
      ))}
    </DataTable>
  );
}

export function TicketsCards({ tickets, emails }: { tickets: AdminTicket[]; emails: Map<string, string> }) {
  return (
    <ul aria-label="Ingressos" className="space-y-3">
      {tickets.map((ticket) => (
        <li key={ticket.id} className="rounded-xl border border-line bg-surface p-4 shadow-sm">
          <div className="flex items-start justify-between gap-3">
            <p className="min-w-0 font-mono text-xs font-semibold break-all text-ink">{ticket.serial}</p>
            <Badge variant={ticketStatusBadge(ticket.status)}>{ticketStatusLabel(ticket.status)}</Badge>
          </div>
          <div className="mt-2 text-sm">
            <EventCell ticket={ticket} />
          </div>
          <div className="mt-3 flex items-end justify-between gap-3">
            <div className="min-w-0 text-sm">
              <p className="text-ink">
                {ticket.holder} · {ticket.type} × {ticket.quantity}
              </p>
              <p className="text-xs break-all text-ink-muted">{emails.get(ticket.orderId) ?? ''}</p>
            </div>
            <DownloadButton ticket={ticket} />
          </div>
        </li>
      ))}
    </ul>
  );
}
