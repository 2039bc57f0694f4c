import { describe, expect, it } from 'vitest';
import {
  categoryTableView,
  eventDateParts,
  eventDateRange,
  eventDetail,
  eventJsonLd,
  eventMetaDescription,
  eventTitle,
  leafKeys,
  offerAvailability,
  placeOf,
} from './event-detail';
import type { SnapshotCategoryTable, SnapshotEvent, SnapshotPricingTable } from '../../lib/snapshot';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON-LD is read field by field
type Ld = Record<string, any>;

/** When the fixtures were written (the pages do not read it). */
const STORED_AT = '2026-11-01T12:00:00.000Z';
/** What every published table of the snapshot carries besides its content. */
const published = { publicada: true, created_at: STORED_AT, updated_at: STORED_AT } as const;

const event: SnapshotEvent = {
  id: 'evt-sons-do-cerrado',
  titulo: 'Festival Sons do Cerrado',
  slug: 'festival-sons-do-cerrado',
  local: 'Esplanada do Lago Paranoá, Brasília - DF',
  descricao: '<p>O <strong>Festival</strong> reúne &amp; celebra.</p><script>alert(1)</script>',
  capa_url: '/api/files/seed/events/evt-sons-do-cerrado.jpg',
  data_inicio: '2026-12-12T19:00:00.000Z',
  data_fim: '2026-12-14T02:59:00.000Z',
  status_inscricoes: 'abertas',
  mostrar_estoque: true,
  pricing_table_ids: ['pt-lote', 'pt-pista', 'pt-vip'],
  category_table_ids: ['ct-setores', 'ct-programacao', 'ct-vazia'],
  taxa_servico: null,
  seo_titulo: null,
  seo_descricao: null,
  status: 'publicado',
  visivel: true,
  created_at: STORED_AT,
  updated_at: STORED_AT,
};

const pricingTables: SnapshotPricingTable[] = [
  // Snapshot order differs from the event's order on purpose; pt-vip is unpublished (absent).
  {
    id: 'pt-pista',
    nome: 'Pista',
    descricao: null,
    ...published,
    itens: [{ id: 'inteira', label: 'Inteira', valor_centavos: 12000 }],
  },
  {
    id: 'pt-lote',
    nome: 'Lote',
    descricao: null,
    ...published,
    itens: [
      { id: 'l1', label: 'Lote 1', valor_centavos: 8000 },
      { id: 'c', label: 'Sob consulta', valor_centavos: null },
    ],
  },
];

const corrida: SnapshotCategoryTable = {
  id: 'ct-corrida',
  nome: 'Categorias de Corrida',
  descricao: null,
  ...published,
  colunas: [
    {
      id: 'vagas',
      nome: 'Vagas',
      tipo: 'numero',
      opcoes: null,
      ordem: 2,
      subdivisoes: [
        { id: 'bat1', nome: 'Bat.1' },
        { id: 'bat2', nome: 'Bat.2' },
      ],
    },
    { id: 'categoria', nome: 'Categoria', tipo: 'texto', opcoes: null, ordem: 0, subdivisoes: null },
    { id: 'largada', nome: 'Largada', tipo: 'texto', opcoes: null, ordem: 1, subdivisoes: [] },
  ],
};

const simple = (id: string): SnapshotCategoryTable => ({
  id,
  nome: id,
  descricao: null,
  ...published,
  colunas: [{ id: 'a', nome: 'A', tipo: 'texto', opcoes: null, ordem: 0, subdivisoes: null }],
});

const snap = {
  pricingTables,
  categoryTables: [simple('ct-programacao'), simple('ct-setores'), simple('ct-vazia')],
  categoryRows: [
    {
      id: 'r2',
      table_id: 'ct-setores',
      event_id: event.id,
      linha_ordem: 1,
      dados: { a: 'segunda' },
      updated_at: STORED_AT,
    },
    {
      id: 'r1',
      table_id: 'ct-setores',
      event_id: event.id,
      linha_ordem: 0,
      dados: { a: 'primeira' },
      updated_at: STORED_AT,
    },
    {
      id: 'r3',
      table_id: 'ct-programacao',
      event_id: event.id,
      linha_ordem: 0,
      dados: { a: 'x' },
      updated_at: STORED_AT,
    },
    {
      id: 'r4',
      table_id: 'ct-programacao',
      event_id: 'outro',
      linha_ordem: 0,
      dados: { a: 'de outro evento' },
      updated_at: STORED_AT,
    },
  ],
  stock: { [event.id]: { id: event.id, total: 5000, disponivel: 4188, updated_at: STORED_AT } },
};

describe('eventDetail', () => {
  const detail = eventDetail(snap, event);

  it("keeps the event's published price tables in the event's order", () => {
    expect(detail.pricingTables.map((t) => t.id)).toEqual(['pt-lote', 'pt-pista']);
  });

  it("keeps the event's published category tables in the event's order, with its own rows by linha_ordem", () => {
    expect(detail.categoryTables.map((t) => t.id)).toEqual(['ct-setores', 'ct-programacao']);
    expect(detail.categoryTables[0]!.rows).toEqual([['primeira'], ['segunda']]);
    expect(detail.categoryTables[1]!.rows).toEqual([['x']]);
  });

  it('carries the build-time stock', () => {
    expect(detail.stock).toEqual({ total: 5000, disponivel: 4188 });
  });
});

describe('category tables with subdivisions', () => {
  it('orders columns and reads cells by column id or column.subdivision', () => {
    const view = categoryTableView(
      corrida,
      [
        {
          id: 'r',
          table_id: 'ct-corrida',
          event_id: 'e',
          linha_ordem: 0,
          dados: { categoria: '5K', largada: '07:30', 'vagas.bat1': '500', 'vagas.bat2': ' ' },
          updated_at: STORED_AT,
        },
      ],
      'e',
    );
    expect(view.columns.map((c) => c.id)).toEqual(['categoria', 'largada', 'vagas']);
    expect(view.grouped).toBe(true);
    expect(leafKeys(view.columns)).toEqual(['categoria', 'largada', 'vagas.bat1', 'vagas.bat2']);
    expect(view.rows).toEqual([['5K', '07:30', '500', '']]);
  });
});

describe('eventDateRange (São Paulo time)', () => {
  it('writes the end date when the event ends on another day', () => {
    expect(eventDateRange('2026-12-12T19:00:00.000Z', '2026-12-14T02:59:00.000Z')).toBe(
      '12 de dezembro, 2026 · 16:00 – 13 de dezembro, 2026 · 23:59',
    );
  });

  it('writes only the end time on the same day, only the start without an end', () => {
    expect(eventDateRange('2026-12-12T19:00:00.000Z', '2026-12-13T02:59:00.000Z')).toBe(
      '12 de dezembro, 2026 · 16:00 – 23:59',
    );
    expect(eventDateRange('2026-12-20T22:00:00.000Z', null)).toBe('20 de dezembro, 2026 · 19:00');
    expect(eventDateRange('2026-12-20T22:00:00.000Z', '2026-12-20T22:00:00.000Z')).toBe(
      '20 de dezembro, 2026 · 19:00',
    );
  });
});

describe('eventDateParts', () => {
  it('gives the two ends separately (the page keeps each end on one line)', () => {
    expect(eventDateParts('2026-12-12T19:00:00.000Z', '2026-12-14T02:59:00.000Z')).toEqual({
      from: '12 de dezembro, 2026 · 16:00',
      to: '13 de dezembro, 2026 · 23:59',
    });
    expect(eventDateParts('2026-12-12T19:00:00.000Z', null)).toEqual({
      from: '12 de dezembro, 2026 · 16:00',
      to: null,
    });
  });
});

describe('SEO text', () => {
  it('uses the SEO title and description when set', () => {
    expect(eventTitle({ ...event, seo_titulo: 'Sons do Cerrado | GN Ingressos' })).toBe(
      'Sons do Cerrado | GN Ingressos',
    );
    expect(eventMetaDescription({ ...event, seo_descricao: 'Dois dias.' })).toBe('Dois dias.');
  });

  it('falls back to the title and to the description as plain text, at most 155 characters', () => {
    expect(eventTitle(event)).toBe('Festival Sons do Cerrado');
    expect(eventMetaDescription(event)).toBe('O Festival reúne & celebra.');
    const long = eventMetaDescription({ ...event, descricao: `<p>${'palavra '.repeat(60)}</p>` });
    expect(long.length).toBeLessThanOrEqual(155);
    expect(long.endsWith('…')).toBe(true);
  });
});

describe('eventJsonLd', () => {
  const urls = {
    page: 'https://gningressos.com.br/eventos/festival-sons-do-cerrado',
    image: 'https://gningressos.com.br/api/files/seed/events/evt-sons-do-cerrado.jpg',
    site: 'https://gningressos.com.br/',
  };
  const now = new Date('2026-12-01T12:00:00Z');
  const ld = eventJsonLd(eventDetail(snap, event), urls, now, 0.1) as Ld;

  it('is a schema.org Event with São Paulo offsets, place and organizer', () => {
    expect(ld['@type']).toBe('Event');
    expect(ld.startDate).toBe('2026-12-12T16:00:00-03:00');
    expect(ld.endDate).toBe('2026-12-13T23:59:00-03:00');
    expect(ld.description).toBe('O Festival reúne & celebra.');
    expect(ld.eventAttendanceMode).toBe('https://schema.org/OfflineEventAttendanceMode');
    expect(ld.location).toEqual({
      '@type': 'Place',
      name: 'Esplanada do Lago Paranoá',
      address: {
        '@type': 'PostalAddress',
        streetAddress: 'Esplanada do Lago Paranoá',
        addressLocality: 'Brasília',
        addressRegion: 'DF',
        addressCountry: 'BR',
      },
    });
    expect(ld.image).toEqual([urls.image]);
    expect(ld.organizer).toMatchObject({ '@type': 'Organization', name: 'GN Ingressos' });
    expect(ld.url).toBe(urls.page);
  });

  it('offers the price range in reais of the priced options, service fee included, in stock', () => {
    // R$ 80,00 and R$ 120,00 plus the default 10 %.
    expect(ld.offers).toMatchObject({
      '@type': 'AggregateOffer',
      priceCurrency: 'BRL',
      lowPrice: '88.00',
      highPrice: '132.00',
      availability: 'https://schema.org/InStock',
      url: urls.page,
    });
  });

  it("uses the event's own fee rate when it has one", () => {
    const own = eventJsonLd(eventDetail(snap, { ...event, taxa_servico: 0.05 }), urls, now, 0.1) as Ld;
    expect(own.offers).toMatchObject({ lowPrice: '84.00', highPrice: '126.00' });
  });

  it('is SoldOut when sold out, when registrations are closed and once the event started', () => {
    const detail = eventDetail(snap, event);
    expect(offerAvailability({ ...detail, stock: { total: 10, disponivel: 0 } }, now)).toBe(
      'https://schema.org/SoldOut',
    );
    expect(offerAvailability(eventDetail(snap, { ...event, status_inscricoes: 'encerradas' }), now)).toBe(
      'https://schema.org/SoldOut',
    );
    expect(offerAvailability(detail, new Date('2026-12-12T20:00:00Z'))).toBe('https://schema.org/SoldOut');
  });

  it('has no offers without priced options, and no endDate without an end', () => {
    const bare = eventJsonLd(
      eventDetail({ ...snap, pricingTables: [] }, { ...event, data_fim: null }),
      urls,
      now,
      0.1,
    ) as Record<string, unknown>;
    expect(bare.offers).toBeUndefined();
    expect(bare.endDate).toBeUndefined();
  });

  it("gives the age rating as typicalAgeRange ('16-', Livre '0-'), none when not informed", () => {
    const rated = (classificacao_indicativa: string | null) =>
      (
        eventJsonLd(
          eventDetail(snap, { ...event, classificacao_indicativa } as SnapshotEvent),
          urls,
          now,
          0.1,
        ) as Ld
      ).typicalAgeRange;
    expect(rated('16')).toBe('16-');
    expect(rated('livre')).toBe('0-');
    expect(rated(null)).toBeUndefined();
    expect(ld.typicalAgeRange).toBeUndefined();
  });
});

describe('helpers', () => {
  it('placeOf splits "place, city - UF" and keeps other text whole', () => {
    expect(placeOf('Casarão dos Arcos, Lapa, Rio de Janeiro - RJ')).toEqual({
      name: 'Casarão dos Arcos',
      address: {
        streetAddress: 'Casarão dos Arcos, Lapa',
        addressLocality: 'Rio de Janeiro',
        addressRegion: 'RJ',
        addressCountry: 'BR',
      },
    });
    expect(placeOf('Online')).toEqual({
      name: 'Online',
      address: { streetAddress: 'Online', addressCountry: 'BR' },
    });
  });
});
