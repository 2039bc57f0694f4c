import { describe, expect, it } from 'vitest';
import { heldBeforeClaim, holderLimitRefusal, transferLimitRefusal, type HeldTicket } from './holder-limits';

const paid = (uid: string | null, person: string | null): HeldTicket => ({ uid, person, unpaid: false });
const unpaid = (uid: string | null, person: string | null): HeldTicket => ({ uid, person, unpaid: true });
const limits = { unpaidCap: 10, maxPerCpf: 2 };
const ask = (uid: string, persons: string[], claimed = false) => ({ uid, persons, claimed });

describe('holderLimitRefusal', () => {
  it('an account at the limit may not buy more by typing another CPF (issue 26, 4a)', () => {
    const held = [paid('a', 'X'), paid('a', 'X')];
    expect(holderLimitRefusal(held, ask('a', ['Y', 'Y']), limits)).toEqual({
      key: 'accountLimit',
      message: 'Sua conta já atingiu o limite de 2 ingressos por pessoa para este evento',
    });
    expect(holderLimitRefusal([paid('a', 'X')], ask('a', ['Y', 'Y']), limits)?.message).toBe(
      'Sua conta pode comprar só mais 1 ingresso para este evento (limite de 2 por pessoa)',
    );
    expect(holderLimitRefusal([paid('a', 'X')], ask('a', ['Y']), limits)).toBeNull();
  });

  it('counts a CPF across accounts, and paid tickets transferred to it', () => {
    const held = [paid('b', 'X'), paid(null, 'X')];
    expect(holderLimitRefusal(held, ask('a', ['X']), limits)).toEqual({
      key: 'cpfLimit',
      message: 'Este CPF já atingiu o limite de 2 ingressos para este evento',
    });
  });

  it('counts each named holder on its own, and one holder named twice in one order (4c)', () => {
    const cpfOf = { X: '52998224725' };
    const five = { ...ask('a', ['X', 'X', 'X', 'X', 'X']), cpfOf };
    expect(holderLimitRefusal([], five, { unpaidCap: 10, maxPerCpf: 4 })).toEqual({
      key: 'cpfLimit',
      message: 'O titular de CPF 529.982.247-25 pode ter só mais 4 ingressos para este evento',
    });
    const held = [paid('b', 'X'), paid('b', 'X'), paid('b', 'X'), paid('b', 'X')];
    const two = { ...ask('a', ['X', 'Z']), cpfOf };
    expect(holderLimitRefusal(held, two, { unpaidCap: 10, maxPerCpf: 4 })?.message).toBe(
      'O titular de CPF 529.982.247-25 já atingiu o limite de 4 ingressos para este evento',
    );
    expect(
      holderLimitRefusal([], ask('a', ['X', 'Y', 'Z', 'W']), { unpaidCap: 10, maxPerCpf: 4 }),
    ).toBeNull();
  });

  it('after the claim, leaves the request’s own tickets out of what was held before', () => {
    const own = [unpaid('a', 'X'), unpaid('a', 'Y')];
    expect(holderLimitRefusal(own, ask('a', ['X', 'Y'], true), limits)).toBeNull();
    // A racing request of the same account is among the held ones: over the limit.
    const racing = [...own, unpaid('a', 'Z')];
    expect(holderLimitRefusal(racing, ask('a', ['X', 'Y'], true), limits)?.key).toBe('accountLimit');
  });

  it('keeps the caps on unpaid tickets per account and per person, limit or not', () => {
    const cap = { unpaidCap: 2, maxPerCpf: null };
    expect(holderLimitRefusal([unpaid('a', 'X')], ask('a', ['Y', 'Y']), cap)?.message).toBe(
      'Você já tem 1 ingresso aguardando pagamento neste evento (limite de 2 por pessoa). Pague ou aguarde o vencimento desses pedidos antes de reservar mais.',
    );
    expect(holderLimitRefusal([unpaid('b', 'X')], ask('a', ['X', 'X']), cap)?.message).toMatch(
      /^Este CPF já tem 1/,
    );
    expect(holderLimitRefusal([paid('a', 'X'), paid('a', 'X')], ask('a', ['X']), cap)).toBeNull();
  });
});

describe('transferLimitRefusal', () => {
  it('refuses a recipient CPF at the limit (4b), or the account of the e-mail', () => {
    expect(transferLimitRefusal([paid('p', 'X'), paid('p', 'X')], { uid: null, person: 'X' }, 2)).toEqual({
      key: 'cpfLimit',
      message: 'Este CPF já tem o máximo de 2 ingressos para este evento.',
    });
    expect(transferLimitRefusal([paid('p', 'Y'), paid('p', 'Y')], { uid: 'p', person: 'X' }, 2)).toEqual({
      key: 'accountLimit',
      message: 'A conta deste e-mail já tem o máximo de 2 ingressos para este evento.',
    });
    expect(transferLimitRefusal([paid('p', 'X')], { uid: 'p', person: 'X' }, 2)).toBeNull();
    expect(
      transferLimitRefusal([paid('p', 'X'), paid('p', 'X')], { uid: 'p', person: 'X' }, null),
    ).toBeNull();
  });
});

describe('heldBeforeClaim', () => {
  const slot = (claim: string | null, at: number, state: 'paid' | 'unpaid' = 'unpaid') => ({
    ...(state === 'paid' ? paid('a', 'X') : unpaid('a', 'X')),
    claim,
    at,
  });

  it('counts paid tickets, its own and the reservations written before it; not the later ones', () => {
    const held = [
      slot('old', 1, 'paid'),
      slot('first', 10),
      slot('mine', 20),
      slot('mine', 25),
      slot('late', 30),
    ];
    expect(heldBeforeClaim(held, 'mine')).toHaveLength(4);
    // The first of two racing requests passes, the later is refused: they agree on the order.
    const racing = [slot('a', 10), slot('b', 12)];
    const request = ask('a', ['X'], true);
    expect(
      holderLimitRefusal(heldBeforeClaim(racing, 'a'), request, { unpaidCap: 10, maxPerCpf: 1 }),
    ).toBeNull();
    expect(
      holderLimitRefusal(heldBeforeClaim(racing, 'b'), request, { unpaidCap: 10, maxPerCpf: 1 })?.key,
    ).toBe('cpfLimit');
  });

  it('agrees on who came first when two racing claims saw each other in part (3 + 3 on a limit of 4)', () => {
    const slotOf = (claim: string, uid: string, at: number) => ({
      ...unpaid(uid, 'X'),
      claim,
      at,
      declared: { X: 3 },
    });
    const limit = { unpaidCap: 10, maxPerCpf: 4 };
    // 'a' wrote two places at 10 and, having lost one to 'b', its third at 30; 'b' wrote its three
    // at 20. 'b' read when only the first two of 'a' were there; 'a' read everything.
    const seenByB = [
      slotOf('a', 'u1', 10),
      slotOf('a', 'u1', 10),
      ...[0, 1, 2].map(() => slotOf('b', 'u2', 20)),
    ];
    const seenByA = [...seenByB, slotOf('a', 'u1', 30)];
    // 'a' began first: it passes, and 'b' counts the whole of 'a' (3 declared), not the two it saw.
    expect(
      holderLimitRefusal(heldBeforeClaim(seenByA, 'a'), ask('u1', ['X', 'X', 'X'], true), limit),
    ).toBeNull();
    expect(heldBeforeClaim(seenByB, 'b').filter((t) => t.uid === 'u1')).toHaveLength(3);
    expect(
      holderLimitRefusal(heldBeforeClaim(seenByB, 'b'), ask('u2', ['X', 'X', 'X'], true), limit)?.key,
    ).toBe('cpfLimit');
  });

  it('breaks a tie of times by claim id, and counts a claim of unknown time as earlier', () => {
    expect(heldBeforeClaim([slot('a', 5), slot('b', 5)], 'b')).toHaveLength(2);
    expect(heldBeforeClaim([slot('a', 5), slot('b', 5)], 'a')).toHaveLength(1);
    expect(heldBeforeClaim([slot('legacy', 0), slot('mine', 5)], 'mine')).toHaveLength(2);
  });
});
