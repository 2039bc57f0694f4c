import { describe, expect, it } from 'vitest';
import {
  transferClosedMessage,
  transferRefusal,
  TRANSFER_MESSAGES,
  wasTransferredFrom,
} from './ticket-transfer';
import { ticketTransferSchema } from './schemas/ticket-transfer';

const start = new Date('2027-03-05T23:00:00Z');

describe('transferring a ticket', () => {
  it('is open for an active ticket until the deadline before the event', () => {
    const before = new Date('2027-03-04T22:00:00Z'); // 25 h before
    expect(transferRefusal({ status: 'ativo', eventStart: start }, 24, before)).toBeNull();
    expect(
      transferRefusal({ status: 'ativo', eventStart: start }, 24, new Date('2027-03-05T00:00:00Z')),
    ).toBe('Transferência encerrada: o prazo deste evento termina 24 horas antes do início');
    expect(transferClosedMessage(1)).toBe(
      'Transferência encerrada: o prazo deste evento termina 1 hora antes do início',
    );
    expect(transferClosedMessage(0)).toBe(
      'Transferência encerrada: o prazo deste evento termina o início do evento',
    );
  });

  it('refuses tickets that are used, cancelled or refunded', () => {
    for (const status of ['usado', 'cancelado', 'reembolsado', 'pendente']) {
      expect(transferRefusal({ status, eventStart: start }, 24, new Date('2027-01-01T00:00:00Z'))).toBe(
        TRANSFER_MESSAGES.notActive,
      );
    }
  });

  it('knows an old serial once the ticket was transferred', () => {
    const history = [{ serial_anterior: 'TKT-1-AAA' }];
    expect(wasTransferredFrom(history, 'TKT-1-AAA')).toBe(true);
    expect(wasTransferredFrom(history, 'TKT-1-BBB')).toBe(false);
    expect(wasTransferredFrom(undefined, 'TKT-1-AAA')).toBe(false);
  });

  it('validates the new holder with the pt-BR messages', () => {
    const ok = ticketTransferSchema.safeParse({
      nome: 'Ana Lima',
      cpf: '529.982.247-25',
      email: ' Ana@X.com ',
    });
    // Lowercase, as Firebase Auth keeps it: the address's owner claims the ticket by exact match.
    expect(ok.success && ok.data.email).toBe('ana@x.com');
    const bad = ticketTransferSchema.safeParse({ nome: 'A', cpf: '111.111.111-11', email: 'x' });
    expect(bad.success ? [] : bad.error.issues.map((i) => i.message)).toEqual([
      'Nome do novo titular é obrigatório',
      'CPF inválido',
      'E-mail inválido',
    ]);
  });
});
