import { describe, expect, it } from 'vitest';
import { eventTicketTypes, listIdFor, unknownListType } from './checkin-lists.ts';

describe('check-in lists', () => {
  it("names the event's types as its tickets do, once each", () => {
    const tables = [
      { nome: 'Pista', itens: [{ label: 'Inteira' }, { label: 'Meia-entrada' }] },
      { nome: 'Camarote', itens: [{ label: 'Open Bar' }] },
      { nome: 'Pista', itens: [{ label: 'Inteira' }] },
    ];
    expect(eventTicketTypes(tables)).toEqual([
      'Pista - Inteira',
      'Pista - Meia-entrada',
      'Camarote - Open Bar',
    ]);
  });

  it('finds a type the event does not sell', () => {
    const list = (tipos: string[]) => ({ id: 'a', nome: 'A', tipos, permite_saida: false });
    expect(unknownListType([list([]), list(['Pista - Inteira'])], ['Pista - Inteira'])).toBeNull();
    expect(unknownListType([list(['Pista - Inteira', 'VIP'])], ['Pista - Inteira'])).toBe('VIP');
  });

  it('makes list ids from names, unique', () => {
    expect(listIdFor('Portão A – Pista', [])).toBe('portao-a-pista');
    expect(listIdFor('Camarote', ['camarote'])).toBe('camarote-2');
    expect(listIdFor('  ---  ', [])).toBe('lista');
  });
});
