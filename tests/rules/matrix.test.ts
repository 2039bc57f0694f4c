// The access matrix: anonymous / user A / user B / admin / demoted admin / financeiro / porteiro ×
// every collection of docs/data-model.md × get, list, create, update, delete. Each row expands to
// seven tests.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { emailOf, uidOf, type Actor, useRulesEnv } from './env.ts';
import {
  T1,
  auditEntry,
  contactMessage,
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
  validSettings,
} from './fixtures.ts';
import {
  ADMIN_AND_FINANCE,
  ADMIN_ONLY,
  OWNER_A_ADMIN_AND_FINANCE,
  only,
  EVERYONE,
  NOBODY,
  OWNER_A_AND_ADMIN,
  OWNER_A_ONLY,
  expandRows,
  type Row,
} from './harness.ts';

const getEnv = useRulesEnv();

/** A news item written by whoever runs the test (autor_id and updated_by: the writer's uid). */
const newsBy = (actor: Actor) =>
  validNews({ slug: 'nova-noticia', autor_id: uidOf(actor), updated_by: uidOf(actor) });

/** Audited collections: every write is stamped with the writer's own uid (updated_by). */
const stamped =
  (data: Record<string, unknown>) =>
  (actor: Actor): Record<string, unknown> => ({ ...data, updated_by: uidOf(actor) });

/**
 * An admin-edited collection the public sees in part: `shown` is public, `hidden` admin-only, and a
 * public list needs the `filter` the site uses. The admin creates `created` and edits `hidden`
 * (stamped with the writer's uid); a browser never deletes: the admin API records who did.
 */
function publicContentRows(
  collection: string,
  o: {
    shown: string;
    hidden: string;
    filter: NonNullable<Row['where']>[number];
    unfilteredNote?: string;
    created: [id: string, data: Row['data']];
    edit: Record<string, unknown>;
    deleteRoute?: string;
  },
): Row[] {
  const path = (id: string) => `${collection}/${id}`;
  const deleteRoute = o.deleteRoute ?? `/api/admin/content/${collection}`;
  return [
    { op: 'get', path: path(o.shown), expect: EVERYONE },
    { op: 'get', path: path(o.hidden), expect: ADMIN_ONLY },
    { op: 'list', path: collection, where: [o.filter], expect: EVERYONE },
    { op: 'list', path: collection, expect: ADMIN_ONLY, note: o.unfilteredNote },
    { op: 'create', path: path(o.created[0]), data: o.created[1], expect: ADMIN_ONLY },
    { op: 'update', path: path(o.hidden), data: stamped(o.edit), expect: ADMIN_ONLY },
    {
      op: 'delete',
      path: path(o.hidden),
      expect: NOBODY,
      note: `POST ${deleteRoute}/{id}/delete records who deleted it`,
    },
  ];
}

const matrix: Record<string, Row[]> = {
  events: [
    { op: 'get', path: 'events/ev-pub', expect: EVERYONE, note: 'published and visible' },
    {
      op: 'get',
      path: 'events/ev-draft',
      expect: only('admin', 'financeiro', 'porteiro'),
      note: 'draft: staff, the door in its scope',
    },
    {
      op: 'get',
      path: 'events/ev-hidden',
      expect: ADMIN_AND_FINANCE,
      note: "hidden: not in the door's scope",
    },
    {
      op: 'list',
      path: 'events',
      where: [
        ['status', '==', 'publicado'],
        ['visivel', '==', true],
      ],
      expect: EVERYONE,
    },
    {
      op: 'list',
      path: 'events',
      expect: ADMIN_AND_FINANCE,
      note: 'no published filter: the door fetches its events one by one',
    },
    {
      op: 'create',
      path: 'events/ev-new',
      data: stamped(validEvent({ slug: 'novo-evento' })),
      expect: ADMIN_ONLY,
    },
    {
      op: 'update',
      path: 'events/ev-draft',
      data: stamped({ titulo: 'Novo título', updated_at: T1 }),
      expect: ADMIN_ONLY,
    },
    {
      op: 'delete',
      path: 'events/ev-draft',
      expect: NOBODY,
      note: 'POST /api/admin/events/{id}/delete records who deleted it',
    },
  ],
  event_stock: [
    { op: 'get', path: 'event_stock/ev-pub', expect: EVERYONE },
    { op: 'list', path: 'event_stock', expect: EVERYONE },
    { op: 'create', path: 'event_stock/ev-draft', data: stock(), expect: NOBODY, note: 'functions only' },
    { op: 'update', path: 'event_stock/ev-pub', data: { disponivel: 1000 }, expect: NOBODY },
    { op: 'delete', path: 'event_stock/ev-pub', expect: NOBODY },
    // Reservation slots: functions only; a browser can neither see who holds them nor free one.
    { op: 'get', path: 'event_stock/ev-pub/slots/0', expect: NOBODY, note: 'slot' },
    { op: 'list', path: 'event_stock/ev-pub/slots', expect: NOBODY, note: 'slots' },
    {
      op: 'create',
      path: 'event_stock/ev-pub/slots/1',
      data: {
        indice: 1,
        order_id: 'o-b',
        claim_id: 'c-2',
        estado: 'reservado',
        expira_em: T1,
        created_at: T1,
      },
      expect: NOBODY,
      note: 'a browser claiming stock',
    },
    {
      op: 'update',
      path: 'event_stock/ev-pub/slots/0',
      data: { estado: 'vendido' },
      expect: NOBODY,
      note: 'slot',
    },
    { op: 'delete', path: 'event_stock/ev-pub/slots/0', expect: NOBODY, note: 'freeing a slot' },
    // The wheelchair spaces' pool: functions only, like the slots (a browser taking a space).
    { op: 'list', path: 'event_stock/ev-pub/cadeirante_slots', expect: NOBODY, note: 'spaces' },
    {
      op: 'create',
      path: 'event_stock/ev-pub/cadeirante_slots/0',
      data: {
        indice: 0,
        order_id: 'o-b',
        claim_id: 'c-2',
        estado: 'reservado',
        expira_em: T1,
        created_at: T1,
      },
      expect: NOBODY,
      note: 'a browser taking a wheelchair space',
    },
    // The slots' blocks (hints of where the free places are): functions only, like the slots.
    { op: 'get', path: 'event_stock/ev-pub/slots_blocos/0', expect: NOBODY, note: 'block' },
    { op: 'list', path: 'event_stock/ev-pub/slots_blocos', expect: NOBODY, note: 'blocks' },
    {
      op: 'update',
      path: 'event_stock/ev-pub/slots_blocos/0',
      data: { tomados: [0, 1, 2], ocupados: 50 },
      expect: NOBODY,
      note: 'a browser hiding free places',
    },
    { op: 'delete', path: 'event_stock/ev-pub/slots_blocos/0', expect: NOBODY, note: 'block' },
  ],
  news: publicContentRows('news', {
    shown: 'n-pub',
    hidden: 'n-draft',
    filter: ['status', '==', 'publicado'],
    unfilteredNote: 'no published filter',
    created: ['n-new', newsBy],
    edit: { corpo: '<p>Atualizado</p>', updated_at: T1 },
    deleteRoute: '/api/admin/news',
  }),
  pricing_tables: publicContentRows('pricing_tables', {
    shown: 'pt-pub',
    hidden: 'pt-draft',
    filter: ['publicada', '==', true],
    created: ['pt-new', stamped(validPricingTable())],
    edit: { publicada: true, updated_at: T1 },
  }),
  category_tables: publicContentRows('category_tables', {
    shown: 'ct-pub',
    hidden: 'ct-draft',
    filter: ['publicada', '==', true],
    created: ['ct-new', stamped(validCategoryTable())],
    edit: { colunas: [], updated_at: T1 },
  }),
  event_category_data: [
    { op: 'get', path: 'event_category_data/row-1', expect: ADMIN_ONLY },
    {
      op: 'list',
      path: 'event_category_data',
      where: [
        ['table_id', '==', 'ct-pub'],
        ['event_id', '==', 'ev-pub'],
      ],
      expect: ADMIN_ONLY,
    },
    {
      op: 'create',
      path: 'event_category_data/row-2',
      data: stamped(validCategoryRow({ linha_ordem: 1 })),
      expect: ADMIN_ONLY,
    },
    {
      op: 'update',
      path: 'event_category_data/row-1',
      data: stamped({ dados: { c1: 'Infantil' }, updated_at: T1 }),
      expect: ADMIN_ONLY,
    },
    {
      op: 'delete',
      path: 'event_category_data/row-1',
      expect: NOBODY,
      note: 'POST /api/admin/content/event_category_data/{id}/delete records who deleted it',
    },
  ],
  home_banners: publicContentRows('home_banners', {
    shown: 'b-on',
    hidden: 'b-off',
    filter: ['ativo', '==', true],
    created: ['b-new', stamped(validBanner({ ordem: 3 }))],
    edit: { ativo: true },
  }),
  site_settings: [
    { op: 'get', path: 'site_settings/news_banner', expect: EVERYONE },
    { op: 'get', path: 'site_settings/brand', expect: EVERYONE, note: 'the site build and pages' },
    { op: 'get', path: 'site_settings/payments', expect: EVERYONE, note: 'the checkout wizard' },
    { op: 'get', path: 'site_settings/seo', expect: EVERYONE },
    { op: 'get', path: 'site_settings/company', expect: EVERYONE, note: 'the footer and the checkout' },
    { op: 'get', path: 'site_settings/email', expect: ADMIN_ONLY, note: 'sender addresses' },
    { op: 'list', path: 'site_settings', expect: ADMIN_ONLY, note: 'would include email' },
    ...(['news_banner', 'brand', 'payments', 'email', 'seo', 'company'] as const).map((id): Row => ({
      op: 'create',
      path: `site_settings/${id}`,
      absent: [`site_settings/${id}`],
      data: stamped(id === 'news_banner' ? validNewsBanner() : validSettings(id)),
      expect: ADMIN_ONLY,
    })),
    {
      op: 'create',
      path: 'site_settings/other',
      data: stamped({ ativo: true }),
      expect: NOBODY,
      note: 'only the known documents exist',
    },
    {
      op: 'update',
      path: 'site_settings/news_banner',
      data: stamped({ velocidade: 60 }),
      expect: ADMIN_ONLY,
    },
    {
      op: 'update',
      path: 'site_settings/brand',
      data: stamped({ cor_primaria: '#0A7F5C' }),
      expect: ADMIN_ONLY,
    },
    { op: 'update', path: 'site_settings/payments', data: stamped({ metodos: ['pix'] }), expect: ADMIN_ONLY },
    {
      op: 'update',
      path: 'site_settings/email',
      data: stamped({ responder_para: 'sac@gn.com.br' }),
      expect: ADMIN_ONLY,
    },
    {
      op: 'update',
      path: 'site_settings/seo',
      data: stamped({ titulo_padrao: 'Ingressos' }),
      expect: ADMIN_ONLY,
    },
    {
      op: 'update',
      path: 'site_settings/company',
      data: stamped({ atendimento: 'Todos os dias, das 8h às 20h' }),
      expect: ADMIN_ONLY,
    },
    ...(['news_banner', 'brand', 'payments', 'email', 'seo', 'company'] as const).map((id): Row => ({
      op: 'delete',
      path: `site_settings/${id}`,
      expect: NOBODY,
      note: 'singleton',
    })),
  ],
  profiles: [
    { op: 'get', path: 'profiles/user-a', expect: OWNER_A_AND_ADMIN },
    { op: 'list', path: 'profiles', where: [['user_id', '==', 'user-a']], expect: OWNER_A_AND_ADMIN },
    { op: 'list', path: 'profiles', expect: ADMIN_ONLY },
    {
      op: 'create',
      path: 'profiles/user-a',
      absent: ['profiles/user-a'],
      data: newProfile('user-a', 'ana@example.com'),
      expect: OWNER_A_ONLY,
      note: "A's own profile",
    },
    {
      op: 'create',
      path: 'profiles/new-user',
      data: (actor) => newProfile('new-user', emailOf(actor) ?? 'anon@example.com'),
      expect: NOBODY,
      note: "someone else's uid, own e-mail",
    },
    {
      op: 'update',
      path: 'profiles/user-a',
      data: { nome: 'Ana S.', telefone: null },
      expect: OWNER_A_AND_ADMIN,
    },
    {
      op: 'update',
      path: 'profiles/user-a',
      data: { preferencias: { tema: 'gn-light', notificacoes_email: false } },
      expect: OWNER_A_ONLY,
      note: 'preferences are the owner’s',
    },
    { op: 'delete', path: 'profiles/user-a', expect: NOBODY },
  ],
  user_roles: [
    { op: 'get', path: 'user_roles/user-a', expect: OWNER_A_AND_ADMIN },
    { op: 'list', path: 'user_roles', where: [['user_id', '==', 'user-a']], expect: OWNER_A_AND_ADMIN },
    { op: 'list', path: 'user_roles', expect: ADMIN_ONLY },
    { op: 'create', path: 'user_roles/new-user', data: role('new-user', 'user'), expect: NOBODY },
    { op: 'update', path: 'user_roles/user-a', data: { role: 'admin' }, expect: NOBODY },
    { op: 'delete', path: 'user_roles/user-a', expect: NOBODY },
  ],
  orders: [
    { op: 'get', path: 'orders/order-a', expect: OWNER_A_ADMIN_AND_FINANCE },
    { op: 'list', path: 'orders', where: [['user_id', '==', 'user-a']], expect: OWNER_A_ADMIN_AND_FINANCE },
    { op: 'list', path: 'orders', expect: ADMIN_AND_FINANCE },
    {
      op: 'create',
      path: 'orders/order-new',
      data: (actor) => order(uidOf(actor)),
      expect: NOBODY,
      note: 'own user_id',
    },
    { op: 'update', path: 'orders/order-a', data: { status: 'pago' }, expect: NOBODY },
    { op: 'delete', path: 'orders/order-a', expect: NOBODY },
    {
      op: 'get',
      path: 'orders/order-a/emails/mail-a',
      expect: ADMIN_AND_FINANCE,
      note: "not the buyer's own",
    },
    { op: 'list', path: 'orders/order-a/emails', expect: ADMIN_AND_FINANCE },
    {
      op: 'create',
      path: 'orders/order-a/emails/mail-new',
      data: { tipo: 'lembrete', para: 'x@example.com', estado: 'enviado' },
      expect: NOBODY,
      note: 'the log is written by functions',
    },
    { op: 'update', path: 'orders/order-a/emails/mail-a', data: { estado: 'falhou' }, expect: NOBODY },
    { op: 'delete', path: 'orders/order-a/emails/mail-a', expect: NOBODY },
  ],
  // Check-in lists and their counters (functions/src/checkin): staff at the event read, nobody
  // writes from a browser (tests/rules/event-checkin.test.ts: porteiros in and out of scope).
  event_checkin: [
    {
      op: 'get',
      path: 'event_checkin/ev-pub',
      expect: ADMIN_AND_FINANCE,
      note: "not in the porteiro's scope",
    },
    {
      op: 'get',
      path: 'event_checkin/ev-draft',
      expect: only('admin', 'financeiro', 'porteiro'),
      note: "the porteiro's event",
    },
    {
      op: 'list',
      path: 'event_checkin/ev-draft/conflitos',
      expect: only('admin', 'financeiro', 'porteiro'),
      note: "double admissions at the porteiro's event",
    },
    { op: 'list', path: 'event_checkin', expect: ADMIN_AND_FINANCE },
    {
      op: 'create',
      path: 'event_checkin/ev-hidden',
      data: { listas: [] },
      expect: NOBODY,
      note: 'PUT /api/admin/events/{id}/checkin-lists, audited',
    },
    { op: 'update', path: 'event_checkin/ev-pub', data: { listas: [] }, expect: NOBODY },
    { op: 'delete', path: 'event_checkin/ev-pub', expect: NOBODY },
    {
      op: 'get',
      path: 'event_checkin/ev-pub/contadores/0',
      expect: ADMIN_AND_FINANCE,
      note: 'counter shard',
    },
    {
      op: 'list',
      path: 'event_checkin/ev-pub/contadores',
      expect: ADMIN_AND_FINANCE,
      note: 'counter shards',
    },
    {
      op: 'update',
      path: 'event_checkin/ev-pub/contadores/0',
      data: { dentro: { 'portao-a': 0 } },
      expect: NOBODY,
      note: 'a scan moves it',
    },
    { op: 'create', path: 'event_checkin/ev-pub/conflitos/x', data: { ticket_id: 't' }, expect: NOBODY },
    { op: 'create', path: 'event_checkin/ev-pub/leituras/x', data: { device_id: 'd' }, expect: NOBODY },
  ],
  tickets: [
    { op: 'get', path: 'tickets/ticket-a', expect: OWNER_A_ADMIN_AND_FINANCE },
    { op: 'list', path: 'tickets', where: [['user_id', '==', 'user-a']], expect: OWNER_A_ADMIN_AND_FINANCE },
    { op: 'list', path: 'tickets', expect: ADMIN_AND_FINANCE },
    {
      op: 'create',
      path: 'tickets/ticket-new',
      data: (actor) => ticket(uidOf(actor), 'order-a'),
      expect: NOBODY,
    },
    { op: 'update', path: 'tickets/ticket-a', data: { status: 'pago', quantidade: 10 }, expect: NOBODY },
    { op: 'delete', path: 'tickets/ticket-a', expect: NOBODY },
  ],
  payment_events: [
    { op: 'get', path: 'payment_events/evt_1', expect: ADMIN_AND_FINANCE },
    { op: 'list', path: 'payment_events', expect: ADMIN_AND_FINANCE },
    { op: 'create', path: 'payment_events/evt_2', data: { event: 'PAYMENT_CONFIRMED' }, expect: NOBODY },
    { op: 'update', path: 'payment_events/evt_1', data: { event: 'PAYMENT_REFUNDED' }, expect: NOBODY },
    { op: 'delete', path: 'payment_events/evt_1', expect: NOBODY },
  ],
  // Coupons: functions only. The admin manages them through /api/admin/coupons (validated and
  // audited there); a buyer learns a coupon's terms only by typing its code in the checkout.
  coupons: [
    { op: 'get', path: 'coupons/GN10', expect: NOBODY, note: 'codes are not for browsing' },
    { op: 'list', path: 'coupons', expect: NOBODY },
    {
      op: 'create',
      path: 'coupons/TUDO100',
      data: { codigo: 'TUDO100', tipo: 'percentual', percentual: 100, ativo: true },
      expect: NOBODY,
      note: 'a 100 % coupon made in the browser',
    },
    { op: 'update', path: 'coupons/GN10', data: { percentual: 100 }, expect: NOBODY },
    { op: 'delete', path: 'coupons/GN10', expect: NOBODY },
    { op: 'get', path: 'coupons/GN10/usos/0', expect: NOBODY, note: 'who used it' },
    { op: 'list', path: 'coupons/GN10/usos', expect: NOBODY },
    { op: 'delete', path: 'coupons/GN10/usos/0', expect: NOBODY, note: 'giving a use back' },
    {
      op: 'create',
      path: 'coupons/GN10/usos/1',
      data: { order_id: 'o-b', claim_id: 'c-9', user_id: 'user-b', estado: 'usado' },
      expect: NOBODY,
    },
  ],
  contact_messages: [
    { op: 'get', path: 'contact_messages/msg-1', expect: ADMIN_ONLY },
    { op: 'list', path: 'contact_messages', expect: ADMIN_ONLY },
    {
      op: 'create',
      path: 'contact_messages/msg-2',
      data: contactMessage(),
      expect: NOBODY,
      note: 'the contact function creates',
    },
    { op: 'update', path: 'contact_messages/msg-1', data: { lida: true }, expect: ADMIN_ONLY },
    {
      op: 'update',
      path: 'contact_messages/msg-1',
      data: { respondida_em: T1, respondida_por: 'admin-uid' },
      expect: NOBODY,
      note: 'the answered mark: the audited admin function only',
    },
    { op: 'delete', path: 'contact_messages/msg-1', expect: ADMIN_ONLY },
  ],
  audit_log: [
    { op: 'get', path: 'audit_log/log-1', expect: ADMIN_ONLY },
    { op: 'list', path: 'audit_log', expect: ADMIN_ONLY },
    { op: 'create', path: 'audit_log/log-2', data: auditEntry(), expect: NOBODY },
    { op: 'update', path: 'audit_log/log-1', data: { action: 'nada' }, expect: NOBODY },
    { op: 'delete', path: 'audit_log/log-1', expect: NOBODY },
  ],
  // The mail outbox: functions only. Updates and deletes of a stored message, and the demoted
  // admin, are tried in mail-outbox.test.ts.
  mail_outbox: [
    { op: 'get', path: 'mail_outbox/mensagem-1', expect: NOBODY },
    { op: 'list', path: 'mail_outbox', expect: NOBODY },
    {
      op: 'create',
      path: 'mail_outbox/forjada',
      data: {
        tipo: 'transferencia',
        order_id: 'o',
        para: 'vitima@example.com',
        ticket_id: 't',
        estado: 'pendente',
      },
      expect: NOBODY,
    },
  ],
  // Revoked sessions: functions only (the API reads them to refuse a revoked account's tokens).
  auth_revocations: [
    { op: 'get', path: 'auth_revocations/u-revogado', expect: NOBODY },
    { op: 'list', path: 'auth_revocations', expect: NOBODY },
    {
      op: 'create',
      path: 'auth_revocations/forjada',
      data: { valido_desde: 0, motivo: 'papel' },
      expect: NOBODY,
    },
    { op: 'delete', path: 'auth_revocations/u-revogado', expect: NOBODY },
  ],
  rate_limits: [
    { op: 'get', path: 'rate_limits/contact:127.0.0.1', expect: NOBODY },
    { op: 'list', path: 'rate_limits', expect: NOBODY },
    { op: 'create', path: 'rate_limits/contact:10.0.0.1', data: { count: 0 }, expect: NOBODY },
    { op: 'update', path: 'rate_limits/contact:127.0.0.1', data: { count: 0 }, expect: NOBODY },
    { op: 'delete', path: 'rate_limits/contact:127.0.0.1', expect: NOBODY },
  ],
  // Wallet passes' registered phones (device ids, push tokens): the functions only.
  wallet_registrations: [
    { op: 'get', path: 'wallet_registrations/reg-1', expect: NOBODY },
    { op: 'list', path: 'wallet_registrations', expect: NOBODY },
    {
      op: 'create',
      path: 'wallet_registrations/forjado',
      data: {
        dispositivo: 'd',
        tipo_passe: 'pass.x',
        serial: 'o-1.TKT-1',
        ticket_id: 'o-1',
        push_token: 't',
      },
      expect: NOBODY,
    },
    { op: 'update', path: 'wallet_registrations/reg-1', data: { push_token: 'outro' }, expect: NOBODY },
    { op: 'delete', path: 'wallet_registrations/reg-1', expect: NOBODY },
  ],
  // Virtual queues: the API only (functions/src/queue); the admin too goes through its endpoint.
  queues: [
    { op: 'get', path: 'queues/ev-pub', expect: NOBODY },
    { op: 'list', path: 'queues', expect: NOBODY },
    { op: 'update', path: 'queues/ev-pub', data: { pausada: true }, expect: NOBODY },
    { op: 'delete', path: 'queues/ev-pub', expect: NOBODY },
  ],
  // The waiting list (functions/src/waitlist): a buyer reads their own entry, the admin every
  // entry and each event's settings; only the functions write either.
  waitlist: [
    { op: 'get', path: 'waitlist/ev-pub__user-a', expect: OWNER_A_AND_ADMIN },
    { op: 'list', path: 'waitlist', where: [['uid', '==', 'user-a']], expect: OWNER_A_AND_ADMIN },
    { op: 'list', path: 'waitlist', where: [['event_id', '==', 'ev-pub']], expect: ADMIN_ONLY },
    { op: 'create', path: 'waitlist/ev-pub__user-c', data: { uid: 'user-c' }, expect: NOBODY },
    { op: 'update', path: 'waitlist/ev-pub__user-a', data: { estado: 'convidado' }, expect: NOBODY },
    { op: 'delete', path: 'waitlist/ev-pub__user-a', expect: NOBODY },
    { op: 'get', path: 'waitlists/ev-pub', expect: ADMIN_ONLY },
    { op: 'update', path: 'waitlists/ev-pub', data: { teve_inscritos: false }, expect: NOBODY },
  ],
  queue_entries: [
    { op: 'get', path: 'queue_entries/ev-pub__user-a', expect: NOBODY },
    { op: 'list', path: 'queue_entries', expect: NOBODY },
    { op: 'create', path: 'queue_entries/ev-pub__user-b', data: { uid: 'user-b' }, expect: NOBODY },
    { op: 'delete', path: 'queue_entries/ev-pub__user-a', expect: NOBODY },
  ],
  // One use per queue admission (functions/src/queue/gate.ts): nobody mints or erases one.
  queue_admission_uses: [
    { op: 'get', path: 'queue_admission_uses/use-a', expect: NOBODY },
    { op: 'list', path: 'queue_admission_uses', expect: NOBODY },
    { op: 'create', path: 'queue_admission_uses/use-b', data: { uid: 'user-b' }, expect: NOBODY },
    { op: 'delete', path: 'queue_admission_uses/use-a', expect: NOBODY },
  ],
  // Deleted accounts' marks (functions/src/privacy/account-tombstone.ts): nobody lifts one.
  deleted_accounts: [
    { op: 'get', path: 'deleted_accounts/user-gone', expect: NOBODY },
    { op: 'list', path: 'deleted_accounts', expect: NOBODY },
    { op: 'create', path: 'deleted_accounts/user-b', data: { estado: 'excluida' }, expect: NOBODY },
    { op: 'delete', path: 'deleted_accounts/user-gone', expect: NOBODY },
  ],
  site_builds: [
    { op: 'get', path: 'site_builds/state', expect: ADMIN_ONLY },
    { op: 'list', path: 'site_builds', expect: ADMIN_ONLY },
    { op: 'create', path: 'site_builds/other', data: { pending: true }, expect: NOBODY },
    { op: 'update', path: 'site_builds/state', data: { pending: false }, expect: NOBODY },
    { op: 'delete', path: 'site_builds/state', expect: NOBODY },
  ],
  // The box office's registers (functions/src/door-sales): the API reads them, no browser does.
  cash_registers: [
    { op: 'get', path: 'cash_registers/cx-1', expect: NOBODY },
    { op: 'list', path: 'cash_registers', expect: NOBODY },
    { op: 'create', path: 'cash_registers/cx-2', data: { status: 'aberto' }, expect: NOBODY },
    { op: 'update', path: 'cash_registers/cx-1', data: { esperado: { dinheiro: 0 } }, expect: NOBODY },
    { op: 'delete', path: 'cash_registers/cx-1', expect: NOBODY },
    { op: 'get', path: 'cash_registers/cx-1/movimentos/m-1', expect: NOBODY },
    { op: 'create', path: 'cash_registers/cx-1/movimentos/m-2', data: { tipo: 'sangria' }, expect: NOBODY },
  ],
  cash_register_locks: [
    { op: 'get', path: 'cash_register_locks/user-a', expect: NOBODY },
    { op: 'create', path: 'cash_register_locks/user-b', data: { caixa_id: 'x' }, expect: NOBODY },
    { op: 'delete', path: 'cash_register_locks/user-a', expect: NOBODY },
  ],
  'not in the data model': [
    { op: 'get', path: 'secrets/s-1', expect: NOBODY },
    { op: 'list', path: 'secrets', expect: NOBODY },
    { op: 'create', path: 'secrets/s-2', data: { value: 'y' }, expect: NOBODY },
    { op: 'update', path: 'secrets/s-1', data: { value: 'y' }, expect: NOBODY },
    { op: 'delete', path: 'secrets/s-1', expect: NOBODY },
    { op: 'get', path: 'events/ev-pub/private/p-1', expect: NOBODY, note: 'subcollection of a public doc' },
    { op: 'create', path: 'events/ev-pub/private/p-2', data: { value: 'y' }, expect: NOBODY },
  ],
};

describe('firestore.rules access matrix', () => {
  // Guard: every collection documented in docs/data-model.md has rows here.
  it('covers every collection of docs/data-model.md', () => {
    const model = readFileSync(new URL('../../docs/data-model.md', import.meta.url), 'utf8');
    const documented = [...model.matchAll(/^### `([a-z_]+)\//gm)].map((m) => m[1]);
    expect(documented.length).toBeGreaterThan(10);
    expect(documented.filter((c) => !(c! in matrix))).toEqual([]);
  });

  for (const [collection, rows] of Object.entries(matrix)) {
    describe(collection, () => expandRows(getEnv, rows));
  }
});
