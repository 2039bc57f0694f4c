// reserve() with its claims mocked: a failure at each point after a claim gives back exactly the
// claims taken so far (the stock, the queue admission's use, the coupon's use); a refusal of the
// holder-limit recount gives back all of them; a refused stock claim has nothing to give back.
import type { Firestore } from 'firebase-admin/firestore';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const released: string[] = [];
const recount = vi.fn(async () => {});
vi.mock('../stock/claim-tickets.ts', () => ({
  claimTickets: vi.fn(async () => ({
    ok: true,
    lote: null,
    release: async () => void released.push('estoque'),
  })),
}));
vi.mock('../queue/gate.ts', () => ({
  claimAdmissionUse: vi.fn(async () => true),
  releaseAdmissionUse: vi.fn(async () => void released.push('admissao')),
}));
vi.mock('../coupons/coupon-uses.ts', () => ({
  claimCouponUse: vi.fn(async () => ({ ok: true })),
  releaseCouponUse: vi.fn(async () => void released.push('cupom')),
}));
vi.mock('../waitlist/hold.ts', () => ({ adoptHold: vi.fn() }));
vi.mock('./holder-limits.ts', () => ({ assertUnderHolderLimits: recount }));
vi.mock('./installment-plan.ts', () => ({ chosenPlan: () => ({ parcelas: 1, total: 10000 }) }));

const { claimTickets } = await import('../stock/claim-tickets.ts');
const { reserve } = await import('./reserve.ts');
const { withReservation } = await import('./reservation.ts');
type Input = Parameters<typeof reserve>[2];

const input = {
  uid: 'u1',
  request: { method: 'pix', parcelas: 1 },
  orderId: 'o1',
  quote: {
    priced: {
      quantity: 2,
      meiaQuantity: 1,
      event: { boxOffice: { meiaQuotaPercent: 40 } },
      lotes: [],
      coupon: { codigo: 'GN10' },
      inLote: () => ({ items: [], totals: { total: 10000, discount: 1000 } }),
    },
    limits: { eventId: 'e1', holder: { uid: 'u1', cpfKey: 'k', cpfKeys: ['k', 'k'] }, cap: 10, limit: 2 },
    expiresAt: new Date('2027-03-01T12:00:00Z'),
  },
  gates: { queued: { eventId: 'e1', uid: 'u1', useId: 'd' }, offer: null },
  settings: {},
  now: new Date('2027-03-01T11:45:00Z'),
} as unknown as Input;
const db = {} as Firestore;
const reserveAt = (point: Parameters<typeof withReservation>[0]) =>
  withReservation(point, (r) => reserve(db, r, input));

beforeEach(() => {
  released.length = 0;
  recount.mockImplementation(async () => {});
});

describe('reserve', () => {
  it.each([
    ['after-stock', ['estoque']],
    ['after-claim', ['admissao', 'estoque']],
    ['after-coupon', ['cupom', 'admissao', 'estoque']],
    ['after-recount', ['cupom', 'admissao', 'estoque']],
  ] as const)('a failure %s gives back %j', async (point, expected) => {
    await expect(reserveAt(point)).rejects.toThrow(`Falha injetada em ${point}`);
    expect(released).toEqual(expected);
  });

  it('keeps every claim when nothing fails (the order will hold them)', async () => {
    const reserved = await reserveAt(null);
    expect(reserved).toMatchObject({ lote: null, plan: { total: 10000 } });
    expect(released).toEqual([]);
  });

  it('a refusal of the recount gives back every claim', async () => {
    recount.mockRejectedValueOnce(new Error('Limite de 2 ingressos por CPF'));
    await expect(reserveAt(null)).rejects.toThrow('Limite de 2 ingressos por CPF');
    expect(released).toEqual(['cupom', 'admissao', 'estoque']);
  });

  it('a refused stock claim has nothing to give back', async () => {
    vi.mocked(claimTickets).mockResolvedValueOnce({ ok: false, pool: 'slots', available: 0 });
    await expect(reserveAt(null)).rejects.toMatchObject({ status: 409 });
    expect(released).toEqual([]);
  });
});
