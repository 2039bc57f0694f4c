import { describe, expect, it } from 'vitest';
import { boxOfficeOf } from './box-office-settings';
import {
  wheelchairAvailabilityText,
  wheelchairMinimumHint,
  wheelchairNotEnoughMessage,
  wheelchairRoleOf,
  wheelchairSpacesFor,
  wheelchairSpacesMinimum,
} from './wheelchair';

describe('the wheelchair spaces Decreto 9.404/2018 asks for', () => {
  it('is 2 % up to 1,000 places, rounded up, never below one', () => {
    expect(wheelchairSpacesMinimum(0)).toBe(0);
    expect(wheelchairSpacesMinimum(10)).toBe(1);
    expect(wheelchairSpacesMinimum(50)).toBe(1);
    expect(wheelchairSpacesMinimum(51)).toBe(2);
    expect(wheelchairSpacesMinimum(400)).toBe(8);
    expect(wheelchairSpacesMinimum(1000)).toBe(20);
  });

  it('is twenty plus 1 % of the places beyond 1,000', () => {
    expect(wheelchairSpacesMinimum(1001)).toBe(21);
    expect(wheelchairSpacesMinimum(1500)).toBe(25);
    expect(wheelchairSpacesMinimum(60_000)).toBe(610);
  });

  it('says the minimum under the form field', () => {
    expect(wheelchairMinimumHint(1500)).toBe(
      'O Decreto 9.404/2018 pede ao menos 25 espaços para 1.500 lugares',
    );
    expect(wheelchairMinimumHint(30)).toBe('O Decreto 9.404/2018 pede ao menos 1 espaço para 30 lugares');
    expect(wheelchairMinimumHint(0)).toBeNull();
  });
});

describe('a wheelchair space', () => {
  it('is sold as whole pairs: the user and the companion', () => {
    expect(wheelchairSpacesFor(0)).toBe(0);
    expect(wheelchairSpacesFor(2)).toBe(1);
    expect(wheelchairSpacesFor(6)).toBe(3);
    expect(wheelchairSpacesFor(3)).toBeNull();
    expect([0, 1, 2, 3].map(wheelchairRoleOf)).toEqual([
      'cadeirante',
      'acompanhante',
      'cadeirante',
      'acompanhante',
    ]);
  });

  it('shows what is left, never below 0 nor above the total', () => {
    expect(wheelchairAvailabilityText(3, 8)).toBe('Espaços para cadeirantes: 3 de 8');
    expect(wheelchairAvailabilityText(-1, 8)).toBe('Espaços para cadeirantes: 0 de 8');
    expect(wheelchairAvailabilityText(9, 8)).toBe('Espaços para cadeirantes: 8 de 8');
    expect(wheelchairNotEnoughMessage(1)).toBe('Resta apenas 1 espaço para cadeirante neste evento');
    expect(wheelchairNotEnoughMessage(2)).toBe('Restam apenas 2 espaços para cadeirante neste evento');
  });

  it('is an event setting with 0 (none) by default, and a broken value reads as 0', () => {
    expect(boxOfficeOf({}).wheelchairSpaces).toBe(0);
    expect(boxOfficeOf({ espacos_cadeirante: 8 }).wheelchairSpaces).toBe(8);
    expect(boxOfficeOf({ espacos_cadeirante: -2 }).wheelchairSpaces).toBe(0);
    expect(boxOfficeOf({ espacos_cadeirante: 2.5 }).wheelchairSpaces).toBe(0);
  });
});
