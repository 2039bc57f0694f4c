// Deletion of price tables, category tables (with their rows), category rows and home banners
// through POST /api/admin/content/{collection}/:id/delete, and the audit trigger on those
// collections, against the live stack: who may call it (401 / 403), unknown ids (404), the
// spec's "in use" refusal (409), what is deleted, and the audit_log entries. Never a 500.
import { randomUUID } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { eventually } from '../support/checkout-fixtures.ts';
import { adminDb, api, auditEntries, errorOf } from '../support/functions-api.ts';
import { signedInAdminAndCustomer } from './signed-in.ts';

const users = signedInAdminAndCustomer();

type Collection = 'pricing_tables' | 'category_tables' | 'event_category_data' | 'home_banners';

const newId = (prefix: string) => `${prefix}-${randomUUID().slice(0, 8)}`;
const deletePath = (collection: string, id: string) =>
  `/api/admin/content/${collection}/${encodeURIComponent(id)}/delete`;
const exists = async (path: string) => (await adminDb().doc(path).get()).exists;
const inUse = (n: number) => `Esta tabela está sendo usada por ${n} evento(s) e não pode ser excluída`;

/** Documents as the admin screens write them (Admin SDK here: rules do not apply to tests). */
const documents: Record<Collection, (id: string) => Record<string, unknown>> = {
  pricing_tables: (id) => ({
    nome: `Tabela ${id}`,
    descricao: null,
    // unpublished, like every seeded document here: their writes need no site rebuild
    publicada: false,
    itens: [{ id: 'inteira', label: 'Inteira', valor_centavos: 5000 }],
    created_at: Timestamp.now(),
    updated_at: Timestamp.now(),
  }),
  category_tables: (id) => ({
    nome: `Categorias ${id}`,
    descricao: null,
    publicada: false,
    colunas: [{ id: 'c1', nome: 'Categoria', tipo: 'texto', opcoes: null, ordem: 0, subdivisoes: null }],
    created_at: Timestamp.now(),
    updated_at: Timestamp.now(),
  }),
  event_category_data: () => ({
    table_id: 'ct-x',
    event_id: 'ev-x',
    linha_ordem: 0,
    dados: { c1: 'Adulto' },
    updated_at: Timestamp.now(),
  }),
  home_banners: (id) => ({
    imagem_url: 'https://example.com/banner.jpg',
    titulo: `Banner ${id}`,
    descricao: 'Descrição do banner',
    ativo: false,
    ordem: 90,
    botao1_texto: null,
    botao1_tipo: null,
    botao1_referencia: null,
    botao2_texto: null,
    botao2_tipo: null,
    botao2_referencia: null,
  }),
};

async function seed(collection: Collection, over: Record<string, unknown> = {}): Promise<string> {
  const id = newId(collection.slice(0, 4));
  await adminDb()
    .doc(`${collection}/${id}`)
    .set({ ...documents[collection](id), ...over });
  return id;
}

/** A minimal event that uses the given tables (only the fields the in-use check reads matter). */
async function seedEventUsing(tables: { pricing?: string[]; category?: string[] }): Promise<string> {
  const id = newId('ev');
  await adminDb()
    .doc(`events/${id}`)
    .set({
      titulo: `Evento ${id}`,
      slug: id,
      status: 'rascunho',
      visivel: false,
      pricing_table_ids: tables.pricing ?? [],
      category_table_ids: tables.category ?? [],
      created_at: Timestamp.now(),
      updated_at: Timestamp.now(),
    });
  return id;
}

async function seedRows(tableId: string, eventId: string, n: number) {
  const rows = adminDb().collection('event_category_data');
  return Promise.all(
    Array.from({ length: n }, (_, i) =>
      rows.add({ table_id: tableId, event_id: eventId, linha_ordem: i, dados: {}, updated_at: new Date() }),
    ),
  );
}

const ALL: Collection[] = ['pricing_tables', 'category_tables', 'event_category_data', 'home_banners'];
const NOT_FOUND: Record<Collection, string> = {
  pricing_tables: 'Tabela não encontrada',
  category_tables: 'Tabela não encontrada',
  event_category_data: 'Registro não encontrado',
  home_banners: 'Banner não encontrado',
};

describe('POST /api/admin/content/:collection/:id/delete: access and unknown ids', () => {
  it.each(ALL)('%s: 401 without a token, 403 for a customer, and the document stays', async (collection) => {
    const id = await seed(collection);
    for (const token of [undefined, 'not-a-token']) {
      const answer = await api(deletePath(collection, id), { method: 'POST', token });
      expect(answer.status).toBe(401);
      expect(errorOf(answer)).toEqual({ code: 'unauthenticated', message: 'Faça login para continuar' });
    }
    const forbidden = await api(deletePath(collection, id), { method: 'POST', token: users.customerToken });
    expect(forbidden.status).toBe(403);
    expect(errorOf(forbidden).code).toBe('forbidden');
    expect(await exists(`${collection}/${id}`)).toBe(true);
    expect(await auditEntries('delete', `${collection}/${id}`)).toHaveLength(0);
  });

  it.each(ALL)('%s: 404 with a pt-BR message for an unknown id', async (collection) => {
    for (const id of [newId('nao-existe'), '__x__']) {
      const answer = await api(deletePath(collection, id), { method: 'POST', token: users.adminToken });
      expect(answer.status, id).toBe(404);
      expect(errorOf(answer)).toEqual({ code: 'not_found', message: NOT_FOUND[collection] });
    }
  });

  it('404 for a collection that has no delete route (events and news have their own)', async () => {
    for (const collection of ['events', 'audit_log', 'orders']) {
      const answer = await api(deletePath(collection, 'x'), { method: 'POST', token: users.adminToken });
      expect(answer.status, collection).toBe(404);
      expect(errorOf(answer).code).toBe('not_found');
    }
  });
});

describe('price tables', () => {
  it('409 while events use the table, with their count; nothing is deleted or logged', async () => {
    const id = await seed('pricing_tables');
    await seedEventUsing({ pricing: [id] });
    await seedEventUsing({ pricing: ['outra', id] });
    await seedEventUsing({ category: [id] }); // another field: does not count
    const answer = await api(deletePath('pricing_tables', id), { method: 'POST', token: users.adminToken });
    expect(answer.status).toBe(409);
    expect(errorOf(answer)).toEqual({ code: 'conflict', message: inUse(2) });
    expect(await exists(`pricing_tables/${id}`)).toBe(true);
    expect(await auditEntries('delete', `pricing_tables/${id}`)).toHaveLength(0);
  });

  it('deletes an unused table and logs the deleted values with the caller', async () => {
    const id = await seed('pricing_tables');
    const answer = await api(deletePath('pricing_tables', id), { method: 'POST', token: users.adminToken });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ id, deleted: true });
    expect(await exists(`pricing_tables/${id}`)).toBe(false);
    const entries = await auditEntries('delete', `pricing_tables/${id}`);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      actor_uid: users.admin.uid,
      actor_email: users.admin.email,
      source: 'function',
      target_label: `Tabela ${id}`,
      changes: {
        nome: { before: `Tabela ${id}`, after: null },
        publicada: { before: false, after: null },
        itens: { before: [{ id: 'inteira', label: 'Inteira', valor_centavos: 5000 }], after: null },
      },
    });
    expect(entries[0]!.created_at).toBeInstanceOf(Timestamp);

    const again = await api(deletePath('pricing_tables', id), { method: 'POST', token: users.adminToken });
    expect(again.status).toBe(404);
  });
});

describe('category tables', () => {
  it('409 while events use the table; its rows stay', async () => {
    const id = await seed('category_tables');
    const event = await seedEventUsing({ category: [id] });
    const rows = await seedRows(id, event, 2);
    const answer = await api(deletePath('category_tables', id), { method: 'POST', token: users.adminToken });
    expect(answer.status).toBe(409);
    expect(errorOf(answer)).toEqual({ code: 'conflict', message: inUse(1) });
    expect(await exists(`category_tables/${id}`)).toBe(true);
    for (const row of rows) expect((await row.get()).exists).toBe(true);
  });

  it('deletes an unused table with its rows (only its own), and logs the table', async () => {
    const id = await seed('category_tables');
    const mine = await seedRows(id, 'ev-antigo', 3);
    const other = await seed('category_tables');
    const kept = await seedRows(other, 'ev-antigo', 1);

    const answer = await api(deletePath('category_tables', id), { method: 'POST', token: users.adminToken });
    expect(answer.status).toBe(200);
    expect(await exists(`category_tables/${id}`)).toBe(false);
    for (const row of mine) expect((await row.get()).exists).toBe(false);
    expect((await kept[0]!.get()).exists).toBe(true);
    expect(await exists(`category_tables/${other}`)).toBe(true);

    const [entry] = await auditEntries('delete', `category_tables/${id}`);
    expect(entry).toMatchObject({
      actor_uid: users.admin.uid,
      actor_email: users.admin.email,
      source: 'function',
      target_label: `Categorias ${id}`,
    });
    expect(entry!.changes.nome).toEqual({ before: `Categorias ${id}`, after: null });
    expect(entry!.changes.colunas.before).toHaveLength(1);
  });
});

describe('category rows and banners: plain deletion with the entry', () => {
  it('deletes a category row and logs its values', async () => {
    const id = await seed('event_category_data');
    const answer = await api(deletePath('event_category_data', id), {
      method: 'POST',
      token: users.adminToken,
    });
    expect(answer.status).toBe(200);
    expect(await exists(`event_category_data/${id}`)).toBe(false);
    const [entry] = await auditEntries('delete', `event_category_data/${id}`);
    expect(entry).toMatchObject({
      actor_uid: users.admin.uid,
      source: 'function',
      changes: {
        dados: { before: { c1: 'Adulto' }, after: null },
        linha_ordem: { before: 0, after: null },
        table_id: { before: 'ct-x', after: null },
      },
    });
  });

  it('deletes a banner and logs its values', async () => {
    const id = await seed('home_banners');
    const answer = await api(deletePath('home_banners', id), { method: 'POST', token: users.adminToken });
    expect(answer.status).toBe(200);
    expect(await exists(`home_banners/${id}`)).toBe(false);
    const [entry] = await auditEntries('delete', `home_banners/${id}`);
    expect(entry).toMatchObject({
      actor_uid: users.admin.uid,
      actor_email: users.admin.email,
      target_label: `Banner ${id}`,
      changes: {
        titulo: { before: `Banner ${id}`, after: null },
        imagem_url: { before: 'https://example.com/banner.jpg', after: null },
      },
    });
  });
});

describe('the audit trigger on tables, rows and banners', { timeout: 200_000 }, () => {
  // The emulator delivers trigger events one at a time, after every write queued before (the
  // seed's, other test files'): the entry can take much longer than the ~1 s it takes alone.
  const waitFor = (action: string, target: string) =>
    eventually(async () => {
      const entries = await auditEntries(action, target);
      return entries.length > 0 && entries;
    }, 90_000);

  it.each(ALL)(
    '%s: a stamped create and update are logged with the author and changed fields',
    async (collection) => {
      const id = await seed(collection, { updated_by: users.admin.uid });
      const [created] = await waitFor('create', `${collection}/${id}`);
      expect(created).toMatchObject({
        actor_uid: users.admin.uid,
        actor_email: users.admin.email,
        source: 'trigger',
      });
      expect(created!.changes.updated_by).toBeUndefined();

      const edit: Record<Collection, Record<string, unknown>> = {
        pricing_tables: { descricao: 'Meia para estudantes' },
        category_tables: { nome: 'Categorias por idade' },
        event_category_data: { linha_ordem: 7 },
        home_banners: { ordem: 91 },
      };
      await adminDb()
        .doc(`${collection}/${id}`)
        .update({ ...edit[collection], updated_by: users.admin.uid });
      const [updated] = await waitFor('update', `${collection}/${id}`);
      const [field, after] = Object.entries(edit[collection])[0]!;
      expect(updated!.changes).toEqual({
        [field]: { before: documents[collection](id)[field], after },
      });
      expect(updated!.actor_uid).toBe(users.admin.uid);
    },
  );

  it('an unstamped server write (seed) leaves no entry', async () => {
    const stamped = await seed('home_banners', { updated_by: users.admin.uid });
    const unstamped = await seed('home_banners');
    await waitFor('create', `home_banners/${stamped}`);
    expect(await auditEntries('create', `home_banners/${unstamped}`)).toHaveLength(0);
  });
});
