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

/** Longer than any id the project makes (uids 28, order ids 40, ticket ids 44, UUIDs 36). */
export const FIRESTORE_ID_MAX = 128;

/**
 * Whether a client-given id can name a Firestore document: what Firestore accepts (not empty, no
 * '/', not '.' or '..', not a reserved '__name__'), valid Unicode (no lone surrogate, which
 * cannot be encoded) and no control characters, within FIRESTORE_ID_MAX. Checked before any
 * read: a path such as 'a/b' or '__x__' made the SDK throw (a 500) or wait seconds.
 */
export function isFirestoreId(value: unknown): value is string {
  return (
    typeof value === 'string' &&
    value.length > 0 &&
    value.length <= FIRESTORE_ID_MAX &&
    !value.includes('/') &&
    value !== '.' &&
    value !== '..' &&
    !/^__.*__$/.test(value) &&
    !/[\p{Cc}\p{Cs}]/u.test(value)
  );
}

/** A Firestore document id given by a client (see isFirestoreId). */
export function idField(message = 'Identificador inválido') {
  return z.string({ error: message }).trim().refine(isFirestoreId, message);
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
