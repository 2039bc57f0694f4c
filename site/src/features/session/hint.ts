// A tiny localStorage flag saying "a Firebase session may exist in this browser". The header reads
// it synchronously to decide whether to load the Auth SDK at all: anonymous visitors never do.
// It is only a hint: the truth is what Firebase says once loaded (see firebase-client.ts).

export const SESSION_HINT_KEY = 'gn-session';

export function hasSessionHint(): boolean {
  try {
    return localStorage.getItem(SESSION_HINT_KEY) === '1';
  } catch {
    return false; // storage disabled: behave as anonymous until the user signs in
  }
}

export function setSessionHint(): void {
  try {
    localStorage.setItem(SESSION_HINT_KEY, '1');
  } catch {
    /* storage disabled */
  }
}

export function clearSessionHint(): void {
  try {
    localStorage.removeItem(SESSION_HINT_KEY);
  } catch {
    /* storage disabled */
  }
}
