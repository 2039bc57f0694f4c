import { describe, expect, it } from 'vitest';
import {
  changeFor,
  doorAccountId,
  doorSaleBlocker,
  isDoorAccount,
  DOOR_SALE_HOURS_AFTER_START,
} from './door-sale.ts';
import { doorSaleSchema } from './schemas/door-sale.ts';
import { readOrder } from './stored/order.ts';

const start = new Date('2027-03-05T23:00:00Z');

describe('changeFor', () => {
  it('gives the change of a cash sale, or says how much is missing', () => {
    expect(changeFor(9_900, 10_000)).toEqual({ ok: true, change: 100 });
    expect(changeFor(9_900, 9_900)).toEqual({ ok: true, change: 0 });
    expect(changeFor(9_900, 5_000)).toEqual({ ok: false, missing: 4_900 });
  });
});

describe('doorSaleBlocker', () => {
  const event = { status: 'publicado', data_inicio: start, data_fim: null };
  it('sells before and after the start, until the end', () => {
    expect(doorSaleBlocker(event, new Date('2027-03-05T20:00:00Z'))).toBeNull();
    expect(doorSaleBlocker(event, new Date(start.getTime() + 3_600_000))).toBeNull();
    const after = new Date(start.getTime() + DOOR_SALE_HOURS_AFTER_START * 3_600_000);
    expect(doorSaleBlocker(event, after)).toBe('ended');
    const withEnd = { ...event, data_fim: new Date(start.getTime() + 3_600_000) };
    expect(doorSaleBlocker(withEnd, new Date(start.getTime() + 2 * 3_600_000))).toBe('ended');
  });
  it('never sells an unpublished or missing event', () => {
    expect(doorSaleBlocker({ ...event, status: 'rascunho' }, start)).toBe('unavailable');
    expect(doorSaleBlocker(null, start)).toBe('unavailable');
  });
});

describe('door accounts', () => {
  it('are one per sale and never a sign-in', () => {
    expect(doorAccountId('abc')).toBe('porta:abc');
    expect(isDoorAccount('porta:abc')).toBe(true);
    expect(isDoorAccount('demo-customer')).toBe(false);
    expect(isDoorAccount(null)).toBe(false);
  });
});

describe('doorSaleSchema', () => {
  const base = {
    idempotencyKey: '0b7c9f7e-7a8e-4a55-9d6c-0c8f3b1e2a10',
    items: [{ event_id: 'e1', pricing_table_id: 't1', item_id: 'i1', qnt: 2 }],
  };
  it('takes an anonymous cash sale, blanks read as not informed', () => {
    const parsed = doorSaleSchema.parse({
      ...base,
      comprador: { nome: '', cpf: '', email: ' ' },
      pagamento: { metodo: 'dinheiro', recebido: 10_000 },
    });
    expect(parsed.comprador).toEqual({ nome: undefined, cpf: undefined, email: undefined });
  });
  it('requires the card machine authorisation code, in pt-BR', () => {
    const result = doorSaleSchema.safeParse({
      ...base,
      pagamento: { metodo: 'maquininha', autorizacao: '' },
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toMatch(/código de autorização/);
  });
  it('refuses a bad CPF and a negative amount', () => {
    const cpf = doorSaleSchema.safeParse({
      ...base,
      comprador: { cpf: '111.111.111-12' },
      pagamento: { metodo: 'pix' },
    });
    expect(cpf.error?.issues[0]?.message).toBe('CPF inválido');
    const cash = doorSaleSchema.safeParse({ ...base, pagamento: { metodo: 'dinheiro', recebido: -1 } });
    expect(cash.error?.issues[0]?.message).toBe('Valor recebido não pode ser negativo');
  });
});

describe('the order reader on a door sale', () => {
  it('reads the channel (absent: the site) and the sale record, tolerant of junk', () => {
    expect(readOrder({}).canal).toBe('site');
    expect(readOrder({}).bilheteria).toBeNull();
    const door = readOrder({
      canal: 'bilheteria',
      bilheteria: {
        caixa_id: 'cx',
        operador_uid: 'u',
        operador_nome: 'Bia',
        metodo: 'maquininha',
        autorizacao: 'AB12',
        bandeira: 'nada',
      },
    });
    expect(door.canal).toBe('bilheteria');
    expect(door.bilheteria).toMatchObject({
      caixa_id: 'cx',
      metodo: 'maquininha',
      autorizacao: 'AB12',
      bandeira: null,
      troco: null,
    });
  });
});
