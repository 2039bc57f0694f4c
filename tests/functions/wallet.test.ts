// The ticket in the buyer's pocket (issue #30, item 4), against the live stack: the holder's
// signed .pkpass (a zip whose manifest lists each file's SHA-1 and whose signature verifies
// against the stack's TEST certificate), its QR exactly the stored qr_code, the gates from the
// event's check-in lists; Apple's pass web service with and without the pass's token; a cancelled
// ticket's pass and a transferred ticket's old pass come back voided; the Google save link's JWT
// verifies against the TEST key; the .ics of the event; someone else's ticket is 404.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  checkout,
  checkoutBody,
  seedSale,
  unpublishSales,
  type SaleFixture,
} from '../support/checkout-fixtures.ts';
import { adminDb, api, createUser, errorOf, tokenOf, verifyEmailOf } from '../support/functions-api.ts';
import { randomCpf } from '../support/cpf.ts';
import { openPass, raw, verifiedGoogleJwt, verifyPassSignature } from '../support/wallet.ts';
import { signedInAdminAndCustomer } from './signed-in.ts';

const users = signedInAdminAndCustomer();
let sale: SaleFixture;
beforeAll(async () => {
  users.customerToken = await verifyEmailOf(users.customer);
  sale = await seedSale();
});
afterAll(unpublishSales);

async function freeTicket(token: string): Promise<string> {
  const answer = await checkout(token, checkoutBody({ ...sale, itemId: 'cortesia' }));
  expect(answer.status, answer.text).toBe(200);
  return `${answer.body.orderId}-1`;
}
const ticket = async (id: string) => (await adminDb().doc(`tickets/${id}`).get()).data()!;
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const applePass = (id: string, token: string) =>
  raw(`/api/tickets/${id}/wallet/apple`, { headers: bearer(token) });

const SERVICE = '/api/wallet/apple/v1';
const PASS_TYPE = 'pass.br.com.gningressos.teste';
const passAuth = (token: string) => ({ authorization: `ApplePass ${token}` });

describe('GET /api/tickets/:id/wallet/apple', () => {
  it('gives the holder a signed pass with the event, holder, kind, gate and the stored code; 404 to anyone else', async () => {
    const id = await freeTicket(users.customerToken);
    const stored = await ticket(id);
    await adminDb()
      .doc(`event_checkin/${sale.eventId}`)
      .set({
        listas: [
          { id: 'a', nome: 'Portão A – Pista', tipos: [stored.tipo], permite_saida: false },
          { id: 'c', nome: 'Camarote', tipos: ['Camarote'], permite_saida: false },
        ],
      });

    expect((await raw(`/api/tickets/${id}/wallet/apple`)).status).toBe(401);
    const stranger = await api(`/api/tickets/${id}/wallet/apple`, {
      token: await tokenOf(await createUser()),
    });
    expect(stranger.status).toBe(404);
    expect(errorOf(stranger).message).toBe('Ingresso não encontrado');
    // The holder only: not even an admin gets someone else's pass.
    expect((await api(`/api/tickets/${id}/wallet/apple`, { token: users.adminToken })).status).toBe(404);

    const answer = await applePass(id, users.customerToken);
    expect(answer.status).toBe(200);
    expect(answer.contentType).toBe('application/vnd.apple.pkpass');
    const opened = await openPass(answer.body);
    expect(opened.files).toEqual(
      expect.arrayContaining(['pass.json', 'manifest.json', 'signature', 'icon.png']),
    );
    expect(opened.manifest).toEqual(opened.sha1s);
    expect(await verifyPassSignature(answer.body)).toBe(`Pass Type ID: ${PASS_TYPE}`);

    const { pass } = opened;
    expect(pass.barcodes).toEqual([
      expect.objectContaining({ format: 'PKBarcodeFormatQR', message: stored.qr_code }),
    ]);
    expect(pass.serialNumber).toBe(`${id}.${stored.codigo_serial}`);
    expect(pass.voided).toBe(false);
    expect(pass.webServiceURL).toMatch(/\/api\/wallet\/apple$/);
    expect(pass.authenticationToken.length).toBeGreaterThanOrEqual(16);
    const fields = Object.fromEntries(
      (['headerFields', 'primaryFields', 'secondaryFields', 'auxiliaryFields'] as const).flatMap((group) =>
        pass.eventTicket[group].map((f) => [f.key, f.value]),
      ),
    );
    expect(fields).toMatchObject({
      evento: `Show ${sale.eventId}`,
      titular: stored.titular,
      tipo: stored.tipo,
      local: 'Arena Teste, São Paulo',
      entrada: 'Portão A – Pista',
    });
  });
});

describe("Apple's pass web service", () => {
  it('registers a device with the pass’s token only, lists changes, serves the latest pass, voids a cancelled one', async () => {
    const id = await freeTicket(users.customerToken);
    const { pass } = await openPass((await applePass(id, users.customerToken)).body);
    const serial: string = pass.serialNumber;
    const registration = `${SERVICE}/devices/iphone-teste-${id}/registrations/${PASS_TYPE}/${serial}`;
    const body = { pushToken: 'token-apns-teste' };

    expect((await raw(registration, { json: body })).status).toBe(401);
    expect((await raw(registration, { json: body, headers: passAuth('x'.repeat(43)) })).status).toBe(401);
    expect(
      (await raw(registration, { json: body, headers: passAuth(pass.authenticationToken) })).status,
    ).toBe(201);
    expect(
      (await raw(registration, { json: body, headers: passAuth(pass.authenticationToken) })).status,
    ).toBe(200);

    const list = `${SERVICE}/devices/iphone-teste-${id}/registrations/${PASS_TYPE}`;
    const first = await api<{ serialNumbers: string[]; lastUpdated: string }>(list);
    expect(first.status).toBe(200);
    expect(first.body.serialNumbers).toEqual([serial]);
    expect((await raw(`${list}?passesUpdatedSince=${first.body.lastUpdated}`)).status).toBe(204);

    const latest = `${SERVICE}/passes/${PASS_TYPE}/${serial}`;
    expect((await raw(latest)).status).toBe(401);
    const current = await raw(latest, { headers: passAuth(pass.authenticationToken) });
    expect(current.status).toBe(200);
    expect(current.lastModified).toBeTruthy();
    const unchanged = await raw(latest, {
      headers: { ...passAuth(pass.authenticationToken), 'if-modified-since': current.lastModified! },
    });
    expect(unchanged.status).toBe(304);

    // Cancelled (as the order's cancellation leaves it): the phone is told and gets a voided pass.
    await adminDb().doc(`tickets/${id}`).update({ status: 'cancelado', updated_at: new Date() });
    const changed = await api<{ serialNumbers: string[] }>(
      `${list}?passesUpdatedSince=${first.body.lastUpdated}`,
    );
    expect(changed.body.serialNumbers).toEqual([serial]);
    const voided = await raw(latest, { headers: passAuth(pass.authenticationToken) });
    expect(voided.status).toBe(200);
    await verifyPassSignature(voided.body);
    const after = (await openPass(voided.body)).pass;
    expect(after.voided).toBe(true);
    expect(after.barcodes).toBeUndefined();
    expect((await applePass(id, users.customerToken)).status).toBe(409);

    expect((await raw(registration, { method: 'DELETE' })).status).toBe(401);
    expect(
      (await raw(registration, { method: 'DELETE', headers: passAuth(pass.authenticationToken) })).status,
    ).toBe(200);
    expect((await raw(list)).status).toBe(204);
  });

  it('voids a transferred ticket’s old pass (still its first holder’s) while the new holder gets their own', async () => {
    const id = await freeTicket(users.customerToken);
    const before = await ticket(id);
    const old = (await openPass((await applePass(id, users.customerToken)).body)).pass;
    const friend = await createUser({ nome: 'Bruno Novo', verified: true });
    const moved = await api(`/api/me/tickets/${id}/transfer`, {
      json: { nome: 'Bruno Novo', cpf: randomCpf(), email: friend.email },
      token: users.customerToken,
    });
    expect(moved.status, moved.text).toBe(200);
    const after = await ticket(id);

    const oldNow = await raw(`${SERVICE}/passes/${PASS_TYPE}/${old.serialNumber}`, {
      headers: passAuth(old.authenticationToken),
    });
    const voided = (await openPass(oldNow.body)).pass;
    expect(voided.voided).toBe(true);
    expect(voided.barcodes).toBeUndefined();
    expect(JSON.stringify(voided)).toContain(before.titular);
    expect(JSON.stringify(voided)).not.toContain('Bruno Novo');
    expect(JSON.stringify(voided)).not.toContain(after.codigo_serial);

    expect((await applePass(id, users.customerToken)).status).toBe(404);
    const theirs = (await openPass((await applePass(id, await tokenOf(friend))).body)).pass;
    expect(theirs.serialNumber).toBe(`${id}.${after.codigo_serial}`);
    expect(theirs.barcodes?.[0]?.message).toBe(after.qr_code);
  });
});

describe('GET /api/tickets/:id/wallet/google and /agenda', () => {
  it('answers a save link whose JWT verifies against the test key and carries the stored code', async () => {
    const id = await freeTicket(users.customerToken);
    const stored = await ticket(id);
    const stranger = await api(`/api/tickets/${id}/wallet/google`, {
      token: await tokenOf(await createUser()),
    });
    expect(stranger.status).toBe(404);

    const answer = await api<{ url: string }>(`/api/tickets/${id}/wallet/google`, {
      token: users.customerToken,
    });
    expect(answer.status).toBe(200);
    const claims = await verifiedGoogleJwt(answer.body.url);
    expect(claims).toMatchObject({ aud: 'google', typ: 'savetowallet' });
    const object = claims.payload.eventTicketObjects[0]!;
    expect(object.barcode).toMatchObject({ type: 'QR_CODE', value: stored.qr_code });
    expect(object.ticketHolderName).toBe(stored.titular);
    expect(object.classId).toBe(claims.payload.eventTicketClasses[0]!.id);
    expect(claims.payload.eventTicketClasses[0]!.eventName.defaultValue.value).toBe(`Show ${sale.eventId}`);
    await expect(verifiedGoogleJwt(answer.body.url.slice(0, -4) + 'AAAA')).rejects.toThrow();
  });

  it('gives the holder the event’s .ics at its real start', async () => {
    const id = await freeTicket(users.customerToken);
    const start: Date = (await ticket(id)).evento.data_inicio.toDate();
    const answer = await raw(`/api/tickets/${id}/agenda`, { headers: bearer(users.customerToken) });
    expect(answer.status).toBe(200);
    expect(answer.contentType).toContain('text/calendar');
    const dtstart = start
      .toISOString()
      .replace(/[-:]/g, '')
      .replace(/\.\d{3}/, '');
    expect(answer.body.toString()).toContain(`DTSTART:${dtstart}`);
    expect(answer.body.toString()).toContain(`SUMMARY:Show ${sale.eventId}`);
  });
});
