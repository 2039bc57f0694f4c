// A one-shot message carried to the next page in sessionStorage ('gn-flash'), e.g. the event page
// leaves 'Você precisa estar logado para comprar ingressos' for /entrar, and /entrar leaves
// 'Login realizado com sucesso!' for the page the user returns to. The header's SessionArea shows
// a pending flash on any page (show-flash.tsx); takeFlash() removes it, so it shows once.

export type FlashType = 'success' | 'error' | 'info' | 'warning';

export interface Flash {
  type: FlashType;
  message: string;
}

export const FLASH_KEY = 'gn-flash';

const TYPES: readonly FlashType[] = ['success', 'error', 'info', 'warning'];

export function setFlash(flash: Flash): void {
  try {
    sessionStorage.setItem(FLASH_KEY, JSON.stringify({ type: flash.type, message: flash.message }));
  } catch {
    /* storage disabled: the message is lost, nothing else */
  }
}

/** Parses a stored flash; anything malformed is null. */
export function parseFlash(raw: string | null): Flash | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as { type?: unknown; message?: unknown };
    if (typeof value.message !== 'string' || value.message.trim() === '') return null;
    const type = TYPES.includes(value.type as FlashType) ? (value.type as FlashType) : 'info';
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
