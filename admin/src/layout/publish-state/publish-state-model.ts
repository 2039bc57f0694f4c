// What the header says about the public site's last publish, from `site_builds/state` (written by
// the functions: functions/src/publish/, the builder's report in api/webhooks/site-build.ts).
import { formatDate, formatDateTime, formatTime } from '@gn/core/dates';

export interface PublishState {
  /** A change is waiting for its debounced build. */
  pending: boolean;
  estado: 'publicando' | 'publicado' | 'falhou' | null;
  startedAt: Date | null;
  publishedAt: Date | null;
  finishedAt: Date | null;
  error: string | null;
}

export type PublishView =
  | { tone: 'busy'; text: string }
  | { tone: 'ok'; text: string }
  | { tone: 'error'; text: string; detail: string | null };

/** A build that has not reported after this long is taken as lost (a CI run dies silently). */
export const BUILD_SILENT_AFTER_MS = 15 * 60_000;

/** "às 14:32" today (São Paulo), "em 05/03/2027 às 14:32" on another day. */
function when(at: Date, now: Date): string {
  return formatDate(at) === formatDate(now) ? `às ${formatTime(at)}` : `em ${formatDateTime(at)}`;
}

export function publishView(state: PublishState | null, now: Date): PublishView | null {
  if (!state) return null;
  if (state.pending) return { tone: 'busy', text: 'Publicando…' };
  if (state.estado === 'publicando') {
    const silent = state.startedAt && now.getTime() - state.startedAt.getTime() > BUILD_SILENT_AFTER_MS;
    if (!silent) return { tone: 'busy', text: 'Publicando…' };
    return {
      tone: 'error',
      text: `A publicação iniciada ${when(state.startedAt!, now)} não respondeu`,
      detail: null,
    };
  }
  if (state.estado === 'falhou') {
    const at = state.finishedAt ? ` ${when(state.finishedAt, now)}` : '';
    return { tone: 'error', text: `Falha ao publicar o site${at}`, detail: state.error };
  }
  if (state.publishedAt) return { tone: 'ok', text: `Site atualizado ${when(state.publishedAt, now)}` };
  return null;
}
