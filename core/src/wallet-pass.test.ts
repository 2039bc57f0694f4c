import { describe, expect, it } from 'vitest';
import { DEFAULT_CHECKIN_LIST } from './checkin-scan.ts';
import {
  canHavePass,
  isPassVoided,
  parsePassSerial,
  passAsIssued,
  passSerial,
  walletPass,
} from './wallet-pass.ts';

const ticket = {
  id: 'ord1-1',
  event_id: 'ev1',
  status: 'ativo' as const,
  codigo_serial: 'TKT-1-ABC',
  qr_code: 'GN1.ord1-1.TKT-1-ABC.sig',
  titular: 'Maria Souza',
  tipo: 'Pista',
  meia_entrada: true,
  lugar_acessivel: 'cadeirante' as const,
  evento: { titulo: 'Show', data_inicio: new Date('2027-03-05T20:00:00-03:00'), local: 'Arena' },
  transferencias: [],
};

const pista = { id: 'a', nome: 'Portão A – Pista', tipos: ['Pista'], permite_saida: false };
const camarote = { id: 'c', nome: 'Camarote', tipos: ['Camarote'], permite_saida: false };

describe('walletPass', () => {
  it('carries the event, the holder, the kind with its flags, the gates and the stored code', () => {
    const pass = walletPass(ticket, [pista, camarote]);
    expect(pass).toMatchObject({
      serial: 'ord1-1.TKT-1-ABC',
      titulo: 'Show',
      quando: '05/03/2027 às 20:00',
      local: 'Arena',
      titular: 'Maria Souza',
      tipo: 'Pista · Meia-entrada · Espaço para cadeirante',
      entradas: ['Portão A – Pista'],
      codigo: ticket.qr_code,
    });
  });

  it('enters by the general entrance when the event has no lists', () => {
    expect(walletPass(ticket, [DEFAULT_CHECKIN_LIST]).entradas).toEqual(['Entrada geral']);
  });

  it('says to ask when no list admits the kind', () => {
    expect(walletPass(ticket, [camarote]).entradas).toEqual(['Consulte a organização']);
  });
});

describe('pass serials and states', () => {
  it('round-trips the serial', () => {
    expect(parsePassSerial(passSerial('o-1', 'TKT-9-X'))).toEqual({
      ticketId: 'o-1',
      codigoSerial: 'TKT-9-X',
    });
    expect(parsePassSerial('a.b.c')).toBeNull();
    expect(parsePassSerial('semponto')).toBeNull();
  });

  it('voids a cancelled ticket’s pass and a transferred one’s old pass', () => {
    expect(isPassVoided(ticket, 'TKT-1-ABC')).toBe(false);
    expect(isPassVoided({ ...ticket, status: 'usado' }, 'TKT-1-ABC')).toBe(false);
    expect(isPassVoided({ ...ticket, status: 'cancelado' }, 'TKT-1-ABC')).toBe(true);
    expect(isPassVoided({ ...ticket, codigo_serial: 'TKT-2-NEW' }, 'TKT-1-ABC')).toBe(true);
  });

  it('gives a pass to a live ticket with a code only', () => {
    expect(canHavePass(ticket)).toBe(true);
    expect(canHavePass({ ...ticket, status: 'pendente' })).toBe(false);
    expect(canHavePass({ ...ticket, qr_code: null })).toBe(false);
  });
});

describe('passAsIssued', () => {
  it('serves the live pass while the ticket is the pass’s', () => {
    const { pass, voided } = passAsIssued(ticket, [DEFAULT_CHECKIN_LIST], 'TKT-1-ABC');
    expect(voided).toBe(false);
    expect(pass.codigo).toBe(ticket.qr_code);
  });

  it('voids the old pass of a transferred ticket without showing the new holder or code', () => {
    const moved = {
      ...ticket,
      titular: 'Bruno Novo',
      codigo_serial: 'TKT-2-NEW',
      qr_code: 'GN1.ord1-1.TKT-2-NEW.sig',
      transferencias: [{ de: { nome: 'Maria Souza' }, serial_anterior: 'TKT-1-ABC' }],
    };
    const { pass, voided } = passAsIssued(moved, [DEFAULT_CHECKIN_LIST], 'TKT-1-ABC');
    expect(voided).toBe(true);
    expect(pass).toMatchObject({ serial: 'ord1-1.TKT-1-ABC', titular: 'Maria Souza', codigo: '' });
    expect(JSON.stringify(pass)).not.toContain('Bruno');
    expect(JSON.stringify(pass)).not.toContain('TKT-2-NEW');
  });

  it('voids a cancelled ticket’s pass', () => {
    expect(passAsIssued({ ...ticket, status: 'cancelado' }, [], 'TKT-1-ABC').voided).toBe(true);
  });
});
