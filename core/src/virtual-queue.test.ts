import { describe, expect, it } from 'vitest';
import { admissionsDue, isAdmitted, positionNow, waitMinutes, waitText } from './virtual-queue.ts';
import { queueSettingsSchema } from './schemas/virtual-queue.ts';

describe('the line', () => {
  it('admits everyone up to the frontier, arrivals in the same instant by id', () => {
    const frontier = { at: 1_000, id: 'm' };
    expect(isAdmitted({ at: 999, id: 'z' }, frontier)).toBe(true);
    expect(isAdmitted({ at: 1_000, id: 'a' }, frontier)).toBe(true);
    expect(isAdmitted({ at: 1_000, id: 'm' }, frontier)).toBe(true);
    expect(isAdmitted({ at: 1_000, id: 'n' }, frontier)).toBe(false);
    expect(isAdmitted({ at: 1_001, id: 'a' }, frontier)).toBe(false);
    expect(isAdmitted({ at: 0, id: 'a' }, null)).toBe(false);
  });

  it('admits the rate over the elapsed time, carrying fractions to the next tick', () => {
    expect(admissionsDue(60, 1_000, 0)).toEqual({ admit: 1, carry: 0 });
    let carry = 0;
    const admitted: number[] = [];
    for (let i = 0; i < 4; i++) {
      const tick = admissionsDue(90, 1_000, carry);
      admitted.push(tick.admit);
      carry = tick.carry;
    }
    expect(admitted).toEqual([1, 2, 1, 2]);
    expect(admitted.reduce((a, b) => a + b)).toBe(6);
    expect(admissionsDue(60, -5_000, 0)).toEqual({ admit: 0, carry: 0 });
  });

  it('moves the place as others are admitted, never below 1', () => {
    expect(positionNow(4, 10, 10)).toBe(5);
    expect(positionNow(4, 10, 13)).toBe(2);
    expect(positionNow(4, 10, 40)).toBe(1);
  });

  it('estimates the wait in minutes and in words', () => {
    expect(waitMinutes(1, 60)).toBe(1);
    expect(waitMinutes(125, 60)).toBe(3);
    expect(waitText(3)).toBe('cerca de 3 min');
    expect(waitText(60)).toBe('cerca de 1 h');
    expect(waitText(80)).toBe('cerca de 1 h 20 min');
    // Beyond the exact-position limit the place is a lower bound, and so is the wait.
    expect(waitText(80, { atLeast: true })).toBe('mais de 1 h 20 min');
    expect(waitText(5, { atLeast: true })).toBe('mais de 5 min');
  });
});

describe('queueSettingsSchema', () => {
  it('takes a rate within bounds and refuses an empty change', () => {
    expect(queueSettingsSchema.safeParse({ taxa_por_minuto: 120 }).success).toBe(true);
    expect(queueSettingsSchema.safeParse({ taxa_por_minuto: 0 }).error?.issues[0]?.message).toBe(
      'Informe de 1 a 20.000 pessoas por minuto',
    );
    expect(queueSettingsSchema.safeParse({}).success).toBe(false);
  });
});
