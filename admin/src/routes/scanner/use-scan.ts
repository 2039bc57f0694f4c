// One read at the door: the server's answer while online (a short wait), else the device's own
// decision (decideOffline on the download: well under 200 ms), kept with the scan queued to send.
// Every answer is a colour, a sound and a buzz.
import { useCallback, useRef, useState } from 'react';
import { decideOffline } from '@gn/core/offline-scan';
import type { CheckinList, ScanDirection } from '@gn/core/checkin-scan';
import type { CheckinScanAnswer, SnapshotTicket } from '@gn/core/schemas/checkin';
import { isUnreachable, scanOnline } from './scanner-api';
import { doorFeedback } from '../../ui/door-feedback';
import type { useScannerData } from './use-scanner-data';

export type CodeSource = 'camera' | 'wedge' | 'search';

export interface ScanOutcome {
  ok: boolean;
  /** the refusal's words; null when admitted */
  message: string | null;
  ticket: Pick<
    SnapshotTicket,
    'titular' | 'tipo' | 'meia_entrada' | 'lugar_acessivel' | 'codigo_serial'
  > | null;
  direction: ScanDirection;
  /** who decided: the server, or this device without network */
  via: 'servidor' | 'aparelho';
  /** from the read to the answer on screen */
  ms: number;
  /** bumps on every answer, so the same answer twice still flashes */
  seq: number;
}

type Data = ReturnType<typeof useScannerData>;

/** The ticket as the device keeps it after the server let it through. */
function keptAfterServer(prev: SnapshotTicket | undefined, answer: CheckinScanAnswer): SnapshotTicket {
  const t = answer.ticket;
  return {
    id: t.id,
    codigo_serial: t.codigo_serial,
    tipo: t.tipo,
    titular: t.titular,
    cpf_final: prev?.cpf_final ?? null,
    meia_entrada: t.meia_entrada,
    lugar_acessivel: t.lugar_acessivel,
    status: 'usado',
    usado_em: prev?.usado_em ?? answer.em,
    presenca: {
      dentro: answer.direction === 'entrada',
      lista_id: answer.lista.id,
      lista_nome: answer.lista.nome,
      em: answer.em,
      primeira_entrada: prev?.presenca?.primeira_entrada ?? prev?.usado_em ?? answer.em,
    },
  };
}

export function useScan(data: Data, list: CheckinList | null, direction: ScanDirection) {
  const [outcome, setOutcome] = useState<ScanOutcome | null>(null);
  const [busy, setBusy] = useState(false);
  const seq = useRef(0);
  const lastCamera = useRef<{ code: string; at: number } | null>(null);
  const inFlight = useRef(false);
  const { loaded, online, keep } = data;

  const scan = useCallback(
    async (raw: string, source: CodeSource) => {
      const code = raw.trim();
      if (!code || !loaded || !list || inFlight.current) return;
      // The camera keeps seeing a code held in view: once per 3 s.
      const now = Date.now();
      if (source === 'camera' && lastCamera.current?.code === code && now - lastCamera.current.at < 3000)
        return;
      if (source === 'camera') lastCamera.current = { code, at: now };
      inFlight.current = true;
      setBusy(true);
      const started = performance.now();
      const at = new Date();
      const show = (o: Omit<ScanOutcome, 'ms' | 'seq' | 'direction'>) => {
        setOutcome({ ...o, direction, ms: Math.round(performance.now() - started), seq: ++seq.current });
        doorFeedback(o.ok);
      };
      try {
        const eventId = loaded.event.eventId;
        if (online) {
          try {
            const answer = await scanOnline({ code, eventId, listId: list.id, direction });
            const ticket = keptAfterServer(loaded.event.byId.get(answer.ticket.id), answer);
            show({ ok: true, message: null, ticket, via: 'servidor' });
            await keep(ticket, null);
            return;
          } catch (error) {
            if (!isUnreachable(error)) {
              const local = await decideOffline(loaded.event, code, list, direction, at);
              show({ ok: false, message: (error as Error).message, ticket: local.ticket, via: 'servidor' });
              return;
            }
            // No answer in time: the device decides, and the scan waits in the queue.
          }
        }
        const local = await decideOffline(loaded.event, code, list, direction, at);
        if (!local.ok)
          return show({ ok: false, message: local.message, ticket: local.ticket, via: 'aparelho' });
        show({ ok: true, message: null, ticket: local.ticket, via: 'aparelho' });
        const queued = {
          id: crypto.randomUUID(),
          code,
          listId: list.id,
          direction,
          at: at.toISOString(),
          event: eventId,
          titular: local.ticket.titular,
        };
        await keep(local.ticket, queued);
      } finally {
        inFlight.current = false;
        setBusy(false);
      }
    },
    [loaded, list, direction, online, keep],
  );

  return { outcome, busy, scan, clear: () => setOutcome(null) };
}
