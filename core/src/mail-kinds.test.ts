import { describe, expect, it } from 'vitest';
import { MAIL_KINDS, mailKindLabel } from './mail-kinds';

describe('mailKindLabel', () => {
  it('names every kind in pt-BR', () => {
    expect(MAIL_KINDS.map(mailKindLabel)).toEqual([
      'Confirmação de compra',
      'Ingressos reenviados',
      'Lembrete do evento',
      'Transferência de ingresso',
      'Cancelamento',
      'Lista de espera',
      'Ingressos cancelados',
    ]);
  });

  it('shows an unknown kind as it is stored', () => {
    expect(mailKindLabel('novo_tipo')).toBe('novo_tipo');
  });
});
