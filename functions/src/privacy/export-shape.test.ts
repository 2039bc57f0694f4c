import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import {
  exportDoc,
  exportFileName,
  exportSummary,
  exportTicket,
  toJson,
  transfersOfUser,
} from './export-shape.ts';

describe('toJson', () => {
  it('turns Timestamps and Dates into ISO strings, deep in maps and lists', () => {
    const at = Timestamp.fromDate(new Date('2026-11-26T12:00:00Z'));
    expect(
      toJson({ em: at, lista: [{ d: new Date('2026-01-02T03:04:05Z') }], n: 1, nada: undefined }),
    ).toEqual({
      em: '2026-11-26T12:00:00.000Z',
      lista: [{ d: '2026-01-02T03:04:05.000Z' }],
      n: 1,
      nada: null,
    });
  });
});

describe('exportDoc', () => {
  it('puts the id first and leaves the secrets out', () => {
    expect(exportDoc('t1', { qr_code: 'GN1.x.y.sig', titular: 'Ana' }, ['qr_code'])).toEqual({
      id: 't1',
      titular: 'Ana',
    });
  });
});

describe('exportTicket', () => {
  const handOver = (de: string, para: string) => ({
    em: new Date('2026-11-01T00:00:00Z'),
    de: { nome: `Nome ${de}`, user_id: de },
    para: { nome: `Nome ${para}`, email: `${para}@x`, user_id: para },
    serial_anterior: 'TKT-1',
  });

  it("a held ticket comes whole but for the QR secret; a handed-on one without the present holder's data", () => {
    const held = { user_id: 'u1', titular: 'Ana', titular_cpf: '1', qr_code: 'GN1.sig', status: 'ativo' };
    expect(exportTicket('t1', held, 'u1')).toEqual({
      id: 't1',
      user_id: 'u1',
      titular: 'Ana',
      titular_cpf: '1',
      status: 'ativo',
    });
    const gone = {
      user_id: 'u3',
      order_id: 'o1',
      status: 'ativo',
      titular: 'Nome u3',
      titular_cpf: '333',
      titular_email: 'u3@x',
      codigo_serial: 'TKT-9',
      qr_code: 'GN1.sig',
      transferencias: [handOver('u1', 'u2'), handOver('u2', 'u3')],
    };
    const shown = exportTicket('t2', gone, 'u1');
    expect(shown).toEqual({
      id: 't2',
      order_id: 'o1',
      status: 'ativo',
      transferido_a_outra_pessoa: true,
      transferencias: [toJson(handOver('u1', 'u2'))],
    });
    expect(JSON.stringify(shown)).not.toMatch(/333|u3@x|TKT-9|GN1/);
  });
});

describe('transfersOfUser', () => {
  const ticket = {
    evento: { titulo: 'Show' },
    transferencias: [
      {
        em: new Date('2026-11-01T00:00:00Z'),
        de: { nome: 'A', user_id: 'u1' },
        para: { nome: 'B', email: 'b@x', user_id: 'u2' },
      },
      {
        em: new Date('2026-11-02T00:00:00Z'),
        de: { nome: 'B', user_id: 'u2' },
        para: { nome: 'C', email: 'c@x', user_id: null },
      },
    ],
  };
  it('lists what the user sent and received, and nothing of the others', () => {
    expect(transfersOfUser('t1', ticket, 'u1').map((r) => r.direcao)).toEqual(['enviada']);
    expect(transfersOfUser('t1', ticket, 'u2').map((r) => r.direcao)).toEqual(['recebida', 'enviada']);
    expect(transfersOfUser('t1', ticket, 'u3')).toEqual([]);
    expect(transfersOfUser('t1', {}, 'u1')).toEqual([]);
  });
});

describe('exportSummary', () => {
  it('counts in pt-BR and says what each section is', () => {
    const summary = exportSummary('a@b.com', new Date('2026-11-26T12:00:00Z'), {
      pedidos: 1,
      ingressos: 2,
      transferencias: 0,
      lista_espera: 0,
      mensagens_contato: 1,
      emails: 3,
    });
    expect(summary.totais).toMatchObject({
      pedidos: '1 pedido',
      ingressos: '2 ingressos',
      emails: '3 e-mails enviados',
    });
    expect(Object.keys(summary.secoes)).toEqual([
      'conta',
      'perfil',
      'preferencias',
      'consentimentos',
      'pedidos',
      'ingressos',
      'transferencias',
      'lista_espera',
      'mensagens_contato',
      'emails',
    ]);
    expect(exportFileName('2026-11-26')).toBe('meus-dados-gn-ingressos-2026-11-26.json');
  });
});
