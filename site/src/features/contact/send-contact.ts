// The contact form's call: POST /api/public/contact (JSON). A signed-in visitor's ID token goes
// along so the message carries their uid; anonymous visitors send none (and load no Firebase).
import { hasSessionHint } from '../session/hint';

export interface ContactPayload {
  nome: string;
  email: string;
  mensagem: string;
  /** The honeypot: always '' from a person. */
  website: string;
}

const SEND_TIMEOUT_MS = 30_000;

export type SendResult = { ok: true } | { ok: false; message: string | null };

async function optionalToken(): Promise<string | null> {
  if (!hasSessionHint()) return null;
  try {
    const { getIdToken } = await import('../session/session');
    return await getIdToken();
  } catch {
    return null; // the message is still welcome without the uid
  }
}

/** The server's pt-BR message of an error answer `{ error: { message } }`, else null. */
export async function serverMessage(res: Response): Promise<string | null> {
  try {
    const body = (await res.json()) as { error?: { message?: unknown } };
    const message = body.error?.message;
    return typeof message === 'string' && message.trim() !== '' ? message : null;
  } catch {
    return null;
  }
}

export async function sendContact(payload: ContactPayload): Promise<SendResult> {
  const token = await optionalToken();
  const res = await fetch('/api/public/contact', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(payload),
    // Never leave the visitor on 'Enviando...' forever: a stalled request fails like any other.
    signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
  });
  if (res.ok) return { ok: true };
  return { ok: false, message: await serverMessage(res) };
}
