// The Portaria panel's figures: the summed counters as rows per list and the 5-minute bars.
// Pure, so the chart's window is tested without a browser.
import type { CheckinList } from '@gn/core/checkin-scan';
import { formatTime } from '@gn/core/dates';
import { totalOf, type CheckinCounters } from '@gn/core/stored/checkin-counters';

export interface ListFigures {
  id: string;
  nome: string;
  dentro: number;
  entradas: number;
  saidas: number;
  permiteSaida: boolean;
}

/** One row per list (in the lists' order), plus any list a count names that is gone now. */
export function listFigures(lists: readonly CheckinList[], counters: CheckinCounters): ListFigures[] {
  const known = new Set(lists.map((l) => l.id));
  const gone = Object.keys({ ...counters.dentro, ...counters.entradas, ...counters.saidas })
    .filter((id) => !known.has(id))
    .map((id) => ({ id, nome: `${id} (removida)`, tipos: [], permite_saida: false }));
  return [...lists, ...gone].map((list) => ({
    id: list.id,
    nome: list.nome,
    dentro: counters.dentro[list.id] ?? 0,
    entradas: counters.entradas[list.id] ?? 0,
    saidas: counters.saidas[list.id] ?? 0,
    permiteSaida: list.permite_saida,
  }));
}

export function insideTotal(counters: CheckinCounters): number {
  return totalOf(counters.dentro);
}

export interface Bar {
  bucket: string;
  /** 'HH:MM' in São Paulo time */
  label: string;
  entradas: number;
}

const FIVE_MINUTES = 300_000;
const bucketTime = (bucket: string) => Date.parse(`${bucket}:00Z`);
const bucketOf = (ms: number) => new Date(ms).toISOString().slice(0, 16);

/**
 * The last `count` 5-minute buckets, oldest first, ending at the latest bucket with entries (or
 * `now`'s when there are none yet), empty buckets included so the time axis is even.
 */
export function entryBars(porCincoMin: Record<string, number>, now: Date, count = 12): Bar[] {
  const times = Object.keys(porCincoMin).map(bucketTime).filter(Number.isFinite);
  const end = times.length ? Math.max(...times) : Math.floor(now.getTime() / FIVE_MINUTES) * FIVE_MINUTES;
  return Array.from({ length: count }, (_, i) => {
    const at = end - (count - 1 - i) * FIVE_MINUTES;
    const bucket = bucketOf(at);
    return { bucket, label: formatTime(new Date(at)), entradas: porCincoMin[bucket] ?? 0 };
  });
}
