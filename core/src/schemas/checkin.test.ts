import { describe, expect, it } from 'vitest';
import { checkinListsSchema, checkinScanSchema } from './checkin.ts';

const message = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('checkinScanSchema', () => {
  it('needs a code, the event and the list; entry by default', () => {
    expect(checkinScanSchema.parse({ code: ' TKT-1-A ', eventId: 'ev', listId: 'portao-a' })).toEqual({
      code: 'TKT-1-A',
      eventId: 'ev',
      listId: 'portao-a',
      direction: 'entrada',
    });
    const base = { eventId: 'ev', listId: 'geral' };
    expect(message(checkinScanSchema.safeParse({ ...base, code: '  ' }))).toBe(
      'Informe o código do ingresso',
    );
    expect(message(checkinScanSchema.safeParse(base))).toBe('Informe o código do ingresso');
    expect(message(checkinScanSchema.safeParse({ code: 'x', eventId: 'ev', listId: 'Portão A' }))).toBe(
      'Identificador de lista inválido',
    );
    expect(message(checkinScanSchema.safeParse({ ...base, code: 'x', direction: 'exit' }))).toBe(
      'Escolha entrada ou saída',
    );
  });
});

describe('checkinListsSchema', () => {
  it('takes named lists with unique ids, trimmed, exits off by default', () => {
    expect(checkinListsSchema.parse({ listas: [{ id: 'camarote', nome: ' Camarote ', tipos: [] }] })).toEqual(
      {
        listas: [{ id: 'camarote', nome: 'Camarote', tipos: [], permite_saida: false }],
      },
    );
    const twice = { listas: [1, 2].map(() => ({ id: 'a', nome: 'A' })) };
    expect(message(checkinListsSchema.safeParse(twice))).toBe('Duas listas com o mesmo identificador');
    expect(message(checkinListsSchema.safeParse({ listas: [{ id: 'a', nome: ' ' }] }))).toBe(
      'Dê um nome à lista (até 60 caracteres)',
    );
  });
});
