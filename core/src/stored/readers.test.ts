import { describe, expect, it } from 'vitest';
import { readTime } from './fields.ts';
import { cancellationView, readOrder, refundView } from './order.ts';
import { readTicket } from './ticket.ts';
import { readWriterUid } from './audit.ts';
import { chargedAmount } from '../order.ts';

const at = new Date('2026-12-01T20:00:00Z');
/** What both Firebase SDKs hand over for a time. */
const timestamp = (date: Date) => ({ toDate: () => date, toMillis: () => date.getTime() });

describe('readTime', () => {
  it('reads Timestamps, Dates and ISO text; anything else is null', () => {
    expect(readTime(timestamp(at))).toEqual(at);
    expect(readTime(at)).toBe(at);
    expect(readTime(at.toISOString())).toEqual(at);
    for (const bad of [undefined, null, '', 'amanhã', 42, {}, new Date('x'), { toDate: () => 'x' }]) {
      expect(readTime(bad)).toBeNull();
    }
  });
});

describe('readOrder', () => {
  const stored = {
    user_id: 'u1',
    status: 'pago',
    items: [
      {
        event_id: 'e1',
        event_titulo: 'Show',
        event_slug: 'show',
        pricing_table_id: 't1',
        item_id: 'i1',
        tipo_ingresso: 'Pista',
        preco: 10000,
        qnt: 2,
        tipo_preco: 'meia',
        data_evento: timestamp(at),
        local_evento: 'Brasília',
      },
    ],
    subtotal: 20000,
    taxas: 2000,
    desconto: 0,
    total: 22000,
    parcelas: 3,
    valor_parcela: 7700,
    juros: 1100,
    total_cobrado: 23100,
    comprador: { nome: 'Ana', email: 'ana@example.com', cpf: '52998224725', telefone: '+5561999990000' },
    billing_type: 'CREDIT_CARD',
    cancelamento: { em: timestamp(at), por: 'u1', origem: 'cliente', motivo: null },
    reembolso: {
      estado: 'concluido',
      metodo: 'card',
      valor: 23100,
      link: null,
      erro: null,
      tentativas: 1,
      atualizado_em: timestamp(at),
    },
    created_at: timestamp(at),
    paid_at: timestamp(at),
  };

  it('reads a stored order with its times as Dates', () => {
    const order = readOrder(stored);
    expect(order.status).toBe('pago');
    expect(order.items[0]).toMatchObject({
      tipo_ingresso: 'Pista',
      qnt: 2,
      tipo_preco: 'meia',
      data_evento: at,
    });
    expect(order.comprador.telefone).toBe('+5561999990000');
    expect(order.cancelamento).toEqual({ em: at, por: 'u1', origem: 'cliente', motivo: null });
    expect(order.reembolso).toMatchObject({ estado: 'concluido', metodo: 'card', valor: 23100 });
    expect(chargedAmount(order)).toBe(23100);
  });

  it('reads the first spec’s line names under today’s', () => {
    const order = readOrder({
      items: [{ titulo: 'Antigo', tipo: 'VIP', preco_unitario: 5000, quantidade: 3 }],
    });
    expect(order.items[0]).toMatchObject({
      event_titulo: 'Antigo',
      tipo_ingresso: 'VIP',
      preco: 5000,
      qnt: 3,
    });
  });

  it('never throws: each broken field falls back to its default, the rest still reads', () => {
    const order = readOrder({
      ...stored,
      status: 'NAO_EXISTE',
      total: 'muito',
      items: 'x',
      comprador: 7,
      pix: 'x',
      reembolso: { estado: 'perdido' },
      status_historico: [null, { para: 'PAGO', em: timestamp(at) }],
      created_at: 'ontem',
    });
    expect(order.status).toBeNull();
    expect(order.total).toBe(0);
    expect(order.items).toEqual([]);
    expect(order.comprador).toEqual({ nome: '', email: '', cpf: '', telefone: null });
    expect(order.pix).toBeNull();
    expect(order.reembolso).toBeNull();
    expect(order.status_historico[1]).toMatchObject({ de: null, para: 'pago', em: at });
    expect(order.created_at).toBeNull();
    expect(order.user_id).toBe('u1');
    for (const nothing of [undefined, null, 'x', []]) expect(readOrder(nothing).items).toEqual([]);
  });

  it('names the cancellation and the refund as the screens show them, or null without one', () => {
    const order = readOrder(stored);
    expect(cancellationView(order)).toEqual({ at, byBuyer: true, origin: 'cliente', by: 'u1', reason: null });
    expect(refundView(order)).toEqual({
      state: 'concluido',
      method: 'card',
      amount: 23100,
      link: null,
      error: null,
      attempts: 1,
      updatedAt: at,
      note: null,
    });
    const byShop = readOrder({ cancelamento: { origem: 'admin', por: 'adm', motivo: 'Chuva' } });
    expect(cancellationView(byShop)).toEqual({
      at: null,
      byBuyer: false,
      origin: 'admin',
      by: 'adm',
      reason: 'Chuva',
    });
    expect(cancellationView(readOrder({}))).toBeNull();
    expect(refundView(readOrder({}))).toBeNull();
  });

  it('charges the total when no card plan stored what the card was charged', () => {
    expect(chargedAmount(readOrder({ total: 5000 }))).toBe(5000);
  });
});

describe('readTicket', () => {
  it('reads a ticket, its transfers and its event snapshot', () => {
    const ticket = readTicket({
      order_id: 'o1',
      event_id: 'e1',
      user_id: 'u2',
      tipo: 'Pista',
      quantidade: 1,
      preco_unitario: 10000,
      status: 'ATIVO',
      codigo_serial: 'TKT-1',
      qr_code: 'sig',
      titular: 'Bia',
      transferencias: [
        {
          em: timestamp(at),
          de: { nome: 'Ana', user_id: 'u1' },
          para: { nome: 'Bia', email: 'b@x.com', user_id: 'u2' },
          serial_anterior: 'TKT-0',
        },
      ],
      meia_entrada: true,
      created_at: timestamp(at),
      usado_em: null,
      evento: {
        titulo: 'Show',
        data_inicio: timestamp(at),
        local: 'Brasília',
        capa_url: '',
        classificacao_indicativa: '14',
        regra_menores: 'Menores de 14 com os pais',
      },
    });
    expect(ticket).toMatchObject({ status: 'ativo', meia_entrada: true, created_at: at, usado_em: null });
    expect(ticket.transferencias[0]).toMatchObject({ em: at, serial_anterior: 'TKT-0' });
    expect(ticket.evento).toEqual({
      titulo: 'Show',
      data_inicio: at,
      local: 'Brasília',
      capa_url: null,
      classificacao_indicativa: '14',
      regra_menores: 'Menores de 14 com os pais',
    });
  });

  it('a broken ticket reads as its defaults', () => {
    const ticket = readTicket({ status: 3, quantidade: -1, qr_code: '', evento: null, meia_entrada: 'sim' });
    expect(ticket).toMatchObject({
      status: null,
      quantidade: 1,
      qr_code: null,
      meia_entrada: false,
      user_id: null,
    });
    // A ticket issued before the rating, or of an event without one: none.
    expect(ticket.evento).toEqual({
      titulo: 'Evento',
      data_inicio: null,
      local: '',
      capa_url: null,
      classificacao_indicativa: null,
      regra_menores: null,
    });
  });
});

describe('readWriterUid', () => {
  it("answers the admin's uid a browser write carries, and null for a server write or a broken stamp", () => {
    expect(readWriterUid({ titulo: 'Show', updated_by: 'admin-uid' })).toBe('admin-uid');
    expect(readWriterUid({ titulo: 'Show' })).toBeNull();
    expect(readWriterUid({ updated_by: '' })).toBeNull();
    expect(readWriterUid({ updated_by: 42 })).toBeNull();
    expect(readWriterUid(undefined)).toBeNull();
  });
});
