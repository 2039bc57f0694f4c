// adoptHold against the in-memory Firestore of stock/fake-stock-testing.ts: the places an offer
// held move to the order, and the ones it held beyond the order go back, their blocks' hints with
// them (stock/slot-blocks.ts), so the next claim finds them free by the hints.
import { describe, expect, it } from 'vitest';
import { fakeStock, wrongBlocks } from '../stock/fake-stock-testing.ts';
import { claimNumbered } from '../stock/numbered-claims.ts';
import { BLOCK_SIZE } from '../stock/slot-blocks.ts';
import { adoptHold } from './hold.ts';

const TOTAL = 52;
const range = (from: number, to: number) => Array.from({ length: to - from }, (_, i) => from + i);
const claim = (pool: ReturnType<typeof fakeStock>['pool'], quantity: number, claimId: string) =>
  claimNumbered({
    pool,
    total: TOTAL,
    quantity,
    claimId,
    docFor: (indice) => ({ indice, claim_id: claimId }),
  });

/** 48 places sold, then the line's offer takes the last 4 (48..51, across blocks 0 and 1). */
async function offerOfFour() {
  const fake = fakeStock();
  fake.fill(range(0, 48), { blocks: true });
  const held = await claim(fake.pool, 4, 'oferta');
  expect(held.ok && [...held.indices].sort()).toEqual([48, 49, 50, 51]);
  return fake;
}

const order = (quantity: number) => ({
  eventId: 'e1',
  orderId: 'o1',
  claimId: 'pedido',
  quantity,
  expiresAt: new Date('2027-03-01T12:15:00Z'),
  holder: { uid: 'u1', cpfKey: 'k' },
});
const offer = { entryId: 'e1_u1', claimId: 'oferta', quantity: 4 };

describe('adoptHold', () => {
  it('moves what the order buys and gives the surplus back with its blocks', async () => {
    const fake = await offerOfFour();
    expect(await adoptHold(fake.firestore, offer, order(1))).toBe(true);
    const mine = fake.places().filter(([, d]) => d.claim_id === 'pedido');
    expect(mine).toMatchObject([
      [expect.any(Number), { order_id: 'o1', titular_uid: 'u1', titular_cpf: 'k' }],
    ]);
    expect(fake.places().filter(([, d]) => d.claim_id === 'oferta')).toEqual([]);
    expect(fake.places()).toHaveLength(49);
    expect(wrongBlocks(fake, TOTAL)).toEqual({});
    // Free by the hints: the 3 given back (block 1 counts its indices above the total as not free).
    const notFree = fake.block(0)!.ocupados + fake.block(1)!.ocupados;
    expect(2 * BLOCK_SIZE - notFree).toBe(3);
  });

  it('the next claim finds the places given back by the hints, without listing the pool', async () => {
    const fake = await offerOfFour();
    await adoptHold(fake.firestore, offer, order(2));
    const before = { ...fake.calls };
    expect(await claim(fake.pool, 2, 'seguinte')).toMatchObject({ ok: true });
    expect(fake.calls.windows).toBe(before.windows);
    expect(fake.calls.transactions).toBe(before.transactions); // no block rebuilt
    expect(fake.places()).toHaveLength(TOTAL);
  });
});
