// The seed's catalogue as Firestore documents: pricing and category tables, events with their
// stock (and the places already sold), and the events' category rows.
import { meiaQuota } from '@gn/core/box-office';
import { DAY, html } from './build-writer.mjs';

/** @typedef {ReturnType<typeof import('./build-writer.mjs').createSeedWriter>} SeedWriter */

const minDate = (a, b) => (a < b ? a : b);

/**
 * A back-office table (pricing or category): its name, description and published flag, its own
 * fields, and the tables' shared creation and edit dates.
 * @param {SeedWriter} w @param {string} collection @param {any} t @param {Record<string, unknown>} fields
 */
function addTable(w, collection, t, fields) {
  w.add(collection, t.id, {
    nome: t.nome,
    descricao: t.descricao,
    publicada: t.publicada,
    ...fields,
    created_at: w.tablesCreated,
    updated_at: w.tablesUpdated,
  });
}

/** @param {SeedWriter} w @param {readonly any[]} pricingTables */
export function addPricingTables(w, pricingTables) {
  for (const t of pricingTables) {
    const itens = t.itens.map((i) => ({
      id: i.id,
      label: i.label,
      valor_centavos: i.valor_centavos,
      tipo: i.tipo ?? 'inteira',
    }));
    addTable(w, 'pricing_tables', t, { itens });
  }
}

/** @param {SeedWriter} w @param {readonly any[]} categoryTables */
export function addCategoryTables(w, categoryTables) {
  for (const t of categoryTables)
    addTable(w, 'category_tables', t, { colunas: t.colunas.map((c) => ({ ...c })) });
}

/** Each event, then its stock, then its places already sold. @param {SeedWriter} w @param {readonly any[]} events */
export function addEvents(w, events) {
  for (const e of events) {
    w.add('events', e.id, eventData(w, e));
    w.add('event_stock', e.id, stockData(w, e));
    addSoldPlaces(w, e);
  }
}

/** @param {SeedWriter} w @param {any} e */
function eventData(w, e) {
  const dataInicio = w.at(e.inicio.dias, e.inicio.hora);
  return {
    titulo: e.titulo,
    slug: e.slug,
    local: e.local,
    descricao: html(e.descricao),
    capa_url: w.cover('events', e),
    data_inicio: dataInicio,
    data_fim: e.fim ? w.at(e.fim.dias, e.fim.hora) : null,
    status: e.status,
    visivel: e.visivel,
    mostrar_estoque: e.mostrar_estoque,
    status_inscricoes: e.status_inscricoes,
    pricing_table_ids: [...e.pricing_table_ids],
    category_table_ids: [...e.category_table_ids],
    taxa_servico: e.taxa_servico,
    ...(e.vendas ?? {}),
    ...(e.lotes ? { lotes: e.lotes.map((l) => loteData(w, l)) } : {}),
    ...audienceData(e),
    seo_titulo: e.seo_titulo,
    seo_descricao: e.seo_descricao,
    created_at: new Date(minDate(w.now, dataInicio).getTime() - 45 * DAY),
    updated_at: w.at(-1, '17:00'),
  };
}

/** The age rating and accessibility, as the admin form saves them; none on an event without a rating. @param {any} e */
function audienceData(e) {
  if (e.classificacao_indicativa === undefined) return {};
  return {
    classificacao_indicativa: e.classificacao_indicativa,
    regra_menores: e.regra_menores ?? null,
    acessibilidade: [...(e.acessibilidade ?? [])],
    acessibilidade_info: e.acessibilidade_info ?? null,
  };
}

/** @param {SeedWriter} w @param {any} l */
function loteData(w, l) {
  return {
    id: l.id,
    nome: l.nome,
    quantidade: l.quantidade,
    termina_em: l.termina_em ? w.at(l.termina_em.dias, l.termina_em.hora) : null,
    precos: { ...l.precos },
  };
}

/**
 * The seed sells no meia-entrada: the whole quota is left; wheelchair spaces may be sold
 * (`estoque.cadeirantes_vendidos`). @param {SeedWriter} w @param {any} e
 */
function stockData(w, e) {
  const meiaTotal = meiaQuota(e.estoque.total, e.vendas?.cota_meia_percentual);
  const spaces = e.vendas?.espacos_cadeirante ?? 0;
  return {
    total: e.estoque.total,
    disponivel: e.estoque.total - e.estoque.vendidos,
    meia_total: meiaTotal,
    meia_disponivel: meiaTotal,
    cadeirante_total: spaces,
    cadeirante_disponivel: spaces - (e.estoque.cadeirantes_vendidos ?? 0),
    ...(e.lotes ? { lotes_vendidos: Object.fromEntries(e.lotes.map((l) => [l.id, l.vendidos])) } : {}),
    updated_at: w.now,
  };
}

/**
 * Places already sold, as the checkout would have left them: a lote's numbered places
 * (functions/src/stock/claim-lote.ts) and the event's slots (functions/src/stock/slots-ground.ts;
 * the checkout recounts `disponivel` from them, so only an event still on sale needs them).
 * @param {SeedWriter} w @param {any} e
 */
function addSoldPlaces(w, e) {
  const soldPlaces = (collection, count) => {
    for (let i = 0; i < count; i++) {
      w.add(collection, String(i), {
        indice: i,
        order_id: 'seed-vendas-anteriores',
        claim_id: 'seed',
        estado: 'vendido',
        expira_em: null,
        created_at: new Date(w.now.getTime() - 30 * DAY),
      });
    }
  };
  for (const lote of e.lotes ?? []) soldPlaces(`event_stock/${e.id}/lotes/${lote.id}/vagas`, lote.vendidos);
  if (e.inicio.dias > 0) soldPlaces(`event_stock/${e.id}/slots`, e.estoque.vendidos);
  soldPlaces(`event_stock/${e.id}/cadeirante_slots`, e.estoque.cadeirantes_vendidos ?? 0);
}

/** @param {SeedWriter} w @param {readonly any[]} eventCategoryData */
export function addEventCategoryData(w, eventCategoryData) {
  for (const block of eventCategoryData) {
    const prefix = `ecd-${block.event_id.replace(/^evt-/, '')}-${block.table_id.replace(/^ct-/, '')}`;
    block.linhas.forEach((dados, i) => {
      w.add('event_category_data', `${prefix}-${String(i + 1).padStart(2, '0')}`, {
        table_id: block.table_id,
        event_id: block.event_id,
        linha_ordem: i,
        dados: { ...dados },
        updated_at: w.tablesUpdated,
      });
    });
  }
}
