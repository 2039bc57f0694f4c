// Targeted attacks and shape checks: what a curious user, a stolen admin session or a buggy admin
// form could try. Every case names its actor and expected outcome.
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  deleteField,
  doc,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  where,
} from 'firebase/firestore';
import { describe, it } from 'vitest';
import { ADMIN, DEMOTED_ADMIN, USER_A, USER_B, useRulesEnv } from './env.ts';
import {
  T0,
  T1,
  newProfile,
  order,
  role,
  stock,
  ticket,
  validBanner,
  validCategoryRow,
  validCategoryTable,
  validEvent,
  validNews,
  validNewsBanner,
  validPricingTable,
} from './fixtures.ts';
import { expectEach, expectOutcome } from './harness.ts';

const env = useRulesEnv();

const A_PROFILE = 'profiles/user-a';

describe('a user on their own profile', () => {
  const forbidden: Record<string, unknown> = {
    asaas_customer_id: 'cus_forged',
    cpf: '98765432100',
    avatar_url: 'https://evil.example/x.png',
    user_id: 'user-b',
    email: 'other@example.com',
    created_at: T1,
  };
  for (const [field, value] of Object.entries(forbidden)) {
    it(`cannot set ${field}`, () =>
      expectOutcome(env(), 'userA', 'deny', { op: 'update', path: A_PROFILE, data: { [field]: value } }));
  }

  expectEach(env, 'userA', 'deny', {
    'cannot clear a function-owned field (cpf)': {
      op: 'update',
      path: A_PROFILE,
      data: { cpf: deleteField() },
    },
    'cannot sneak asaas_customer_id in with an allowed field': {
      op: 'update',
      path: A_PROFILE,
      data: { nome: 'Ana', asaas_customer_id: 'cus_forged' },
    },
  });

  expectEach(env, 'userA', 'allow', {
    'can change nome, telefone and preferencias': {
      op: 'update',
      path: A_PROFILE,
      data: {
        nome: 'Ana Maria',
        telefone: '+5521912345678',
        preferencias: { tema: null, notificacoes_email: false },
      },
    },
    'can use a dotted path inside preferencias': {
      op: 'update',
      path: A_PROFILE,
      data: { 'preferencias.tema': 'gn-light' },
    },
  });

  const badValues: [string, Record<string, unknown>][] = [
    ['empty nome', { nome: '' }],
    ['nome over 100 characters', { nome: 'x'.repeat(101) }],
    ['nome not a string', { nome: 42 }],
    ['telefone without +55', { telefone: '11987654321' }],
    ['telefone with a mask', { telefone: '+55 (11) 98765-4321' }],
    ['telefone too short', { telefone: '+55119876' }],
    ['unknown tema', { preferencias: { tema: 'matrix', notificacoes_email: true } }],
    [
      'extra key in preferencias',
      { preferencias: { tema: 'gn-dark', notificacoes_email: true, admin: true } },
    ],
    ['notificacoes_email not a boolean', { preferencias: { tema: 'gn-dark', notificacoes_email: 'sim' } }],
    ['preferencias removed', { preferencias: deleteField() }],
    ['nome removed', { nome: deleteField() }],
  ];
  for (const [label, data] of badValues) {
    it(`rejects ${label}`, () =>
      expectOutcome(env(), 'userA', 'deny', { op: 'update', path: A_PROFILE, data }));
  }

  it('cannot delete it', () => expectOutcome(env(), 'userA', 'deny', { op: 'delete', path: A_PROFILE }));
});

describe('a user creating their profile', () => {
  const absent = [A_PROFILE];
  const create = (data: Record<string, unknown>) => ({
    op: 'create' as const,
    path: A_PROFILE,
    absent,
    data,
  });

  it('succeeds with the allowed keys and the token e-mail', () =>
    expectOutcome(env(), 'userA', 'allow', create(newProfile(USER_A.uid, USER_A.email))));

  it('succeeds with only the required keys and a server timestamp', () =>
    expectOutcome(
      env(),
      'userA',
      'allow',
      create({ user_id: USER_A.uid, nome: 'Ana', email: USER_A.email, created_at: serverTimestamp() }),
    ));

  it('fails with another e-mail', () =>
    expectOutcome(env(), 'userA', 'deny', create(newProfile(USER_A.uid, USER_B.email))));

  it('fails with user_id of someone else', () =>
    expectOutcome(env(), 'userA', 'deny', create(newProfile(USER_B.uid, USER_A.email))));

  for (const field of ['cpf', 'asaas_customer_id', 'avatar_url']) {
    it(`fails when it sets ${field}`, () =>
      expectOutcome(env(), 'userA', 'deny', create(newProfile(USER_A.uid, USER_A.email, { [field]: 'x' }))));
  }

  it('fails with an extra key (role)', () =>
    expectOutcome(env(), 'userA', 'deny', create(newProfile(USER_A.uid, USER_A.email, { role: 'admin' }))));

  it('fails without created_at', () => {
    const { created_at: _omit, ...data } = newProfile(USER_A.uid, USER_A.email);
    return expectOutcome(env(), 'userA', 'deny', create(data));
  });

  it('fails with a malformed telefone', () =>
    expectOutcome(env(), 'userA', 'deny', create(newProfile(USER_A.uid, USER_A.email, { telefone: '123' }))));

  it('fails for another uid even with their e-mail in the data', () =>
    expectOutcome(env(), 'userA', 'deny', {
      op: 'create',
      path: 'profiles/user-b',
      absent: ['profiles/user-b'],
      data: newProfile(USER_B.uid, USER_B.email),
    }));

  it('anonymous cannot create any profile', () =>
    expectOutcome(env(), 'anonymous', 'deny', create(newProfile(USER_A.uid, USER_A.email))));

  it('admin cannot create a profile for a user', () =>
    expectOutcome(env(), 'admin', 'deny', create(newProfile(USER_A.uid, USER_A.email))));
});

describe('admin on profiles', () => {
  it('may change nome and telefone of any profile', () =>
    expectOutcome(env(), 'admin', 'allow', {
      op: 'update',
      path: 'profiles/user-b',
      data: { nome: 'Bruno L.', telefone: '+5511999990000' },
    }));
  for (const [field, value] of Object.entries({
    email: 'new@example.com',
    cpf: '11122233344',
    asaas_customer_id: 'cus_x',
    avatar_url: 'https://example.com/avatars/x.jpg',
    preferencias: { tema: 'gn-light', notificacoes_email: true },
  })) {
    it(`may not change ${field}`, () =>
      expectOutcome(env(), 'admin', 'deny', {
        op: 'update',
        path: 'profiles/user-b',
        data: { [field]: value },
      }));
  }
  expectEach(env, 'admin', 'deny', {
    'still validates telefone': { op: 'update', path: 'profiles/user-b', data: { telefone: 'abc' } },
    'may not delete a profile': { op: 'delete', path: 'profiles/user-b' },
  });
});

describe('a user and other people’s data', () => {
  expectEach(env, 'userA', 'deny', {
    "cannot read B's order": { op: 'get', path: 'orders/order-b' },
    "cannot read B's ticket": { op: 'get', path: 'tickets/ticket-b' },
    "cannot read B's profile": { op: 'get', path: 'profiles/user-b' },
    "cannot read B's role": { op: 'get', path: 'user_roles/user-b' },
    "cannot query B's orders": { op: 'list', path: 'orders', where: [['user_id', '==', 'user-b']] },
    "cannot query B's tickets": { op: 'list', path: 'tickets', where: [['user_id', '==', 'user-b']] },
    'cannot query orders by another field (status) without the user_id filter': {
      op: 'list',
      path: 'orders',
      where: [['status', '==', 'aguardando_pagamento']],
    },
  });
  it('can query own orders newest first', async () => {
    const db = env().authenticatedContext(USER_A.uid, { email: USER_A.email }).firestore();
    const snap = await assertSucceeds(
      getDocs(
        query(
          collection(db, 'orders'),
          where('user_id', '==', USER_A.uid),
          orderBy('created_at', 'desc'),
          limit(3),
        ),
      ),
    );
    if (snap.docs.some((d) => d.data().user_id !== USER_A.uid))
      throw new Error('leaked another user’s order');
  });
  it('can read own order by id (the waiting page)', () =>
    expectOutcome(env(), 'userA', 'allow', { op: 'get', path: 'orders/order-a' }));
});

describe('a user writing commerce data', () => {
  expectEach(env, 'userA', 'deny', {
    'cannot create an order for themselves': {
      op: 'create',
      path: 'orders/forged',
      data: order(USER_A.uid, { status: 'pago', total: 1 }),
    },
    'cannot mark own order as paid': { op: 'update', path: 'orders/order-a', data: { status: 'pago' } },
    "cannot retag own order's event_ids (what the admin's event filter queries)": {
      op: 'update',
      path: 'orders/order-a',
      data: { event_ids: ['ev-draft'] },
    },
    'cannot create a ticket for themselves': {
      op: 'create',
      path: 'tickets/forged',
      data: ticket(USER_A.uid, 'order-a'),
    },
    'cannot raise the quantity of own ticket': {
      op: 'update',
      path: 'tickets/ticket-a',
      data: { quantidade: 50 },
    },
    'cannot change event_stock': { op: 'update', path: 'event_stock/ev-pub', data: { disponivel: 0 } },
    'cannot create event_stock for an event': { op: 'create', path: 'event_stock/ev-draft', data: stock() },
    'cannot make themselves admin in user_roles': {
      op: 'update',
      path: 'user_roles/user-a',
      data: { role: 'admin' },
    },
    'cannot write a contact message directly (the function rate-limits)': {
      op: 'create',
      path: 'contact_messages/spam',
      data: { nome: 'Spam', email: 'a@b.c', mensagem: 'Compre agora!!!', created_at: T0, lida: false },
    },
  });
});

describe('admin and function-owned collections (denied: functions only)', () => {
  expectEach(env, 'admin', 'deny', {
    'cannot create an order': { op: 'create', path: 'orders/admin-order', data: order(USER_A.uid) },
    'cannot change an order status': { op: 'update', path: 'orders/order-a', data: { status: 'cancelado' } },
    'cannot delete an order': { op: 'delete', path: 'orders/order-a' },
    "cannot rewrite an order's event_ids": { op: 'update', path: 'orders/order-a', data: { event_ids: [] } },
    'cannot create a ticket': {
      op: 'create',
      path: 'tickets/admin-ticket',
      data: ticket(USER_B.uid, 'order-b'),
    },
    'cannot update a ticket': { op: 'update', path: 'tickets/ticket-b', data: { status: 'cancelado' } },
    'cannot grant a role in user_roles': { op: 'update', path: 'user_roles/user-b', data: { role: 'admin' } },
    'cannot create a user_roles doc': {
      op: 'create',
      path: 'user_roles/someone',
      data: role('someone', 'admin'),
    },
    'cannot change event_stock': { op: 'update', path: 'event_stock/ev-pub', data: { total: 500 } },
    'cannot forge a payment event': {
      op: 'create',
      path: 'payment_events/evt_forged',
      data: { event: 'PAYMENT_RECEIVED' },
    },
    'cannot erase the audit log': { op: 'delete', path: 'audit_log/log-1' },
    'cannot read rate limits': { op: 'get', path: 'rate_limits/contact:127.0.0.1' },
    // Someone's phone registered for their pass: its push token would let an attacker spam it,
    // and a registration of their own would get them the pass's updates.
    'cannot read a wallet registration': { op: 'get', path: 'wallet_registrations/reg-1' },
    'cannot list wallet registrations of a ticket': {
      op: 'list',
      path: 'wallet_registrations',
      where: [['ticket_id', '==', 'o-a-1']],
    },
    'cannot register a phone for a pass': {
      op: 'create',
      path: 'wallet_registrations/forjado',
      data: {
        dispositivo: 'x',
        tipo_passe: 'pass.br.com.gningressos.teste',
        serial: 'o-a-1.TKT-1-A',
        ticket_id: 'o-a-1',
        push_token: 'x',
      },
    },
  });
});

describe('the admin claim', () => {
  const fakeAdmins = {
    'admin: "true" (a string)': { admin: 'true', email: 'x@example.com' },
    'admin: false': { admin: false, email: 'x@example.com' },
    'role: "admin" (not the claim)': { role: 'admin', email: 'x@example.com' },
  };
  for (const [label, claims] of Object.entries(fakeAdmins)) {
    it(`${label} is not admin`, async () => {
      const db = env().authenticatedContext('fake-admin', claims).firestore();
      await assertFails(setDoc(doc(db, 'events/ev-fake'), validEvent({ slug: 'falso' })));
      await assertFails(getDocs(collection(db, 'events')));
    });
  }
  it('the real claim works', async () => {
    const db = env().authenticatedContext(ADMIN.uid, { admin: true, email: ADMIN.email }).firestore();
    await assertSucceeds(getDocs(collection(db, 'events')));
  });
});

describe('a demoted admin with an old token (claim still in the token, user_roles says user)', () => {
  const oldToken = () =>
    env().authenticatedContext(DEMOTED_ADMIN.uid, { admin: true, email: DEMOTED_ADMIN.email }).firestore();
  const setRole = (uid: string, r: 'admin' | 'user' | null) =>
    env().withSecurityRulesDisabled(async (ctx) => {
      const ref = doc(ctx.firestore(), `user_roles/${uid}`);
      await (r === null ? deleteDoc(ref) : setDoc(ref, role(uid, r)));
    });

  it('reads no order, audit entry, contact message, payment event or e-mail setting', async () => {
    const db = oldToken();
    for (const path of [
      'orders/order-a',
      'audit_log/log-1',
      'contact_messages/msg-1',
      'site_settings/email',
    ]) {
      await assertFails(getDoc(doc(db, path)));
    }
    for (const path of ['orders', 'tickets', 'audit_log', 'contact_messages', 'payment_events', 'profiles']) {
      await assertFails(getDocs(collection(db, path)));
    }
  });

  it('writes no content', async () => {
    const db = oldToken();
    const by = { updated_by: DEMOTED_ADMIN.uid };
    await assertFails(setDoc(doc(db, 'events/ev-demoted'), validEvent({ slug: 'demovido', ...by })));
    await assertFails(
      setDoc(
        doc(db, 'news/news-demoted'),
        validNews({ slug: 'demovido', autor_id: DEMOTED_ADMIN.uid, ...by }),
      ),
    );
    await assertFails(setDoc(doc(db, 'site_settings/news_banner'), validNewsBanner(by)));
    await assertFails(deleteDoc(doc(db, 'contact_messages/msg-1')));
  });

  it('the same token works again once the role document says admin (the check is the document)', async () => {
    await setRole(DEMOTED_ADMIN.uid, 'admin');
    await assertSucceeds(getDocs(collection(oldToken(), 'orders')));
  });

  it('the claim without any role document is not admin', async () => {
    await setRole(DEMOTED_ADMIN.uid, null);
    await assertFails(getDocs(collection(oldToken(), 'orders')));
  });

  it('a role document saying admin without the claim is not admin', async () => {
    await setRole(USER_A.uid, 'admin');
    const db = env().authenticatedContext(USER_A.uid, { email: USER_A.email }).firestore();
    await assertFails(getDocs(collection(db, 'orders')));
  });
});

describe('admin writes to events are shape-checked', () => {
  const create = (over: Record<string, unknown>) => ({
    op: 'create' as const,
    path: 'events/ev-new',
    data: validEvent({ slug: 'novo', ...over }),
  });

  it('accepts a full valid event', () => expectOutcome(env(), 'admin', 'allow', create({})));
  it('accepts an event without the optional nullable fields', () => {
    const {
      capa_url: _a,
      data_fim: _b,
      taxa_servico: _c,
      seo_titulo: _d,
      seo_descricao: _e,
      ...data
    } = validEvent({ slug: 'minimo' });
    return expectOutcome(env(), 'admin', 'allow', { op: 'create', path: 'events/ev-min', data });
  });
  it('accepts data_fim and taxa_servico when set', () =>
    expectOutcome(
      env(),
      'admin',
      'allow',
      create({ data_fim: T1, taxa_servico: 0.08, seo_titulo: 'Festival' }),
    ));

  const bad: [string, Record<string, unknown>][] = [
    ['an unknown field', { destaque: true }],
    ['stock on the event (estoque_total)', { estoque_total: 100 }],
    ['stock on the event (estoque_disponivel)', { estoque_disponivel: 100 }],
    ['status "arquivado"', { status: 'arquivado' }],
    ['status in upper case', { status: 'PUBLICADO' }],
    ['status_inscricoes "talvez"', { status_inscricoes: 'talvez' }],
    ['a slug with accents', { slug: 'festival-de-verão' }],
    ['a slug with spaces and capitals', { slug: 'Festival de Verao' }],
    ['a slug with edge hyphens', { slug: '-festival-' }],
    ['a slug under 3 characters', { slug: 'fv' }],
    ['a titulo under 3 characters', { titulo: 'Fe' }],
    ['visivel as a string', { visivel: 'true' }],
    ['data_inicio as a string', { data_inicio: '2026-06-20T22:00:00Z' }],
    ['pricing_table_ids as a string', { pricing_table_ids: 'pt-pub' }],
    ['taxa_servico above 1', { taxa_servico: 10 }],
    ['taxa_servico negative', { taxa_servico: -0.1 }],
    ['capa_url as a number', { capa_url: 1 }],
  ];
  for (const [label, over] of bad) {
    it(`rejects ${label}`, () => expectOutcome(env(), 'admin', 'deny', create(over)));
  }
  for (const field of ['titulo', 'slug', 'status', 'visivel', 'data_inicio', 'created_at']) {
    it(`rejects an event without ${field}`, () => {
      const data = validEvent({ slug: 'novo' });
      delete data[field];
      return expectOutcome(env(), 'admin', 'deny', { op: 'create', path: 'events/ev-new', data });
    });
  }
  expectEach(env, 'admin', 'deny', {
    'rejects an update that adds an unknown field': {
      op: 'update',
      path: 'events/ev-pub',
      data: { estoque_total: 10 },
    },
    'rejects an update to a bad status': {
      op: 'update',
      path: 'events/ev-pub',
      data: { status: 'cancelado' },
    },
    'rejects an update that removes a required field': {
      op: 'update',
      path: 'events/ev-pub',
      data: { local: deleteField() },
    },
    'rejects an update that rewrites created_at': {
      op: 'update',
      path: 'events/ev-pub',
      data: { created_at: T1 },
    },
  });
  it('accepts publishing a draft', () =>
    expectOutcome(env(), 'admin', 'allow', {
      op: 'update',
      path: 'events/ev-draft',
      data: { status: 'publicado', updated_at: serverTimestamp() },
    }));
  it('a user cannot publish a draft', () =>
    expectOutcome(env(), 'userA', 'deny', {
      op: 'update',
      path: 'events/ev-draft',
      data: { status: 'publicado' },
    }));
});

describe('the age rating and accessibility of events (core/src/age-rating.ts, accessibility.ts)', () => {
  const create = (over: Record<string, unknown>) => ({
    op: 'create' as const,
    path: 'events/ev-rated',
    data: validEvent({ slug: 'classificado', ...over }),
  });
  const update = (data: Record<string, unknown>) => ({ op: 'update' as const, path: 'events/ev-pub', data });
  const AUDIENCE = {
    classificacao_indicativa: '16',
    regra_menores: 'Menores de 16 só acompanhados dos pais ou responsáveis',
    acessibilidade: ['libras', 'cadeira_de_rodas', 'cao_guia'],
    acessibilidade_info: 'Rampa pela entrada B',
  };

  expectEach(env, 'admin', 'allow', {
    'accepts a published event with its rating, rule and resources': create(AUDIENCE),
    'accepts every rating': create({ classificacao_indicativa: 'livre' }),
    'accepts a draft without a rating (null or absent)': create({
      status: 'rascunho',
      classificacao_indicativa: null,
      regra_menores: null,
      acessibilidade: [],
      acessibilidade_info: null,
    }),
    'accepts publishing a draft that has its rating': {
      op: 'update',
      path: 'events/ev-draft',
      data: { status: 'publicado' },
    },
    'accepts setting the rating of a published event': update({ classificacao_indicativa: '18' }),
  });

  expectEach(env, 'admin', 'deny', {
    'refuses publishing without a rating (ECA art. 74)': create({ classificacao_indicativa: null }),
    'refuses publishing with the rating left out': (() => {
      const { classificacao_indicativa: _r, ...data } = validEvent({ slug: 'sem-classificacao' });
      return { op: 'create' as const, path: 'events/ev-unrated', data };
    })(),
    'refuses removing the rating of a published event': update({ classificacao_indicativa: null }),
    'refuses a rating that is not one of the six': create({ classificacao_indicativa: '15' }),
    'refuses a rating as a number': create({ classificacao_indicativa: 16 }),
    'refuses an unknown accessibility resource': create({ acessibilidade: ['libras', 'rampa'] }),
    'refuses acessibilidade as a string': create({ acessibilidade: 'libras' }),
    'refuses a rule for minors over 200 characters': create({ regra_menores: 'x'.repeat(201) }),
    'refuses an accessibility text over 500 characters': create({ acessibilidade_info: 'x'.repeat(501) }),
  });

  // Published before the field: it stays published (the site keeps it), but only a draft save
  // or the rating itself gets through.
  const writeOld = () => {
    const { classificacao_indicativa: _r, ...old } = validEvent({ slug: 'antigo' });
    return env().withSecurityRulesDisabled((ctx) => setDoc(doc(ctx.firestore(), 'events/ev-old'), old));
  };
  const onOld = (data: Record<string, unknown>) => ({
    op: 'update' as const,
    path: 'events/ev-old',
    data,
    before: writeOld,
  });
  expectEach(env, 'admin', 'deny', {
    'refuses saving an event published before the rating as published': onOld({ local: 'Outro lugar' }),
  });
  expectEach(env, 'admin', 'allow', {
    'accepts saving it as a draft': onOld({ status: 'rascunho' }),
    'accepts saving it published with its rating': onOld({ classificacao_indicativa: 'livre' }),
  });
});

describe('the box office on events (core/src/box-office.ts, lotes.ts) is shape-checked', () => {
  const BOX_OFFICE = {
    max_por_pedido: 10,
    max_por_cpf: 4,
    ingresso_nominal: true,
    transferencia_prazo_horas: 48,
    cota_meia_percentual: 50,
  };
  const LOTE = {
    id: 'l1',
    nome: '1º lote',
    quantidade: 100,
    termina_em: null,
    precos: { 'pt-pub/inteira': 8000 },
  };
  const create = (over: Record<string, unknown>) => ({
    op: 'create' as const,
    path: 'events/ev-box',
    data: validEvent({ slug: 'bilheteria', ...BOX_OFFICE, ...over }),
  });
  const update = (data: Record<string, unknown>) => ({ op: 'update' as const, path: 'events/ev-pub', data });

  expectEach(env, 'admin', 'allow', {
    'accepts all five fields': create({}),
    'accepts the lower bounds': create({
      max_por_pedido: 1,
      max_por_cpf: 1,
      transferencia_prazo_horas: 0,
      cota_meia_percentual: 40,
    }),
    'accepts the upper bounds': create({
      max_por_pedido: 20,
      max_por_cpf: 20,
      transferencia_prazo_horas: 720,
      cota_meia_percentual: 100,
    }),
    'accepts max_por_cpf null (no limit per CPF)': create({ max_por_cpf: null }),
    'accepts them added to an event saved before them': update(BOX_OFFICE),
    'accepts turning the CPF limit off': update({ max_por_cpf: null }),
    'accepts three lotes': create({ lotes: [LOTE, { ...LOTE, id: 'l2' }, { ...LOTE, id: 'l3' }] }),
    'accepts ten lotes and no lotes': update({
      lotes: Array.from({ length: 10 }, (_, i) => ({ ...LOTE, id: `l${i}` })),
    }),
    'accepts an empty list of lotes': update({ lotes: [] }),
    'accepts a wider cancellation window': create({
      cancelamento_dias: 30,
      cancelamento_antecedencia_horas: 0,
    }),
    'accepts the legal cancellation window': update({
      cancelamento_dias: 7,
      cancelamento_antecedencia_horas: 48,
    }),
    'accepts 8 wheelchair spaces': create({ espacos_cadeirante: 8 }),
    'accepts no wheelchair spaces (0)': update({ espacos_cadeirante: 0 }),
    'accepts 5,000 wheelchair spaces': update({ espacos_cadeirante: 5000 }),
  });

  expectEach(env, 'admin', 'deny', {
    'rejects max_por_pedido 0': create({ max_por_pedido: 0 }),
    'rejects max_por_pedido 21': create({ max_por_pedido: 21 }),
    'rejects max_por_pedido 2.5': create({ max_por_pedido: 2.5 }),
    'rejects max_por_pedido as a string': create({ max_por_pedido: '6' }),
    'rejects max_por_pedido null': create({ max_por_pedido: null }),
    'rejects max_por_cpf 0': create({ max_por_cpf: 0 }),
    'rejects max_por_cpf 21': create({ max_por_cpf: 21 }),
    'rejects max_por_cpf as a boolean': create({ max_por_cpf: true }),
    'rejects ingresso_nominal as a string': create({ ingresso_nominal: 'sim' }),
    'rejects ingresso_nominal null': create({ ingresso_nominal: null }),
    'rejects transferencia_prazo_horas -1': create({ transferencia_prazo_horas: -1 }),
    'rejects transferencia_prazo_horas 721': create({ transferencia_prazo_horas: 721 }),
    'rejects transferencia_prazo_horas as a string': create({ transferencia_prazo_horas: '24' }),
    'rejects cota_meia_percentual 39 (below Lei 12.933)': create({ cota_meia_percentual: 39 }),
    'rejects cota_meia_percentual 101': create({ cota_meia_percentual: 101 }),
    'rejects cota_meia_percentual 40.5': create({ cota_meia_percentual: 40.5 }),
    'rejects cota_meia_percentual as a rate (0.4)': create({ cota_meia_percentual: 0.4 }),
    'rejects an update to cota_meia_percentual 39': update({ cota_meia_percentual: 39 }),
    'rejects an update to max_por_pedido 21': update({ max_por_pedido: 21 }),
    'rejects lotes that are not a list': create({ lotes: { l1: LOTE } }),
    'rejects eleven lotes': update({
      lotes: Array.from({ length: 11 }, (_, i) => ({ ...LOTE, id: `l${i}` })),
    }),
    'rejects lotes null': update({ lotes: null }),
    'rejects a cancellation window below the CDC (6 days)': create({ cancelamento_dias: 6 }),
    'rejects cancelamento_dias 366': update({ cancelamento_dias: 366 }),
    'rejects espacos_cadeirante -1': create({ espacos_cadeirante: -1 }),
    'rejects espacos_cadeirante 5001': update({ espacos_cadeirante: 5001 }),
    'rejects espacos_cadeirante 1.5': create({ espacos_cadeirante: 1.5 }),
    'rejects espacos_cadeirante as a string': update({ espacos_cadeirante: '8' }),
    'rejects espacos_cadeirante null': update({ espacos_cadeirante: null }),
    'rejects cancelamento_dias as a string': create({ cancelamento_dias: '7' }),
    'rejects cancelamento_dias null': update({ cancelamento_dias: null }),
    'rejects closing cancellations 49 h before the event': create({ cancelamento_antecedencia_horas: 49 }),
    'rejects cancelamento_antecedencia_horas -1': update({ cancelamento_antecedencia_horas: -1 }),
    'rejects cancelamento_antecedencia_horas 1.5': create({ cancelamento_antecedencia_horas: 1.5 }),
  });

  // Each stamps updated_by with its own uid: only the missing admin role refuses the write.
  const others = { anonymous: 'anonymous', userA: USER_A.uid, demotedAdmin: DEMOTED_ADMIN.uid } as const;
  for (const [actor, uid] of Object.entries(others) as [keyof typeof others, string][]) {
    expectEach(env, actor, 'deny', {
      [`${actor} cannot create an event with them`]: create({ updated_by: uid }),
      [`${actor} cannot raise max_por_pedido`]: update({ max_por_pedido: 20, updated_by: uid }),
      [`${actor} cannot turn the CPF limit off`]: update({ max_por_cpf: null, updated_by: uid }),
    });
  }
});

describe('public queries on events must be provable', () => {
  expectEach(env, 'anonymous', 'deny', {
    'anonymous: list without any filter is denied': { op: 'list', path: 'events' },
    'anonymous: list filtered on status only is denied (hidden events)': {
      op: 'list',
      path: 'events',
      where: [['status', '==', 'publicado']],
    },
    'anonymous: list filtered on visivel only is denied (drafts)': {
      op: 'list',
      path: 'events',
      where: [['visivel', '==', true]],
    },
    'anonymous: list of drafts is denied': {
      op: 'list',
      path: 'events',
      where: [
        ['status', '==', 'rascunho'],
        ['visivel', '==', true],
      ],
    },
    'anonymous: list by slug without the published filter is denied': {
      op: 'list',
      path: 'events',
      where: [['slug', '==', 'festival-de-verao']],
    },
  });
  it('anonymous: the public list (published, visible, by data_inicio) is allowed and returns only public events', async () => {
    const db = env().unauthenticatedContext().firestore();
    const snap = await assertSucceeds(
      getDocs(
        query(
          collection(db, 'events'),
          where('status', '==', 'publicado'),
          where('visivel', '==', true),
          orderBy('data_inicio'),
        ),
      ),
    );
    const ids = snap.docs.map((d) => d.id);
    if (ids.join() !== 'ev-pub') throw new Error(`unexpected events: ${ids.join()}`);
  });
  it('anonymous: the event page query by slug with the published filter is allowed', () =>
    expectOutcome(env(), 'anonymous', 'allow', {
      op: 'list',
      path: 'events',
      where: [
        ['slug', '==', 'festival-de-verao'],
        ['status', '==', 'publicado'],
        ['visivel', '==', true],
      ],
    }));
  it('signed-in user: the same rules as anonymous', () =>
    expectOutcome(env(), 'userB', 'deny', {
      op: 'list',
      path: 'events',
      where: [['status', '==', 'publicado']],
    }));
});

describe('news', () => {
  it('unpublished news: anonymous get is denied', () =>
    expectOutcome(env(), 'anonymous', 'deny', { op: 'get', path: 'news/n-draft' }));
  it('unpublished news: user get is denied', () =>
    expectOutcome(env(), 'userA', 'deny', { op: 'get', path: 'news/n-draft' }));
  it('unpublished news: admin get is allowed', () =>
    expectOutcome(env(), 'admin', 'allow', { op: 'get', path: 'news/n-draft' }));
  it('anonymous: list of drafts is denied', () =>
    expectOutcome(env(), 'anonymous', 'deny', {
      op: 'list',
      path: 'news',
      where: [['status', '==', 'rascunho']],
    }));
  it('anonymous: the public list (published, newest first) is allowed', async () => {
    const db = env().unauthenticatedContext().firestore();
    await assertSucceeds(
      getDocs(
        query(
          collection(db, 'news'),
          where('status', '==', 'publicado'),
          orderBy('publicado_em', 'desc'),
          limit(10),
        ),
      ),
    );
  });

  const createNews = (over: Record<string, unknown>) => ({
    op: 'create' as const,
    path: 'news/n-new',
    data: validNews({ slug: 'nova', autor_id: ADMIN.uid, ...over }),
  });
  it('admin: a draft without publicado_em is accepted', () =>
    expectOutcome(env(), 'admin', 'allow', createNews({ status: 'rascunho', publicado_em: null })));
  it('admin: autor_id of someone else is rejected', () =>
    expectOutcome(env(), 'admin', 'deny', createNews({ autor_id: USER_A.uid })));
  it('admin: published without publicado_em is rejected', () =>
    expectOutcome(env(), 'admin', 'deny', createNews({ status: 'publicado', publicado_em: null })));
  it('admin: status "arquivado" is rejected', () =>
    expectOutcome(env(), 'admin', 'deny', createNews({ status: 'arquivado' })));
  it('admin: an unknown field is rejected', () =>
    expectOutcome(env(), 'admin', 'deny', createNews({ destaque: true })));
  it('admin: first publication sets publicado_em', () =>
    expectOutcome(env(), 'admin', 'allow', {
      op: 'update',
      path: 'news/n-draft',
      data: { status: 'publicado', publicado_em: T1, updated_at: T1 },
    }));
  expectEach(env, 'admin', 'deny', {
    'admin: publicado_em is never cleared': {
      op: 'update',
      path: 'news/n-pub',
      data: { status: 'rascunho', publicado_em: null },
    },
    'admin: publicado_em is never moved': { op: 'update', path: 'news/n-pub', data: { publicado_em: T1 } },
  });
  it('admin: back to draft keeps publicado_em and is accepted', () =>
    expectOutcome(env(), 'admin', 'allow', {
      op: 'update',
      path: 'news/n-pub',
      data: { status: 'rascunho' },
    }));
  it('admin: autor_id cannot be reassigned', () =>
    expectOutcome(env(), 'admin', 'deny', {
      op: 'update',
      path: 'news/n-pub',
      data: { autor_id: USER_A.uid },
    }));
});

describe('audit: admin writes to audited collections name their author (updated_by)', () => {
  const OTHER_ADMIN = 'other-admin-uid';
  /** Seeds a document last written by another admin (rules disabled). */
  async function seedByOtherAdmin(path: string, data: Record<string, unknown>) {
    await env().withSecurityRulesDisabled(async (ctx) => {
      await setDoc(doc(ctx.firestore(), path), { ...data, updated_by: OTHER_ADMIN });
    });
  }

  it("an admin cannot create an event with someone else's updated_by", () =>
    expectOutcome(env(), 'admin', 'deny', {
      op: 'create',
      path: 'events/ev-new',
      data: validEvent({ slug: 'novo', updated_by: OTHER_ADMIN }),
    }));
  it('an admin cannot create an event without updated_by', () => {
    const { updated_by: _u, ...data } = validEvent({ slug: 'novo' });
    return expectOutcome(env(), 'admin', 'deny', { op: 'create', path: 'events/ev-new', data });
  });
  expectEach(env, 'admin', 'deny', {
    'an admin cannot create an event with updated_by of another type': {
      op: 'create',
      path: 'events/ev-new',
      data: validEvent({ slug: 'novo', updated_by: [ADMIN.uid] }),
    },
    "an admin cannot update an event with someone else's updated_by": {
      op: 'update',
      path: 'events/ev-pub',
      data: { titulo: 'Outro título', updated_by: USER_A.uid },
    },
  });
  it('an admin cannot update an event last written by another admin without restamping it', async () => {
    await seedByOtherAdmin('events/ev-other', validEvent({ slug: 'outro' }));
    await expectOutcome(env(), 'admin', 'deny', {
      op: 'update',
      path: 'events/ev-other',
      data: { titulo: 'Outro título', updated_at: T1 },
    });
  });
  it('an admin may update an event last written by another admin when it stamps its own uid', async () => {
    await seedByOtherAdmin('events/ev-other', validEvent({ slug: 'outro' }));
    await expectOutcome(env(), 'admin', 'allow', {
      op: 'update',
      path: 'events/ev-other',
      data: { titulo: 'Outro título', updated_at: T1, updated_by: ADMIN.uid },
    });
  });
  it('an admin may update a seeded event that has no updated_by yet, stamping its uid', async () => {
    const { updated_by: _u, ...data } = validEvent({ slug: 'sem-autor' });
    await env().withSecurityRulesDisabled(async (ctx) => {
      await setDoc(doc(ctx.firestore(), 'events/ev-legacy'), data);
    });
    await expectOutcome(env(), 'admin', 'deny', {
      op: 'update',
      path: 'events/ev-legacy',
      data: { titulo: 'Sem carimbo' },
    });
    await expectOutcome(env(), 'admin', 'allow', {
      op: 'update',
      path: 'events/ev-legacy',
      data: { titulo: 'Com carimbo', updated_by: ADMIN.uid },
    });
  });
  it("an admin cannot create news with someone else's updated_by", () =>
    expectOutcome(env(), 'admin', 'deny', {
      op: 'create',
      path: 'news/n-new',
      data: validNews({ slug: 'nova', autor_id: ADMIN.uid, updated_by: OTHER_ADMIN }),
    }));
  it("an admin cannot update news with someone else's updated_by", async () => {
    await seedByOtherAdmin('news/n-other', validNews({ slug: 'outra' }));
    await expectOutcome(env(), 'admin', 'deny', {
      op: 'update',
      path: 'news/n-other',
      data: { corpo: '<p>x</p>', updated_at: T1 },
    });
    await expectOutcome(env(), 'admin', 'deny', {
      op: 'update',
      path: 'news/n-other',
      data: { corpo: '<p>x</p>', updated_by: USER_B.uid },
    });
  });
  it('a user cannot write an event even stamped with their own uid', () =>
    expectOutcome(env(), 'userA', 'deny', {
      op: 'create',
      path: 'events/ev-new',
      data: validEvent({ slug: 'novo', updated_by: USER_A.uid }),
    }));
  it('an admin cannot delete an event or news item directly (the delete functions audit it)', async () => {
    await expectOutcome(env(), 'admin', 'deny', { op: 'delete', path: 'events/ev-draft' });
    await expectOutcome(env(), 'admin', 'deny', { op: 'delete', path: 'news/n-draft' });
  });
  it('an admin cannot forge or edit audit entries', async () => {
    await expectOutcome(env(), 'admin', 'deny', {
      op: 'create',
      path: 'audit_log/forged',
      data: {
        actor_uid: OTHER_ADMIN,
        action: 'delete',
        target: 'events/ev-pub',
        changes: {},
        created_at: T0,
      },
    });
    await expectOutcome(env(), 'admin', 'deny', {
      op: 'update',
      path: 'audit_log/log-1',
      data: { actor_uid: OTHER_ADMIN },
    });
  });
});

describe('audit: tables, category rows and banners name their author (updated_by)', () => {
  const OTHER_ADMIN = 'other-admin-uid';
  /** Per collection: a valid new document and a partial update the admin screens make. */
  const audited: [
    collection: string,
    seeded: string,
    valid: () => Record<string, unknown>,
    edit: Record<string, unknown>,
  ][] = [
    ['pricing_tables', 'pt-draft', () => validPricingTable(), { publicada: true, updated_at: T1 }],
    ['category_tables', 'ct-draft', () => validCategoryTable(), { nome: 'Outro nome', updated_at: T1 }],
    [
      'event_category_data',
      'row-1',
      () => validCategoryRow({ linha_ordem: 3 }),
      { linha_ordem: 4, updated_at: T1 },
    ],
    // the list screen's activate toggle and move: one field plus the stamp
    ['home_banners', 'b-off', () => validBanner({ ordem: 5 }), { ativo: true }],
  ];

  for (const [collection, seeded, valid, edit] of audited) {
    describe(collection, () => {
      it("an admin cannot create one with someone else's updated_by", () =>
        expectOutcome(env(), 'admin', 'deny', {
          op: 'create',
          path: `${collection}/new`,
          data: { ...valid(), updated_by: OTHER_ADMIN },
        }));
      it('an admin cannot create one without updated_by', () => {
        const { updated_by: _u, ...data } = valid();
        return expectOutcome(env(), 'admin', 'deny', { op: 'create', path: `${collection}/new`, data });
      });
      it('an admin creates one stamped with their own uid', () =>
        expectOutcome(env(), 'admin', 'allow', {
          op: 'create',
          path: `${collection}/new`,
          data: { ...valid(), updated_by: ADMIN.uid },
        }));
      it("an admin cannot update one with someone else's updated_by", () =>
        expectOutcome(env(), 'admin', 'deny', {
          op: 'update',
          path: `${collection}/${seeded}`,
          data: { ...edit, updated_by: USER_A.uid },
        }));
      it('an admin cannot update one last written by another admin without restamping it', async () => {
        await env().withSecurityRulesDisabled(async (ctx) => {
          await setDoc(doc(ctx.firestore(), `${collection}/by-other`), {
            ...valid(),
            updated_by: OTHER_ADMIN,
          });
        });
        await expectOutcome(env(), 'admin', 'deny', {
          op: 'update',
          path: `${collection}/by-other`,
          data: edit,
        });
        await expectOutcome(env(), 'admin', 'allow', {
          op: 'update',
          path: `${collection}/by-other`,
          data: { ...edit, updated_by: ADMIN.uid },
        });
      });
      it('an admin cannot update a seeded one (no updated_by) without stamping it', async () => {
        const { updated_by: _u, ...data } = valid();
        await env().withSecurityRulesDisabled(async (ctx) => {
          await setDoc(doc(ctx.firestore(), `${collection}/legacy`), data);
        });
        await expectOutcome(env(), 'admin', 'deny', {
          op: 'update',
          path: `${collection}/legacy`,
          data: edit,
        });
      });
      it('a user cannot write one even stamped with their own uid', () =>
        expectOutcome(env(), 'userA', 'deny', {
          op: 'create',
          path: `${collection}/new`,
          data: { ...valid(), updated_by: USER_A.uid },
        }));
      it('an admin cannot delete one directly (the delete function audits it)', () =>
        expectOutcome(env(), 'admin', 'deny', { op: 'delete', path: `${collection}/${seeded}` }));
    });
  }
});

describe('tables, rows, banners and settings shapes (admin)', () => {
  const cases: [
    string,
    'allow' | 'deny',
    { op: 'create' | 'update'; path: string; data: Record<string, unknown> },
  ][] = [
    [
      'pricing table with no items',
      'deny',
      { op: 'create', path: 'pricing_tables/x', data: validPricingTable({ itens: [] }) },
    ],
    [
      'pricing table with a short name',
      'deny',
      { op: 'create', path: 'pricing_tables/x', data: validPricingTable({ nome: 'AB' }) },
    ],
    [
      'pricing table with publicada as a string',
      'deny',
      { op: 'create', path: 'pricing_tables/x', data: validPricingTable({ publicada: 'sim' }) },
    ],
    [
      'pricing table with an unknown field',
      'deny',
      { op: 'create', path: 'pricing_tables/x', data: validPricingTable({ evento_id: 'ev-pub' }) },
    ],
    [
      'pricing table emptied by an update',
      'deny',
      { op: 'update', path: 'pricing_tables/pt-pub', data: { itens: [] } },
    ],
    [
      'category table with colunas as a map',
      'deny',
      { op: 'create', path: 'category_tables/x', data: validCategoryTable({ colunas: {} }) },
    ],
    [
      'category table with an unknown field',
      'deny',
      { op: 'create', path: 'category_tables/x', data: validCategoryTable({ linhas: [] }) },
    ],
    [
      'category row with a float linha_ordem',
      'deny',
      { op: 'create', path: 'event_category_data/x', data: validCategoryRow({ linha_ordem: 1.5 }) },
    ],
    [
      'category row without event_id',
      'deny',
      { op: 'create', path: 'event_category_data/x', data: validCategoryRow({ event_id: '' }) },
    ],
    [
      'category row with dados as a list',
      'deny',
      { op: 'create', path: 'event_category_data/x', data: validCategoryRow({ dados: ['a'] }) },
    ],
    [
      'banner without an image',
      'deny',
      { op: 'create', path: 'home_banners/x', data: validBanner({ imagem_url: '' }) },
    ],
    [
      'banner with button type "script"',
      'deny',
      { op: 'create', path: 'home_banners/x', data: validBanner({ botao1_tipo: 'script' }) },
    ],
    [
      'banner with ordem as a string',
      'deny',
      { op: 'create', path: 'home_banners/x', data: validBanner({ ordem: '1' }) },
    ],
    [
      'banner with an unknown field',
      'deny',
      { op: 'create', path: 'home_banners/x', data: validBanner({ html: '<script>' }) },
    ],
    [
      'banner with both buttons',
      'allow',
      {
        op: 'create',
        path: 'home_banners/x',
        data: validBanner({
          botao2_texto: 'Notícias',
          botao2_tipo: 'pagina',
          botao2_referencia: '/noticias',
        }),
      },
    ],
    [
      'ticker speed 9',
      'deny',
      { op: 'update', path: 'site_settings/news_banner', data: { updated_by: ADMIN.uid, velocidade: 9 } },
    ],
    [
      'ticker speed 201',
      'deny',
      { op: 'update', path: 'site_settings/news_banner', data: { updated_by: ADMIN.uid, velocidade: 201 } },
    ],
    [
      'ticker speed 50.5',
      'deny',
      { op: 'update', path: 'site_settings/news_banner', data: { updated_by: ADMIN.uid, velocidade: 50.5 } },
    ],
    [
      'ticker speed 10 and 3 news',
      'allow',
      {
        op: 'update',
        path: 'site_settings/news_banner',
        data: { updated_by: ADMIN.uid, velocidade: 10, limite_noticias: 3 },
      },
    ],
    [
      'ticker speed 200 and 50 news',
      'allow',
      {
        op: 'update',
        path: 'site_settings/news_banner',
        data: { updated_by: ADMIN.uid, velocidade: 200, limite_noticias: 50 },
      },
    ],
    [
      'ticker with 2 news',
      'deny',
      {
        op: 'update',
        path: 'site_settings/news_banner',
        data: { updated_by: ADMIN.uid, limite_noticias: 2 },
      },
    ],
    [
      'ticker with 51 news',
      'deny',
      {
        op: 'update',
        path: 'site_settings/news_banner',
        data: { updated_by: ADMIN.uid, limite_noticias: 51 },
      },
    ],
    [
      'ticker with an unknown field',
      'deny',
      { op: 'update', path: 'site_settings/news_banner', data: { updated_by: ADMIN.uid, cor: 'red' } },
    ],
    [
      'ticker settings under another id',
      'deny',
      { op: 'create', path: 'site_settings/ticker', data: validNewsBanner({ updated_by: ADMIN.uid }) },
    ],
  ];
  for (const [label, outcome, row] of cases) {
    it(`${label}: ${outcome}`, () => expectOutcome(env(), 'admin', outcome, row));
  }
});

describe('contact messages (admin)', () => {
  it('may mark as read', () =>
    expectOutcome(env(), 'admin', 'allow', {
      op: 'update',
      path: 'contact_messages/msg-1',
      data: { lida: true },
    }));
  expectEach(env, 'admin', 'deny', {
    'may not edit the message': {
      op: 'update',
      path: 'contact_messages/msg-1',
      data: { mensagem: 'editada' },
    },
    'may not set lida to a non-boolean': {
      op: 'update',
      path: 'contact_messages/msg-1',
      data: { lida: 'sim' },
    },
    'may not create one': {
      op: 'create',
      path: 'contact_messages/new',
      data: { nome: 'X', email: 'x@example.com', mensagem: 'mensagem longa', created_at: T0, lida: false },
    },
  });
  it('anonymous cannot create one', () =>
    expectOutcome(env(), 'anonymous', 'deny', {
      op: 'create',
      path: 'contact_messages/new',
      data: { nome: 'X', email: 'x@example.com', mensagem: 'mensagem longa', created_at: T0, lida: false },
    }));
});

describe('event_category_data stays private', () => {
  it('anonymous cannot list rows of a published table', () =>
    expectOutcome(env(), 'anonymous', 'deny', {
      op: 'list',
      path: 'event_category_data',
      where: [['table_id', '==', 'ct-pub']],
    }));
  it('a user cannot write a row', () =>
    expectOutcome(env(), 'userA', 'deny', {
      op: 'create',
      path: 'event_category_data/x',
      data: validCategoryRow(),
    }));
});

describe('stock is public to read', () => {
  expectEach(env, 'anonymous', 'allow', {
    'anonymous reads the live figure': { op: 'get', path: 'event_stock/ev-pub' },
    'anonymous reads a missing stock doc (no error, just empty)': {
      op: 'get',
      path: 'event_stock/nao-existe',
    },
  });
});

describe('a user before their profile exists (sign-up flow)', () => {
  it('may get their own missing profile and user_roles docs', async () => {
    await env().withSecurityRulesDisabled(async (ctx) => {
      await deleteDoc(doc(ctx.firestore(), 'profiles/user-b'));
      await deleteDoc(doc(ctx.firestore(), 'user_roles/user-b'));
    });
    const db = env().authenticatedContext(USER_B.uid, { email: USER_B.email }).firestore();
    const profile = await assertSucceeds(getDoc(doc(db, 'profiles/user-b')));
    await assertSucceeds(getDoc(doc(db, 'user_roles/user-b')));
    if (profile.exists()) throw new Error('profile should be missing');
  });
  it("may not probe another user's missing profile", () =>
    expectOutcome(env(), 'userB', 'deny', { op: 'get', path: 'profiles/nobody-yet' }));
});

describe('the virtual queue (the API only: nobody reads or writes it from a browser)', () => {
  expectEach(env, 'userA', 'deny', {
    'cannot read their own place (the API tells it)': { op: 'get', path: 'queue_entries/ev-pub__user-a' },
    'cannot list the line': { op: 'list', path: 'queue_entries', where: [['event_id', '==', 'ev-pub']] },
    'cannot move up the line': {
      op: 'update',
      path: 'queue_entries/ev-pub__user-a',
      data: { entrou_em: new Date('2020-01-01T00:00:00Z') },
    },
    'cannot join by writing an entry': {
      op: 'create',
      path: 'queue_entries/ev-pub__user-c',
      data: { event_id: 'ev-pub', uid: 'user-a', entrou_em: new Date('2020-01-01T00:00:00Z') },
    },
    'cannot admit themselves by moving the frontier': {
      op: 'update',
      path: 'queues/ev-pub',
      data: { admitidos: 1_000_000 },
    },
    'cannot read the queue settings': { op: 'get', path: 'queues/ev-pub' },
  });
  expectEach(env, 'anonymous', 'deny', {
    'cannot read an entry': { op: 'get', path: 'queue_entries/ev-pub__user-a' },
    'cannot read the queue': { op: 'get', path: 'queues/ev-pub' },
  });
  expectEach(env, 'admin', 'deny', {
    'cannot turn the queue off from the browser (the audited API does)': {
      op: 'update',
      path: 'queues/ev-pub',
      data: { ativa: false },
    },
    'cannot reorder the line in the browser': {
      op: 'update',
      path: 'queue_entries/ev-pub__user-a',
      data: { entrou_em: new Date('2020-01-01T00:00:00Z') },
    },
  });
});

describe('the waiting list (functions only write it)', () => {
  expectEach(env, 'userA', 'allow', {
    'reads own entry (place and offer)': { op: 'get', path: 'waitlist/ev-pub__user-a' },
    'lists own entries': { op: 'list', path: 'waitlist', where: [['uid', '==', 'user-a']] },
  });
  expectEach(env, 'userA', 'deny', {
    "cannot read B's entry": { op: 'get', path: 'waitlist/ev-pub__user-b' },
    'cannot list the whole line': { op: 'list', path: 'waitlist', where: [['event_id', '==', 'ev-pub']] },
    'cannot move up the line': {
      op: 'update',
      path: 'waitlist/ev-pub__user-a',
      data: { created_at: new Date('2020-01-01T00:00:00Z') },
    },
    'cannot give themselves an offer': {
      op: 'update',
      path: 'waitlist/ev-pub__user-a',
      data: { estado: 'convidado' },
    },
    'cannot join by writing an entry': {
      op: 'create',
      path: 'waitlist/ev-pub__user-c',
      data: { event_id: 'ev-pub', uid: 'user-a', estado: 'aguardando' },
    },
    'cannot leave by deleting the entry': { op: 'delete', path: 'waitlist/ev-pub__user-a' },
    "cannot read the list's settings": { op: 'get', path: 'waitlists/ev-pub' },
    'cannot unpause a list': { op: 'update', path: 'waitlists/ev-pub', data: { pausada: false } },
  });
  expectEach(env, 'anonymous', 'deny', {
    'cannot read an entry': { op: 'get', path: 'waitlist/ev-pub__user-a' },
    'cannot list the line': { op: 'list', path: 'waitlist', where: [['event_id', '==', 'ev-pub']] },
  });
  expectEach(env, 'admin', 'allow', {
    "reads an event's line": { op: 'list', path: 'waitlist', where: [['event_id', '==', 'ev-pub']] },
    "reads the list's settings": { op: 'get', path: 'waitlists/ev-pub' },
  });
  expectEach(env, 'admin', 'deny', {
    'cannot reorder the line in the browser': {
      op: 'update',
      path: 'waitlist/ev-pub__user-b',
      data: { created_at: new Date('2020-01-01T00:00:00Z') },
    },
    'cannot pause from the browser (the audited API does)': {
      op: 'update',
      path: 'waitlists/ev-pub',
      data: { pausada: true },
    },
  });
});
