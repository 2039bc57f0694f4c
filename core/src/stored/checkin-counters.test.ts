import { describe, expect, it } from 'vitest';
import { readCounterShard, sumCounterShards, totalOf } from './checkin-counters.ts';

describe('check-in counters', () => {
  it('reads a shard tolerantly', () => {
    expect(readCounterShard({ dentro: { a: 2, b: 'x' }, saidas: null })).toEqual({
      dentro: { a: 2 },
      entradas: {},
      saidas: {},
      por_5min: {},
    });
    expect(readCounterShard(undefined).dentro).toEqual({});
  });

  it('sums the shards', () => {
    const total = sumCounterShards([
      { dentro: { a: 2, b: 1 }, entradas: { a: 3 }, por_5min: { '2026-11-30T00:10': 3 } },
      { dentro: { a: -1 }, saidas: { b: 1 }, por_5min: { '2026-11-30T00:10': 1, '2026-11-30T00:15': 2 } },
    ]);
    expect(total).toEqual({
      dentro: { a: 1, b: 1 },
      entradas: { a: 3 },
      saidas: { b: 1 },
      por_5min: { '2026-11-30T00:10': 4, '2026-11-30T00:15': 2 },
    });
    expect(totalOf(total.dentro)).toBe(2);
  });
});
