import { describe, expect, it } from 'vitest';
import {
  alreadyInsideMessage,
  decideScan,
  DEFAULT_CHECKIN_LIST,
  fiveMinuteBucket,
  gatesFor,
  type CheckinList,
  type ScanTicket,
  type TicketPresence,
} from './checkin-scan.ts';

const pista: CheckinList = {
  id: 'portao-a',
  nome: 'Portão A',
  tipos: ['Pista - Inteira'],
  permite_saida: false,
};
const camarote: CheckinList = {
  id: 'camarote',
  nome: 'Camarote',
  tipos: ['Camarote - VIP'],
  permite_saida: true,
};
const both: CheckinList = {
  id: 'portao-b',
  nome: 'Portão B',
  tipos: ['Pista - Inteira', 'Camarote - VIP'],
  permite_saida: true,
};

// 21:14 and 22:30 in São Paulo (UTC-3) on 29/11/2026.
const AT = new Date('2026-11-30T00:14:00Z');
const LATER = new Date('2026-11-30T01:30:00Z');

const ticket = (over: Partial<ScanTicket> = {}): ScanTicket => ({
  event_id: 'ev-1',
  tipo: 'Pista - Inteira',
  status: 'ativo',
  presenca: null,
  usado_em: null,
  evento_titulo: 'Show de Rock',
  ...over,
});

const inside = (list: CheckinList, at = AT): TicketPresence => ({
  dentro: true,
  lista_id: list.id,
  lista_nome: list.nome,
  em: at,
  primeira_entrada: at,
});

describe('decideScan: the ticket', () => {
  it('refuses a ticket of another event, naming it, whatever its state', () => {
    expect(decideScan(ticket({ status: 'cancelado' }), pista, 'entrada', 'ev-2', AT)).toEqual({
      ok: false,
      message: 'Ingresso de outro evento: Show de Rock',
    });
  });

  it('refuses unpaid, cancelled, refunded and unknown states', () => {
    expect(decideScan(ticket({ status: 'pendente' }), pista, 'entrada', 'ev-1', AT)).toEqual({
      ok: false,
      message: 'Pagamento não confirmado',
    });
    for (const status of ['cancelado', 'reembolsado', null] as const) {
      expect(decideScan(ticket({ status }), pista, 'entrada', 'ev-1', AT), String(status)).toEqual({
        ok: false,
        message: 'Ingresso cancelado',
      });
    }
  });

  it('refuses a type the list does not admit; an empty list admits every type', () => {
    const vip = ticket({ tipo: 'Camarote - VIP' });
    expect(decideScan(vip, pista, 'entrada', 'ev-1', AT)).toEqual({
      ok: false,
      message: 'Não vale nesta entrada',
    });
    expect(decideScan(ticket(), camarote, 'saida', 'ev-1', AT)).toEqual({
      ok: false,
      message: 'Não vale nesta entrada',
    });
    expect(decideScan(vip, DEFAULT_CHECKIN_LIST, 'entrada', 'ev-1', AT).ok).toBe(true);
  });
});

describe('decideScan: entries', () => {
  it('admits a first entry: presence, status and counters', () => {
    expect(decideScan(ticket(), pista, 'entrada', 'ev-1', AT)).toEqual({
      ok: true,
      status: 'usado',
      presenca: { dentro: true, lista_id: 'portao-a', lista_nome: 'Portão A', em: AT, primeira_entrada: AT },
      delta: { dentroLista: 'portao-a', dentro: 1, lista: 'portao-a', entrada: 1, saida: 0 },
    });
  });

  it('refuses a second entry with the time and the list, at any list', () => {
    const t = ticket({ status: 'usado', presenca: inside(pista) });
    for (const list of [pista, both]) {
      expect(decideScan(t, list, 'entrada', 'ev-1', LATER)).toEqual({
        ok: false,
        message: 'Já entrou às 21:14 (Portão A)',
      });
    }
  });

  it('reads a ticket admitted before lists as inside (when it entered, no list named)', () => {
    const old = ticket({ status: 'usado', usado_em: AT });
    expect(decideScan(old, pista, 'entrada', 'ev-1', LATER)).toEqual({
      ok: false,
      message: 'Já entrou às 21:14',
    });
    const exit = decideScan(old, both, 'saida', 'ev-1', LATER);
    expect(exit.ok && exit.delta).toEqual({
      dentroLista: 'geral',
      dentro: -1,
      lista: 'portao-b',
      entrada: 0,
      saida: 1,
    });
    const unknownTime = decideScan(ticket({ status: 'usado' }), both, 'saida', 'ev-1', LATER);
    expect(unknownTime.ok && unknownTime.presenca.primeira_entrada).toEqual(new Date(0));
  });

  it('re-entry after an exit only where the list allows exits; the first entry is kept', () => {
    const left: TicketPresence = { ...inside(camarote), dentro: false, em: LATER };
    const t = ticket({ tipo: 'Pista - Inteira', status: 'usado', presenca: left });
    expect(decideScan(t, pista, 'entrada', 'ev-1', LATER)).toEqual({
      ok: false,
      message: 'Reentrada não permitida nesta entrada',
    });
    const back = decideScan(t, both, 'entrada', 'ev-1', LATER);
    expect(back).toEqual({
      ok: true,
      status: 'usado',
      presenca: {
        dentro: true,
        lista_id: 'portao-b',
        lista_nome: 'Portão B',
        em: LATER,
        primeira_entrada: AT,
      },
      delta: { dentroLista: 'portao-b', dentro: 1, lista: 'portao-b', entrada: 1, saida: 0 },
    });
  });
});

describe('decideScan: exits', () => {
  it('lets out a ticket inside, moving the count of the list it came in by', () => {
    const t = ticket({ status: 'usado', presenca: inside(pista) });
    expect(decideScan(t, both, 'saida', 'ev-1', LATER)).toEqual({
      ok: true,
      status: 'usado',
      presenca: {
        dentro: false,
        lista_id: 'portao-b',
        lista_nome: 'Portão B',
        em: LATER,
        primeira_entrada: AT,
      },
      delta: { dentroLista: 'portao-a', dentro: -1, lista: 'portao-b', entrada: 0, saida: 1 },
    });
  });

  it('refuses an exit at a list without exits, and of a ticket not inside', () => {
    const t = ticket({ status: 'usado', presenca: inside(pista) });
    expect(decideScan(t, pista, 'saida', 'ev-1', LATER)).toEqual({
      ok: false,
      message: 'Esta entrada não registra saídas',
    });
    expect(decideScan(ticket(), both, 'saida', 'ev-1', LATER)).toEqual({
      ok: false,
      message: 'Este ingresso não está dentro do evento',
    });
    const left = ticket({ status: 'usado', presenca: { ...inside(both), dentro: false } });
    expect(decideScan(left, both, 'saida', 'ev-1', LATER)).toEqual({
      ok: false,
      message: 'Este ingresso não está dentro do evento',
    });
  });
});

describe('the door’s helpers', () => {
  it('says the date of an entry on another day', () => {
    expect(alreadyInsideMessage(AT, 'Portão A', new Date('2026-12-01T00:30:00Z'))).toBe(
      'Já entrou em 29/11/2026 às 21:14 (Portão A)',
    );
  });

  it('keys 5-minute buckets in UTC', () => {
    expect(fiveMinuteBucket(new Date('2026-11-30T00:14:59Z'))).toBe('2026-11-30T00:10');
    expect(fiveMinuteBucket(new Date('2026-11-30T00:15:00Z'))).toBe('2026-11-30T00:15');
  });

  it('gives the gates a type enters by', () => {
    expect(
      gatesFor('Camarote - VIP', [pista, camarote, both, DEFAULT_CHECKIN_LIST]).map((l) => l.id),
    ).toEqual(['camarote', 'portao-b', 'geral']);
  });
});
