// Image upload to the admin function POST /api/admin/uploads?folder=… (multipart field `file`).
// XMLHttpRequest instead of fetch: only XHR reports upload progress.
import { IMAGE_UPLOAD_ERROR_MESSAGE, type UploadFolder } from '@gn/core/schemas/upload';
import { ApiError } from './api';
import { auth } from './firebase';

export type UploadResult = { url: string; width?: number; height?: number };

export type UploadOptions = {
  /** 0..1 as the bytes leave the browser (the server still resizes afterwards). */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
};

export async function uploadImage(
  file: Blob,
  folder: UploadFolder,
  options: UploadOptions = {},
): Promise<UploadResult> {
  const token = await auth.currentUser?.getIdToken();
  const form = new FormData();
  form.append('file', file, file instanceof File ? file.name : 'imagem.jpg');

  return new Promise<UploadResult>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/api/admin/uploads?folder=${encodeURIComponent(folder)}`);
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.responseType = 'text';
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) options.onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      const body = parseJson(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300 && isUploadResult(body)) {
        options.onProgress?.(1);
        resolve(body);
        return;
      }
      reject(toUploadError(body, xhr.status));
    };
    xhr.onerror = () => reject(new ApiError(IMAGE_UPLOAD_ERROR_MESSAGE, 'network', 0));
    xhr.onabort = () => reject(new ApiError(IMAGE_UPLOAD_ERROR_MESSAGE, 'aborted', 0));
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

function isUploadResult(body: unknown): body is UploadResult {
  return typeof body === 'object' && body !== null && typeof (body as { url?: unknown }).url === 'string';
}

/** The server's pt-BR message when it sent one (e.g. 'Arquivo deve ser uma imagem'). */
export function toUploadError(body: unknown, status: number): ApiError {
  const error = (body as { error?: { code?: unknown; message?: unknown } } | null)?.error;
  const message = typeof error?.message === 'string' ? error.message : IMAGE_UPLOAD_ERROR_MESSAGE;
  const code = typeof error?.code === 'string' ? error.code : `http-${status}`;
  return new ApiError(message, code, status);
}
