import { describe, expect, it } from 'vitest';
import { storedTicket } from '@gn/core/testing/stored';
import { buildTransferMail } from './ticket-transfer-mail.ts';

const ticket = storedTicket({
  id: 'o1-2',
  order_id: 'o1',
  event_id: 'ev1',
  user_id: 'u2',
  tipo: 'Pista - Meia-entrada',
  quantidade: 1,
  preco_unitario: 6000,
  status: 'ativo',
  codigo_serial: 'TKT-1767225600000-NEW00002',
  qr_code: 'GN1.x.y.z',
  titular: 'Bruno <Amigo>',
  meia_entrada: true,
  created_at: new Date(),
  usado_em: null,
  checkin_por: null,
  evento: {
    titulo: 'Noite & Forró',
    data_inicio: new Date('2027-06-24T23:00:00Z'),
    local: 'Goiânia',
    capa_url: null,
  },
});

describe('buildTransferMail', () => {
  it("tells the new holder who sent it, the event, the meia's document, and attaches the PDF", () => {
    const mail = buildTransferMail({
      ticket,
      pdf: Buffer.from('%PDF'),
      siteUrl: 'http://x',
      to: 'b@x.com',
      fromName: 'Ana',
    });
    expect(mail.subject).toBe('Você recebeu um ingresso — Noite & Forró');
    expect(mail.to).toEqual({ name: 'Bruno <Amigo>', address: 'b@x.com' });
    const text = String(mail.text);
    expect(text).toContain('Ana transferiu para você um ingresso de Noite & Forró.');
    expect(text).toContain('24/06/2027 às 20:00');
    expect(text).toContain('TKT-1767225600000-NEW00002');
    expect(text).toContain('Meia-entrada: na entrada, o titular deve apresentar documento');
    expect(String(mail.html)).toContain('Bruno &lt;Amigo&gt;');
    expect(String(mail.html)).not.toContain('Bruno <Amigo>');
    expect(mail.attachments?.[0]).toMatchObject({
      filename: 'ingresso-TKT-1767225600000-NEW00002.pdf',
      contentType: 'application/pdf',
    });
  });
});
