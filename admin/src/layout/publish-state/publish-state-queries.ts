// The live publish state (rules: admins read `site_builds`, nobody writes it from a browser).
// Imported lazily by PublishStatus, so the Firestore SDK stays out of the entry bundle.
import { doc, onSnapshot } from 'firebase/firestore';
import { getDb } from '../../lib/firestore';
import { readPublishState } from '@gn/core/stored/site-build';
import type { PublishState } from './publish-state-model';

function toPublishState(data: Record<string, unknown> | undefined): PublishState | null {
  if (!data) return null;
  const state = readPublishState(data);
  return {
    pending: state.pending,
    estado: state.estado,
    startedAt: state.last_started_at,
    publishedAt: state.last_published_at,
    finishedAt: state.last_finished_at,
    error: state.last_error,
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
