// What the two forms of /entrar share: the Firebase actions fetched on first use (and never left
// hanging: a stalled download fails after 20 s), the way back, and the form's error alert.
import { resolveReturnPath } from '../session/return-path';

export type Actions = typeof import('./auth-actions');

/** A download that stalls this long fails like any other, so no button stays busy forever. */
const LOAD_TIMEOUT_MS = 20_000;

let actionsPromise: Promise<Actions> | null = null;
export function loadActions(): Promise<Actions> {
  actionsPromise ??= Promise.race([
    import('./auth-actions'),
    new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error('Tempo esgotado ao carregar o login')), LOAD_TIMEOUT_MS),
    ),
  ]).catch((error: unknown) => {
    actionsPromise = null;
    throw error;
  });
  return actionsPromise;
}

export function goBack(): void {
  window.location.assign(resolveReturnPath(window.location.search));
}

export function FormAlert({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p
      role="alert"
      className="rounded-xl border border-danger/30 bg-danger/10 px-3.5 py-2.5 text-sm font-medium text-danger"
    >
      {message}
    </p>
  );
}
