// Field builders shared by several schemas.
import { z } from 'zod';

export const EMAIL_INVALID_MESSAGE = 'E-mail inválido';
export const EMAIL_MAX_LENGTH = 255;

/** Trimmed e-mail, at most 255 characters; every failure says 'E-mail inválido'. */
export function emailField() {
  return z
    .string({ error: EMAIL_INVALID_MESSAGE })
    .trim()
    .max(EMAIL_MAX_LENGTH, EMAIL_INVALID_MESSAGE)
    .regex(z.regexes.email, EMAIL_INVALID_MESSAGE);
}

/** Trimmed string of at least `min` characters; a missing value gets the same message. */
export function minText(min: number, message: string) {
  return z.string({ error: message }).trim().min(min, message);
}

/** A Firestore document id given by a client. */
export function idField(message = 'Identificador inválido') {
  return z.string({ error: message }).trim().min(1, message).max(1500, message);
}

export const SLUG_MIN_MESSAGE = 'Slug deve ter pelo menos 3 caracteres';
export const SLUG_FORMAT_MESSAGE = 'Slug deve conter apenas letras minúsculas, números e hífens';

/** A slug as slugify() makes it: it becomes a URL path segment, so nothing else is allowed. */
export function slugField() {
  return z
    .string({ error: SLUG_MIN_MESSAGE })
    .trim()
    .min(3, { error: SLUG_MIN_MESSAGE, abort: true })
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, SLUG_FORMAT_MESSAGE);
}

export const SEO_TITLE_MAX = 60;
export const SEO_DESCRIPTION_MAX = 160;

/** SEO meta fields (hints of 60 / 160 characters); '' means "derive from the content". */
export const seoFields = {
  seo_titulo: z
    .string()
    .trim()
    .max(SEO_TITLE_MAX, `Título SEO deve ter no máximo ${SEO_TITLE_MAX} caracteres`)
    .default(''),
  seo_descricao: z
    .string()
    .trim()
    .max(SEO_DESCRIPTION_MAX, `Descrição SEO deve ter no máximo ${SEO_DESCRIPTION_MAX} caracteres`)
    .default(''),
};

/** An optional image URL from the file store ('' or null → none). */
export function imageUrlField() {
  return z
    .string()
    .trim()
    .nullable()
    .default(null)
    .transform((v) => (v === '' ? null : v));
}

/** '' → null, for optional text stored as null. */
export function emptyToNull(value: string | null | undefined): string | null {
  const v = value?.trim() ?? '';
  return v === '' ? null : v;
}
