// Check-in fixtures shared by the functions tests and the e2e specs (issue #30): an event's lists
// written as the functions write them, tickets stored as issued (signed codes, no payment round
// trip), a member of staff with a role and a scope, and the counters summed as the panel sums them.
import { randomUUID } from 'node:crypto';
import { signTicketCode } from '@gn/core/server/ticket-code';
import type { CheckinList } from '@gn/core/checkin-scan';
import { Timestamp } from 'firebase-admin/firestore';
import { LOCAL_TICKET_SIGNING_KEY } from '../../dev/lib/payments-sandbox.mjs';
import { adminAuth, adminDb, createUser, tokenOf, type TestUser } from './functions-api.ts';

/** Writes `event_checkin/{eventId}` as PUT checkin-lists does. */
export async function setCheckinLists(eventId: string, listas: CheckinList[]): Promise<void> {
  await adminDb()
    .doc(`event_checkin/${eventId}`)
    .set({ listas, atualizado_em: new Date(), atualizado_por: 'teste' });
}

export interface SeededTicket {
  id: string;
  serial: string;
  /** the signed code the QR carries */
  code: string;
}

/** An issued ('ativo') ticket of `eventId` of type `tipo`, stored directly; `fields` overrides any field. */
export async function seedTicket(
  eventId: string,
  tipo: string,
  fields: Record<string, unknown> = {},
): Promise<SeededTicket> {
  const id = `tk-${randomUUID().slice(0, 12)}`;
  const serial = `TKT-${Date.now()}-${randomUUID().slice(0, 8).toUpperCase()}`;
  const code = signTicketCode(LOCAL_TICKET_SIGNING_KEY, id, serial);
  await adminDb()
    .doc(`tickets/${id}`)
    .set({
      order_id: `pedido-${id}`,
      event_id: eventId,
      user_id: 'comprador-teste',
      tipo,
      tipo_preco: 'inteira',
      meia_entrada: false,
      quantidade: 1,
      preco_unitario: 10000,
      status: 'ativo',
      codigo_serial: serial,
      qr_code: code,
      titular: 'Maria da Silva',
      created_at: Timestamp.now(),
      usado_em: null,
      checkin_por: null,
      evento: {
        titulo: `Show ${eventId}`,
        data_inicio: Timestamp.fromDate(new Date(Date.now() + 86_400_000)),
        local: 'Arena Teste',
        capa_url: null,
      },
      ...fields,
    });
  return { id, serial, code };
}

/** A member of staff with `role` and `escopo`, as set-role leaves them: the claims and user_roles. */
export async function createStaff(
  role: 'porteiro' | 'bilheteria' | 'financeiro',
  escopo: { eventos: string[]; listas: string[] } = { eventos: [], listas: [] },
): Promise<{ user: TestUser; token: string }> {
  const user = await createUser({ nome: `Equipe ${role}` });
  await adminAuth().setCustomUserClaims(user.uid, { role, admin: false, escopo });
  await adminDb()
    .doc(`user_roles/${user.uid}`)
    .set({ user_id: user.uid, role, escopo, updated_at: new Date() });
  return { user, token: await tokenOf(user) };
}

export interface CheckinCounts {
  dentro: Record<string, number>;
  entradas: Record<string, number>;
  saidas: Record<string, number>;
  por5min: Record<string, number>;
}

function addInto(into: Record<string, number>, from: unknown) {
  for (const [key, value] of Object.entries((from ?? {}) as Record<string, number>)) {
    into[key] = (into[key] ?? 0) + value;
  }
}

/** The event's counters, the shards summed (what the Portaria panel shows). */
export async function checkinCounts(eventId: string): Promise<CheckinCounts> {
  const counts: CheckinCounts = { dentro: {}, entradas: {}, saidas: {}, por5min: {} };
  const shards = await adminDb().collection(`event_checkin/${eventId}/contadores`).get();
  for (const shard of shards.docs) {
    addInto(counts.dentro, shard.get('dentro'));
    addInto(counts.entradas, shard.get('entradas'));
    addInto(counts.saidas, shard.get('saidas'));
    addInto(counts.por5min, shard.get('por_5min'));
  }
  return counts;
}

export const total = (figures: Record<string, number>) => Object.values(figures).reduce((a, b) => a + b, 0);
