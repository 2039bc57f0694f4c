import { describe, expect, it } from 'vitest';
import { CHECKIN_MESSAGES } from './checkin.ts';
import { DEFAULT_CHECKIN_LIST, type CheckinList } from './checkin-scan.ts';
import {
  decideOffline,
  doubleEntryMessage,
  offlineEvent,
  OFFLINE_SCAN_MESSAGES,
  searchOffline,
} from './offline-scan.ts';
import type { SnapshotTicket } from './schemas/checkin.ts';
import { issueTicketCode, signTicketCode, ticketCodePublicKey } from './server/ticket-code.ts';

const KEY = 'device-test';
const AT = new Date('2026-11-29T23:14:00Z'); // 20:14 in São Paulo
const PISTA: CheckinList = { id: 'pista', nome: 'Portão A – Pista', tipos: ['Pista'], permite_saida: true };

function ticket(over: Partial<SnapshotTicket> = {}): SnapshotTicket {
  return {
    id: 'ord-1',
    codigo_serial: 'TKT-1795435200000-AB12CD34',
    tipo: 'Pista',
    titular: 'João Conceição',
    cpf_final: '0917',
    meia_entrada: false,
    lugar_acessivel: null,
    status: 'ativo',
    presenca: null,
    usado_em: null,
    ...over,
  };
}

const claimsOf = (t: SnapshotTicket, eventId = 'evt') => ({
  ticketId: t.id,
  serial: t.codigo_serial,
  eventId,
  tipo: t.tipo,
  titular: t.titular,
  meia: t.meia_entrada,
  lugarAcessivel: t.lugar_acessivel,
});

describe('decideOffline', () => {
  const known = ticket();
  const event = () => offlineEvent('evt', 'Festival', ticketCodePublicKey(KEY), [known]);

  it('admits a known GN2 ticket, then says it is inside', async () => {
    const e = event();
    const code = issueTicketCode(KEY, claimsOf(known));
    const first = await decideOffline(e, code, PISTA, 'entrada', AT);
    expect(first).toMatchObject({
      ok: true,
      known: true,
      ticket: { status: 'usado', presenca: { dentro: true } },
    });
    if (!first.ok) throw new Error('admitted');
    e.byId.set(first.ticket.id, first.ticket);
    const again = await decideOffline(e, code, PISTA, 'entrada', new Date(AT.getTime() + 60_000));
    expect(again).toMatchObject({ ok: false, message: 'Já entrou às 20:14 (Portão A – Pista)' });
  });

  it('admits a GN2 ticket sold after the download on its signature alone', async () => {
    const sold = ticket({
      id: 'ord-9',
      codigo_serial: 'TKT-1795435200001-ZZ12CD34',
      titular: 'Ana',
      meia_entrada: true,
    });
    const outcome = await decideOffline(event(), issueTicketCode(KEY, claimsOf(sold)), PISTA, 'entrada', AT);
    expect(outcome).toMatchObject({
      ok: true,
      known: false,
      ticket: { id: 'ord-9', titular: 'Ana', meia_entrada: true },
    });
  });

  it('refuses a forged code, another event, another list, and a transferred code', async () => {
    const e = event();
    const forged = issueTicketCode('other-key', claimsOf(known));
    expect(await decideOffline(e, forged, PISTA, 'entrada', AT)).toMatchObject({
      message: CHECKIN_MESSAGES.forged,
    });
    const other = issueTicketCode(KEY, claimsOf(known, 'evt-2'));
    expect(await decideOffline(e, other, PISTA, 'entrada', AT)).toMatchObject({
      message: OFFLINE_SCAN_MESSAGES.otherEvent,
    });
    const camarote = { ...PISTA, id: 'camarote', tipos: ['Camarote'] };
    const code = issueTicketCode(KEY, claimsOf(known));
    expect(await decideOffline(e, code, camarote, 'entrada', AT)).toMatchObject({
      message: 'Não vale nesta entrada',
    });
    const old = issueTicketCode(KEY, { ...claimsOf(known), serial: 'TKT-1-OLDSERIAL' });
    expect(await decideOffline(e, old, PISTA, 'entrada', AT)).toMatchObject({
      message: CHECKIN_MESSAGES.transferred,
    });
  });

  it('refuses a ticket cancelled in the download', async () => {
    const e = offlineEvent('evt', 'Festival', ticketCodePublicKey(KEY), [ticket({ status: 'cancelado' })]);
    const outcome = await decideOffline(e, issueTicketCode(KEY, claimsOf(known)), PISTA, 'entrada', AT);
    expect(outcome).toMatchObject({ ok: false, message: CHECKIN_MESSAGES.cancelled });
  });

  it('takes a GN1 code or a typed serial only for a ticket of the download', async () => {
    const e = event();
    const gn1 = signTicketCode(KEY, known.id, known.codigo_serial);
    expect(await decideOffline(e, gn1, DEFAULT_CHECKIN_LIST, 'entrada', AT)).toMatchObject({ ok: true });
    const stranger = signTicketCode(KEY, 'ord-7', 'TKT-1-ABCDEFGH');
    expect(await decideOffline(e, stranger, DEFAULT_CHECKIN_LIST, 'entrada', AT)).toMatchObject({
      message: OFFLINE_SCAN_MESSAGES.oldCodeUnknown,
    });
    expect(await decideOffline(e, known.codigo_serial.toLowerCase(), PISTA, 'entrada', AT)).toMatchObject({
      ok: true,
    });
    expect(await decideOffline(e, 'TKT-1-NOPE', PISTA, 'entrada', AT)).toMatchObject({
      message: OFFLINE_SCAN_MESSAGES.serialUnknown,
    });
  });
});

describe('searchOffline', () => {
  const tickets = [
    ticket(),
    ticket({ id: 'b', titular: 'Maria Souza', cpf_final: '4455', codigo_serial: 'TKT-2-QQ990011' }),
  ];

  it('finds by name (accents ignored), the CPF last 4 digits and the serial end', () => {
    expect(searchOffline(tickets, 'joao conc').map((t) => t.id)).toEqual(['ord-1']);
    expect(searchOffline(tickets, '4455').map((t) => t.id)).toEqual(['b']);
    expect(searchOffline(tickets, 'cd34').map((t) => t.id)).toEqual(['ord-1']);
    expect(searchOffline(tickets, '0011').map((t) => t.id)).toEqual(['b']);
    expect(searchOffline(tickets, 'x')).toEqual([]);
  });
});

describe('doubleEntryMessage', () => {
  it('names the first side', () => {
    expect(doubleEntryMessage({ em: AT, lista_nome: 'Portão A' }, true, AT)).toBe(
      'Entrada dupla: já tinha entrado às 20:14 (Portão A) por outro aparelho',
    );
    expect(doubleEntryMessage({ em: AT, lista_nome: 'Portão B' }, false, AT)).toBe(
      'Entrada dupla: outro aparelho também admitiu às 20:14 (Portão B)',
    );
  });
});
