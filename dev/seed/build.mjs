// Turns the plain content modules into Firestore documents (pure, no I/O), so that seed.mjs,
// check.mjs and content.test.ts all agree on what "the demo data" is.
//
// Dates: content uses { dias, hora } relative to `now`, as wall-clock time in America/Sao_Paulo.
// Brazil has had no daylight-saving time since 2019, so São Paulo is a fixed UTC−03:00.
// Values are JS Dates here; seed.mjs converts them to Firestore Timestamps.

import { PRICING_TABLES } from './content/pricing-tables.mjs';
import { CATEGORY_TABLES } from './content/category-tables.mjs';
import { EVENTS } from './content/events.mjs';
import { EVENT_CATEGORY_DATA } from './content/event-category-data.mjs';
import { NEWS_EVENTOS } from './content/news-eventos.mjs';
import { NEWS_PLATAFORMA } from './content/news-plataforma.mjs';
import { HOME_BANNERS, NEWS_BANNER_SETTINGS } from './content/banners.mjs';
import { DEMO_ORDERS } from './content/orders.mjs';
import { COUPONS } from './content/coupons.mjs';
import { DEMO_ADMIN, DEMO_CUSTOMER, DEMO_USERS } from './demo-users.mjs';
import { buildDemoOrders, LOCAL_TICKET_SIGNING_KEY } from './build-orders.mjs';
import { meiaQuota } from '@gn/core/box-office';
import { PAYMENT_DEFAULTS } from '@gn/core/schemas/settings';

export const CONTENT = Object.freeze({
  pricingTables: PRICING_TABLES,
  categoryTables: CATEGORY_TABLES,
  events: EVENTS,
  eventCategoryData: EVENT_CATEGORY_DATA,
  news: [...NEWS_EVENTOS, ...NEWS_PLATAFORMA],
  banners: HOME_BANNERS,
  newsBannerSettings: NEWS_BANNER_SETTINGS,
  users: DEMO_USERS,
  orders: DEMO_ORDERS,
  coupons: COUPONS,
});

/** Cover sizes per kind (the back office recommends 1920×1080 for events, 1200×630 for news). */
export const IMAGE_SIZES = Object.freeze({
  events: { width: 1920, height: 1080 },
  banners: { width: 1920, height: 1080 },
  news: { width: 1200, height: 630 },
});

/** Path of a seeded image inside the file store, and the root-relative URL that serves it. */
export const imagePath = (kind, id) => `seed/${kind}/${id}.jpg`;
export const imageUrl = (kind, id) => `/api/files/${imagePath(kind, id)}`;

/** The slug rule of the back office: lower case, accents removed, non-alphanumerics → '-'. */
export function slugify(text) {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

const SAO_PAULO_UTC_OFFSET_HOURS = -3;

/** `dias` days from `now` (São Paulo calendar day) at `hora` ('HH:MM', São Paulo time). */
export function saoPauloAt(now, dias, hora) {
  const [h, m] = hora.split(':').map(Number);
  const wall = new Date(now.getTime() + SAO_PAULO_UTC_OFFSET_HOURS * 3_600_000);
  return new Date(
    Date.UTC(
      wall.getUTCFullYear(),
      wall.getUTCMonth(),
      wall.getUTCDate() + dias,
      h - SAO_PAULO_UTC_OFFSET_HOURS,
      m,
    ),
  );
}

const DAY = 86_400_000;
const minDate = (a, b) => (a < b ? a : b);

/**
 * @param {{ now?: Date, ticketSigningKey?: string }} [options]
 * @returns {{
 *   docs: { collection: string, id: string, data: Record<string, unknown> }[],
 *   images: { kind: 'events' | 'news' | 'banners', id: string, path: string, url: string,
 *             width: number, height: number, matiz: number, motivo: string }[],
 *   users: typeof DEMO_USERS,
 * }}
 */
export function buildSeedData({
  now = new Date(),
  ticketSigningKey = process.env.TICKET_SIGNING_KEY ?? LOCAL_TICKET_SIGNING_KEY,
} = {}) {
  const docs = [];
  const images = [];
  const add = (collection, id, data) => docs.push({ collection, id, data });
  const cover = (kind, item) => {
    images.push({
      kind,
      id: item.id,
      path: imagePath(kind, item.id),
      url: imageUrl(kind, item.id),
      ...IMAGE_SIZES[kind],
      matiz: item.capa.matiz,
      motivo: item.capa.motivo,
    });
    return imageUrl(kind, item.id);
  };
  const html = (s) => s.trim();
  const tablesCreated = saoPauloAt(now, -90, '10:00');
  const tablesUpdated = saoPauloAt(now, -7, '16:30');

  for (const t of PRICING_TABLES) {
    add('pricing_tables', t.id, {
      nome: t.nome,
      descricao: t.descricao,
      publicada: t.publicada,
      itens: t.itens.map((i) => ({
        id: i.id,
        label: i.label,
        valor_centavos: i.valor_centavos,
        tipo: i.tipo ?? 'inteira',
      })),
      created_at: tablesCreated,
      updated_at: tablesUpdated,
    });
  }

  for (const t of CATEGORY_TABLES) {
    add('category_tables', t.id, {
      nome: t.nome,
      descricao: t.descricao,
      publicada: t.publicada,
      colunas: t.colunas.map((c) => ({ ...c })),
      created_at: tablesCreated,
      updated_at: tablesUpdated,
    });
  }

  for (const e of EVENTS) {
    const dataInicio = saoPauloAt(now, e.inicio.dias, e.inicio.hora);
    add('events', e.id, {
      titulo: e.titulo,
      slug: e.slug,
      local: e.local,
      descricao: html(e.descricao),
      capa_url: cover('events', e),
      data_inicio: dataInicio,
      data_fim: e.fim ? saoPauloAt(now, e.fim.dias, e.fim.hora) : null,
      status: e.status,
      visivel: e.visivel,
      mostrar_estoque: e.mostrar_estoque,
      status_inscricoes: e.status_inscricoes,
      pricing_table_ids: [...e.pricing_table_ids],
      category_table_ids: [...e.category_table_ids],
      taxa_servico: e.taxa_servico,
      ...(e.vendas ?? {}),
      ...(e.lotes
        ? {
            lotes: e.lotes.map((l) => ({
              id: l.id,
              nome: l.nome,
              quantidade: l.quantidade,
              termina_em: l.termina_em ? saoPauloAt(now, l.termina_em.dias, l.termina_em.hora) : null,
              precos: { ...l.precos },
            })),
          }
        : {}),
      seo_titulo: e.seo_titulo,
      seo_descricao: e.seo_descricao,
      created_at: new Date(minDate(now, dataInicio).getTime() - 45 * DAY),
      updated_at: saoPauloAt(now, -1, '17:00'),
    });
    // The seed sells no meia-entrada: the whole quota is left.
    const meiaTotal = meiaQuota(e.estoque.total, e.vendas?.cota_meia_percentual);
    add('event_stock', e.id, {
      total: e.estoque.total,
      disponivel: e.estoque.total - e.estoque.vendidos,
      meia_total: meiaTotal,
      meia_disponivel: meiaTotal,
      ...(e.lotes ? { lotes_vendidos: Object.fromEntries(e.lotes.map((l) => [l.id, l.vendidos])) } : {}),
      updated_at: now,
    });
    // Places already sold, as the checkout would have left them: a lote's numbered places
    // (functions/src/stock/claim-lote.ts) and the event's slots (functions/src/stock/slots-ground.ts;
    // the checkout recounts `disponivel` from them, so only an event still on sale needs them).
    const soldPlaces = (collection, count) => {
      for (let i = 0; i < count; i++) {
        add(collection, String(i), {
          indice: i,
          order_id: 'seed-vendas-anteriores',
          claim_id: 'seed',
          estado: 'vendido',
          expira_em: null,
          created_at: new Date(now.getTime() - 30 * DAY),
        });
      }
    };
    for (const lote of e.lotes ?? []) soldPlaces(`event_stock/${e.id}/lotes/${lote.id}/vagas`, lote.vendidos);
    if (e.inicio.dias > 0) soldPlaces(`event_stock/${e.id}/slots`, e.estoque.vendidos);
  }

  for (const block of EVENT_CATEGORY_DATA) {
    const prefix = `ecd-${block.event_id.replace(/^evt-/, '')}-${block.table_id.replace(/^ct-/, '')}`;
    block.linhas.forEach((dados, i) => {
      add('event_category_data', `${prefix}-${String(i + 1).padStart(2, '0')}`, {
        table_id: block.table_id,
        event_id: block.event_id,
        linha_ordem: i,
        dados: { ...dados },
        updated_at: tablesUpdated,
      });
    });
  }

  for (const n of CONTENT.news) {
    const publicadoEm = n.publicado ? saoPauloAt(now, -n.publicado.diasAtras, n.publicado.hora) : null;
    add('news', n.id, {
      titulo: n.titulo,
      slug: n.slug,
      corpo: html(n.corpo),
      capa_url: cover('news', n),
      status: n.status,
      autor_id: DEMO_ADMIN.uid,
      publicado_em: publicadoEm,
      seo_titulo: n.seo_titulo,
      seo_descricao: n.seo_descricao,
      created_at: publicadoEm ? new Date(publicadoEm.getTime() - DAY) : saoPauloAt(now, -2, '11:00'),
      updated_at: publicadoEm ?? saoPauloAt(now, -1, '09:00'),
    });
  }

  for (const b of HOME_BANNERS) {
    add('home_banners', b.id, {
      imagem_url: cover('banners', b),
      titulo: b.titulo,
      descricao: b.descricao,
      ativo: b.ativo,
      ordem: b.ordem,
      botao1_texto: b.botao1_texto,
      botao1_tipo: b.botao1_tipo,
      botao1_referencia: b.botao1_referencia,
      botao2_texto: b.botao2_texto,
      botao2_tipo: b.botao2_tipo,
      botao2_referencia: b.botao2_referencia,
    });
  }

  add('site_settings', 'news_banner', { ...NEWS_BANNER_SETTINGS });
  // Pagamentos as the admin would save it: every method, 10 %, and card in up to 12x of at least
  // R$ 5,00 without interest.
  add('site_settings', 'payments', { ...PAYMENT_DEFAULTS, metodos: [...PAYMENT_DEFAULTS.metodos] });

  const when = (d) => (d ? saoPauloAt(now, d.dias, d.hora) : null);
  for (const c of COUPONS) {
    add('coupons', c.codigo, {
      ...c,
      valido_de: when(c.valido_de),
      valido_ate: when(c.valido_ate),
      created_at: saoPauloAt(now, -30, '10:00'),
      updated_at: saoPauloAt(now, -30, '10:00'),
    });
  }

  for (const u of DEMO_USERS) {
    add('profiles', u.uid, {
      user_id: u.uid,
      nome: u.nome,
      email: u.email,
      telefone: u.telefone,
      avatar_url: null,
      cpf: u.cpf,
      asaas_customer_id: null,
      preferencias: { tema: null, notificacoes_email: true },
      created_at: saoPauloAt(now, -60, '08:00'),
    });
    add('user_roles', u.uid, {
      user_id: u.uid,
      role: u.admin ? 'admin' : 'user',
      updated_at: saoPauloAt(now, -60, '08:00'),
    });
  }

  docs.push(
    ...buildDemoOrders({
      orders: DEMO_ORDERS,
      events: byCollection(docs, 'events'),
      pricingTables: PRICING_TABLES,
      customer: DEMO_CUSTOMER,
      adminUid: DEMO_ADMIN.uid,
      at: (dias, hora) => saoPauloAt(now, dias, hora),
      signingKey: ticketSigningKey,
    }),
  );

  return { docs, images, users: DEMO_USERS };
}

/** Documents of one collection, keyed by id (handy in tests and checks). */
export function byCollection(docs, collection) {
  return new Map(docs.filter((d) => d.collection === collection).map((d) => [d.id, d.data]));
}
