// The large panel the door staff glance at after a scan: green with who may enter (or was let out),
// the holder's name and kind large, or red with the server's reason; a half-price ticket adds a
// banner that cannot be missed, so the door checks the holder's document before admitting; a
// wheelchair space's ticket says which of the pair it is.
import { CircleCheckBig, CircleX } from 'lucide-react';
import { MEIA_CHECKIN_BANNER } from '@gn/core/checkin';
import { formatDateTime } from '@gn/core/dates';
import { WHEELCHAIR_ROLE_LABELS } from '@gn/core/wheelchair';
import type { ScanDirection } from '@gn/core/checkin-scan';
import type { CheckinScanAnswer } from '@gn/core/schemas/checkin';

export type CheckinOutcome =
  { kind: 'ok'; result: CheckinScanAnswer } | { kind: 'refused'; message: string; direction: ScanDirection };

const TITLES = {
  ok: { entrada: 'Entrada liberada', saida: 'Saída registrada' },
  refused: { entrada: 'Entrada recusada', saida: 'Saída recusada' },
} as const;

const TONES = {
  ok: {
    Icon: CircleCheckBig,
    box: 'border-success bg-success/10',
    ink: 'text-success',
  },
  refused: {
    Icon: CircleX,
    box: 'border-danger bg-danger-soft',
    ink: 'text-danger',
  },
} as const;

/** The big panel the door staff glance at: green with who may enter, or red with why not. */
export function CheckinResult({ outcome }: { outcome: CheckinOutcome }) {
  const { Icon, box, ink } = TONES[outcome.kind];
  const direction = outcome.kind === 'ok' ? outcome.result.direction : outcome.direction;
  const title = TITLES[outcome.kind][direction];
  return (
    <div
      data-testid="checkin-result"
      data-result={outcome.kind}
      className={`rounded-2xl border-2 p-5 ${box}`}
    >
      <p className={`flex items-center gap-3 text-3xl font-black ${ink}`}>
        <Icon className="size-12 shrink-0" aria-hidden="true" />
        {title}
      </p>
      {outcome.kind === 'ok' && outcome.result.ticket.meia_entrada && (
        <p
          role="alert"
          data-testid="meia-banner"
          className="mt-4 rounded-xl border-2 border-black bg-amber-300 px-4 py-3 text-center text-xl font-black tracking-wide text-black"
        >
          {MEIA_CHECKIN_BANNER}
        </p>
      )}
      {outcome.kind === 'ok' && outcome.result.ticket.lugar_acessivel && (
        <p
          role="status"
          data-testid="wheelchair-banner"
          className="mt-4 rounded-xl border-2 border-black bg-sky-200 px-4 py-3 text-center text-xl font-black tracking-wide text-black"
        >
          ♿ {WHEELCHAIR_ROLE_LABELS[outcome.result.ticket.lugar_acessivel].toUpperCase()}
        </p>
      )}
      {outcome.kind === 'ok' ? (
        <AdmittedTicket result={outcome.result} />
      ) : (
        <p className="mt-3 text-2xl font-bold text-ink">{outcome.message}</p>
      )}
    </div>
  );
}

function AdmittedTicket({ result: { ticket, em, lista } }: { result: CheckinScanAnswer }) {
  return (
    <div className="mt-4 space-y-3">
      <p className="text-3xl leading-tight font-black break-words text-ink" data-testid="checkin-holder">
        {ticket.titular}
      </p>
      <p className="text-2xl font-bold text-ink">{ticket.tipo}</p>
      <dl className="grid gap-3 text-base sm:grid-cols-2">
        <div>
          <dt className="text-xs font-semibold text-ink-muted uppercase">Evento</dt>
          <dd className="text-ink">
            {ticket.evento.titulo}
            <span className="block text-sm text-ink-muted">{formatDateTime(ticket.evento.data_inicio)}</span>
          </dd>
        </div>
        <div>
          <dt className="text-xs font-semibold text-ink-muted uppercase">Código</dt>
          <dd className="font-mono text-sm break-all text-ink">{ticket.codigo_serial}</dd>
          <dd className="text-sm text-ink-muted">
            {lista.nome} · às {formatDateTime(em).slice(-5)}
          </dd>
        </div>
      </dl>
    </div>
  );
}
