// The offline scanner's server side (issue #30, item 3), against the live stack: the download of an
// event (tickets with presence, the lists in the caller's scope, the public key of GN2 codes, only
// the CPF's last 4 digits), and the sync of queued scans: each applied once, at the device's time,
// refusals of tickets cancelled or transferred since the download, and a ticket admitted by two
// devices offline recorded as one conflict that both devices are told of.
import type { CheckinList } from '@gn/core/checkin-scan';
import { CHECKIN_MESSAGES } from '@gn/core/checkin';
import type { CheckinSnapshotAnswer, CheckinSyncAnswer, OfflineScan } from '@gn/core/schemas/checkin';
import { issueTicketCode } from '@gn/core/server/ticket-code';
import { verifySignedCode } from '@gn/core/signed-ticket-code';
import { readTicket } from '@gn/core/stored/ticket';
import { randomUUID } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { LOCAL_TICKET_SIGNING_KEY } from '../../dev/lib/payments-sandbox.mjs';
import {
  checkinCounts,
  createStaff,
  seedTicket,
  setCheckinLists,
  total,
  type SeededTicket,
} from '../support/checkin-fixtures.ts';
import { newId } from '../support/checkout-fixtures.ts';
import { eventDoc } from '../support/event-doc.ts';
import { adminDb, api, errorOf } from '../support/functions-api.ts';
import { signedInAdminAndCustomer } from './signed-in.ts';

const users = signedInAdminAndCustomer();

const LISTS: CheckinList[] = [
  { id: 'portao-a', nome: 'Portão A', tipos: ['Pista'], permite_saida: false },
  { id: 'camarote', nome: 'Camarote', tipos: ['Camarote'], permite_saida: true },
];

async function eventWithLists(): Promise<string> {
  const id = newId('ev');
  const now = Timestamp.now();
  await adminDb()
    .doc(`events/${id}`)
    .set(eventDoc(id, Timestamp.fromMillis(Date.now() + 3_600_000), now, { titulo: 'Festival Offline' }));
  await setCheckinLists(id, LISTS);
  return id;
}

/** The GN2 code the ticket carries (what the QR shows now). */
function gn2(eventId: string, ticket: SeededTicket, tipo = 'Pista', titular = 'Maria da Silva'): string {
  return issueTicketCode(LOCAL_TICKET_SIGNING_KEY, {
    ticketId: ticket.id,
    serial: ticket.serial,
    eventId,
    tipo,
    titular,
    meia: false,
    lugarAcessivel: null,
  });
}

const snapshot = (eventId: string, token = users.adminToken) =>
  api<CheckinSnapshotAnswer>(`/api/admin/checkin/${eventId}/snapshot`, { token });

const offlineScan = (code: string, at: Date, over: Partial<OfflineScan> = {}): OfflineScan => ({
  id: randomUUID(),
  code,
  listId: 'portao-a',
  direction: 'entrada',
  at: at.toISOString(),
  ...over,
});

const sync = (eventId: string, deviceId: string, scans: OfflineScan[], token = users.adminToken) =>
  api<CheckinSyncAnswer>('/api/admin/checkin/sync', { json: { eventId, deviceId, scans }, token });

const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000);

describe('GET /api/admin/checkin/:eventId/snapshot', { timeout: 60_000 }, () => {
  it('gives the issued tickets with presence, the lists, the public key and only 4 CPF digits', async () => {
    const eventId = await eventWithLists();
    const named = await seedTicket(eventId, 'Pista', { titular_cpf: '52998224725', titular: 'Ana Nomeada' });
    const used = await seedTicket(eventId, 'Camarote', {
      status: 'usado',
      usado_em: Timestamp.fromDate(minutesAgo(5)),
      presenca: {
        dentro: true,
        lista_id: 'camarote',
        lista_nome: 'Camarote',
        em: minutesAgo(5),
        primeira_entrada: minutesAgo(5),
      },
    });
    const cancelled = await seedTicket(eventId, 'Pista', { status: 'cancelado' });
    await seedTicket(eventId, 'Pista', { status: 'pendente' });

    const answer = await snapshot(eventId);
    expect(answer.status, answer.text).toBe(200);
    const body = answer.body;
    expect(body.evento).toMatchObject({ id: eventId, titulo: 'Festival Offline' });
    expect(body.listas.map((l) => l.id)).toEqual(['portao-a', 'camarote']);
    const byId = new Map(body.tickets.map((t) => [t.id, t]));
    expect([...byId.keys()].sort()).toEqual([named.id, used.id, cancelled.id].sort());
    expect(byId.get(named.id)).toMatchObject({
      titular: 'Ana Nomeada',
      cpf_final: '4725',
      presenca: null,
      status: 'ativo',
    });
    expect(byId.get(used.id)).toMatchObject({
      status: 'usado',
      presenca: { dentro: true, lista_id: 'camarote' },
    });
    expect(byId.get(cancelled.id)?.status).toBe('cancelado');
    // The whole CPF never leaves the server.
    expect(answer.text).not.toContain('52998224725');
    // The public key verifies the ticket's GN2 code on the device.
    expect(await verifySignedCode(body.chave_publica, gn2(eventId, named))).toMatchObject({
      ticketId: named.id,
    });
  });

  it('refuses a porteiro outside the event (403) and gives one in scope only their lists', async () => {
    const eventId = await eventWithLists();
    const elsewhere = await createStaff('porteiro', { eventos: ['outro-evento'], listas: [] });
    const refused = await snapshot(eventId, elsewhere.token);
    expect(refused.status).toBe(403);
    expect(errorOf(refused).message).toBe('Você não está escalado para este evento ou esta entrada');
    const gate = await createStaff('porteiro', { eventos: [eventId], listas: ['camarote'] });
    const mine = await snapshot(eventId, gate.token);
    expect(mine.status, mine.text).toBe(200);
    expect(mine.body.listas.map((l) => l.id)).toEqual(['camarote']);
    const events = await api<{ eventos: { id: string }[] }>('/api/admin/checkin/events', {
      token: gate.token,
    });
    expect(events.body.eventos.map((e) => e.id)).toEqual([eventId]);
  });
});

describe('POST /api/admin/checkin/sync', { timeout: 60_000 }, () => {
  it('applies a scan at the device time once, however often it is sent', async () => {
    const eventId = await eventWithLists();
    const ticket = await seedTicket(eventId, 'Pista');
    const scan = offlineScan(gn2(eventId, ticket), minutesAgo(3));
    const first = await sync(eventId, 'aparelho-um', [scan]);
    expect(first.status, first.text).toBe(200);
    expect(first.body.results).toEqual([{ id: scan.id, outcome: 'aplicada' }]);
    const again = await sync(eventId, 'aparelho-um', [scan]);
    expect(again.body.results).toEqual([{ id: scan.id, outcome: 'aplicada' }]);
    expect(again.body.conflitos).toEqual([]);

    const stored = readTicket((await adminDb().doc(`tickets/${ticket.id}`).get()).data());
    expect(stored.status).toBe('usado');
    expect(stored.presenca).toMatchObject({ dentro: true, lista_id: 'portao-a', device_id: 'aparelho-um' });
    expect(stored.presenca?.em.toISOString()).toBe(scan.at);
    expect(total((await checkinCounts(eventId)).entradas)).toBe(1);
    const leitura = await adminDb().doc(`event_checkin/${eventId}/leituras/${scan.id}`).get();
    expect(leitura.data()).toMatchObject({
      device_id: 'aparelho-um',
      ticket_id: ticket.id,
      resultado: 'aplicada',
    });
  });

  it('records one conflict when two devices admitted a ticket offline, and tells both', async () => {
    const eventId = await eventWithLists();
    const ticket = await seedTicket(eventId, 'Pista');
    const code = gn2(eventId, ticket);
    const a = await sync(eventId, 'aparelho-a', [offlineScan(code, minutesAgo(10))]);
    expect(a.body.results[0]?.outcome).toBe('aplicada');
    const bScan = offlineScan(code, minutesAgo(8), { listId: 'portao-a' });
    const b = await sync(eventId, 'aparelho-b', [bScan]);
    expect(b.status, b.text).toBe(200);
    expect(b.body.results[0]).toMatchObject({
      id: bScan.id,
      outcome: 'conflito',
      primeira: { device_id: 'aparelho-a', lista_nome: 'Portão A' },
    });
    expect((b.body.results[0] as { message: string }).message).toMatch(/^Entrada dupla: já tinha entrado/);
    expect(b.body.conflitos).toHaveLength(1);
    // The device that synced first learns of it at its next sync, even with nothing to send.
    const aLater = await sync(eventId, 'aparelho-a', []);
    expect(aLater.body.conflitos).toEqual(b.body.conflitos);
    expect(aLater.body.conflitos[0]).toMatchObject({
      ticket_id: ticket.id,
      primeira: { device_id: 'aparelho-a' },
      segunda: { device_id: 'aparelho-b' },
    });
    const stored = await adminDb().collection(`event_checkin/${eventId}/conflitos`).get();
    expect(stored.size).toBe(1);
    // Counted once: the second admission moved no counter.
    expect(total((await checkinCounts(eventId)).dentro)).toBe(1);
    // Sent again, the conflicting scan stays one conflict.
    await sync(eventId, 'aparelho-b', [bScan]);
    expect((await adminDb().collection(`event_checkin/${eventId}/conflitos`).get()).size).toBe(1);
  });

  it('refuses tickets cancelled or transferred since the download, forged codes and lists out of scope', async () => {
    const eventId = await eventWithLists();
    const cancelled = await seedTicket(eventId, 'Pista', { status: 'cancelado' });
    // Transferred after the download: a new serial, the old one in its transfers.
    const moved = await seedTicket(eventId, 'Pista');
    await adminDb()
      .doc(`tickets/${moved.id}`)
      .update({
        codigo_serial: 'TKT-1-NOVOSERI',
        transferencias: [
          {
            em: Timestamp.now(),
            de: { nome: 'A', user_id: 'a' },
            para: { nome: 'B', email: 'b@x.y', user_id: null },
            serial_anterior: moved.serial,
          },
        ],
      });
    const forged = issueTicketCode('outra-chave', {
      ticketId: cancelled.id,
      serial: cancelled.serial,
      eventId,
      tipo: 'Pista',
      titular: 'X',
      meia: false,
      lugarAcessivel: null,
    });
    const gate = await createStaff('porteiro', { eventos: [eventId], listas: ['portao-a'] });
    const scans = [
      offlineScan(gn2(eventId, cancelled), minutesAgo(4)),
      offlineScan(gn2(eventId, moved), minutesAgo(3)),
      offlineScan(forged, minutesAgo(2)),
      offlineScan(gn2(eventId, await seedTicket(eventId, 'Camarote'), 'Camarote'), minutesAgo(1), {
        listId: 'camarote',
      }),
    ];
    const answer = await sync(eventId, 'aparelho-c', scans, gate.token);
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body.results.map((r) => [r.outcome, 'message' in r ? r.message : null])).toEqual([
      ['recusada', CHECKIN_MESSAGES.cancelled],
      ['recusada', CHECKIN_MESSAGES.transferred],
      ['recusada', CHECKIN_MESSAGES.forged],
      ['recusada', 'Você não está escalado para este evento ou esta entrada'],
    ]);
  });

  it('refuses a porteiro of another event (403) before reading anything', async () => {
    const eventId = await eventWithLists();
    const ticket = await seedTicket(eventId, 'Pista');
    const elsewhere = await createStaff('porteiro', { eventos: ['outro-evento'], listas: [] });
    const answer = await sync(
      eventId,
      'aparelho-d',
      [offlineScan(gn2(eventId, ticket), minutesAgo(1))],
      elsewhere.token,
    );
    expect(answer.status).toBe(403);
    expect(readTicket((await adminDb().doc(`tickets/${ticket.id}`).get()).data()).status).toBe('ativo');
  });
});
