import { describe, expect, it } from 'vitest';
import { signTicketCode } from '@gn/core/server/ticket-code';
import type { StoredOrder } from '@gn/core/stored/order';
import type { StoredTicket } from '@gn/core/stored/ticket';
import { storedOrder, storedTicket } from '@gn/core/testing/stored';
import type { WithId } from '@gn/core/stored/fields';
import { renderTicketsPdf } from './pdf.ts';
import { readPdf } from './pdf-testing.ts';

const KEY = 'unit-test-key';
const ORDER_ID = 'pedAbc123xyz';

function ticket(n: number, overrides: Partial<StoredTicket> = {}): WithId<StoredTicket> {
  const id = `${ORDER_ID}-${n}`;
  const serial = `TKT-1767225600000-ABCD000${n}`;
  return storedTicket({
    id,
    order_id: ORDER_ID,
    event_id: 'ev1',
    user_id: 'u1',
    tipo: n === 1 ? 'Inteira' : 'Meia-entrada',
    quantidade: 1,
    preco_unitario: 12_050,
    taxa_unitaria: 1_205,
    status: 'ativo',
    codigo_serial: serial,
    qr_code: signTicketCode(KEY, id, serial),
    titular: 'João Ávila da Conceição',
    created_at: new Date('2027-01-01T12:00:00Z'),
    usado_em: null,
    checkin_por: null,
    evento: {
      titulo: 'Festival de Música Ação & Coração',
      // 23:30 UTC = 20:30 in São Paulo (UTC-3).
      data_inicio: new Date('2027-03-05T23:30:00Z'),
      local: 'Praça São João, Goiânia',
      capa_url: null,
    },
    ...overrides,
  });
}

const order = storedOrder({ id: ORDER_ID });

describe('renderTicketsPdf', () => {
  it('renders one page per ticket with the pt-BR text, serial, holder and a scannable QR', async () => {
    const tickets = [ticket(1), ticket(2)];
    const pdf = await renderTicketsPdf({ order, tickets });
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    const pages = await readPdf(pdf);
    expect(pages).toHaveLength(2);
    pages.forEach((page, i) => {
      const t = tickets[i]!;
      expect(page.text).toContain('GN Ingressos');
      expect(page.text).toContain('Festival de Música Ação & Coração');
      expect(page.text).toContain('05/03/2027 às 20:30');
      expect(page.text).toContain('Praça São João, Goiânia');
      expect(page.text).toContain(t.tipo);
      expect(page.text).toContain('João Ávila da Conceição');
      // What was paid for the ticket, its service fee itemised.
      expect(page.text).toContain('R$ 132,55');
      expect(page.text).toContain('inclui R$ 12,05 de taxa de serviço');
      expect(page.text).toContain(t.codigo_serial);
      expect(page.text).toContain('pedAbc12');
      expect(page.text).toContain('Apresente este QR Code na entrada do evento');
      expect(page.qrCodes).toEqual([t.qr_code]);
    });
  });

  it('prints the price alone on a ticket sold before the fee was kept per ticket', async () => {
    const [page] = await readPdf(
      await renderTicketsPdf({ order, tickets: [ticket(1, { taxa_unitaria: null })] }),
    );
    expect(page!.text).toContain('R$ 120,50');
    expect(page!.text).not.toContain('taxa de serviço');
  });

  it('tells the holder of a half-price ticket to bring the document that proves the right', async () => {
    const pages = await readPdf(
      await renderTicketsPdf({
        order,
        tickets: [ticket(1), ticket(2, { meia_entrada: true, tipo: 'Pista - Meia' })],
      }),
    );
    const notice = 'Meia-entrada: na entrada, o titular deve apresentar documento';
    expect(pages[0]!.text).not.toContain(notice);
    expect(pages[1]!.text.replace(/\s+/g, ' ')).toContain(notice);
  });

  it('says how a card order was paid: in installments or à vista; nothing for PIX', async () => {
    const text = async (more: Partial<StoredOrder>) =>
      (
        await readPdf(
          await renderTicketsPdf({ order: storedOrder({ ...order, ...more }), tickets: [ticket(1)] }),
        )
      )[0]!.text.replace(/\s+/g, ' ');
    const card = { billing_type: 'CREDIT_CARD' as const };
    expect(
      await text({ ...card, parcelas: 6, valor_parcela: 1667, juros: 0, total_cobrado: 10000 }),
    ).toContain('Pago no cartão em 6x de R$ 16,67');
    expect(await text({ ...card, parcelas: 1, valor_parcela: 10000 })).toContain('Pago no cartão à vista');
    expect(await text({ billing_type: 'PIX' })).not.toContain('Pago no cartão');
  });

  it("prints the event's age rating and rule for minors; nothing for a ticket issued without one", async () => {
    const rated = ticket(1, {
      evento: {
        ...ticket(1).evento,
        classificacao_indicativa: '16',
        regra_menores: 'Menores de 16 só acompanhados dos pais ou responsáveis',
      },
    });
    const [withRating, without] = await readPdf(
      await renderTicketsPdf({ order, tickets: [rated, ticket(2)] }),
    );
    const text = withRating!.text.replace(/\s+/g, ' ');
    expect(text).toContain('Classificação indicativa: 16 anos');
    expect(text).toContain('Menores de 16 só acompanhados dos pais ou responsáveis');
    expect(withRating!.qrCodes).toEqual([rated.qr_code]);
    expect(without!.text).not.toContain('Classificação indicativa');
  });

  it('takes the order number from the ticket when the order is missing', async () => {
    const [page] = await readPdf(await renderTicketsPdf({ order: null, tickets: [ticket(1)] }));
    expect(page!.text).toContain('Pedido pedAbc12');
  });

  it('keeps very long titles on the page (one page per ticket)', async () => {
    const long = ticket(1, {
      meia_entrada: true,
      evento: {
        ...ticket(1).evento,
        titulo: 'Grande Encontro '.repeat(20),
        local: 'Rua '.repeat(60),
        classificacao_indicativa: '18',
        regra_menores: 'Proibida a entrada de menores de 18 anos, mesmo acompanhados. '.repeat(3),
      },
    });
    const pdf = await renderTicketsPdf({
      order: storedOrder({ ...order, billing_type: 'CREDIT_CARD', parcelas: 2, valor_parcela: 5000 }),
      tickets: [long],
    });
    const pages = await readPdf(pdf);
    expect(pages).toHaveLength(1);
    expect(pages[0]!.qrCodes).toEqual([long.qr_code]);
  });

  it('refuses to render nothing', async () => {
    await expect(renderTicketsPdf({ order, tickets: [] })).rejects.toThrow(/no ticket/);
  });
});
