// The door at an event's check-in lists (issue #30), against the live stack: which list a ticket
// is valid at, entries, exits and re-entries, presence counted once across lists, concurrent
// scans, the counters' shards, who may scan where (a porteiro's events and lists), and the door's
// refusals of forged, transferred, cancelled, unpaid and other events' tickets.
import { formatTime } from '@gn/core/dates';
import type { CheckinList } from '@gn/core/checkin-scan';
import { readTicket } from '@gn/core/stored/ticket';
import { issueTicketCode, signTicketCode, verifySignedTicketCode } from '@gn/core/server/ticket-code';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_TICKET_SIGNING_KEY } from '../../dev/lib/payments-sandbox.mjs';
import {
  checkinCounts,
  createStaff,
  seedTicket,
  setCheckinLists,
  total,
} from '../support/checkin-fixtures.ts';
import {
  checkout,
  checkoutBody,
  eventually,
  newId,
  orderOf,
  postWebhook,
  sandbox,
  seedSale,
  ticketsOf,
  unpublishSales,
  webhookEvent,
  type SaleFixture,
} from '../support/checkout-fixtures.ts';
import {
  adminDb,
  api,
  auditEntries,
  createUser,
  errorOf,
  scanAtDoor,
  tokenOf,
} from '../support/functions-api.ts';
import { signedInAdminAndCustomer } from './signed-in.ts';

const users = signedInAdminAndCustomer();

const PISTA = 'Pista - Inteira';
const CAMAROTE = 'Camarote - Open Bar';

const LISTS: CheckinList[] = [
  { id: 'portao-a', nome: 'Portão A', tipos: [PISTA, 'Pista - Meia-entrada'], permite_saida: false },
  { id: 'camarote', nome: 'Camarote', tipos: [CAMAROTE], permite_saida: true },
  // Every type, exits and re-entries: a Pista ticket is valid here and at Portão A.
  { id: 'portao-b', nome: 'Portão B', tipos: [], permite_saida: true },
];

type Place = { eventId: string; listId: string; direction?: 'entrada' | 'saida' };

function scan(code: string, place: Place, token: string | undefined = users.adminToken) {
  return scanAtDoor<{
    ticket: {
      id: string;
      titular: string;
      tipo: string;
      meia_entrada: boolean;
      lugar_acessivel: string | null;
    };
    direction: string;
    lista: { id: string; nome: string };
    em: string;
  }>({ code, ...place }, token);
}

async function refusal(code: string, place: Place, token?: string) {
  const answer = await scan(code, place, token);
  expect(answer.status, answer.text).toBe(409);
  return errorOf(answer).message;
}

async function storedTicket(id: string) {
  return readTicket((await adminDb().doc(`tickets/${id}`).get()).data());
}

async function eventWithLists() {
  const eventId = newId('ev');
  await setCheckinLists(eventId, LISTS);
  return eventId;
}

describe('POST /api/admin/checkin/scan at lists', { timeout: 60_000 }, () => {
  it('a Pista ticket at the Camarote list: "Não vale nesta entrada", nothing moves', async () => {
    const eventId = await eventWithLists();
    const pista = await seedTicket(eventId, PISTA);
    expect(await refusal(pista.code, { eventId, listId: 'camarote' })).toBe('Não vale nesta entrada');
    expect((await storedTicket(pista.id)).status).toBe('ativo');
    expect(await checkinCounts(eventId)).toEqual({ dentro: {}, entradas: {}, saidas: {}, por5min: {} });
  });

  it('admits once; a second entry, at any list, says when and where it entered', async () => {
    const eventId = await eventWithLists();
    const pista = await seedTicket(eventId, PISTA);
    const first = await scan(pista.code, { eventId, listId: 'portao-a' });
    expect(first.status, first.text).toBe(200);
    expect(first.body).toMatchObject({
      ticket: { id: pista.id, titular: 'Maria da Silva', tipo: PISTA },
      direction: 'entrada',
      lista: { id: 'portao-a', nome: 'Portão A' },
    });
    const stored = await storedTicket(pista.id);
    expect(stored).toMatchObject({ status: 'usado', checkin_por: users.admin.uid });
    expect(stored.presenca).toMatchObject({ dentro: true, lista_id: 'portao-a', lista_nome: 'Portão A' });
    expect(stored.usado_em!.toISOString()).toBe(first.body.em);
    const expected = `Já entrou às ${formatTime(stored.usado_em!)} (Portão A)`;
    expect(expected).toMatch(/^Já entrou às \d{2}:\d{2} \(Portão A\)$/);
    for (const listId of ['portao-a', 'portao-b']) {
      expect(await refusal(pista.code, { eventId, listId })).toBe(expected);
    }
    // A ticket valid at two lists is inside once.
    const counts = await checkinCounts(eventId);
    expect(counts.dentro).toEqual({ 'portao-a': 1 });
    expect(total(counts.dentro)).toBe(1);
    expect(counts.entradas).toEqual({ 'portao-a': 1 });
    expect(counts.saidas).toEqual({});
  });

  it('exit and re-entry only at a list that allows them; the first entry is kept', async () => {
    const eventId = await eventWithLists();
    const pista = await seedTicket(eventId, PISTA);
    const at = (listId: string, direction: 'entrada' | 'saida') => ({ eventId, listId, direction });
    expect((await scan(pista.code, at('portao-a', 'entrada'))).status).toBe(200);
    const firstEntry = (await storedTicket(pista.id)).usado_em;
    expect(await refusal(pista.code, at('portao-a', 'saida'))).toBe('Esta entrada não registra saídas');
    const out = await scan(pista.code, at('portao-b', 'saida'));
    expect(out.status, out.text).toBe(200);
    expect(out.body.direction).toBe('saida');
    expect(await refusal(pista.code, at('portao-b', 'saida'))).toBe(
      'Este ingresso não está dentro do evento',
    );
    expect(await refusal(pista.code, at('portao-a', 'entrada'))).toBe(
      'Reentrada não permitida nesta entrada',
    );
    expect((await scan(pista.code, at('portao-b', 'entrada'))).status).toBe(200);
    const stored = await storedTicket(pista.id);
    expect(stored.presenca).toMatchObject({ dentro: true, lista_id: 'portao-b' });
    expect(stored.presenca!.primeira_entrada).toEqual(firstEntry);
    expect(stored.usado_em).toEqual(firstEntry);

    const counts = await checkinCounts(eventId);
    expect(counts.dentro).toEqual({ 'portao-a': 0, 'portao-b': 1 });
    expect(counts.entradas).toEqual({ 'portao-a': 1, 'portao-b': 1 });
    expect(counts.saidas).toEqual({ 'portao-b': 1 });
    expect(total(counts.por5min)).toBe(2);
  });

  it('10 scans of one ticket at once admit it exactly once, and the counters say 1', async () => {
    const eventId = await eventWithLists();
    const vip = await seedTicket(eventId, CAMAROTE);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        scan(vip.code, { eventId, listId: i % 2 ? 'camarote' : 'portao-b' }),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    const refused = answers.filter((a) => a.status === 409);
    expect(refused).toHaveLength(9);
    const stored = await storedTicket(vip.id);
    const when = `Já entrou às ${formatTime(stored.presenca!.em)} (${stored.presenca!.lista_nome})`;
    for (const r of refused) expect(errorOf(r).message).toBe(when);
    const counts = await checkinCounts(eventId);
    expect(total(counts.dentro)).toBe(1);
    expect(total(counts.entradas)).toBe(1);
    expect(total(counts.por5min)).toBe(1);
  });

  it('an unknown list is 404; an event without lists has its general list', async () => {
    const eventId = await eventWithLists();
    const pista = await seedTicket(eventId, PISTA);
    const missing = await scan(pista.code, { eventId, listId: 'geral' });
    expect(missing.status).toBe(404);
    expect(errorOf(missing).message).toBe('Lista de check-in não encontrada');

    const plain = newId('ev');
    const ticket = await seedTicket(plain, CAMAROTE);
    const answer = await scan(ticket.code, { eventId: plain, listId: 'geral' });
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body.lista).toEqual({ id: 'geral', nome: 'Entrada geral' });
    expect(await refusal(ticket.code, { eventId: plain, listId: 'geral', direction: 'saida' })).toBe(
      'Esta entrada não registra saídas',
    );
  });
});

describe('who may scan where', { timeout: 60_000 }, () => {
  it("a porteiro scans at their event's lists, never at another event", async () => {
    const eventA = await eventWithLists();
    const eventB = await eventWithLists();
    const porteiro = await createStaff('porteiro', { eventos: [eventA], listas: [] });
    const atB = await seedTicket(eventB, PISTA);
    const refused = await scan(atB.code, { eventId: eventB, listId: 'portao-a' }, porteiro.token);
    expect(refused.status).toBe(403);
    expect(errorOf(refused).message).toBe('Você não está escalado para este evento ou esta entrada');
    expect((await storedTicket(atB.id)).status).toBe('ativo');

    const atA = await seedTicket(eventA, PISTA);
    const admitted = await scan(atA.code, { eventId: eventA, listId: 'portao-b' }, porteiro.token);
    expect(admitted.status, admitted.text).toBe(200);
    expect((await storedTicket(atA.id)).checkin_por).toBe(porteiro.user.uid);
  });

  it('a porteiro limited to one list is refused at another list of the event', async () => {
    const eventId = await eventWithLists();
    const porteiro = await createStaff('porteiro', { eventos: [eventId], listas: ['camarote'] });
    const pista = await seedTicket(eventId, PISTA);
    const refused = await scan(pista.code, { eventId, listId: 'portao-a' }, porteiro.token);
    expect(refused.status).toBe(403);
    expect(errorOf(refused).message).toBe('Você não está escalado para este evento ou esta entrada');
    expect((await storedTicket(pista.id)).status).toBe('ativo');
    // At their list they are heard (and told the ticket is not valid there).
    expect(await refusal(pista.code, { eventId, listId: 'camarote' }, porteiro.token)).toBe(
      'Não vale nesta entrada',
    );
  });

  it("the door's figures: counted for a porteiro at their event (entered of sold), 403 at another", async () => {
    const eventA = await eventWithLists();
    const eventB = await eventWithLists();
    const porteiro = await createStaff('porteiro', { eventos: [eventA], listas: [] });
    const entered = await seedTicket(eventA, PISTA);
    await seedTicket(eventA, PISTA);
    await seedTicket(eventA, PISTA, { status: 'cancelado' });
    await seedTicket(eventA, PISTA, { status: 'pendente' });
    expect((await scan(entered.code, { eventId: eventA, listId: 'portao-a' }, porteiro.token)).status).toBe(
      200,
    );
    const figures = await api(`/api/admin/checkin/${eventA}/figures`, { token: porteiro.token });
    expect(figures.status, figures.text).toBe(200);
    expect(figures.body).toEqual({ entraram: 1, vendidos: 2 });
    const elsewhere = await api(`/api/admin/checkin/${eventB}/figures`, { token: porteiro.token });
    expect(elsewhere.status).toBe(403);
    expect((await api(`/api/admin/checkin/${eventA}/figures`, { token: users.customerToken })).status).toBe(
      403,
    );
  });

  it('finance may not scan; a customer is refused; no token is 401', async () => {
    const eventId = await eventWithLists();
    const pista = await seedTicket(eventId, PISTA);
    const place = { eventId, listId: 'portao-a' };
    const financeiro = await createStaff('financeiro');
    const refused = await scan(pista.code, place, financeiro.token);
    expect(refused.status).toBe(403);
    expect(errorOf(refused).message).toBe('Seu perfil de acesso não permite esta ação');
    expect((await scan(pista.code, place, users.customerToken)).status).toBe(403);
    expect((await scan(pista.code, place, '')).status).toBe(401);
    expect((await storedTicket(pista.id)).status).toBe('ativo');
  });
});

describe('GET and PUT /api/admin/events/:id/checkin-lists', { timeout: 60_000 }, () => {
  type ListsAnswer = { titulo: string; listas: CheckinList[]; proprias: boolean; tipos: string[] };
  const path = (eventId: string) => `/api/admin/events/${eventId}/checkin-lists`;
  const put = (eventId: string, body: unknown, token: string | undefined = users.adminToken) =>
    api<ListsAnswer>(path(eventId), { method: 'PUT', json: body, token });
  const get = (eventId: string, token: string | undefined = users.adminToken) =>
    api<ListsAnswer>(path(eventId), { token });
  const gates = [
    { id: 'portao-a', nome: ' Portão A – Pista ', tipos: ['Pista - Inteira'], permite_saida: false },
    { id: 'cortesias', nome: 'Cortesias', tipos: ['Pista - Cortesia'], permite_saida: true },
  ];

  it("an event without lists has its general list, and the event's types to choose from", async () => {
    const sale = await seedSale();
    const answer = await get(sale.eventId);
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body).toEqual({
      titulo: `Show ${sale.eventId}`,
      listas: [{ id: 'geral', nome: 'Entrada geral', tipos: [], permite_saida: false }],
      proprias: false,
      tipos: ['Pista - Inteira', 'Pista - Cortesia', 'Pista - Caravana (sob consulta)'],
    });
    const missing = await get('nao-existe-123');
    expect(missing.status).toBe(404);
    expect(errorOf(missing).message).toBe('Evento não encontrado');
  });

  it('the admin saves the lists whole (audited); a type the event does not sell is refused', async () => {
    const sale = await seedSale();
    const saved = await put(sale.eventId, { listas: gates });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body.proprias).toBe(true);
    expect(saved.body.listas.map((l) => [l.id, l.nome, l.permite_saida])).toEqual([
      ['portao-a', 'Portão A – Pista', false],
      ['cortesias', 'Cortesias', true],
    ]);
    const stored = (await adminDb().doc(`event_checkin/${sale.eventId}`).get()).data()!;
    expect(stored.atualizado_por).toBe(users.admin.uid);
    expect(stored.listas).toHaveLength(2);
    const [entry] = await auditEntries('update', `event_checkin/${sale.eventId}`);
    expect(entry).toMatchObject({ actor_uid: users.admin.uid, changes: { listas: { before: [] } } });

    const unknown = await put(sale.eventId, { listas: [{ ...gates[0], tipos: ['Camarote - VIP'] }] });
    expect(unknown.status).toBe(400);
    expect(errorOf(unknown).message).toBe('Tipo de ingresso "Camarote - VIP" não existe neste evento');
    const twice = await put(sale.eventId, { listas: [gates[0], gates[0]] });
    expect(twice.status).toBe(400);
    expect(errorOf(twice).message).toBe('Duas listas com o mesmo identificador');
    expect((await get(sale.eventId)).body.listas).toHaveLength(2);

    // None: back to the general list; the door now scans there.
    expect((await put(sale.eventId, { listas: [] })).body.proprias).toBe(false);
    const ticket = await seedTicket(sale.eventId, 'Pista - Inteira');
    expect((await scan(ticket.code, { eventId: sale.eventId, listId: 'geral' })).status).toBe(200);
  });

  it('a porteiro reads only the lists they serve, never saves; another event is 403', async () => {
    const sale = await seedSale();
    expect((await put(sale.eventId, { listas: gates })).status).toBe(200);
    const porteiro = await createStaff('porteiro', { eventos: [sale.eventId], listas: ['cortesias'] });
    const mine = await get(sale.eventId, porteiro.token);
    expect(mine.status, mine.text).toBe(200);
    expect(mine.body.listas.map((l) => l.id)).toEqual(['cortesias']);
    const refused = await put(sale.eventId, { listas: [] }, porteiro.token);
    expect(refused.status).toBe(403);
    expect(errorOf(refused).message).toBe('Seu perfil de acesso não permite esta ação');
    const elsewhere = await createStaff('porteiro', { eventos: ['outro-evento'], listas: [] });
    const outside = await get(sale.eventId, elsewhere.token);
    expect(outside.status).toBe(403);
    expect(errorOf(outside).message).toBe('Você não está escalado para este evento ou esta entrada');
    expect((await get(sale.eventId, users.customerToken)).status).toBe(403);
  });
});

/** An order of `qnt` tickets paid the way Asaas tells us (a PAYMENT_RECEIVED webhook): tickets issued. */
async function paidOrder(sale: SaleFixture, qnt = 1) {
  const items = [{ event_id: sale.eventId, pricing_table_id: sale.tableId, item_id: sale.itemId, qnt }];
  const answer = await checkout(await tokenOf(await createUser()), checkoutBody(sale, { items }));
  expect(answer.status, answer.text).toBe(200);
  const { orderId } = answer.body;
  const paymentId = await eventually(async () => (await orderOf(orderId))?.asaas_payment_id as string);
  expect((await sandbox(`/sandbox/payment/${paymentId}/confirm`, { json: {} })).status).toBe(200);
  const payment = (await sandbox(`/payments/${paymentId}`)).body!;
  await postWebhook(webhookEvent('PAYMENT_RECEIVED', { ...payment, status: 'RECEIVED' }));
  await eventually(async () => (await orderOf(orderId))?.status === 'pago');
  const tickets = await ticketsOf(orderId);
  expect(tickets).toHaveLength(qnt);
  return { orderId, tickets };
}

// The cases of the single-list check-in this route replaced, on tickets really issued by a payment.
describe('POST /api/admin/checkin/scan: the door’s refusals', { timeout: 60_000 }, () => {
  let sale: SaleFixture;
  let tickets: Awaited<ReturnType<typeof paidOrder>>['tickets'];
  const door = (code: unknown, eventId = sale.eventId, token: string | undefined = users.adminToken) =>
    scanAtDoor<{ ticket: { id: string; codigo_serial: string; tipo: string; titular: string } }>(
      { code: code as string, eventId },
      token,
    );

  beforeAll(async () => {
    sale = await seedSale({ total: 20 });
    ({ tickets } = await paidOrder(sale, 4));
  });

  it('401 without a token and 403 for a customer; 400 without a code', async () => {
    const code = tickets[0]!.get('qr_code') as string;
    expect((await door(code, sale.eventId, '')).status).toBe(401);
    expect((await door(code, sale.eventId, users.customerToken)).status).toBe(403);
    const empty = await door('  ');
    expect(empty.status).toBe(400);
    expect(errorOf(empty).message).toBe('Informe o código do ingresso');
    expect((await adminDb().doc(`tickets/${tickets[0]!.id}`).get()).get('status')).toBe('ativo');
  });

  it('admits a real ticket by its QR, and a serial typed at the door (any case)', async () => {
    const ticket = tickets[0]!;
    const first = await door(ticket.get('qr_code'));
    expect(first.status, first.text).toBe(200);
    expect(first.body.ticket).toMatchObject({
      id: ticket.id,
      codigo_serial: ticket.get('codigo_serial'),
      tipo: 'Pista - Inteira',
      titular: 'Maria da Silva',
      evento: { titulo: `Show ${sale.eventId}` },
    });
    const typed = ` ${(tickets[1]!.get('codigo_serial') as string).toLowerCase()} `;
    const answer = await door(typed);
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body.ticket.id).toBe(tickets[1]!.id);
    const unknown = await door('TKT-1700000000000-ZZZZZZZZ');
    expect(unknown.status).toBe(404);
    expect(errorOf(unknown).message).toBe('Ingresso não encontrado');
  });

  it('refuses forged codes: altered signature, another ticket id, another key, garbage', async () => {
    const ticket = tickets[2]!;
    const real = ticket.get('qr_code') as string;
    const verified = verifySignedTicketCode(LOCAL_TICKET_SIGNING_KEY, real);
    expect(verified?.ticketId).toBe(ticket.id);
    const claims = verified!;
    const [prefix, payload, sig] = real.split('.') as [string, string, string];
    const flipped = sig.startsWith('A') ? `B${sig.slice(1)}` : `A${sig.slice(1)}`;
    const otherPayload = (tickets[3]!.get('qr_code') as string).split('.')[1];
    const forged = [
      `${prefix}.${payload}.${flipped}`,
      `${prefix}.${otherPayload}.${sig}`, // the signature of another ticket's claims
      issueTicketCode('chave-de-outro-sistema', claims),
      // The older HMAC format: a wrong key is refused as well.
      signTicketCode('chave-de-outro-sistema', ticket.id, claims.serial),
      'https://example.com/ingresso',
      // Well signed, but naming a serial the ticket does not have (a reissued document).
      issueTicketCode(LOCAL_TICKET_SIGNING_KEY, { ...claims, serial: 'TKT-1700000000000-OLDOLDOL' }),
      signTicketCode(LOCAL_TICKET_SIGNING_KEY, ticket.id, 'TKT-1700000000000-OLDOLDOL'),
    ];
    for (const code of forged) {
      const answer = await door(code);
      expect(answer.status, code).toBe(409);
      expect(errorOf(answer).message).toBe('Código inválido ou falsificado');
    }
    expect((await adminDb().doc(`tickets/${ticket.id}`).get()).get('status')).toBe('ativo');
  });

  it('refuses a ticket of another event (naming it), a refunded and an unpaid one', async () => {
    const other = await seedSale();
    const answer = await door(tickets[2]!.get('qr_code'), other.eventId);
    expect(answer.status).toBe(409);
    expect(errorOf(answer).message).toBe(`Ingresso de outro evento: Show ${sale.eventId}`);

    const refunded = await paidOrder(await seedSale());
    const change = await api(`/api/admin/orders/${refunded.orderId}/status`, {
      json: { status: 'reembolsado', motivo: 'Devolução' },
      token: users.adminToken,
    });
    expect(change.status, change.text).toBe(200);
    const code = refunded.tickets[0]!.get('qr_code');
    const cancelled = await door(code, refunded.tickets[0]!.get('event_id') as string);
    expect(cancelled.status).toBe(409);
    expect(errorOf(cancelled).message).toBe('Ingresso cancelado');

    const unpaid = await seedTicket(sale.eventId, 'Pista - Inteira', { status: 'pendente' });
    expect(errorOf(await door(unpaid.code)).message).toBe('Pagamento não confirmado');
    expect(errorOf(await door(unpaid.serial)).message).toBe('Pagamento não confirmado');
    expect((await adminDb().doc(`tickets/${tickets[2]!.id}`).get()).get('status')).toBe('ativo');
  });

  it("refuses a transferred ticket's old code; shows the meia and wheelchair flags", async () => {
    const moved = await seedTicket(sale.eventId, 'Pista - Inteira', {
      transferencias: [{ serial_anterior: 'TKT-1700000000000-ANTIGO01' }],
    });
    const oldCode = signTicketCode(LOCAL_TICKET_SIGNING_KEY, moved.id, 'TKT-1700000000000-ANTIGO01');
    expect(errorOf(await door(oldCode)).message).toBe(
      'Ingresso transferido: este QR Code não vale mais. O novo titular tem o código atual.',
    );
    const meia = await seedTicket(sale.eventId, 'Pista - Meia', {
      meia_entrada: true,
      lugar_acessivel: 'cadeirante',
    });
    const flagged = await scan(meia.code, { eventId: sale.eventId, listId: 'geral' });
    expect(flagged.status, flagged.text).toBe(200);
    expect(flagged.body.ticket).toMatchObject({ meia_entrada: true, lugar_acessivel: 'cadeirante' });
    const plain = await scan(moved.code, { eventId: sale.eventId, listId: 'geral' });
    expect(plain.body.ticket).toMatchObject({ meia_entrada: false, lugar_acessivel: null });
  });
});

// Take this file's events off the public site again (see checkout-fixtures).
afterAll(unpublishSales);
