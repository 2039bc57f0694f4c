import { describe, expect, it } from 'vitest';
import { toEmailLogEntry } from './email-log-model';

describe('toEmailLogEntry', () => {
  it('names the kind in pt-BR and reads a failure with its error and the admin who asked', () => {
    const entry = toEmailLogEntry('m1', {
      tipo: 'ingressos_reenviados',
      para: 'maria@example.com',
      assunto: 'Seus ingressos — Show',
      estado: 'falhou',
      erro: 'connect ECONNREFUSED',
      em: new Date('2027-03-05T23:00:00Z'),
      por: 'admin-uid',
    });
    expect(entry).toEqual({
      id: 'm1',
      kind: 'Ingressos reenviados',
      to: 'maria@example.com',
      subject: 'Seus ingressos — Show',
      sent: false,
      error: 'connect ECONNREFUSED',
      at: new Date('2027-03-05T23:00:00Z'),
      by: 'admin-uid',
    });
  });

  it('reads a delivered automatic e-mail, and survives an odd document', () => {
    const sent = toEmailLogEntry('m2', { tipo: 'lembrete', estado: 'enviado', erro: null, por: null });
    expect(sent).toMatchObject({ kind: 'Lembrete do evento', sent: true, error: null, by: null, at: null });
    expect(toEmailLogEntry('m3', {})).toMatchObject({ kind: '—', to: '', sent: false });
  });
});
