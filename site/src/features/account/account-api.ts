// Calls to the site's own API (/api on this origin) with the user's ID token: the avatar upload
// (with upload progress, which fetch cannot report).
import { getIdToken } from '../session/session';

/** A JSON error `{ error: { message } }` of the API, else `fallback`. */
export function apiErrorMessage(body: unknown, fallback: string): string {
  const message = (body as { error?: { message?: unknown } } | null)?.error?.message;
  return typeof message === 'string' && message !== '' ? message : fallback;
}

async function bearer(): Promise<string> {
  const token = await getIdToken();
  if (!token) throw new Error('Sessão expirada. Entre novamente.');
  return `Bearer ${token}`;
}

/** POST /api/me/avatar (multipart `file`) → the new avatar URL. `onProgress` gets 0..100. */
export async function uploadAvatar(file: File, onProgress: (percent: number) => void): Promise<string> {
  const authorization = await bearer();
  const form = new FormData();
  form.append('file', file);
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/me/avatar');
    xhr.setRequestHeader('Authorization', authorization);
    xhr.responseType = 'json';
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    });
    xhr.addEventListener('load', () => {
      const body: unknown = xhr.response;
      const url = (body as { url?: unknown } | null)?.url;
      if (xhr.status >= 200 && xhr.status < 300 && typeof url === 'string') {
        onProgress(100);
        resolve(url);
      } else {
        reject(new Error(apiErrorMessage(body, 'Não foi possível enviar a imagem')));
      }
    });
    xhr.addEventListener('error', () => reject(new Error('Sem conexão. Verifique sua internet.')));
    xhr.send(form);
  });
}
