// Saving a file the browser received (a PDF fetched with the admin's ID token).
import { auth } from './firebase';
import { ApiError } from './api';

/** Starts the browser download of a blob. */
export function saveBlob(fileName: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Let the download start before the URL goes away.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** 'attachment; filename="ingresso-TKT-1.pdf"' → 'ingresso-TKT-1.pdf' */
export function attachmentName(header: string | null, fallback: string): string {
  const match = header ? /filename="?([^";]+)"?/i.exec(header) : null;
  return match?.[1] ?? fallback;
}

/** GET an API file with the signed-in user's ID token and save it; API errors keep their pt-BR message. */
export async function downloadApiFile(path: `/api/${string}`, fallbackName: string): Promise<string> {
  const token = await auth.currentUser?.getIdToken();
  const response = await fetch(path, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as {
      error?: { message?: string; code?: string };
    } | null;
    throw new ApiError(
      body?.error?.message ?? 'Erro ao baixar o arquivo',
      body?.error?.code ?? `http-${response.status}`,
      response.status,
    );
  }
  const name = attachmentName(response.headers.get('Content-Disposition'), fallbackName);
  saveBlob(name, await response.blob());
  return name;
}
