// Invariants of the demo content (no emulator needed): `npx vitest run --project unit dev`.
import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { buildSeedData, byCollection, CONTENT, IMAGE_SIZES, saoPauloAt, slugify } from './build.mjs';
import { coverSvg, MOTIFS, renderCover } from './images.mjs';
import { DEMO_ADMIN, DEMO_CUSTOMER, DEMO_USERS } from './demo-users.mjs';
import { slugify as coreSlugify } from '@gn/core/slug';
import { isValidCpf } from '@gn/core/cpf';
import { isPriceKind } from '@gn/core/box-office';
import { eventDocToForm, eventFormSchema } from '@gn/core/schemas/event';
import { newsFormSchema } from '@gn/core/schemas/news';
import { bannerDocToForm, homeBannerFormSchema } from '@gn/core/schemas/banner';
import { pricingTableFormSchema } from '@gn/core/schemas/pricing-table';
import { categoryTableFormSchema } from '@gn/core/schemas/category-table';
import { newsBannerSettingsSchema } from '@gn/core/schemas/news-banner';
import { paymentSettingsSchema } from '@gn/core/schemas/settings';
import { companySettingsSchema } from '@gn/core/schemas/company-settings';
import { sacOverdue } from '@gn/core/sac';
import { verifyTicketCode } from '@gn/core/server/ticket-code';
import { eventTicketTypes, unknownListType } from '@gn/core/checkin-lists';
import type { CheckinList } from '@gn/core/checkin-scan';
import { checkinListsSchema } from '@gn/core/schemas/checkin';
import { sumCounterShards, totalOf } from '@gn/core/stored/checkin-counters';
import { LOCAL_TICKET_SIGNING_KEY } from './build-orders.mjs';
import type {
  CategoryColumn,
  CategoryRow,
  CategoryTable,
  EventStock,
  HomeBanner,
  NewsDoc,
  PricingTable,
} from '@gn/core/stored/content';
import type { EventDoc } from '@gn/core/stored/event';
import type { Order } from '@gn/core/order';
import type { Profile, UserRole } from '@gn/core/stored/profile';
import type { Ticket } from '@gn/core/stored/ticket';

const NOW = new Date('2025-03-10T15:00:00Z');
const { docs, images } = buildSeedData({ now: NOW });
const col = <T>(name: string) => byCollection(docs, name) as Map<string, T>;
const events = col<EventDoc>('events');
const stock = col<EventStock>('event_stock');
const news = col<NewsDoc>('news');
const pricing = col<PricingTable>('pricing_tables');
const categories = col<CategoryTable>('category_tables');
const rows = col<CategoryRow>('event_category_data');
const banners = col<HomeBanner>('home_banners');

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const publicEvents = [...events.values()].filter((e) => e.status === 'publicado' && e.visivel);
const publicEventSlugs = new Set(publicEvents.map((e) => e.slug));
const publishedNews = [...news.values()].filter((n) => n.status === 'publicado');
const publishedNewsSlugs = new Set(publishedNews.map((n) => n.slug));
const DAY = 86_400_000;

describe('dates', () => {
  it('are São Paulo wall-clock times relative to now', () => {
    // 2025-03-10 12:00 in São Paulo; +5 days at 21:00 BRT = 2025-03-16 00:00 UTC.
    expect(saoPauloAt(NOW, 5, '21:00').toISOString()).toBe('2025-03-16T00:00:00.000Z');
    // Just after midnight UTC it is still the previous day in São Paulo.
    expect(saoPauloAt(new Date('2025-03-11T01:00:00Z'), 0, '10:00').toISOString()).toBe(
      '2025-03-10T13:00:00.000Z',
    );
  });

  it('build is deterministic for a given now', () => {
    expect(buildSeedData({ now: NOW })).toEqual(buildSeedData({ now: NOW }));
  });
});

describe('events', () => {
  it('has at least 12 events with the expected mix', () => {
    const all = [...events.values()];
    expect(all.length).toBeGreaterThanOrEqual(12);
    const future = all.filter((e) => e.data_inicio > NOW);
    const past = all.filter((e) => e.data_inicio < NOW);
    expect(future.length).toBeGreaterThanOrEqual(8);
    expect(past.length).toBeGreaterThanOrEqual(2);
    expect(future.filter((e) => e.status_inscricoes === 'abertas').length).toBeGreaterThan(5);
    expect(future.some((e) => e.status_inscricoes === 'encerradas')).toBe(true);
    expect(past.every((e) => e.status_inscricoes === 'encerradas')).toBe(true);
    expect(all.filter((e) => e.status === 'rascunho')).toHaveLength(1);
    expect(all.filter((e) => !e.visivel)).toHaveLength(1);
    expect(all.some((e) => !e.mostrar_estoque)).toBe(true);
    expect(new Set(all.map((e) => e.taxa_servico))).toEqual(new Set([null, 0.05, 0.08]));
  });

  it('has the documented notable ids', () => {
    const sons = events.get('evt-sons-do-cerrado')!;
    expect(sons.status_inscricoes).toBe('abertas');
    expect(sons.pricing_table_ids.length).toBeGreaterThanOrEqual(3);
    expect(events.get('evt-futsal-classico-capital')!.status_inscricoes).toBe('encerradas');
    expect(events.get('evt-jazz-bossa-lagoa')!.data_inicio < NOW).toBe(true);
    expect(events.get('evt-rock-na-serra')!.data_inicio < NOW).toBe(true);
    expect(events.get('evt-concerto-sob-as-estrelas')!.status).toBe('rascunho');
    expect(events.get('evt-workshop-producao-musical')!.visivel).toBe(false);
    expect(stock.get('evt-stand-up-causos-de-minas')!.disponivel).toBe(0);
  });

  it('have valid fields, unique slugs derived from the title and consistent dates', () => {
    const slugs = new Set<string>();
    for (const [id, e] of events) {
      expect(id).toMatch(/^evt-[a-z0-9-]+$/);
      expect(e.titulo.length).toBeGreaterThanOrEqual(3);
      expect(e.local.length).toBeGreaterThanOrEqual(3);
      expect(e.slug).toMatch(SLUG);
      expect(e.slug).toBe(slugify(e.titulo));
      expect(slugs.has(e.slug)).toBe(false);
      slugs.add(e.slug);
      expect(['rascunho', 'publicado']).toContain(e.status);
      expect(['abertas', 'encerradas']).toContain(e.status_inscricoes);
      expect(e.data_inicio).toBeInstanceOf(Date);
      if (e.data_fim) expect(e.data_fim.getTime()).toBeGreaterThan(e.data_inicio.getTime());
      expect(e.created_at.getTime()).toBeLessThan(Math.min(NOW.getTime(), e.data_inicio.getTime()));
      expect(e.descricao).toMatch(/<p>/);
      expect(e.descricao).toMatch(/<ul>/);
      expect(e.descricao).toMatch(/<strong>/);
      if (e.seo_titulo) expect(e.seo_titulo.length).toBeLessThanOrEqual(60);
      if (e.seo_descricao) expect(e.seo_descricao.length).toBeLessThanOrEqual(160);
      expect(e).not.toHaveProperty('estoque_total');
    }
  });

  it('reference existing tables', () => {
    for (const e of events.values()) {
      for (const t of e.pricing_table_ids) expect(pricing.has(t), t).toBe(true);
      for (const t of e.category_table_ids) expect(categories.has(t), t).toBe(true);
    }
  });

  it('have stock: 50..5000, full for future events except a few lived-in ones', () => {
    expect(stock.size).toBe(events.size);
    let livedIn = 0;
    for (const [id, s] of stock) {
      expect(events.has(id)).toBe(true);
      expect(Number.isInteger(s.total) && Number.isInteger(s.disponivel)).toBe(true);
      expect(s.total).toBeGreaterThanOrEqual(50);
      expect(s.total).toBeLessThanOrEqual(5000);
      expect(s.disponivel).toBeGreaterThanOrEqual(0);
      expect(s.disponivel).toBeLessThanOrEqual(s.total);
      if (events.get(id)!.data_inicio > NOW && s.disponivel < s.total) livedIn++;
    }
    expect(livedIn).toBeGreaterThanOrEqual(2);
    expect(livedIn).toBeLessThanOrEqual(5);
  });
});

describe('price tables', () => {
  it('have integer centavos, one unpublished, one item without price', () => {
    expect(pricing.size).toBeGreaterThanOrEqual(5);
    expect([...pricing.values()].filter((t) => !t.publicada).length).toBeGreaterThanOrEqual(1);
    const items = [...pricing.values()].flatMap((t) => t.itens);
    expect(items.some((i) => i.valor_centavos === null)).toBe(true);
    for (const [id, t] of pricing) {
      expect(t.nome.length).toBeGreaterThanOrEqual(3);
      expect(t.itens.length).toBeGreaterThanOrEqual(1);
      expect(new Set(t.itens.map((i) => i.id)).size, id).toBe(t.itens.length);
      for (const i of t.itens) {
        expect(i.label.trim().length).toBeGreaterThan(0);
        if (i.valor_centavos !== null) {
          expect(Number.isInteger(i.valor_centavos), `${id}/${i.id}`).toBe(true);
          expect(i.valor_centavos).toBeGreaterThanOrEqual(0);
        }
      }
    }
    expect(pricing.get('pt-pista')!.itens.slice(0, 2)).toEqual([
      { id: 'inteira', label: 'Inteira', valor_centavos: 12000, tipo: 'inteira' },
      { id: 'meia', label: 'Meia-entrada', valor_centavos: 6000, tipo: 'meia' },
    ]);
    // Every option has a kind the box office knows; the 60+ option is half price outside the quota.
    for (const t of pricing.values())
      for (const i of t.itens)
        expect(isPriceKind((i as { tipo?: unknown }).tipo), `${t.nome}/${i.id}`).toBe(true);
    expect(pricing.get('pt-corrida')!.itens.find((i) => i.id === '60mais')).toMatchObject({
      tipo: 'meia_idoso',
    });
  });

  it('seed one event with the box-office settings of a big show and the meia figures of every event', () => {
    const showcase = events.get('evt-nordeste-digital')!;
    expect(showcase).toMatchObject({
      max_por_pedido: 8,
      max_por_cpf: 4,
      ingresso_nominal: true,
      cota_meia_percentual: 50,
    });
    for (const [id, s] of stock) {
      const percent =
        (events.get(id) as { cota_meia_percentual?: number } | undefined)?.cota_meia_percentual ?? 40;
      expect(s.meia_total, id).toBe(Math.ceil((s.total * percent) / 100));
      expect(s.meia_disponivel, id).toBe(s.meia_total);
    }
  });

  it('seeds wheelchair spaces where the plateia table sells them, some of them sold', () => {
    const spaces = (id: string) => events.get(id) as { espacos_cadeirante?: number };
    expect(spaces('evt-baile-das-mares').espacos_cadeirante).toBe(12);
    const baile = stock.get('evt-baile-das-mares') as Record<string, unknown>;
    expect(baile).toMatchObject({ cadeirante_total: 12, cadeirante_disponivel: 9 });
    const sold = docs.filter((d) => d.collection === 'event_stock/evt-baile-das-mares/cadeirante_slots');
    expect(sold).toHaveLength(3);
    const plateia = pricing.get('pt-plateia-balcao')!;
    expect(plateia.itens.find((i) => i.tipo === 'cadeirante')).toMatchObject({ valor_centavos: 4500 });
    // Every event that offers the option has spaces of its own to sell.
    for (const event of events.values())
      if (event.pricing_table_ids.includes('pt-plateia-balcao'))
        expect((event as { espacos_cadeirante?: number }).espacos_cadeirante, event.slug).toBeGreaterThan(0);
  });
});

describe('category tables and rows', () => {
  it('have well-formed embedded columns', () => {
    expect(categories.size).toBeGreaterThanOrEqual(3);
    const types = new Set<string>();
    let withSubdivisions = 0;
    for (const t of categories.values()) {
      expect(t.colunas.length).toBeGreaterThan(0);
      t.colunas.forEach((c, i) => {
        types.add(c.tipo);
        expect(c.ordem).toBe(i);
        expect(c.id).toMatch(/^[a-z0-9-]+$/);
        expect(c.nome.length).toBeGreaterThan(0);
        if (c.tipo === 'multipla_escolha') expect(c.opcoes!.length).toBeGreaterThan(1);
        else expect(c.opcoes).toBeNull();
        if (c.subdivisoes) {
          withSubdivisions++;
          for (const s of c.subdivisoes) expect(s.id).toMatch(/^[a-z0-9-]+$/);
        }
      });
    }
    expect(types).toEqual(new Set(['texto', 'numero', 'multipla_escolha']));
    expect(withSubdivisions).toBeGreaterThan(0);
  });

  it('rows belong to events that show the table, with valid cells', () => {
    expect(rows.size).toBeGreaterThan(10);
    for (const [id, r] of rows) {
      const t = categories.get(r.table_id)!;
      const e = events.get(r.event_id)!;
      expect(t && e, id).toBeTruthy();
      expect(e.category_table_ids).toContain(r.table_id);
      const cells = new Map<string, CategoryColumn>();
      for (const c of t.colunas) {
        if (c.subdivisoes) for (const s of c.subdivisoes) cells.set(`${c.id}.${s.id}`, c);
        else cells.set(c.id, c);
      }
      for (const [key, value] of Object.entries(r.dados as Record<string, unknown>)) {
        const c = cells.get(key);
        expect(c, `${id}: ${key}`).toBeDefined();
        expect(typeof value).toBe('string');
        if (value === '') continue;
        if (c!.tipo === 'numero') expect(Number.isFinite(Number(value)), `${id}: ${key}`).toBe(true);
        if (c!.tipo === 'multipla_escolha') expect(c!.opcoes, `${id}: ${key}`).toContain(value);
      }
    }
    // Every (event, category table) pair that the site would show has rows.
    for (const [eid, e] of events) {
      for (const t of e.category_table_ids) {
        const n = [...rows.values()].filter((r) => r.event_id === eid && r.table_id === t).length;
        expect(n, `${eid} × ${t}`).toBeGreaterThan(0);
      }
    }
  });
});

describe('news', () => {
  it('has at least 12 published items over the last 60 days and one draft', () => {
    expect(publishedNews.length).toBeGreaterThanOrEqual(12);
    const drafts = [...news.values()].filter((n) => n.status === 'rascunho');
    expect(drafts).toHaveLength(1);
    expect(drafts[0]!.publicado_em).toBeNull();
    for (const n of publishedNews) {
      expect(n.publicado_em!.getTime()).toBeLessThan(NOW.getTime());
      expect(n.publicado_em!.getTime()).toBeGreaterThan(NOW.getTime() - 60 * DAY);
    }
    const days = publishedNews.map((n) => Math.floor((NOW.getTime() - n.publicado_em!.getTime()) / DAY));
    expect(Math.max(...days) - Math.min(...days)).toBeGreaterThan(45);
  });

  it('has unique slugs and rich HTML bodies', () => {
    const slugs = new Set<string>();
    const tags = new Set<string>();
    for (const [id, n] of news) {
      expect(n.slug).toMatch(SLUG);
      expect(slugs.has(n.slug)).toBe(false);
      slugs.add(n.slug);
      expect(n.autor_id).toBe(DEMO_ADMIN.uid);
      if (n.seo_titulo) expect(n.seo_titulo.length).toBeLessThanOrEqual(60);
      if (n.seo_descricao) expect(n.seo_descricao.length).toBeLessThanOrEqual(160);
      if (n.status !== 'publicado') continue;
      const paragraphs = (n.corpo.match(/<p>/g) ?? []).length;
      expect(paragraphs, id).toBeGreaterThanOrEqual(3);
      expect(paragraphs, id).toBeLessThanOrEqual(6);
      expect(n.corpo, id).toMatch(/<h2>/);
      for (const t of n.corpo.matchAll(/<([a-z0-9]+)[\s>]/g)) tags.add(t[1]!);
    }
    for (const t of ['h2', 'p', 'ul', 'li', 'strong', 'em', 'a', 'blockquote']) {
      expect(tags, t).toContain(t);
    }
  });

  it('links only to published content or known pages', () => {
    const pages = new Set(['/eventos', '/noticias', '/contato', '/ajuda']);
    for (const [id, n] of news) {
      if (n.status !== 'publicado') continue;
      for (const [, href] of n.corpo.matchAll(/href="([^"]+)"/g)) {
        const ev = /^\/eventos\/(.+)$/.exec(href!);
        const nw = /^\/noticias\/(.+)$/.exec(href!);
        if (ev) expect(publicEventSlugs, `${id}: ${href}`).toContain(ev[1]);
        else if (nw) expect(publishedNewsSlugs, `${id}: ${href}`).toContain(nw[1]);
        else if (href!.startsWith('/')) expect(pages, `${id}: ${href}`).toContain(href);
        else expect(href, id).toMatch(/^https:\/\//);
      }
    }
  });
});

describe('home banners and settings', () => {
  it('has 3 active banners ordered 1..3 and one inactive', () => {
    const active = [...banners.values()].filter((b) => b.ativo).sort((a, b) => a.ordem - b.ordem);
    expect(active.map((b) => b.ordem)).toEqual([1, 2, 3]);
    expect([...banners.values()].filter((b) => !b.ativo)).toHaveLength(1);
  });

  it('buttons resolve to published slugs, pages or URLs', () => {
    const types = new Set<string>();
    for (const [id, b] of banners) {
      expect(b.titulo.length, id).toBeGreaterThan(0);
      expect(b.imagem_url).toBe(`/api/files/seed/banners/${id}.c1920x1080.jpg`);
      const fields = b as unknown as Record<string, string | null>;
      for (const n of [1, 2]) {
        const tipo = fields[`botao${n}_tipo`];
        const ref = fields[`botao${n}_referencia`];
        const texto = fields[`botao${n}_texto`];
        if (n === 1) expect(tipo, id).not.toBeNull();
        if (tipo == null) {
          expect(ref).toBeNull();
          expect(texto).toBeNull();
          continue;
        }
        types.add(tipo);
        expect(texto!.length).toBeGreaterThan(0);
        if (tipo === 'evento') expect(publicEventSlugs, id).toContain(ref);
        else if (tipo === 'noticia') expect(publishedNewsSlugs, id).toContain(ref);
        else if (tipo === 'pagina') expect(ref).toBe('/eventos');
        else if (tipo === 'url') expect(ref).toMatch(/^https:\/\//);
        else throw new Error(`${id}: unknown button type ${tipo}`);
      }
    }
    expect(types).toEqual(new Set(['evento', 'noticia', 'pagina', 'url']));
  });

  it('payment settings are the defaults: every method, 10 %, card in up to 12x of R$ 5,00 without interest', () => {
    expect(col('site_settings').get('payments')).toMatchObject({
      metodos: ['pix', 'card', 'boleto'],
      taxa_padrao: 0.1,
      parcelas_max: 12,
      parcela_minima_centavos: 500,
      juros_mensal: 0,
      juros_a_partir_de: 2,
    });
    expect(paymentSettingsSchema.safeParse(col('site_settings').get('payments')).success).toBe(true);
  });

  it('the company is filled and valid (the footer and the checkout show it)', () => {
    const company = col<Record<string, unknown>>('site_settings').get('company');
    expect(companySettingsSchema.parse(company)).toEqual(company);
    expect(company).toMatchObject({ razao_social: 'GN Ingressos Ltda', cidade: 'São Paulo', uf: 'SP' });
  });

  it('the contact inbox has a message past the SAC deadline, an answered one and recent ones', () => {
    const rows = [...col<Record<string, unknown>>('contact_messages').values()].map((m) => ({
      overdue: sacOverdue(m.created_at as Date, (m.respondida_em as Date | undefined) ?? null, NOW),
      answered: m.respondida_em instanceof Date,
    }));
    expect(rows.filter((r) => r.overdue)).toHaveLength(1);
    expect(rows.filter((r) => r.answered)).toHaveLength(1);
    expect(rows.filter((r) => !r.overdue && !r.answered).length).toBeGreaterThanOrEqual(2);
  });

  it('news banner settings are the defaults', () => {
    expect(col('site_settings').get('news_banner')).toEqual({
      ativo: true,
      velocidade: 50,
      limite_noticias: 10,
    });
  });
});

describe('users', () => {
  it('exports the demo credentials and their profile and role docs', () => {
    // dev/start.mjs prints `Login ${label}: ...`; tests pick users by role.
    expect(DEMO_USERS.map((u) => [u.role, u.label])).toEqual([
      ['admin', 'admin'],
      ['customer', 'cliente'],
      ['staff', 'financeiro'],
      ['staff', 'porteiro'],
      ['staff', 'bilheteria'],
    ]);
    // The door steward works at one event, whose gates the seed names.
    expect(col<UserRole>('user_roles').get('demo-porteiro')).toMatchObject({
      role: 'porteiro',
      escopo: { eventos: ['evt-sons-do-cerrado'], listas: [] },
    });
    expect(col<UserRole>('user_roles').get('demo-financeiro')).toMatchObject({ role: 'financeiro' });
    expect(DEMO_USERS.find((u) => u.role === 'admin')).toMatchObject({
      uid: 'demo-admin',
      email: 'admin@gn.local',
      password: 'Admin@12345',
      admin: true,
    });
    expect(DEMO_USERS.find((u) => u.role === 'customer')).toMatchObject({
      uid: 'demo-customer',
      email: 'cliente@gn.local',
      password: 'Cliente@12345',
      admin: false,
    });
    const profiles = col<Profile>('profiles');
    const roles = col<UserRole>('user_roles');
    expect(profiles.get('demo-customer')).toMatchObject({
      user_id: 'demo-customer',
      nome: 'Carlos Cliente',
      email: 'cliente@gn.local',
      telefone: '+5511987654321',
      cpf: '52998224725',
      asaas_customer_id: null,
      avatar_url: null,
    });
    expect(profiles.get('demo-admin')).toMatchObject({ nome: 'Ana Administradora', email: 'admin@gn.local' });
    for (const p of profiles.values()) if (p.telefone) expect(p.telefone).toMatch(/^\+55\d{10,11}$/);
    expect(roles.get('demo-admin')!.role).toBe('admin');
    expect(roles.get('demo-customer')!.role).toBe('user');
  });
});

describe('images', () => {
  it('one distinct cover per event, news item and banner, at the recommended sizes', () => {
    const expected = events.size + news.size + banners.size;
    expect(images).toHaveLength(expected);
    expect(new Set(images.map((i) => i.url)).size).toBe(expected);
    for (const kind of ['events', 'news', 'banners'] as const) {
      const own = images.filter((i) => i.kind === kind);
      expect(new Set(own.map((i) => `${i.motivo}:${i.matiz}`)).size, kind).toBe(own.length);
      for (const i of own) {
        expect(i).toMatchObject(IMAGE_SIZES[kind]);
        expect(MOTIFS).toContain(i.motivo);
        expect(i.url).toBe(`/api/files/seed/${kind}/${i.id}.c${i.width}x${i.height}.jpg`);
      }
    }
    for (const e of events.values()) expect(images.map((i) => i.url)).toContain(e.capa_url);
    for (const n of news.values()) expect(images.map((i) => i.url)).toContain(n.capa_url);
  });

  it('draws SVG without text and sharp turns it into a JPEG', async () => {
    for (const motivo of MOTIFS) {
      const svg = coverSvg({ id: 't', width: 320, height: 180, matiz: 200, motivo });
      expect(svg).not.toMatch(/<text/);
      const jpeg = await renderCover({ id: 't', width: 320, height: 180, matiz: 200, motivo });
      const meta = await sharp(jpeg).metadata();
      expect(meta).toMatchObject({ format: 'jpeg', width: 320, height: 180 });
    }
  });
});

describe('content modules', () => {
  it('use unique ids everywhere', () => {
    for (const list of [
      CONTENT.events,
      CONTENT.news,
      CONTENT.pricingTables,
      CONTENT.categoryTables,
      CONTENT.banners,
    ]) {
      const ids = list.map((x: { id: string }) => x.id);
      expect(new Set(ids).size).toBe(ids.length);
    }
    const all = docs.map((d) => `${d.collection}/${d.id}`);
    expect(new Set(all).size).toBe(all.length);
  });
});

describe('the core contract (@gn/core schemas)', () => {
  it('our slug rule is the core one', () => {
    for (const e of events.values()) expect(coreSlugify(e.titulo)).toBe(slugify(e.titulo));
  });

  it('shows the age rating and accessibility: every published event rated, varied; one old draft without', () => {
    const published = [...events.values()].filter((e) => e.status === 'publicado');
    expect(published.every((e) => e.classificacao_indicativa)).toBe(true);
    expect(new Set(published.map((e) => e.classificacao_indicativa))).toEqual(
      new Set(['livre', '10', '12', '14', '16', '18']),
    );
    expect(events.get('evt-concerto-sob-as-estrelas')).toMatchObject({ status: 'rascunho' });
    expect(events.get('evt-concerto-sob-as-estrelas')).not.toHaveProperty('classificacao_indicativa');
    const withResources = published.filter((e) => (e.acessibilidade ?? []).length > 0);
    expect(withResources.length).toBeGreaterThan(published.length / 2);
    expect(withResources.length).toBeLessThan(published.length);
  });

  it('every document passes the admin form schema it would be edited with', () => {
    for (const [id, e] of events) {
      const r = eventFormSchema.safeParse(eventDocToForm(e, stock.get(id)!.total));
      expect(r.success, `${id}: ${r.error?.message}`).toBe(true);
    }
    for (const [id, n] of news) {
      const r = newsFormSchema.safeParse({
        ...n,
        seo_titulo: n.seo_titulo ?? '',
        seo_descricao: n.seo_descricao ?? '',
      });
      expect(r.success, `${id}: ${r.error?.message}`).toBe(true);
    }
    for (const [id, b] of banners) {
      const r = homeBannerFormSchema.safeParse(bannerDocToForm(b));
      expect(r.success, `${id}: ${r.error?.message}`).toBe(true);
    }
    for (const [id, t] of pricing) {
      const r = pricingTableFormSchema.safeParse(t);
      expect(r.success, `${id}: ${r.error?.message}`).toBe(true);
    }
    for (const [id, t] of categories) {
      const r = categoryTableFormSchema.safeParse(t);
      expect(r.success, `${id}: ${r.error?.message}`).toBe(true);
    }
    expect(newsBannerSettingsSchema.safeParse(col('site_settings').get('news_banner')).success).toBe(true);
  });

  it('the customer CPF is valid', () => {
    expect(isValidCpf(DEMO_CUSTOMER.cpf!)).toBe(true);
  });
});

describe('demo orders and tickets (the customer area)', () => {
  // The customer's own (the door demo's group orders: build-door.mjs, tested below).
  const mine = <T extends { user_id: string }>(all: Map<string, T>) =>
    new Map([...all].filter(([, d]) => d.user_id === DEMO_CUSTOMER.uid));
  const orders = mine(col<Order>('orders'));
  const tickets = mine(col<Ticket>('tickets'));

  it('the customer has a paid upcoming order, a paid past one and a cancelled one', () => {
    expect([...orders.keys()]).toEqual([
      'demopag1-sons-do-cerrado',
      'demopag2-jazz-na-lagoa',
      'democan1-samba-na-lapa',
    ]);
    for (const o of orders.values()) {
      expect(o.user_id).toBe(DEMO_CUSTOMER.uid);
      expect(o.comprador.email).toBe(DEMO_CUSTOMER.email);
      expect(o.total).toBe(o.subtotal + o.taxas - o.desconto);
      expect(o.items.reduce((s, i) => s + i.preco * i.qnt, 0)).toBe(o.subtotal);
      expect(o.status_historico.at(-1)?.para).toBe(o.status);
      const event = events.get(o.items[0]!.event_id)!;
      expect(o.items[0]!.data_evento).toEqual(event.data_inicio);
    }
    expect(orders.get('demopag1-sons-do-cerrado')).toMatchObject({
      status: 'pago',
      taxas: 2400,
      total: 26400,
    });
    expect(events.get('evt-sons-do-cerrado')!.data_inicio > NOW).toBe(true);
    expect(events.get('evt-jazz-bossa-lagoa')!.data_inicio < NOW).toBe(true);
    expect(orders.get('democan1-samba-na-lapa')!.status).toBe('cancelado');
  });

  it('issues one ticket per person, {orderId}-{n}, with a QR code signed by the ticket key', () => {
    expect([...tickets.keys()]).toEqual([
      'demopag1-sons-do-cerrado-1',
      'demopag1-sons-do-cerrado-2',
      'demopag2-jazz-na-lagoa-1',
      'democan1-samba-na-lapa-1',
    ]);
    const statuses = Object.fromEntries([...tickets].map(([id, t]) => [id, t.status]));
    expect(statuses).toEqual({
      'demopag1-sons-do-cerrado-1': 'ativo',
      'demopag1-sons-do-cerrado-2': 'ativo',
      'demopag2-jazz-na-lagoa-1': 'usado',
      'democan1-samba-na-lapa-1': 'cancelado',
    });
    for (const [id, t] of tickets) {
      const order = orders.get(t.order_id)!;
      expect(t).toMatchObject({ user_id: DEMO_CUSTOMER.uid, quantidade: 1, titular: DEMO_CUSTOMER.nome });
      expect(t.tipo).toBe(order.items[0]!.tipo_ingresso);
      expect(t.preco_unitario).toBe(order.items[0]!.preco);
      expect(t.codigo_serial).toMatch(/^TKT-\d{13}-[0-9A-Z]{8}$/);
      // GN2: the offline scanner verifies the seed's tickets with the public key alone.
      expect(t.qr_code.startsWith('GN2.')).toBe(true);
      expect(verifyTicketCode(process.env.TICKET_SIGNING_KEY ?? LOCAL_TICKET_SIGNING_KEY, t.qr_code)).toEqual(
        { ticketId: id, serial: t.codigo_serial },
      );
      const event = events.get(t.event_id)!;
      expect(t.evento).toEqual({
        titulo: event.titulo,
        data_inicio: event.data_inicio,
        local: event.local,
        capa_url: event.capa_url,
        classificacao_indicativa: event.classificacao_indicativa ?? null,
        regra_menores: event.regra_menores ?? null,
      });
    }
    expect(new Set([...tickets.values()].map((t) => t.codigo_serial)).size).toBe(tickets.size);
    expect(tickets.get('demopag2-jazz-na-lagoa-1')).toMatchObject({ checkin_por: DEMO_ADMIN.uid });
  });
});

describe('the demo portaria (check-in lists and live counts)', () => {
  const lists = col<{ listas: CheckinList[] }>('event_checkin').get('evt-sons-do-cerrado')!.listas;
  const shards = [...col<unknown>('event_checkin/evt-sons-do-cerrado/contadores').values()];
  const tickets = [...col<Ticket>('tickets').values()].filter((t) => t.event_id === 'evt-sons-do-cerrado');

  it("the lists admit the event's real ticket types", () => {
    const event = events.get('evt-sons-do-cerrado')!;
    const tables = event.pricing_table_ids.map((id) => CONTENT.pricingTables.find((t) => t.id === id)!);
    expect(lists.map((l) => l.nome)).toEqual(['Portão A – Pista', 'Camarote']);
    expect(unknownListType(lists, eventTicketTypes(tables))).toBeNull();
    expect(checkinListsSchema.safeParse({ listas: lists }).success).toBe(true);
  });

  it('the counters agree with the tickets inside, each counted once', () => {
    const counters = sumCounterShards(shards);
    const inside = tickets.filter((t) => t.presenca?.dentro);
    expect(inside.length).toBeGreaterThanOrEqual(3);
    expect(totalOf(counters.dentro)).toBe(inside.length);
    for (const list of lists) {
      expect(counters.dentro[list.id] ?? 0).toBe(
        inside.filter((t) => t.presenca!.lista_id === list.id).length,
      );
    }
    const entered = tickets.filter((t) => t.presenca);
    expect(totalOf(counters.entradas)).toBe(entered.length);
    expect(totalOf(counters.por_5min)).toBe(entered.length);
    expect(totalOf(counters.saidas)).toBe(entered.length - inside.length);
    for (const t of entered)
      expect(t).toMatchObject({ status: 'usado', usado_em: t.presenca!.primeira_entrada });
  });
});
