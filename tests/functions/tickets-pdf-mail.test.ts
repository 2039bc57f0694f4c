// Ticket PDFs, the confirmation e-mail resend and the order-paid trigger, against the live stack:
// orders and tickets are seeded with the Admin SDK, mail is read back from the local mail catcher
// (GN_MAIL_URL, started by the stack beside the emulators).
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { Timestamp } from 'firebase-admin/firestore';
import { orderNumber } from '../../core/src/ids.ts';
import { newSerialCode, signTicketCode, verifyTicketCode } from '../../core/src/server/ticket-code.ts';
import { readPdf } from '../../functions/src/tickets/pdf-testing.ts';
import {
  adminAndCustomer,
  adminDb,
  api,
  createUser,
  errorOf,
  SITE_URL,
  tokenOf,
  type TestUser,
} from '../support/functions-api.ts';
import { caughtMessages, MAIL_URL, waitForMessages, type CaughtMessage } from '../support/mail-catcher.ts';

const SIGNING_KEY = process.env.TICKET_SIGNING_KEY ?? 'gn-local-ticket-signing-key';
const EVENT_TITLE = 'Festival Ação & Coração — Edição São João';

interface SeededTicket {
  id: string;
  serial: string;
  qr: string;
}

interface SeededOrder {
  id: string;
  number: string;
  tickets: SeededTicket[];
}

/** An order of `owner` with one ticket per entry of `ticketStatuses`, written as the webhook would. */
async function seedOrder(
  owner: TestUser,
  {
    status = 'pago',
    ticketStatuses = ['ativo', 'ativo'],
    typedEmail = owner.email,
  }: { status?: string; ticketStatuses?: string[]; typedEmail?: string } = {},
): Promise<SeededOrder> {
  const id = randomUUID().replace(/-/g, '').slice(0, 20);
  const now = Timestamp.now();
  const eventDate = Timestamp.fromDate(new Date('2027-06-24T23:00:00Z'));
  const batch = adminDb().batch();
  const tickets: SeededTicket[] = ticketStatuses.map((ticketStatus, i) => {
    const ticketId = `${id}-${i + 1}`;
    const serial = newSerialCode();
    const qr = signTicketCode(SIGNING_KEY, ticketId, serial);
    batch.set(adminDb().doc(`tickets/${ticketId}`), {
      order_id: id,
      event_id: 'evento-teste-pdf',
      user_id: owner.uid,
      tipo: i === 0 ? 'Inteira' : 'Meia-entrada',
      quantidade: 1,
      preco_unitario: 8000,
      status: ticketStatus,
      codigo_serial: serial,
      qr_code: qr,
      titular: 'Joana Ávila',
      created_at: now,
      usado_em: null,
      checkin_por: null,
      evento: { titulo: EVENT_TITLE, data_inicio: eventDate, local: 'Praça Cívica, Goiânia', capa_url: null },
    });
    return { id: ticketId, serial, qr };
  });
  batch.set(adminDb().doc(`orders/${id}`), {
    user_id: owner.uid,
    status,
    items: [],
    subtotal: 8000 * tickets.length,
    taxas: 0,
    desconto: 0,
    total: 8000 * tickets.length,
    cupom: null,
    comprador: { nome: 'Joana Ávila', email: typedEmail, cpf: '52998224725', telefone: '+5562999990000' },
    payment_provider: 'asaas',
    billing_type: 'PIX',
    asaas_payment_id: null,
    asaas_invoice_url: null,
    asaas_due_date: null,
    asaas_bankslip_url: null,
    pix: null,
    reserva_expira_em: null,
    idempotency_key: randomUUID(),
    status_historico: [],
    email_enviado_em: null,
    created_at: now,
    updated_at: now,
    paid_at: status === 'pago' ? now : null,
  });
  await batch.commit();
  return { id, number: orderNumber(id), tickets };
}

async function getPdf(path: string, token?: string) {
  const res = await fetch(`${SITE_URL}${path}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return { res, bytes: new Uint8Array(await res.arrayBuffer()) };
}

const ofOrder = (order: SeededOrder) => (m: CaughtMessage) => m.text.includes(`Pedido ${order.number}`);
const mailsFor = async (order: SeededOrder) => (await caughtMessages()).filter(ofOrder(order));
const waitForMails = (order: SeededOrder, count: number, timeoutMs?: number) =>
  waitForMessages(ofOrder(order), count, timeoutMs);

let owner: TestUser;
let other: TestUser;
let ownerToken: string;
let otherToken: string;
let adminToken: string;
let paid: SeededOrder;

beforeAll(async () => {
  ({ adminToken, customer: owner, customerToken: ownerToken } = await adminAndCustomer());
  other = await createUser();
  otherToken = await tokenOf(other);
  paid = await seedOrder(owner);
});

describe('GET /api/tickets/:ticketId/pdf', () => {
  it("gives the owner the ticket's PDF: holder, event, serial and a QR that decodes to the signed code", async () => {
    const ticket = paid.tickets[0]!;
    const { res, bytes } = await getPdf(`/api/tickets/${ticket.id}/pdf`, ownerToken);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="ingresso-${ticket.serial}.pdf"`,
    );
    expect(Buffer.from(bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-');

    const pages = await readPdf(bytes);
    expect(pages).toHaveLength(1);
    expect(pages[0]!.text).toContain(EVENT_TITLE);
    expect(pages[0]!.text).toContain('Joana Ávila');
    expect(pages[0]!.text).toContain(ticket.serial);
    expect(pages[0]!.text).toContain('24/06/2027 às 20:00');
    expect(pages[0]!.qrCodes).toEqual([ticket.qr]);
    expect(verifyTicketCode(SIGNING_KEY, pages[0]!.qrCodes[0]!)).toEqual({
      ticketId: ticket.id,
      serial: ticket.serial,
    });
  });

  it('answers 404 to another user, exactly as for an unknown ticket', async () => {
    const theirs = await api(`/api/tickets/${paid.tickets[0]!.id}/pdf`, { token: otherToken });
    const unknown = await api(`/api/tickets/nao-existe-1/pdf`, { token: otherToken });
    for (const answer of [theirs, unknown]) {
      expect(answer.status).toBe(404);
      expect(errorOf(answer)).toEqual({ code: 'not_found', message: 'Ingresso não encontrado' });
    }
    expect((await api(`/api/tickets/a%2Fb/pdf`, { token: otherToken })).status).toBe(404);
  });

  it('answers 401 without a session, and lets an admin download', async () => {
    const anonymous = await api(`/api/tickets/${paid.tickets[0]!.id}/pdf`);
    expect(anonymous.status).toBe(401);
    expect(errorOf(anonymous).code).toBe('unauthenticated');
    const { res, bytes } = await getPdf(`/api/tickets/${paid.tickets[1]!.id}/pdf`, adminToken);
    expect(res.status).toBe(200);
    expect((await readPdf(bytes))[0]!.text).toContain(paid.tickets[1]!.serial);
  });

  it('refuses (409) a ticket that is not active or used', async () => {
    const pending = await seedOrder(owner, { status: 'aguardando_pagamento', ticketStatuses: ['pendente'] });
    const cancelled = await seedOrder(owner, { ticketStatuses: ['cancelado'] });
    for (const order of [pending, cancelled]) {
      const answer = await api(`/api/tickets/${order.tickets[0]!.id}/pdf`, { token: ownerToken });
      expect(answer.status).toBe(409);
      expect(errorOf(answer).message).toBe('Ingresso não disponível para download');
    }
  });
});

describe('GET /api/orders/:orderId/pdf', () => {
  it('gives the owner and an admin one page per active ticket, named after the order number', async () => {
    for (const token of [ownerToken, adminToken]) {
      const { res, bytes } = await getPdf(`/api/orders/${paid.id}/pdf`, token);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-disposition')).toBe(`attachment; filename="pedido-${paid.number}.pdf"`);
      const pages = await readPdf(bytes);
      expect(pages.map((p) => p.qrCodes[0])).toEqual(paid.tickets.map((t) => t.qr));
    }
  });

  it('leaves out a cancelled ticket of the order', async () => {
    const mixed = await seedOrder(owner, { ticketStatuses: ['ativo', 'cancelado', 'usado'] });
    const { res, bytes } = await getPdf(`/api/orders/${mixed.id}/pdf`, ownerToken);
    expect(res.status).toBe(200);
    const pages = await readPdf(bytes);
    expect(pages.map((p) => p.qrCodes[0])).toEqual([mixed.tickets[0]!.qr, mixed.tickets[2]!.qr]);
  });

  it('404 for another user or an unknown order, 401 anonymous, 409 when not paid', async () => {
    for (const path of [`/api/orders/${paid.id}/pdf`, '/api/orders/nao-existe/pdf']) {
      const answer = await api(path, { token: otherToken });
      expect(answer.status).toBe(404);
      expect(errorOf(answer)).toEqual({ code: 'not_found', message: 'Pedido não encontrado' });
    }
    expect((await api(`/api/orders/${paid.id}/pdf`)).status).toBe(401);
    const unpaid = await seedOrder(owner, { status: 'aguardando_pagamento', ticketStatuses: ['pendente'] });
    const answer = await api(`/api/orders/${unpaid.id}/pdf`, { token: ownerToken });
    expect(answer.status).toBe(409);
    expect(errorOf(answer).code).toBe('conflict');
  });
});

describe('POST /api/orders/:orderId/email', () => {
  it('resends the confirmation with the PDF attached, then limits to 3 per 10 minutes (429)', async () => {
    const first = await api<{ sentTo: string }>(`/api/orders/${paid.id}/email`, {
      method: 'POST',
      token: ownerToken,
    });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ sentTo: owner.email });

    const [mail] = await waitForMails(paid, 1);
    expect(mail).toBeDefined();
    expect(mail!.subject).toBe(`Seus ingressos — ${EVENT_TITLE}`);
    expect(mail!.to).toContain(owner.email);
    expect(mail!.text).toContain('Olá, Joana Ávila!');
    expect(mail!.text).toContain(paid.tickets[1]!.serial);
    // The PDF, and the event for the buyer's calendar ("Adicionar à agenda").
    expect(mail!.attachments).toEqual([
      { filename: `pedido-${paid.number}.pdf`, contentType: 'application/pdf', size: expect.any(Number) },
      {
        filename: expect.stringMatching(/^agenda-.+\.ics$/),
        contentType: expect.stringContaining('text/calendar'),
        size: expect.any(Number),
      },
    ]);
    const attachment = await fetch(`${MAIL_URL}/api/messages/${mail!.id}/attachments/0`);
    const pages = await readPdf(new Uint8Array(await attachment.arrayBuffer()));
    expect(pages.map((p) => p.qrCodes[0])).toEqual(paid.tickets.map((t) => t.qr));

    // The admin may resend too; both count against the order's limit.
    expect((await api(`/api/orders/${paid.id}/email`, { method: 'POST', token: adminToken })).status).toBe(
      200,
    );
    expect((await api(`/api/orders/${paid.id}/email`, { method: 'POST', token: ownerToken })).status).toBe(
      200,
    );
    const limited = await api(`/api/orders/${paid.id}/email`, { method: 'POST', token: ownerToken });
    expect(limited.status).toBe(429);
    expect(errorOf(limited).code).toBe('too_many_requests');
    expect((await waitForMails(paid, 3)).length).toBe(3);
  });

  it('404 for another user, 401 anonymous, 409 for an unpaid order (and nothing is sent)', async () => {
    const theirs = await api(`/api/orders/${paid.id}/email`, { method: 'POST', token: otherToken });
    expect(theirs.status).toBe(404);
    expect(errorOf(theirs).message).toBe('Pedido não encontrado');
    expect((await api(`/api/orders/${paid.id}/email`, { method: 'POST' })).status).toBe(401);
    const unpaid = await seedOrder(owner, { status: 'aguardando_pagamento', ticketStatuses: ['pendente'] });
    const answer = await api(`/api/orders/${unpaid.id}/email`, { method: 'POST', token: ownerToken });
    expect(answer.status).toBe(409);
    expect(await mailsFor(unpaid)).toEqual([]);
  });
});

describe('order paid trigger', () => {
  it("mails the account's own address, never the e-mail typed at checkout", async () => {
    const order = await seedOrder(owner, { status: 'aguardando_pagamento', typedEmail: 'alvo@exemplo.com' });
    await adminDb().doc(`orders/${order.id}`).update({ status: 'pago', paid_at: Timestamp.now() });
    const [mail] = await waitForMails(order, 1);
    expect(mail!.to).toContain(owner.email);
    expect(mail!.to).not.toContain('alvo@exemplo.com');
    const resend = await api<{ sentTo: string }>(`/api/orders/${order.id}/email`, {
      method: 'POST',
      token: ownerToken,
    });
    expect(resend.body).toEqual({ sentTo: owner.email });
  }, 60_000);

  it('sends exactly one confirmation when the order becomes paid, however often it is written after', async () => {
    const order = await seedOrder(owner, { status: 'aguardando_pagamento' });
    const ref = adminDb().doc(`orders/${order.id}`);
    await ref.update({ status: 'pago', paid_at: Timestamp.now(), updated_at: Timestamp.now() });
    await ref.update({ updated_at: Timestamp.now() });

    const [mail] = await waitForMails(order, 1);
    expect(mail).toBeDefined();
    expect(mail!.to).toContain(owner.email);
    expect(mail!.attachments.map((a) => a.filename)).toEqual([
      `pedido-${order.number}.pdf`,
      expect.stringMatching(/^agenda-.+\.ics$/),
    ]);

    // Touch it again after the send, and give any duplicate delivery time to show up.
    await ref.update({ updated_at: Timestamp.now() });
    await new Promise((r) => setTimeout(r, 5000));
    expect(await mailsFor(order)).toHaveLength(1);
    const stored = (await ref.get()).data()!;
    expect(stored.email_enviado_em).toBeInstanceOf(Timestamp);
    expect(stored.email_enviando_em).toBeUndefined();
  }, 60_000);
});
