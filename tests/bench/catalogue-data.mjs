// The catalogue bench:build publishes: `events` events and `news` news with distinct titles,
// places, texts and covers (each cover drawn from its own id by the seed's cover painter, so no
// two files are alike). Deterministic: the same counts give the same documents and pictures.
import { Timestamp } from 'firebase-admin/firestore';
import { coverNameWithCopies } from '@gn/core/cover-copies';
import { IMAGE_SIZES, slugify } from '../../dev/seed/build.mjs';
import { MOTIFS } from '../../dev/seed/images.mjs';
// Node 22 strips the types: the same event document as the tests write.
import { eventDoc } from '../support/event-doc.ts';

const KINDS = ['Festival', 'Show', 'Turnê', 'Noite', 'Concerto', 'Sarau', 'Baile', 'Mostra', 'Encontro'];
const THEMES = ['do Cerrado', 'da Lapa', 'de Verão', 'Sertanejo', 'do Frevo', 'de Jazz', 'Indie', 'do Samba'];
const WORDS = ['Aurora', 'Maré', 'Ipê', 'Brisa', 'Farol', 'Trilha', 'Cometa', 'Varanda', 'Raiz', 'Lua'];
const VENUES = ['Arena', 'Teatro Municipal', 'Centro de Convenções', 'Parque', 'Casa de Shows', 'Estádio'];
const CITIES = [
  'São Paulo, SP',
  'Rio de Janeiro, RJ',
  'Belo Horizonte, MG',
  'Curitiba, PR',
  'Porto Alegre, RS',
  'Salvador, BA',
  'Recife, PE',
  'Fortaleza, CE',
  'Goiânia, GO',
  'Manaus, AM',
  'Belém, PA',
  'Florianópolis, SC',
];
const NEWS_KINDS = ['Guia', 'Bastidores', 'Entrevista', 'Line-up', 'Dicas', 'Agenda', 'Novidade'];
const DAY = 86_400_000;

const pick = (list, i) => list[i % list.length];

export const benchEventId = (i) => `bench-cat-ev-${i}`;
export const benchNewsId = (i) => `bench-cat-nw-${i}`;

/** A cover spec as dev/seed/images.mjs writeCovers draws it, at the back office's sizes. */
function cover(kind, id, i) {
  return {
    id,
    path: coverNameWithCopies(`bench/${kind}/${id}`, IMAGE_SIZES[kind]),
    ...IMAGE_SIZES[kind],
    matiz: (i * 137) % 360,
    motivo: pick(MOTIFS, i * 3 + (kind === 'news' ? 1 : 0)),
  };
}

/**
 * @returns {{ docs: [string, object][], covers: object[], marker: { id: string, slug: string } }}
 *   Firestore paths with their data, the cover specs, and an event deep in the list (not among
 *   the first HTML's nine) for the search and the publish probes.
 */
export function benchCatalogue({ events, news, now = Date.now() }) {
  const docs = [];
  const covers = [];
  const at = (ms) => Timestamp.fromMillis(ms);
  for (let i = 0; i < events; i++) {
    const id = benchEventId(i);
    const titulo = `${pick(KINDS, i)} ${pick(WORDS, Math.floor(i / 9))} ${pick(THEMES, Math.floor(i / 7))} nº ${i + 1}`;
    const local = `${pick(VENUES, i)} ${pick(WORDS, i + 3)}, ${pick(CITIES, Math.floor(i / 3))}`;
    const spec = cover('events', id, i);
    covers.push(spec);
    // One in seven has passed (they list after the upcoming ones).
    const start = now + (i % 7 === 0 ? -(i + 1) : i + 1) * (DAY / 2);
    docs.push([
      `events/${id}`,
      eventDoc(id, at(start), at(now), {
        titulo,
        slug: slugify(`${titulo} ${id}`),
        local,
        descricao: `<p>${titulo} em ${local}: uma noite única, com abertura dos portões duas horas antes.</p><p>Ingressos limitados; meia-entrada na forma da lei. Evento ${i + 1} do catálogo de teste.</p>`,
        capa_url: `/api/files/${spec.path}`,
        status: 'publicado',
        status_inscricoes: i % 5 === 0 ? 'encerradas' : 'abertas',
      }),
    ]);
  }
  for (let i = 0; i < news; i++) {
    const id = benchNewsId(i);
    const titulo = `${pick(NEWS_KINDS, i)}: ${pick(WORDS, Math.floor(i / 7))} ${pick(THEMES, i)} em ${pick(CITIES, Math.floor(i / 5))} (${i + 1})`;
    const spec = cover('news', id, i);
    covers.push(spec);
    const published = at(now - (i + 1) * (DAY / 3));
    docs.push([
      `news/${id}`,
      {
        titulo,
        slug: slugify(`${titulo} ${id}`),
        corpo: `<p>${titulo}. O que muda para quem vai, como chegar e o que levar.</p><p>Texto ${i + 1} do catálogo de teste, com parágrafos o bastante para um resumo de duas linhas no cartão.</p>`,
        capa_url: `/api/files/${spec.path}`,
        status: 'publicado',
        publicado_em: published,
        created_at: published,
        updated_at: published,
        seo_titulo: null,
        seo_descricao: null,
      },
    ]);
  }
  const deep = Math.min(events - 1, 500);
  const marker = docs[deep]
    ? { id: benchEventId(deep), slug: docs[deep][1].slug, titulo: docs[deep][1].titulo }
    : null;
  return { docs, covers, marker };
}
