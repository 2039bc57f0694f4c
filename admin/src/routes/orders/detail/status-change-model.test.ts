// The 'Alterar Status' dialog's texts: each move's effect, the moves asked twice, the confirm label.
import { describe, expect, it } from 'vitest';
import { confirmLabel, needsConfirmation, statusEffect } from './status-change-model';

describe('statusEffect', () => {
  it('tells what a move does', () => {
    expect(statusEffect('pago', false)).toBe(
      'Os ingressos serão emitidos e a cobrança em aberto no Asaas será removida.',
    );
  });

  it('tells the refund that follows when a paid order is cancelled', () => {
    expect(statusEffect('cancelado', true)).toMatch(/^Os ingressos deixam de valer na hora/);
    expect(statusEffect('cancelado', false)).toMatch(/^A cobrança no Asaas será removida/);
  });
});

describe('needsConfirmation and confirmLabel', () => {
  it('asks twice before money or tickets leave for good', () => {
    expect(needsConfirmation('cancelado')).toBe(true);
    expect(needsConfirmation('reembolsado')).toBe(true);
    expect(needsConfirmation('pago')).toBe(false);
  });

  it('names the confirm button after the move', () => {
    expect(confirmLabel('cancelado')).toBe('Cancelar pedido');
    expect(confirmLabel('reembolsado')).toBe('Reembolsar pedido');
    expect(confirmLabel('pago')).toBe('Salvar');
  });
});
