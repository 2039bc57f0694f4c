// Where to go after signing in. Only same-site paths pass: '/x' but never '//host' or '/\host'
// (both mean another host to a browser), never control characters (URL parsers drop them, which
// could turn the above into '//'), and never /entrar itself.

export const RETURN_PATH_KEY = 'gn-return-to';

export function safeReturnPath(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/')) return null;
  if (value.startsWith('//') || value.startsWith('/\\')) return null;
  if ([...value].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f)) return null;
  const path = value.split(/[?#]/, 1)[0] ?? '';
  if (path === '/entrar' || path === '/entrar.html' || path === '/entrar/') return null;
  return value;
}

/** The /entrar link that brings the user back to `returnTo` (when it is a safe path). */
export function signInHref(returnTo: string | null | undefined): string {
  const safe = safeReturnPath(returnTo);
  return !safe || safe === '/' ? '/entrar' : `/entrar?returnTo=${encodeURIComponent(safe)}`;
}

/** Remembers the page to return to, for guards that send the user to /entrar (per tab). */
export function rememberReturnPath(path: string): void {
  const safe = safeReturnPath(path);
  if (!safe) return;
  try {
    sessionStorage.setItem(RETURN_PATH_KEY, safe);
  } catch {
    /* storage disabled */
  }
}

/** The remembered page (removed once read), or null. */
export function takeRememberedReturnPath(): string | null {
  try {
    const value = sessionStorage.getItem(RETURN_PATH_KEY);
    sessionStorage.removeItem(RETURN_PATH_KEY);
    return safeReturnPath(value);
  } catch {
    return null;
  }
}

/** The destination after signing in: `returnTo` from the query, else the remembered page, else '/'. */
export function resolveReturnPath(search: string): string {
  const fromQuery = safeReturnPath(new URLSearchParams(search).get('returnTo'));
  const remembered = takeRememberedReturnPath();
  return fromQuery ?? remembered ?? '/';
}
