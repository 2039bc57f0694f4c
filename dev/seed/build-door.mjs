// The demo portaria (dev/seed/content/door.mjs) as Firestore documents: the event's check-in lists,
// the group's orders and tickets (issued as build-orders.mjs issues them), the door's movements on
// the tickets (`presenca`, first entry) and the counters' shards those movements add up to, so the
// Portaria panel and the tickets agree.
import { decideScan, fiveMinuteBucket } from '@gn/core/checkin-scan';
import { buildDemoOrders } from './build-orders.mjs';
import { DOOR_BUYER, DOOR_EVENT_ID, DOOR_LISTS, DOOR_ORDERS } from './content/door.mjs';

const MINUTE = 60_000;

/** Adds `delta` of an accepted scan at `at` into the counters (as apply-scan.ts's shardChange). */
function count(counters, delta, at) {
  const add = (map, key, n) => (counters[map][key] = (counters[map][key] ?? 0) + n);
  add('dentro', delta.dentroLista, delta.dentro);
  if (delta.entrada) {
    add('entradas', delta.lista, 1);
    add('por_5min', fiveMinuteBucket(at), 1);
  }
  if (delta.saida) add('saidas', delta.lista, 1);
}

/** One ticket's movements at the door (minutes after `opensAt`), decided as the door decides them. */
function walkThroughDoor(ticket, plan, { eventId, counters, adminUid, opensAt }) {
  if (plan.entrada === undefined) return;
  const list = DOOR_LISTS.find((l) => l.tipos.includes(ticket.tipo));
  if (!list) throw new Error(`seed: no door list admits ${ticket.tipo}`);
  const moves = [['entrada', plan.entrada]];
  if (plan.saida !== undefined) moves.push(['saida', plan.saida]);
  let state = { ...ticket, presenca: null, evento_titulo: ticket.evento.titulo };
  for (const [direction, minutes] of moves) {
    const at = new Date(opensAt + minutes * MINUTE);
    const decision = decideScan(state, list, direction, eventId, at);
    if (!decision.ok) throw new Error(`seed: door refused ${ticket.titular}: ${decision.message}`);
    count(counters, decision.delta, at);
    state = { ...state, status: decision.status, presenca: { ...decision.presenca, device_id: null } };
  }
  ticket.status = 'usado';
  ticket.presenca = state.presenca;
  ticket.usado_em = state.presenca.primeira_entrada;
  ticket.checkin_por = adminUid;
}

/**
 * @param {{ events: Map<string, object>, pricingTables: readonly object[], adminUid: string,
 *   at: (dias: number, hora: string) => Date, signingKey: string, now: Date }} input
 */
export function buildDoorDemo({ events, pricingTables, adminUid, at, signingKey, now }) {
  const docs = buildDemoOrders({
    orders: DOOR_ORDERS.map((o) => o.order),
    events,
    pricingTables,
    customer: DOOR_BUYER,
    adminUid,
    at,
    signingKey,
  });
  const counters = { dentro: {}, entradas: {}, saidas: {}, por_5min: {} };
  // The gates opened 45 minutes before the seed ran, so the panel's chart shows the last hour.
  const opensAt = now.getTime() - 45 * MINUTE;
  for (const { order, tickets } of DOOR_ORDERS) {
    tickets.forEach((plan, i) => {
      const doc = docs.find((d) => d.collection === 'tickets' && d.id === `${order.id}-${i + 1}`);
      doc.data.titular = plan.titular;
      walkThroughDoor(doc.data, plan, { eventId: DOOR_EVENT_ID, counters, adminUid, opensAt });
    });
  }
  docs.push({
    collection: 'event_checkin',
    id: DOOR_EVENT_ID,
    data: { listas: DOOR_LISTS, atualizado_em: now, atualizado_por: adminUid },
  });
  // One shard holds the demo's figures (the panel sums all ten; the scans spread over them).
  docs.push({ collection: `event_checkin/${DOOR_EVENT_ID}/contadores`, id: '0', data: counters });
  return docs;
}
