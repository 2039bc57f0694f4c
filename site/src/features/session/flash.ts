// A one-shot message carried to the next page in sessionStorage ('gn-flash'), e.g. the event page
// leaves 'Você precisa estar logado para comprar ingressos' for /entrar, and /entrar leaves
// 'Login realizado com sucesso!' for the page the user returns to. The header's SessionArea shows
// a pending flash on any page (show-flash.tsx); takeFlash() removes it, so it shows once.

export type FlashType = 'success' | 'error' | 'info' | 'warning';

export interface Flash {
  type: FlashType;
  message: string;
  /** how long the toast stays, for a message that must not be missed (default: the toaster's 4 s) */
  durationMs?: number;
}

export const FLASH_KEY = 'gn-flash';

const TYPES: readonly FlashType[] = ['success', 'error', 'info', 'warning'];

export function setFlash(flash: Flash): void {
  try {
    const { type, message, durationMs } = flash;
    sessionStorage.setItem(FLASH_KEY, JSON.stringify({ type, message, durationMs }));
  } catch {
    /* storage disabled: the message is lost, nothing else */
  }
}

/** Parses a stored flash; anything malformed is null. */
export function parseFlash(raw: string | null): Flash | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as { type?: unknown; message?: unknown; durationMs?: unknown };
    if (typeof value.message !== 'string' || value.message.trim() === '') return null;
    const type = TYPES.includes(value.type as FlashType) ? (value.type as FlashType) : 'info';
    const duration = value.durationMs;
    if (typeof duration === 'number' && duration >= 1_000 && duration <= 60_000)
      return { type, message: value.message, durationMs: duration };
    return { type, message: value.message };
  } catch {
    return null;
  }
}

/** True when a flash waits (sync and cheap: decides whether to load the toast code). */
export function hasFlash(): boolean {
  try {
    return sessionStorage.getItem(FLASH_KEY) !== null;
  } catch {
    return false;
  }
}

/** Returns the pending flash and removes it. */
export function takeFlash(): Flash | null {
  try {
    const raw = sessionStorage.getItem(FLASH_KEY);
    sessionStorage.removeItem(FLASH_KEY);
    return parseFlash(raw);
  } catch {
    return null;
  }
}
