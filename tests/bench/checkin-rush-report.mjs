// The check-in bench's figures: percentiles, answers grouped by outcome, the agreement of the
// tickets and the counter shards with what was admitted, and a small text table.
import { sumCounterShards, totalOf } from '../../core/src/stored/checkin-counters.ts';

export const percentile = (sorted, p) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : NaN;

export const ms = (n) => (Number.isFinite(n) ? `${Math.round(n)} ms` : '-');

/** The door's answer as a label: admitted, or the refusal's reason ('Já entrou às 21:14 (X)' as one). */
export function outcomeOf({ status, message }) {
  if (status === 200) return 'admitido';
  const reason = /^Já entrou /.test(message ?? '') ? 'Já entrou às … (lista)' : (message ?? '(sem mensagem)');
  return status === 409 ? `recusado: ${reason}` : `erro ${status}: ${reason}`;
}

/** label → count, in order of first appearance. */
export function countBy(items, label) {
  const counts = new Map();
  for (const item of items) counts.set(label(item), (counts.get(label(item)) ?? 0) + 1);
  return counts;
}

/** Left-aligned first column, right-aligned others. */
export function table(rows) {
  const widths = rows[0].map((_, c) => Math.max(...rows.map((r) => String(r[c]).length)));
  return rows
    .map((r) =>
      r
        .map((cell, c) => (c === 0 ? String(cell).padEnd(widths[c]) : String(cell).padStart(widths[c])))
        .join('  '),
    )
    .join('\n');
}

/**
 * What the database says was admitted, against `admitted` (ticket index → list id of its one
 * admission): tickets 'usado', and the shards' entries and "inside" in total and per list.
 */
export async function storedAgreement(db, eventId, admitted) {
  const used = (
    await db
      .collection('tickets')
      .where('event_id', '==', eventId)
      .where('status', '==', 'usado')
      .count()
      .get()
  ).data().count;
  const shards = await db.collection(`event_checkin/${eventId}/contadores`).get();
  const counters = sumCounterShards(shards.docs.map((d) => d.data()));
  const expectedPerList = {};
  for (const listId of admitted.values()) expectedPerList[listId] = (expectedPerList[listId] ?? 0) + 1;
  const listsAgree = Object.entries(expectedPerList).every(
    ([listId, n]) => counters.entradas[listId] === n && counters.dentro[listId] === n,
  );
  const distinct = admitted.size;
  const entradas = totalOf(counters.entradas);
  const dentro = totalOf(counters.dentro);
  return {
    distinct,
    used,
    entradas,
    dentro,
    shards: shards.size,
    ok: used === distinct && entradas === distinct && dentro === distinct && listsAgree,
    listsAgree,
  };
}

export function describeAgreement(a) {
  return (
    `${a.distinct} distinct tickets admitted; tickets 'usado' ${a.used}; shards (${a.shards}) entradas ` +
    `${a.entradas}, dentro ${a.dentro}; per list ${a.listsAgree ? 'agree' : 'DISAGREE'} → ${a.ok ? 'ok' : 'DISAGREE'}`
  );
}

/** Reads, writes and round trips per scan, or the hint when the API ran in another process. */
export function usageRow(label, u, scans) {
  if (!u) return [label, 'use --in-process', '', ''];
  const trips = Object.values(u.calls).reduce((a, b) => a + b, 0);
  const per = (n) => (scans ? (n / scans).toFixed(2) : '-');
  return [label, per(u.reads), per(u.writes), per(trips)];
}
