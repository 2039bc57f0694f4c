import { describe, expect, it, vi } from 'vitest';
import type { Firestore } from 'firebase-admin/firestore';

// Each refresh stays open until the test ends it, so overlapping calls can be seen.
const runs: { eventId: string; end: () => void }[] = [];
vi.mock('./availability.ts', () => ({
  refreshAvailability: (_db: Firestore, eventId: string) =>
    new Promise<void>((resolve) => runs.push({ eventId, end: resolve })),
}));
const { refreshAvailabilityCoalesced } = await import('./coalesced-refresh.ts');
const db = {} as Firestore;
const tick = () => new Promise((r) => setTimeout(r, 0));

describe('refreshAvailabilityCoalesced', () => {
  it('runs one refresh for a burst, plus one that starts after the burst, and each call waits for it', async () => {
    const first = refreshAvailabilityCoalesced(db, 'ev-1');
    const burst = [1, 2, 3].map(() => refreshAvailabilityCoalesced(db, 'ev-1'));
    expect(runs).toHaveLength(1);
    let burstDone = false;
    void Promise.all(burst).then(() => (burstDone = true));

    runs[0]!.end();
    await first;
    await tick();
    // The burst's calls came while the first ran: they share one more, started after it.
    expect(runs).toHaveLength(2);
    expect(burstDone).toBe(false);
    runs[1]!.end();
    await Promise.all(burst);
    expect(runs).toHaveLength(2);

    // Quiet again: the next call starts its own.
    const later = refreshAvailabilityCoalesced(db, 'ev-1');
    expect(runs).toHaveLength(3);
    runs[2]!.end();
    await later;
  });

  it('keeps events apart', async () => {
    runs.length = 0;
    const a = refreshAvailabilityCoalesced(db, 'ev-a');
    const b = refreshAvailabilityCoalesced(db, 'ev-b');
    expect(runs.map((r) => r.eventId)).toEqual(['ev-a', 'ev-b']);
    runs.forEach((r) => r.end());
    await Promise.all([a, b]);
  });
});
