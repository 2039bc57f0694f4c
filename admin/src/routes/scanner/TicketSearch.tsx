// A ticket without its QR: the steward finds it in the download by name, the CPF's last 4 digits or
// the serial's end, and admits it with one big tap.
import { useMemo, useState } from 'react';
import { searchOffline } from '@gn/core/offline-scan';
import type { SnapshotTicket } from '@gn/core/schemas/checkin';

type Props = { tickets: Map<string, SnapshotTicket>; onPick: (serial: string) => void };

function where(ticket: SnapshotTicket): string {
  if (ticket.status === 'cancelado' || ticket.status === 'reembolsado') return 'Cancelado';
  return ticket.presenca?.dentro || (!ticket.presenca && ticket.status === 'usado') ? 'Dentro' : 'Fora';
}

export function TicketSearch({ tickets, onPick }: Props) {
  const [query, setQuery] = useState('');
  const found = useMemo(() => searchOffline(tickets.values(), query), [tickets, query]);
  return (
    <section aria-label="Buscar ingresso" className="flex flex-col gap-2">
      <label className="text-sm font-semibold text-ink" htmlFor="scanner-search">
        Buscar por nome, CPF (4 últimos) ou final do serial
      </label>
      <input
        id="scanner-search"
        type="search"
        value={query}
        onChange={(e) => setQuery(e.target.value)}
        autoComplete="off"
        className="h-12 rounded-xl border border-line-strong bg-surface px-4 text-lg text-ink focus:border-accent focus:outline-none"
      />
      {query.trim().length >= 2 && found.length === 0 && (
        <p className="text-sm text-ink-muted">Nenhum ingresso encontrado na lista baixada.</p>
      )}
      <ul className="flex flex-col gap-2">
        {found.map((t) => (
          <li key={t.id}>
            <button
              type="button"
              onClick={() => {
                setQuery('');
                onPick(t.codigo_serial);
              }}
              className="flex min-h-14 w-full items-center justify-between gap-3 rounded-xl border border-line bg-surface px-4 py-2 text-left hover:bg-surface-muted"
            >
              <span className="min-w-0">
                <span className="block truncate text-lg font-semibold text-ink">{t.titular}</span>
                <span className="block text-sm text-ink-muted">
                  {t.tipo} · …{t.codigo_serial.slice(-6)}
                  {t.cpf_final ? ` · CPF final ${t.cpf_final}` : ''}
                </span>
              </span>
              <span className="shrink-0 text-sm font-semibold text-ink-muted">{where(t)}</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
