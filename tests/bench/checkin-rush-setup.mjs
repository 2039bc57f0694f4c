// The check-in bench's event day, written with the Admin SDK before anything is timed: a draft
// event (never on the public site, so no rebuild), its four lists, its tickets as the functions
// issue them (GN2 codes signed with the stack's key) and the porteiros who scan them.
import { randomUUID } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
// Node 22 strips the types: the domain's own code, not copies.
import { issueTicketCode, newSerialCode } from '../../core/src/server/ticket-code.ts';
import { roleClaims } from '../../core/src/roles.ts';
import { eventDoc } from '../support/event-doc.ts';
import { gated } from '../support/gated.ts';

/** Two gates for the floor, the box with exits, the accessible entrance (every type). */
export const BENCH_LISTS = [
  { id: 'portao-a', nome: 'Portão A – Pista', tipos: ['Pista', 'Pista Meia'], permite_saida: false },
  { id: 'portao-b', nome: 'Portão B – Pista', tipos: ['Pista', 'Pista Meia'], permite_saida: false },
  { id: 'camarote', nome: 'Camarote', tipos: ['Camarote'], permite_saida: true },
  { id: 'acessivel', nome: 'Acessível', tipos: [], permite_saida: false },
];

/**
 * Ticket i: 20 % Camarote, 10 % Pista Meia, the rest Pista; every tenth a wheelchair space (it
 * enters by the accessible list). `pool` is the list family that admits it in the plan.
 */
export function ticketKind(i) {
  const tipo = i % 5 === 0 ? 'Camarote' : i % 10 === 1 ? 'Pista Meia' : 'Pista';
  const acessivel = i % 10 === 9;
  return { tipo, acessivel, pool: acessivel ? 'acessivel' : tipo === 'Camarote' ? 'camarote' : 'pista' };
}

export const ticketIdOf = (eventId, i) => `${eventId}-t${i}`;

/** The event, a (private) price table naming its types, and its lists. */
export async function seedEvent(db, eventId) {
  const now = Timestamp.now();
  const startsAt = Timestamp.fromDate(new Date(Date.now() + 3_600_000));
  await db.doc(`pricing_tables/${eventId}`).set({
    nome: 'Bench check-in',
    descricao: null,
    publicada: false,
    itens: [
      { id: 'pista', label: 'Pista', valor_centavos: 10000, tipo: 'inteira' },
      { id: 'pista-meia', label: 'Pista Meia', valor_centavos: 5000, tipo: 'meia' },
      { id: 'camarote', label: 'Camarote', valor_centavos: 30000, tipo: 'inteira' },
    ],
    created_at: now,
    updated_at: now,
  });
  await db.doc(`events/${eventId}`).set(
    eventDoc(eventId, startsAt, now, {
      titulo: `Bench check-in ${eventId}`,
      local: 'Arena Bench',
      visivel: false,
      pricing_table_ids: [eventId],
    }),
  );
  await db
    .doc(`event_checkin/${eventId}`)
    .set({ listas: BENCH_LISTS, atualizado_em: now, atualizado_por: 'bench-checkin' });
  return startsAt.toDate();
}

/** `count` tickets of the event, status 'ativo', in batches of 500 (a few batches at once). */
export async function seedTickets(db, { eventId, count, startsAt, signingKey }) {
  const createdAt = new Date();
  const evento = {
    titulo: `Bench check-in ${eventId}`,
    data_inicio: startsAt,
    local: 'Arena Bench',
    capa_url: null,
    classificacao_indicativa: null,
    regra_menores: null,
  };
  const ticket = (i) => {
    const id = ticketIdOf(eventId, i);
    const serial = newSerialCode(createdAt);
    const { tipo, acessivel } = ticketKind(i);
    const meia = tipo === 'Pista Meia';
    const titular = `Pessoa Bench ${i}`;
    const claims = { ticketId: id, serial, eventId, tipo, titular, meia, lugarAcessivel: null };
    if (acessivel) claims.lugarAcessivel = 'usuario';
    return {
      id,
      data: {
        order_id: `${eventId}-pedido-${Math.floor(i / 4)}`,
        event_id: eventId,
        user_id: `bench-comprador-${Math.floor(i / 4)}`,
        tipo,
        quantidade: 1,
        preco_unitario: tipo === 'Camarote' ? 30000 : meia ? 5000 : 10000,
        taxa_unitaria: 1000,
        status: 'ativo',
        codigo_serial: serial,
        qr_code: issueTicketCode(signingKey, claims),
        titular,
        tipo_preco: meia ? 'meia' : 'inteira',
        meia_entrada: meia,
        ...(acessivel ? { lugar_acessivel: 'usuario' } : {}),
        created_at: createdAt,
        usado_em: null,
        checkin_por: null,
        evento,
      },
    };
  };
  const codes = new Array(count);
  const batches = [];
  for (let from = 0; from < count; from += 500) {
    batches.push(async () => {
      const batch = db.batch();
      for (let i = from; i < Math.min(count, from + 500); i++) {
        const t = ticket(i);
        codes[i] = t.data.qr_code;
        batch.set(db.doc(`tickets/${t.id}`), t.data);
      }
      await batch.commit();
    });
  }
  await gated(batches, 4);
  return codes;
}

/**
 * `count` porteiros scoped to the event (every list), set up as set-role does (claims from core's
 * roleClaims and the user_roles document), signed in through the Auth emulator's REST API.
 */
export async function seedScanners(auth, db, { eventId, count, authUrl }) {
  const escopo = { eventos: [eventId], listas: [] };
  return gated(
    Array.from({ length: count }, (_, i) => async () => {
      const email = `porteiro-bench-${randomUUID().slice(0, 8)}-${i}@gn.local`;
      const password = 'Bench@12345';
      const user = await auth.createUser({ email, password, displayName: `Porteiro Bench ${i + 1}` });
      await auth.setCustomUserClaims(user.uid, roleClaims('porteiro', escopo));
      await db
        .doc(`user_roles/${user.uid}`)
        .set({ user_id: user.uid, role: 'porteiro', escopo, updated_at: new Date() });
      const res = await fetch(
        `${authUrl}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=fake-key`,
        {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email, password, returnSecureToken: true }),
        },
      );
      const body = await res.json();
      if (!body.idToken) throw new Error(`sign-in failed: ${JSON.stringify(body)}`);
      return { uid: user.uid, token: body.idToken };
    }),
    5,
  );
}

/**
 * `--cleanup`: removes what the run made (about 40 MB of .data a run otherwise): the tickets, the
 * event with its price table and check-in documents (counters, conflicts, synced scans) and the
 * porteiros' accounts and roles.
 */
export async function removeBenchData(auth, db, { eventId, tickets, uids }) {
  const writer = db.bulkWriter();
  for (let i = 0; i < tickets; i++) void writer.delete(db.doc(`tickets/${ticketIdOf(eventId, i)}`));
  for (const uid of uids) void writer.delete(db.doc(`user_roles/${uid}`));
  void writer.delete(db.doc(`events/${eventId}`));
  void writer.delete(db.doc(`pricing_tables/${eventId}`));
  await writer.close();
  await db.recursiveDelete(db.doc(`event_checkin/${eventId}`));
  await auth.deleteUsers(uids);
}
