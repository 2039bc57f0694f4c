// After a transfer, the ticket belongs to its new holder on every surface that shows or prints it
// (issue "Hardening 2", item 1): the seller's order PDF, the single ticket's PDF, the order's
// e-mail resend and the LGPD data export leave it out, so its new serial and QR code never reach
// the seller, while the new holder gets it and it admits at the door. Against the live stack.
import { afterAll, describe, expect, it } from 'vitest';
import { readPdf } from '../../functions/src/tickets/pdf-testing.ts';
import { checkout, checkoutBody, seedSale, unpublishSales } from '../support/checkout-fixtures.ts';
import {
  SITE_URL,
  adminDb,
  api,
  createUser,
  errorOf,
  scanAtDoor,
  tokenOf,
  type TestUser,
} from '../support/functions-api.ts';
import { randomCpf } from '../support/cpf.ts';
import { MAIL_URL, waitForMessages } from '../support/mail-catcher.ts';
import { signedInAdminAndCustomer } from './signed-in.ts';

const users = signedInAdminAndCustomer();
afterAll(unpublishSales);

/** A user whose e-mail is verified (transfers go only between verified accounts). */
async function verifiedUser(nome: string): Promise<{ user: TestUser; token: string }> {
  const user = await createUser({ nome, verified: true });
  return { user, token: await tokenOf(user) };
}

async function getPdf(path: string, token: string) {
  const res = await fetch(`${SITE_URL}${path}`, { headers: { authorization: `Bearer ${token}` } });
  return { status: res.status, bytes: new Uint8Array(await res.arrayBuffer()) };
}

const ticketDoc = async (id: string) => (await adminDb().doc(`tickets/${id}`).get()).data()!;

describe('a transferred ticket on the seller’s surfaces', () => {
  it('is left out of the order PDF, the ticket PDF, the resent e-mail and the data export; the new holder has it', async () => {
    const sale = await seedSale();
    const seller = await verifiedUser('Sílvia Vendedora');
    const buyer = await verifiedUser('Caio Comprador');
    const order = await checkout(
      seller.token,
      checkoutBody(
        { ...sale, itemId: 'cortesia' },
        {
          items: [{ event_id: sale.eventId, pricing_table_id: sale.tableId, item_id: 'cortesia', qnt: 2 }],
        },
      ),
    );
    expect(order.status, order.text).toBe(200);
    const orderId = order.body.orderId;
    const [sold, kept] = [`${orderId}-1`, `${orderId}-2`];
    const to = { nome: 'Caio Comprador', cpf: randomCpf(), email: buyer.user.email };

    const moved = await api(`/api/me/tickets/${sold}/transfer`, {
      json: to,
      token: seller.token,
    });
    expect(moved.status, moved.text).toBe(200);
    const now = await ticketDoc(sold);
    expect(now.user_id).toBe(buyer.user.uid);
    const newSerial = String(now.codigo_serial);
    const newQr = String(now.qr_code);
    const keptSerial = String((await ticketDoc(kept)).codigo_serial);

    // The order's PDF: only the ticket the seller still holds.
    const orderPdf = await getPdf(`/api/orders/${orderId}/pdf`, seller.token);
    expect(orderPdf.status).toBe(200);
    const pages = await readPdf(orderPdf.bytes);
    expect(pages).toHaveLength(1);
    expect(pages[0]!.text).toContain(keptSerial);
    expect(pages.map((p) => p.text).join('\n')).not.toContain(newSerial);
    expect(pages.flatMap((p) => p.qrCodes)).not.toContain(newQr);

    // The ticket's own PDF: not found for the seller, printed for the new holder.
    expect((await getPdf(`/api/tickets/${sold}/pdf`, seller.token)).status).toBe(404);
    const theirs = await getPdf(`/api/tickets/${sold}/pdf`, buyer.token);
    expect(theirs.status).toBe(200);
    expect((await readPdf(theirs.bytes))[0]!.qrCodes).toEqual([newQr]);

    // The resent e-mail: its text and its attached PDF hold only the kept ticket.
    const resend = await api(`/api/orders/${orderId}/email`, { method: 'POST', token: seller.token });
    expect(resend.status, resend.text).toBe(200);
    const [mail] = await waitForMessages(
      (m) => m.to.includes(seller.user.email) && m.text.includes(keptSerial) && m.attachments.length > 0,
    );
    expect(mail, 'the resent e-mail').toBeDefined();
    expect(mail!.text).not.toContain(newSerial);
    const attachment = await fetch(`${MAIL_URL}/api/messages/${mail!.id}/attachments/0`);
    const mailed = await readPdf(new Uint8Array(await attachment.arrayBuffer()));
    expect(mailed.flatMap((p) => p.qrCodes)).toEqual([String((await ticketDoc(kept)).qr_code)]);

    // "Baixar meus dados": the hand-over is there, the new holder's serial and code are not.
    const exported = await api('/api/me/data-export', { token: seller.token });
    expect(exported.status, exported.text).toBe(200);
    expect(exported.text).toContain(sold);
    expect(exported.text).not.toContain(newSerial);
    expect(exported.text).not.toContain(newQr);

    // The new holder's code admits at the door.
    const door = await scanAtDoor({ code: newQr, eventId: sale.eventId }, users.adminToken);
    expect(door.status, door.text).toBe(200);

    // With both tickets handed on, the seller has nothing left to print or resend.
    const second = await api(`/api/me/tickets/${kept}/transfer`, {
      json: to,
      token: seller.token,
    });
    expect(second.status, second.text).toBe(200);
    const none = await api(`/api/orders/${orderId}/pdf`, { token: seller.token });
    expect(none.status).toBe(409);
    expect(errorOf(none).message).toBe('Nenhum ingresso disponível para download');
    const noMail = await api(`/api/orders/${orderId}/email`, { method: 'POST', token: seller.token });
    expect(noMail.status).toBe(409);
  });
});
