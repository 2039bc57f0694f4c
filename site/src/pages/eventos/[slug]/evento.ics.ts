// /eventos/{slug}/evento.ics: "Adicionar à agenda" on the event page, one static file per public
// event, written at build time (core/src/calendar.ts, the `ics` library): the page links it with
// no script. Hosting serves .ics as text/calendar.
import type { APIRoute } from 'astro';
import { CALENDAR_CONTENT_TYPE, eventCalendar } from '@gn/core/calendar';
import { snapshot, type SnapshotEvent } from '../../../lib/snapshot';
import { pageCacheKey } from '../../../lib/page-cache-key';

export function getStaticPaths() {
  return snapshot().events.map((event) => ({
    params: { slug: event.slug },
    props: { event },
    cacheKey: pageCacheKey({
      calendario: [event.id, event.titulo, event.data_inicio, event.data_fim, event.local, event.updated_at],
    }),
  }));
}

export const GET: APIRoute<{ event: SnapshotEvent }> = ({ props: { event }, site }) => {
  const url = new URL(`/eventos/${event.slug}`, site ?? 'https://gningressos.com.br').href;
  const body = eventCalendar({
    id: event.id,
    titulo: event.titulo,
    inicio: new Date(event.data_inicio),
    fim: event.data_fim ? new Date(event.data_fim) : null,
    local: event.local,
    url,
    alteradoEm: event.updated_at ? new Date(event.updated_at) : null,
  });
  return new Response(body, { headers: { 'Content-Type': CALENDAR_CONTENT_TYPE } });
};
