// The live publish state (rules: admins read `site_builds`, nobody writes it from a browser).
// Imported lazily by PublishStatus, so the Firestore SDK stays out of the entry bundle.
import { doc, onSnapshot } from 'firebase/firestore';
import { getDb } from '../../lib/firestore';
import { stringOrNull, toDateOrNull } from '../../lib/firestore-values';
import type { PublishState } from './publish-state-model';

const ESTADOS = ['publicando', 'publicado', 'falhou'] as const;

function toPublishState(data: Record<string, unknown> | undefined): PublishState | null {
  if (!data) return null;
  const estado = ESTADOS.find((e) => e === data.estado) ?? null;
  return {
    pending: data.pending === true,
    estado,
    startedAt: toDateOrNull(data.last_started_at),
    publishedAt: toDateOrNull(data.last_published_at),
    finishedAt: toDateOrNull(data.last_finished_at),
    error: stringOrNull(data.last_error),
  };
}

/** Calls `onChange` with every change of the state until the returned stop(). */
export function watchPublishState(
  onChange: (state: PublishState | null) => void,
  onError: (error: Error) => void,
): () => void {
  return onSnapshot(
    doc(getDb(), 'site_builds', 'state'),
    (snap) => onChange(toPublishState(snap.data())),
    onError,
  );
}
