// Build-time access to the public-content snapshot written by site/scripts/snapshot.mjs.
// Runs only during `astro build` (Node), never in the browser.
import { readFileSync } from 'node:fs';

export interface SnapshotEvent {
  id: string;
  titulo: string;
  slug: string;
  local: string;
  descricao: string;
  capa_url: string | null;
  data_inicio: string;
  data_fim: string | null;
  status_inscricoes: 'abertas' | 'encerradas';
  pricing_table_ids: string[];
  category_table_ids: string[];
  taxa_servico: number | null;
}

export interface SnapshotNews {
  id: string;
  titulo: string;
  slug: string;
  corpo: string;
  capa_url: string | null;
  publicado_em: string | null;
}

export interface Snapshot {
  generatedAt: string;
  events: SnapshotEvent[];
  news: SnapshotNews[];
}

let cached: Snapshot | null = null;

export function snapshot(): Snapshot {
  if (cached) return cached;
  const file = process.env.GN_SNAPSHOT_FILE;
  if (!file) throw new Error('GN_SNAPSHOT_FILE não definido: rode o build por site/scripts/build.mjs');
  cached = JSON.parse(readFileSync(file, 'utf8')) as Snapshot;
  return cached;
}

export function upcomingEvents(now = new Date()): SnapshotEvent[] {
  return snapshot().events.filter((e) => new Date(e.data_inicio) >= now);
}
