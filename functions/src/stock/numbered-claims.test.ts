// claimNumbered against the in-memory Firestore of fake-stock-testing.ts: as strict as the real
// one where claims lean on it (a lost create applies none of its batch), claims interleaving as in
// a rush, reads counted as Firestore bills them, to hold the end of a sale to a handful.
import type { CollectionReference } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { fakeStock, wrongBlocks } from './fake-stock-testing.ts';
import { claimNumbered, releaseNumbered } from './numbered-claims.ts';

const claim = (pool: CollectionReference, total: number, quantity: number, claimId: string) =>
  claimNumbered({ pool, total, quantity, claimId, docFor: (indice) => ({ indice, claim_id: claimId }) });

const range = (from: number, to: number) => Array.from({ length: to - from }, (_, i) => from + i);
const except = (total: number, free: number[]) => range(0, total).filter((i) => !free.includes(i));

describe('claimNumbered', () => {
  it('sells exactly the places to a rush of single buyers, never one twice', async () => {
    const fake = fakeStock();
    const results = await Promise.all(
      Array.from({ length: 150 }, (_, i) => claim(fake.pool, 100, 1, `c${i}`)),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(100);
    expect(results.filter((r) => !r.ok).every((r) => !r.ok && r.available === 0)).toBe(true);
    expect(fake.places()).toHaveLength(100);
    expect(fake.places().every(([i]) => i < 100)).toBe(true);
  });

  it('never hands one index to two claims of several places at once, and the blocks end true', async () => {
    const fake = fakeStock();
    const results = await Promise.all(
      Array.from({ length: 200 }, (_, i) => claim(fake.pool, 300, 1 + (i % 3), `c${i}`)),
    );
    const handed = results.flatMap((r) => (r.ok ? r.indices : []));
    expect(new Set(handed).size).toBe(handed.length);
    // Each place held is the one its claim was told it got.
    const owner = new Map(fake.places().map(([i, d]) => [i, d.claim_id]));
    results.forEach((r, n) => r.ok && r.indices.forEach((i) => expect(owner.get(i)).toBe(`c${n}`)));
    expect(fake.places()).toHaveLength(handed.length);
    // A refusal only ever for want of places (others' holds of that moment count as taken).
    expect(results.every((r, n) => r.ok || r.available < 1 + (n % 3))).toBe(true);
    // A lost create changed no block: the hints are exactly what the places say.
    expect(wrongBlocks(fake, 300)).toEqual({});
    // And nothing was lost: single buyers after the rush take exactly what is left.
    const rest = 300 - handed.length;
    const late = await Promise.all(range(0, rest + 5).map((i) => claim(fake.pool, 300, 1, `late${i}`)));
    expect(late.filter((r) => r.ok)).toHaveLength(rest);
    expect(fake.places()).toHaveLength(300);
  });

  it('guesses a single place without counting while places are plentiful', async () => {
    const fake = fakeStock();
    expect(await claim(fake.pool, 20_000, 1, 'solo')).toMatchObject({ ok: true });
    expect(fake.calls.counts).toBe(0);
    expect(fake.calls.reads).toBe(0);
  });

  it('finds the last free places of 1,000 by the blocks, in a handful of reads', async () => {
    const fake = fakeStock();
    fake.fill(except(1000, [17, 640]), { blocks: true });
    const [a, b] = await Promise.all([claim(fake.pool, 1000, 1, 'a'), claim(fake.pool, 1000, 1, 'b')]);
    expect(a.ok && b.ok).toBe(true);
    expect(fake.places()).toHaveLength(1000);
    expect(fake.calls.windows).toBe(0);
    expect(fake.calls.transactions).toBe(0); // no block rebuilt
    // Two claims: each a count and a query of at most two blocks, with one more round when they collide.
    expect(fake.calls.reads).toBeLessThanOrEqual(12);
    expect(await claim(fake.pool, 1000, 1, 'late')).toEqual({ ok: false, available: 0 });
  });

  it('reads the same few documents at the end of a sale of 20,000 as of 1,000', async () => {
    const fake = fakeStock();
    fake.fill(except(20_000, [3, 9_999, 19_998]), { blocks: true });
    expect(await claim(fake.pool, 20_000, 2, 'pair')).toMatchObject({ ok: true });
    // A count of 20 index pages (billed 20 reads), then three blocks.
    expect(fake.calls.reads).toBeLessThanOrEqual(20 + 3 + 1);
    expect(fake.calls.windows).toBe(0);
  });

  it('refuses several places when fewer are left, tells how many, and holds none', async () => {
    const fake = fakeStock();
    fake.fill([0, 1, 2], { blocks: true });
    expect(await claim(fake.pool, 5, 3, 'big')).toEqual({ ok: false, available: 2 });
    expect(fake.places().some(([, d]) => d.claim_id === 'big')).toBe(false);
    expect(await claim(fake.pool, 5, 2, 'fits')).toMatchObject({ ok: true });
    expect(wrongBlocks(fake, 5)).toEqual({});
  });

  it('frees the places of a release in their blocks', async () => {
    const fake = fakeStock();
    fake.fill(range(0, 60), { blocks: true });
    expect(await claim(fake.pool, 100, 3, 'three')).toMatchObject({ ok: true });
    await releaseNumbered(fake.pool, 'three');
    expect(wrongBlocks(fake, 100)).toEqual({});
    expect(fake.block(0)!.ocupados + fake.block(1)!.ocupados).toBe(60);
  });
});

describe('claimNumbered with wrong hints', () => {
  it('finds a place its block shows taken (a release that missed its block) and repairs the block', async () => {
    const fake = fakeStock();
    fake.fill(except(1000, [17]), { blocks: true });
    fake.setBlock(0, { inicio: 0, tomados: range(0, 50), ocupados: 50 });
    expect(await claim(fake.pool, 1000, 1, 'a')).toEqual({ ok: true, indices: [17] });
    expect(fake.calls.windows).toBeGreaterThan(0);
    expect(wrongBlocks(fake, 1000)).toEqual({});
  });

  it('gives up a place its block shows free but that is taken, and finds the free one', async () => {
    const fake = fakeStock();
    fake.fill(except(1000, [17]), { blocks: true });
    // Block 12 says 640 is free (its create was never noted); block 0 hides 17.
    fake.setBlock(12, { inicio: 600, tomados: except(650, [640]).slice(600), ocupados: 49 });
    fake.setBlock(0, { inicio: 0, tomados: range(0, 50), ocupados: 50 });
    expect(await claim(fake.pool, 1000, 1, 'a')).toEqual({ ok: true, indices: [17] });
    expect(wrongBlocks(fake, 1000)).toEqual({});
    expect(fake.block(12)!.ocupados).toBe(50);
  });

  it('drops a block that shows free places only above a lowered total', async () => {
    const fake = fakeStock();
    fake.fill(except(80, [10]), { blocks: true });
    // The total went from 100 to 80: block 1 (50..99) still counts 80..99 as free places.
    expect(fake.block(1)!.ocupados).toBe(30);
    expect(await claim(fake.pool, 80, 1, 'a')).toEqual({ ok: true, indices: [10] });
    expect(fake.block(1)!.ocupados).toBe(50);
  });

  it('sells a pool older than its blocks to the last place, building them on the way', async () => {
    const fake = fakeStock();
    fake.fill(
      range(0, 400).filter((i) => i % 5 !== 0),
      { blocks: false },
    );
    const results = await Promise.all(
      Array.from({ length: 120 }, (_, i) => claim(fake.pool, 400, 1, `c${i}`)),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(80);
    expect(fake.places()).toHaveLength(400);
    expect(wrongBlocks(fake, 400)).toEqual({});
  });

  it('sells every place whatever the hints say, never one twice', async () => {
    const fake = fakeStock();
    fake.fill(
      range(0, 300).filter((i) => i % 3 === 0),
      { blocks: true },
    );
    // Hints gone wrong both ways: one block claims everything is taken, another that all is free.
    fake.setBlock(2, { inicio: 100, tomados: range(100, 150), ocupados: 50 });
    fake.setBlock(4, { inicio: 200, tomados: [], ocupados: 0 });
    const results = await Promise.all(
      Array.from({ length: 260 }, (_, i) => claim(fake.pool, 300, 1, `c${i}`)),
    );
    const handed = results.flatMap((r) => (r.ok ? r.indices : []));
    expect(new Set(handed).size).toBe(handed.length);
    expect(fake.places()).toHaveLength(300);
    expect(handed).toHaveLength(200);
  });
});

describe('claimNumbered positions', () => {
  it('gives every position of the attempt to exactly one place, even when candidates are lost', async () => {
    const fake = fakeStock();
    // 40 of 50 taken, 9 asked by 3 rivals at once: guesses collide, lost positions move on.
    fake.fill(
      range(0, 40).map((i) => i + (i >> 2)),
      { blocks: true },
    );
    const results = await Promise.all(
      Array.from({ length: 3 }, (_, n) =>
        claimNumbered({
          pool: fake.pool,
          total: 50,
          quantity: 3,
          claimId: `r${n}`,
          docFor: (indice, position) => ({ indice, claim_id: `r${n}`, position }),
        }),
      ),
    );
    expect(results.every((r) => r.ok)).toBe(true);
    for (const id of ['r0', 'r1', 'r2']) {
      const mine = fake.places().filter(([, d]) => d.claim_id === id);
      expect(mine.map(([, d]) => d.position).sort()).toEqual([0, 1, 2]);
    }
  });
});
