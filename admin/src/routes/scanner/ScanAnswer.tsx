// The answer a steward at a dark gate reads at a glance: the whole panel green (in) or red (not),
// the holder's name and the ticket's kind large, meia-entrada and wheelchair places flagged.
import { CircleCheckBig, CircleX, ScanLine } from 'lucide-react';
import { MEIA_CHECKIN_BANNER } from '@gn/core/checkin';
import { WHEELCHAIR_ROLE_LABELS } from '@gn/core/wheelchair';
import type { ScanOutcome } from './use-scan';

function Flags({ ticket }: { ticket: NonNullable<ScanOutcome['ticket']> }) {
  return (
    <>
      {ticket.meia_entrada && (
        <p className="rounded-lg bg-yellow-300 px-3 py-2 text-lg font-black text-black">
          {MEIA_CHECKIN_BANNER}
        </p>
      )}
      {ticket.lugar_acessivel && (
        <p className="rounded-lg bg-sky-200 px-3 py-2 text-lg font-black text-black">
          ♿ {WHEELCHAIR_ROLE_LABELS[ticket.lugar_acessivel].toUpperCase()}
        </p>
      )}
    </>
  );
}

export function ScanAnswer({ outcome }: { outcome: ScanOutcome | null }) {
  if (!outcome) {
    return (
      <div className="flex min-h-56 flex-col items-center justify-center gap-3 rounded-2xl border-2 border-dashed border-line-strong p-6 text-center text-ink-muted">
        <ScanLine className="size-12" aria-hidden="true" />
        <p className="text-xl font-semibold">Aguardando leitura</p>
        <p className="text-sm">Leitor, câmera ou busca por nome.</p>
      </div>
    );
  }
  const { ok, ticket } = outcome;
  const title = ok ? (outcome.direction === 'saida' ? 'SAÍDA REGISTRADA' : 'PODE ENTRAR') : 'NÃO ENTRA';
  const Icon = ok ? CircleCheckBig : CircleX;
  return (
    <div
      key={outcome.seq}
      data-testid="scan-answer"
      data-result={ok ? 'ok' : 'refused'}
      className={`flex min-h-56 flex-col gap-3 rounded-2xl p-5 text-white ${ok ? 'bg-green-700' : 'bg-red-700'}`}
    >
      <p className="flex items-center gap-3 text-3xl font-black tracking-wide">
        <Icon className="size-10 shrink-0" aria-hidden="true" />
        {title}
      </p>
      {outcome.message && <p className="text-2xl font-bold">{outcome.message}</p>}
      {ticket && (
        <div className="flex flex-col gap-2">
          <p className="text-3xl font-bold break-words">{ticket.titular}</p>
          <p className="text-2xl font-semibold">{ticket.tipo}</p>
          {ok && <Flags ticket={ticket} />}
        </div>
      )}
      <p className="mt-auto text-sm text-white/85">
        {outcome.via === 'aparelho' ? 'Decidido neste aparelho' : 'Validado pelo servidor'} em {outcome.ms} ms
      </p>
    </div>
  );
}
