// Admin event functions (stock total, deletion), news deletion and the audit trigger, against the
// live stack: who may call them (401 / 403), bad input (400), refusals (404 / 409), the stock
// arithmetic, what deletion removes, and the audit_log entries each write leaves. Never a 500.
import { randomUUID } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { adminDb, api, auditEntries, errorOf, type ApiAnswer } from '../support/functions-api.ts';
import { signedInAdminAndCustomer } from './signed-in.ts';
import { eventDoc } from '../support/event-doc.ts';

const users = signedInAdminAndCustomer();

const STOCK_MESSAGE = 'Estoque deve ser maior ou igual a 0';
const SOLD_MESSAGE =
  'Este evento tem ingressos vendidos e não pode ser excluído. Oculte-o ou mude o status para rascunho.';

function newId(prefix: string): string {
  return `${prefix}-${randomUUID().slice(0, 8)}`;
}

/** An event as the admin form writes it (Admin SDK here: rules do not apply to tests). */
async function seedEvent(
  options: { stock?: { total: number; disponivel: number }; updatedBy?: string } = {},
) {
  const id = newId('ev');
  const now = Timestamp.now();
  await adminDb()
    .doc(`events/${id}`)
    .set(
      eventDoc(id, Timestamp.fromDate(new Date('2030-05-10T23:00:00Z')), now, {
        descricao: '<p>Descrição</p>',
        ...(options.updatedBy ? { updated_by: options.updatedBy } : {}),
      }),
    );
  if (options.stock) {
    await adminDb()
      .doc(`event_stock/${id}`)
      .set({ ...options.stock, updated_at: now });
    // What is sold or reserved is held by slot documents (functions/src/stock/slots-ground.ts):
    // put them at the top indices, so that lowering the total has to move them.
    const batch = adminDb().batch();
    for (let i = options.stock.disponivel; i < options.stock.total; i++) {
      batch.set(adminDb().doc(`event_stock/${id}/slots/${i}`), {
        indice: i,
        order_id: `order-${i}`,
        claim_id: 'seed',
        estado: 'vendido',
        expira_em: null,
        created_at: now,
      });
    }
    await batch.commit();
  }
  return id;
}

async function slotIndices(id: string): Promise<number[]> {
  const snap = await adminDb().collection(`event_stock/${id}/slots`).get();
  return snap.docs.map((d) => Number(d.id)).sort((a, b) => a - b);
}

async function stockOf(id: string) {
  const snap = await adminDb().doc(`event_stock/${id}`).get();
  const data = snap.data();
  return data ? { total: data.total as number, disponivel: data.disponivel as number } : null;
}

function expectNo500(answer: ApiAnswer): void {
  expect(answer.status, answer.text.slice(0, 200)).toBeLessThan(500);
}

/** Polls until `read` returns something truthy (the audit trigger runs about 1 s after a write). */
async function eventually<T>(
  read: () => Promise<T | null | undefined | false>,
  timeoutMs = 15_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value) return value;
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 300));
  }
}

const stockPath = (id: string) => `/api/admin/events/${encodeURIComponent(id)}/stock`;
const deletePath = (id: string) => `/api/admin/events/${encodeURIComponent(id)}/delete`;

describe('GET /api/admin/events/options', () => {
  it('401 and 403 for anyone but an admin', async () => {
    expect((await api('/api/admin/events/options')).status).toBe(401);
    expect((await api('/api/admin/events/options', { token: users.customerToken })).status).toBe(403);
  });

  it("lists every event with only the picker's fields", async () => {
    const id = await seedEvent();
    const answer = await api<{ events: Record<string, unknown>[] }>('/api/admin/events/options', {
      token: users.adminToken,
    });
    expect(answer.status).toBe(200);
    const row = answer.body?.events.find((e) => e.id === id);
    expect(row).toEqual({
      id,
      titulo: `Evento ${id}`,
      data_inicio: '2030-05-10T23:00:00.000Z',
      pricing_table_ids: [],
    });
  });
});

describe('POST /api/admin/events/:id/stock', () => {
  it('401 without a token or with a bad one', async () => {
    const id = await seedEvent();
    for (const token of [undefined, 'not-a-token']) {
      const answer = await api(stockPath(id), { json: { total: 10 }, token });
      expect(answer.status).toBe(401);
      expect(errorOf(answer)).toEqual({ code: 'unauthenticated', message: 'Faça login para continuar' });
    }
    expect(await stockOf(id)).toBeNull();
  });

  it('403 for a customer, and the stock is not written', async () => {
    const id = await seedEvent();
    const answer = await api(stockPath(id), { json: { total: 10 }, token: users.customerToken });
    expect(answer.status).toBe(403);
    expect(errorOf(answer).code).toBe('forbidden');
    expect(await stockOf(id)).toBeNull();
  });

  it('400 with the pt-BR message for bad totals and bodies', async () => {
    const id = await seedEvent({ stock: { total: 10, disponivel: 10 } });
    const bad: [unknown, string][] = [
      [{}, STOCK_MESSAGE],
      [{ total: -1 }, STOCK_MESSAGE],
      [{ total: 1.5 }, STOCK_MESSAGE],
      [{ total: '10' }, STOCK_MESSAGE],
      [{ total: null }, STOCK_MESSAGE],
      [{ total: 1_000_001 }, 'Estoque deve ser no máximo 1.000.000'],
      [[1, 2], 'Corpo da requisição inválido'],
    ];
    for (const [json, message] of bad) {
      const answer = await api(stockPath(id), { json, token: users.adminToken });
      expect(answer.status, JSON.stringify(json)).toBe(400);
      expect(errorOf(answer)).toEqual({ code: 'bad_request', message });
    }
    const broken = await api(stockPath(id), {
      body: '{"total":',
      headers: { 'content-type': 'application/json' },
      token: users.adminToken,
    });
    expect(broken.status).toBe(400);
    expectNo500(broken);
    expect(await stockOf(id)).toEqual({ total: 10, disponivel: 10 });
  });

  it('404 for an unknown event (no stock document is created)', async () => {
    const id = newId('nao-existe');
    const answer = await api(stockPath(id), { json: { total: 5 }, token: users.adminToken });
    expect(answer.status).toBe(404);
    expect(errorOf(answer)).toEqual({ code: 'not_found', message: 'Evento não encontrado' });
    expect(await stockOf(id)).toBeNull();
  });

  it('creates the stock of a new event, everything available, and audits it', async () => {
    const id = await seedEvent();
    const answer = await api(stockPath(id), { json: { total: 120 }, token: users.adminToken });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ total: 120, disponivel: 120, vendidos_ou_reservados: 0 });
    expect(await stockOf(id)).toEqual({ total: 120, disponivel: 120 });
    const [entry] = await auditEntries('create', `event_stock/${id}`);
    expect(entry).toMatchObject({
      actor_uid: users.admin.uid,
      actor_email: users.admin.email,
      source: 'function',
      changes: { total: { before: null, after: 120 }, disponivel: { before: null, after: 120 } },
    });
  });

  it('keeps what is sold or reserved: raising and lowering the total', async () => {
    const id = await seedEvent({ stock: { total: 100, disponivel: 70 } });
    const up = await api(stockPath(id), { json: { total: 150 }, token: users.adminToken });
    expect(up.status).toBe(200);
    expect(up.body).toEqual({ total: 150, disponivel: 120, vendidos_ou_reservados: 30 });
    expect(await stockOf(id)).toEqual({ total: 150, disponivel: 120 });

    const down = await api(stockPath(id), { json: { total: 30 }, token: users.adminToken });
    expect(down.status).toBe(200);
    expect(await stockOf(id)).toEqual({ total: 30, disponivel: 0 });
    // The 30 held slots were at indices 70..99: they now fill 0..29, each kept with its order.
    expect(await slotIndices(id)).toEqual(Array.from({ length: 30 }, (_, i) => i));
    const moved = await adminDb().collection(`event_stock/${id}/slots`).get();
    expect(new Set(moved.docs.map((d) => d.get('order_id'))).size).toBe(30);
    expect(moved.docs.every((d) => d.get('indice') === Number(d.id))).toBe(true);

    const entries = await auditEntries('update', `event_stock/${id}`);
    expect(entries).toHaveLength(2);
    expect(entries.map((e) => e.changes.total.after).sort()).toEqual([150, 30].sort());
  });

  it('409 below what is sold or reserved, with the count, and nothing changes', async () => {
    const id = await seedEvent({ stock: { total: 100, disponivel: 70 } });
    const answer = await api(stockPath(id), { json: { total: 29 }, token: users.adminToken });
    expect(answer.status).toBe(409);
    expect(errorOf(answer)).toEqual({
      code: 'conflict',
      message: 'O estoque total não pode ser menor que os ingressos já vendidos ou reservados (30).',
    });
    expect(await stockOf(id)).toEqual({ total: 100, disponivel: 70 });
    expect(await auditEntries('update', `event_stock/${id}`)).toHaveLength(0);
  });

  it('the same total again changes nothing and logs nothing', async () => {
    const id = await seedEvent({ stock: { total: 40, disponivel: 35 } });
    const answer = await api(stockPath(id), { json: { total: 40 }, token: users.adminToken });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ total: 40, disponivel: 35, vendidos_ou_reservados: 5 });
    expect(await auditEntries('update', `event_stock/${id}`)).toHaveLength(0);
  });
});

describe('POST /api/admin/events/:id/delete', () => {
  it('401 and 403, and the event stays', async () => {
    const id = await seedEvent();
    expect((await api(deletePath(id), { method: 'POST' })).status).toBe(401);
    const forbidden = await api(deletePath(id), { method: 'POST', token: users.customerToken });
    expect(forbidden.status).toBe(403);
    expect((await adminDb().doc(`events/${id}`).get()).exists).toBe(true);
  });

  it('404 for an unknown event', async () => {
    const answer = await api(deletePath(newId('nao-existe')), { method: 'POST', token: users.adminToken });
    expect(answer.status).toBe(404);
    expect(errorOf(answer)).toEqual({ code: 'not_found', message: 'Evento não encontrado' });
  });

  it('409 when tickets exist for the event', async () => {
    const id = await seedEvent({ stock: { total: 10, disponivel: 10 } });
    await adminDb().collection('tickets').add({ event_id: id, user_id: 'u', status: 'pago', quantidade: 1 });
    const answer = await api(deletePath(id), { method: 'POST', token: users.adminToken });
    expect(answer.status).toBe(409);
    expect(errorOf(answer)).toEqual({ code: 'conflict', message: SOLD_MESSAGE });
    expect((await adminDb().doc(`events/${id}`).get()).exists).toBe(true);
    expect(await stockOf(id)).toEqual({ total: 10, disponivel: 10 });
  });

  it('409 when the event holds sales or live reservations', async () => {
    const id = await seedEvent({ stock: { total: 10, disponivel: 9 } });
    const answer = await api(deletePath(id), { method: 'POST', token: users.adminToken });
    expect(answer.status).toBe(409);
    expect(errorOf(answer).message).toBe(SOLD_MESSAGE);
    expect((await adminDb().doc(`events/${id}`).get()).exists).toBe(true);
  });

  it('deletes the event, its stock and its category rows, and records who deleted it', async () => {
    const id = await seedEvent({ stock: { total: 50, disponivel: 50 } });
    const other = await seedEvent();
    // Block hints left by places that were freed (stock/slot-blocks.ts): they go with the stock.
    const freedBlock = { inicio: 0, tomados: [], ocupados: 0 };
    const blocks = [`event_stock/${id}/slots_blocos/0`, `event_stock/${id}/lotes/l1/vagas_blocos/0`];
    const otherBlock = adminDb().doc(`event_stock/${other}/slots_blocos/0`);
    await Promise.all([
      ...blocks.map((path) => adminDb().doc(path).set(freedBlock)),
      otherBlock.set(freedBlock),
    ]);
    const rows = adminDb().collection('event_category_data');
    const mine = await Promise.all(
      [0, 1, 2].map((i) =>
        rows.add({ table_id: 't1', event_id: id, linha_ordem: i, dados: {}, updated_at: new Date() }),
      ),
    );
    const kept = await rows.add({
      table_id: 't1',
      event_id: other,
      linha_ordem: 0,
      dados: {},
      updated_at: new Date(),
    });

    const answer = await api(deletePath(id), { method: 'POST', token: users.adminToken });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ id, deleted: true });
    expect((await adminDb().doc(`events/${id}`).get()).exists).toBe(false);
    expect(await stockOf(id)).toBeNull();
    for (const row of mine) expect((await row.get()).exists).toBe(false);
    for (const path of blocks) expect((await adminDb().doc(path).get()).exists).toBe(false);
    expect((await otherBlock.get()).exists).toBe(true);
    expect((await kept.get()).exists).toBe(true);
    expect((await adminDb().doc(`events/${other}`).get()).exists).toBe(true);

    const [entry] = await auditEntries('delete', `events/${id}`);
    expect(entry).toMatchObject({
      actor_uid: users.admin.uid,
      actor_email: users.admin.email,
      source: 'function',
      target_label: `Evento ${id}`,
    });
    expect(entry!.changes.titulo).toEqual({ before: `Evento ${id}`, after: null });

    const again = await api(deletePath(id), { method: 'POST', token: users.adminToken });
    expect(again.status).toBe(404);
  });
});

describe('POST /api/admin/news/:id/delete', () => {
  async function seedNews() {
    const id = newId('n');
    await adminDb()
      .doc(`news/${id}`)
      .set({
        titulo: `Notícia ${id}`,
        slug: id,
        corpo: '<p>x</p>',
        capa_url: null,
        status: 'rascunho',
        autor_id: users.admin.uid,
        publicado_em: null,
        created_at: Timestamp.now(),
        updated_at: Timestamp.now(),
      });
    return id;
  }
  const path = (id: string) => `/api/admin/news/${encodeURIComponent(id)}/delete`;

  it('401, 403 and 404', async () => {
    const id = await seedNews();
    expect((await api(path(id), { method: 'POST' })).status).toBe(401);
    expect((await api(path(id), { method: 'POST', token: users.customerToken })).status).toBe(403);
    const missing = await api(path(newId('nao-existe')), { method: 'POST', token: users.adminToken });
    expect(missing.status).toBe(404);
    expect(errorOf(missing)).toEqual({ code: 'not_found', message: 'Notícia não encontrada' });
    expect((await adminDb().doc(`news/${id}`).get()).exists).toBe(true);
  });

  it('deletes and audits', async () => {
    const id = await seedNews();
    const answer = await api(path(id), { method: 'POST', token: users.adminToken });
    expect(answer.status).toBe(200);
    expect((await adminDb().doc(`news/${id}`).get()).exists).toBe(false);
    const [entry] = await auditEntries('delete', `news/${id}`);
    expect(entry).toMatchObject({ actor_uid: users.admin.uid, source: 'function' });
  });
});

describe('the audit trigger on events and news', { timeout: 120_000 }, () => {
  it('records a create and then only the changed fields of an update, with the author from updated_by', async () => {
    const id = await seedEvent({ updatedBy: users.admin.uid });
    const [created] = await eventually(async () => {
      const entries = await auditEntries('create', `events/${id}`);
      return entries.length > 0 && entries;
    });
    expect(created).toMatchObject({
      actor_uid: users.admin.uid,
      actor_email: users.admin.email,
      source: 'trigger',
      target_label: `Evento ${id}`,
    });
    expect(created!.changes.titulo).toEqual({ before: null, after: `Evento ${id}` });
    expect(created!.changes.updated_by).toBeUndefined();

    await adminDb()
      .doc(`events/${id}`)
      .update({
        titulo: 'Título novo',
        descricao: 'x'.repeat(400),
        updated_at: Timestamp.now(),
        updated_by: users.admin.uid,
      });
    const [updated] = await eventually(async () => {
      const entries = await auditEntries('update', `events/${id}`);
      return entries.length > 0 && entries;
    });
    expect(Object.keys(updated!.changes).sort()).toEqual(['descricao', 'titulo']);
    expect(updated!.changes.titulo).toEqual({ before: `Evento ${id}`, after: 'Título novo' });
    expect((updated!.changes.descricao.after as string).length).toBe(301); // 300 + '…'
  });

  it('ignores server writes without updated_by (seed, functions record their own entries)', async () => {
    const marked = await seedEvent({ updatedBy: users.admin.uid });
    const unmarked = await seedEvent();
    await eventually(async () => (await auditEntries('create', `events/${marked}`)).length > 0);
    expect(await auditEntries('create', `events/${unmarked}`)).toHaveLength(0);
  });
});
