import { describe, expect, it } from 'vitest';
import { aheadText, placeDue, placeNow, positionText, type WaitingPlace } from './queue-view';

const place: WaitingPlace = {
  estado: 'aguardando',
  na_frente: 10,
  exato: true,
  admitidos: 100,
  taxa_por_minuto: 5,
  pausada: false,
};
const figures = { ativa: true, pausada: true, taxa_por_minuto: 2, admitidos: 104 };

describe('placeNow', () => {
  it('counts down from the place with the newest figures', () => {
    expect(placeNow(place, null)).toMatchObject({ position: 11, ahead: 10, rate: 5, paused: false });
    expect(placeNow(place, figures)).toMatchObject({ position: 7, ahead: 6, rate: 2, paused: true });
  });
});

describe('positionText and aheadText', () => {
  it('say an exact place as it is and a rough one as a lower bound', () => {
    expect(positionText(1234, true)).toBe('1.234º');
    expect(positionText(1234, false)).toBe('1.234º+');
    expect(aheadText(0, true)).toBe('Ninguém na sua frente: você é o próximo.');
    expect(aheadText(1, true)).toBe('1 pessoa na sua frente');
    expect(aheadText(2000, true)).toBe('2.000 pessoas na sua frente');
    expect(aheadText(2000, false)).toBe('Mais de 2.000 pessoas na sua frente');
  });
});

describe('placeDue', () => {
  it('asks once the turn should have come, or after a minute', () => {
    expect(placeDue(place, { ...figures, admitidos: 110 }, 0, 1_000)).toBe(false);
    expect(placeDue(place, { ...figures, admitidos: 111 }, 0, 1_000)).toBe(true);
    expect(placeDue(place, figures, 0, 60_001)).toBe(true);
  });
});
