import { describe, expect, it } from 'vitest';
import { byTicketNumber, safeUrl, toAccountTicket, toOrderView } from './order-view';

const ts = (iso: string) => ({ toDate: () => new Date(iso) });

describe('toOrderView', () => {
  it('reads an order document written by the checkout function', () => {
    const view = toOrderView('72b5a61151dd8b4fa8ee', {
      status: 'aguardando_pagamento',
      billing_type: 'PIX',
      total: 8400,
      subtotal: 8000,
      taxas: 400,
      desconto: 0,
      items: [
        {
          event_titulo: 'Show',
          tipo_ingresso: 'Pista - Inteira',
          preco: 8000,
          qnt: 1,
          data_evento: ts('2027-03-05T23:00:00Z'),
          local_evento: 'Arena',
        },
      ],
      asaas_invoice_url: 'http://127.0.0.1:9090/i/pay_1',
      asaas_bankslip_url: null,
      pix: { payload: '000201...', encoded_image: 'iVBOR', expira_em: null },
      reserva_expira_em: ts('2027-03-01T12:15:00Z'),
      created_at: ts('2027-03-01T12:00:00Z'),
    });
    expect(view).toMatchObject({
      number: '72b5a611',
      status: 'aguardando_pagamento',
      total: 8400,
      invoiceUrl: 'http://127.0.0.1:9090/i/pay_1',
      bankSlipUrl: null,
      pix: { payload: '000201...', encodedImage: 'iVBOR' },
    });
    expect(view.reservaExpiraEm?.toISOString()).toBe('2027-03-01T12:15:00.000Z');
    expect(view.items[0]).toMatchObject({ eventTitulo: 'Show', tipo: 'Pista - Inteira', qnt: 1 });
  });

  it('tolerates missing fields and unknown statuses', () => {
    const view = toOrderView('x', { status: 'weird', items: 'no' });
    expect(view).toMatchObject({
      status: null,
      total: 0,
      items: [],
      pix: null,
      invoiceUrl: null,
      createdAt: null,
    });
  });
});

describe('helpers', () => {
  it('only lets http(s) URLs through', () => {
    expect(safeUrl('javascript:alert(1)')).toBeNull();
    expect(safeUrl('not a url')).toBeNull();
    expect(safeUrl('https://www.asaas.com/i/1')).toBe('https://www.asaas.com/i/1');
  });
  it('maps a ticket and sorts tickets by their number', () => {
    const t = toAccountTicket('o1-2', {
      order_id: 'o1',
      tipo: 'Pista',
      codigo_serial: 'TKT-1-AB',
      qr_code: 'signed',
      status: 'ativo',
      evento: { titulo: 'Show', data_inicio: ts('2027-03-05T23:00:00Z') },
    });
    expect(t).toMatchObject({ id: 'o1-2', quantidade: 1, qr_code: 'signed', evento: { titulo: 'Show' } });
    const ids = ['o1-10', 'o1-2', 'o1-1']
      .map((id) => ({ id }))
      .sort(byTicketNumber)
      .map((t) => t.id);
    expect(ids).toEqual(['o1-1', 'o1-2', 'o1-10']);
  });
});
