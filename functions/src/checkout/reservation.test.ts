// The reservation's bookkeeping: a claim's undo is kept only once the claim succeeded (or, for a
// claim named by the attempt, before it runs), a release gives back everything once, latest
// first, and every undo runs even when one fails; withReservation releases on any throw only.
import { describe, expect, it } from 'vitest';
import { Reservation, withReservation } from './reservation.ts';

/** Undos that record their start in `log` (and fail when asked). */
function recorder() {
  const log: string[] = [];
  const undo =
    (name: string, fails = false) =>
    async () => {
      log.push(name);
      if (fails) throw new Error(`undo ${name} falhou`);
    };
  return { log, undo };
}

describe('Reservation', () => {
  it('keeps the undo of a claim that succeeded, not of one refused or thrown', async () => {
    const { log, undo } = recorder();
    const r = new Reservation();
    expect(
      await r.claim(
        async () => 'ok',
        () => undo('estoque'),
      ),
    ).toBe('ok');
    await r.claim(
      async () => false,
      (spent) => (spent ? undo('admissao') : null),
    );
    await expect(
      r.claim(
        () => Promise.reject(new Error('x')),
        () => undo('nunca'),
      ),
    ).rejects.toThrow('x');
    expect(r.held).toBe(1);
    await r.release();
    expect(log).toEqual(['estoque']);
  });

  it('registers a named claim before it runs: given back even when it fails halfway', async () => {
    const { log, undo } = recorder();
    const r = new Reservation();
    await expect(r.claimNamed(() => Promise.reject(new Error('meio')), undo('cupom'))).rejects.toThrow();
    await r.release();
    expect(log).toEqual(['cupom']);
  });

  it('releases the latest claim first, each once, even when asked twice', async () => {
    const { log, undo } = recorder();
    const r = new Reservation();
    await r.claim(
      async () => 1,
      () => undo('estoque'),
    );
    await r.claim(
      async () => 2,
      () => undo('admissao'),
    );
    await r.claimNamed(async () => 3, undo('cupom'));
    await r.release();
    await r.release();
    expect(log).toEqual(['cupom', 'admissao', 'estoque']);
    expect(r.held).toBe(0);
  });

  it('runs every undo when one fails, then throws the first failure', async () => {
    const { log, undo } = recorder();
    const r = new Reservation();
    await r.claim(
      async () => 1,
      () => undo('estoque'),
    );
    await r.claim(
      async () => 2,
      () => undo('admissao', true),
    );
    await r.claimNamed(async () => 3, undo('cupom', true));
    await expect(r.release()).rejects.toThrow('undo cupom falhou');
    expect(log).toEqual(['cupom', 'admissao', 'estoque']);
  });

  it('fails only at the point the request asked for', () => {
    const r = new Reservation('after-coupon');
    expect(() => r.passed('after-stock')).not.toThrow();
    expect(() => r.passed('after-coupon')).toThrow('Falha injetada em after-coupon (teste)');
    expect(() => new Reservation().passed('after-coupon')).not.toThrow();
  });
});

describe('withReservation', () => {
  it('keeps the claims when the steps succeed (the order holds them now)', async () => {
    const { log, undo } = recorder();
    const answer = await withReservation(null, async (r) => {
      await r.claim(
        async () => true,
        () => undo('estoque'),
      );
      return 'pedido';
    });
    expect(answer).toBe('pedido');
    expect(log).toEqual([]);
  });

  it('releases what was claimed so far when a step throws, and passes the error on', async () => {
    const { log, undo } = recorder();
    const refusal = new Error('Limite por CPF');
    await expect(
      withReservation(null, async (r) => {
        await r.claim(
          async () => true,
          () => undo('estoque'),
        );
        await r.claimNamed(async () => ({ ok: true }), undo('cupom'));
        throw refusal;
      }),
    ).rejects.toBe(refusal);
    expect(log).toEqual(['cupom', 'estoque']);
  });
});
