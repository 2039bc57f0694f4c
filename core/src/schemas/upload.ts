// Image uploads (covers, banners, avatars) go through an admin-only function that resizes
// and re-encodes them; these are the limits of docs/spec/backoffice.md §9, shared by the form and
// the function.

export const IMAGE_NOT_IMAGE_MESSAGE = 'Arquivo deve ser uma imagem';
export const IMAGE_PROCESS_ERROR_MESSAGE = 'Erro ao processar imagem';
export const IMAGE_UPLOAD_ERROR_MESSAGE = 'Erro ao fazer upload da imagem';
export const IMAGE_UPLOAD_SUCCESS_MESSAGE = 'Imagem carregada com sucesso';

// logos: the brand's logos and favicon (PNG, transparency kept); seo: the default Open Graph image.
export const UPLOAD_FOLDERS = ['events', 'news', 'banners', 'logos', 'seo'] as const;
export type UploadFolder = (typeof UPLOAD_FOLDERS)[number];

export function isUploadFolder(value: unknown): value is UploadFolder {
  return typeof value === 'string' && (UPLOAD_FOLDERS as readonly string[]).includes(value);
}

export const COVER_MAX_WIDTH = 1920;
/** Re-encode at lower quality while the result is above this. */
export const COVER_TARGET_BYTES = 4 * 1024 * 1024;
export const JPEG_QUALITY_STEPS = [0.9, 0.8, 0.7, 0.6, 0.5, 0.4, 0.3] as const;
/** Banners are encoded once at this quality. */
export const BANNER_JPEG_QUALITY = 0.9;

/** Any image/* MIME type. The function still decodes the bytes: a MIME type can lie. */
export function isImageType(mimeType: string | null | undefined): boolean {
  return typeof mimeType === 'string' && /^image\/[\w.+-]+$/i.test(mimeType.trim());
}
