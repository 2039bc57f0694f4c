import { describe, expect, it } from 'vitest';
import { readStoredCoupon } from './coupon.ts';
import { readQueueDoc, readQueueEntry } from './queue.ts';
import { DEFAULT_QUEUE_RATE } from '../virtual-queue.ts';

const at = new Date('2026-12-01T20:00:00Z');
/** What the Admin SDK hands over for a time (a Timestamp keeps more than milliseconds). */
const timestamp = (date: Date) => ({ toDate: () => date, toMillis: () => date.getTime(), nanos: 123 });

describe('readQueueDoc', () => {
  it('keeps the frontier and the last tick as the stored Timestamps (they are query cursors)', () => {
    const em = timestamp(at);
    const stored = {
      ativa: true,
      pausada: false,
      taxa_por_minuto: 30,
      fronteira: { em, id: 'e1__u1' },
      admitidos: 12,
      saldo: 0.5,
      atualizado_em: em,
    };
    const queue = readQueueDoc(stored);
    expect(queue).toEqual(stored);
    expect(queue.fronteira?.em).toBe(em);
  });

  it('reads a new or damaged queue as closed, at the default rate, with no frontier', () => {
    expect(readQueueDoc({ ativa: 'sim', taxa_por_minuto: 'rápido', fronteira: { id: 'x' } })).toEqual({
      ativa: false,
      pausada: false,
      taxa_por_minuto: DEFAULT_QUEUE_RATE,
      fronteira: null,
      admitidos: 0,
      saldo: 0,
      atualizado_em: null,
    });
  });
});

describe('readQueueEntry', () => {
  it('reads an arrival, and a missing admission or order as null', () => {
    const em = timestamp(at);
    expect(readQueueEntry({ event_id: 'e1', uid: 'u1', entrou_em: em, order_id: '' })).toEqual({
      event_id: 'e1',
      uid: 'u1',
      entrou_em: em,
      admitido_em: null,
      order_id: null,
    });
  });
});

describe('readStoredCoupon', () => {
  it('reads the rules under the code, a count that is not a positive integer meaning no limit', () => {
    const coupon = readStoredCoupon('GN10', {
      descricao: 'Dez por cento',
      tipo: 'percentual',
      percentual: 10,
      valor_centavos: null,
      eventos: ['e1', 7],
      opcoes: [],
      ativo: true,
      valido_de: timestamp(at),
      valido_ate: null,
      usos_max: 1.5,
      usos_por_conta: 1,
    });
    expect(coupon).toEqual({
      codigo: 'GN10',
      descricao: 'Dez por cento',
      tipo: 'percentual',
      percentual: 10,
      valor_centavos: null,
      eventos: ['e1'],
      opcoes: [],
      ativo: true,
      valido_de: at,
      valido_ate: null,
      usos_max: null,
      usos_por_conta: 1,
    });
  });

  it('reads an unknown kind as a percentage and a damaged coupon as inactive', () => {
    expect(readStoredCoupon('X', { tipo: 'brinde', ativo: 'true' })).toMatchObject({
      tipo: 'percentual',
      ativo: false,
      eventos: [],
      usos_max: null,
    });
  });
});
