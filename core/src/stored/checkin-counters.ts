// Reading `event_checkin/{eventId}/contadores/{n}` (docs/data-model.md; written by functions only):
// one shard of the door's counters, and the shards summed as the Portaria panel shows them.
import { plainMap } from './fields.ts';

/** A counter map: list id (or 5-minute bucket) → count. */
export type Counts = Record<string, number>;

export interface CheckinCounters {
  /** inside now, by the list each ticket came in by */
  dentro: Counts;
  entradas: Counts;
  saidas: Counts;
  /** entries per 5-minute bucket ('2026-11-29T21:10', UTC) */
  por_5min: Counts;
}

function counts(value: unknown): Counts {
  const out: Counts = {};
  for (const [key, n] of Object.entries(plainMap(value))) {
    if (typeof n === 'number' && Number.isFinite(n)) out[key] = n;
  }
  return out;
}

/** One shard as stored (tolerant: a missing or broken map reads as empty). */
export function readCounterShard(data: unknown): CheckinCounters {
  const shard = plainMap(data);
  return {
    dentro: counts(shard.dentro),
    entradas: counts(shard.entradas),
    saidas: counts(shard.saidas),
    por_5min: counts(shard.por_5min),
  };
}

function addInto(into: Counts, from: Counts): void {
  for (const [key, n] of Object.entries(from)) into[key] = (into[key] ?? 0) + n;
}

/** The event's counters: its shards added up. */
export function sumCounterShards(shards: readonly unknown[]): CheckinCounters {
  const total: CheckinCounters = { dentro: {}, entradas: {}, saidas: {}, por_5min: {} };
  for (const data of shards) {
    const shard = readCounterShard(data);
    addInto(total.dentro, shard.dentro);
    addInto(total.entradas, shard.entradas);
    addInto(total.saidas, shard.saidas);
    addInto(total.por_5min, shard.por_5min);
  }
  return total;
}

/** The sum of a counter map (everyone inside, whatever list they came in by). */
export function totalOf(counts: Counts): number {
  return Object.values(counts).reduce((sum, n) => sum + n, 0);
}
