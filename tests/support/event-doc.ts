// An event document as the admin's event form saves it, for the tests and benchmarks that write
// events with the Admin SDK. Pure (timestamps come in), so plain Node can import it from a bench.
import type { Timestamp } from 'firebase-admin/firestore';

/**
 * A draft event `id` starting at `startsAt`, written `now`, with no tables and no fee; `fields`
 * overrides any field (title, status, tables, fee...). One list of fields, so a new one is added once.
 */
export function eventDoc(
  id: string,
  startsAt: Timestamp,
  now: Timestamp,
  fields: Record<string, unknown> = {},
): Record<string, unknown> {
  return {
    titulo: `Evento ${id}`,
    slug: id,
    local: 'Arena Teste',
    descricao: '',
    capa_url: null,
    data_inicio: startsAt,
    data_fim: null,
    status: 'rascunho',
    visivel: true,
    mostrar_estoque: true,
    status_inscricoes: 'abertas',
    pricing_table_ids: [],
    category_table_ids: [],
    taxa_servico: null,
    seo_titulo: null,
    seo_descricao: null,
    created_at: now,
    updated_at: now,
    ...fields,
  };
}
