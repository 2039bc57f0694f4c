// Field builders shared by several schemas.
import { isValidCpf } from '../cpf.ts';
import { parseSaoPauloLocal } from '../dates.ts';
import { z } from '../zod.ts';

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

/**
 * Upper bounds on every text a client can send: nothing unbounded reaches Firestore (1 MiB per
 * document), an e-mail, a PDF or a log. Titles match the rules' isTitle (200).
 */
export const TEXT_MAX = {
  personName: 100,
  title: 200,
  /** Short labels: a price option, a column, a choice, a place, a button text. */
  label: 120,
  /** Plain-text descriptions (tables, banners). */
  description: 2_000,
  /** HTML bodies (event descriptions, news): sanitised before rendering. */
  richText: 200_000,
  password: 128,
  url: 2_048,
} as const;

/** 'Título deve ter no máximo 200 caracteres'. */
export function tooLongMessage(field: string, max: number): string {
  return `${field} deve ter no máximo ${max} caracteres`;
}

/** Trimmed string of at least `min` characters; a missing value gets the same message. */
export function minText(min: number, message: string) {
  return z.string({ error: message }).trim().min(min, message);
}

/** minText with an upper bound, named after the field in the message ('Título', 'Local'). */
export function boundedText(min: number, minMessage: string, max: number, field: string) {
  return minText(min, minMessage).max(max, tooLongMessage(field, max));
}

/** A trimmed optional text of at most `max` characters ('' allowed). */
export function optionalText(max: number, field: string) {
  return z.string().trim().max(max, tooLongMessage(field, max));
}

export const NAME_MAX_MESSAGE = tooLongMessage('Nome', TEXT_MAX.personName);
export const NAME_LINK_MESSAGE = 'Nome não pode conter endereços de sites';
/** A link in a name ends up in e-mails and PDFs: 'http', 'www.', '://' or a domain-like word. */
const LINK_IN_TEXT =
  /https?:|:\/\/|www\.|\b[a-z0-9-]+\.(?:com|net|org|br|io|app|xyz|info|link|me|site|online|top|ru|cn)\b/i;

/** A person's name: at least `min` characters, at most 100, and no link in it. */
export function personNameField(min: number, minMessage: string) {
  return minText(min, minMessage)
    .max(TEXT_MAX.personName, NAME_MAX_MESSAGE)
    .refine((v) => !LINK_IN_TEXT.test(v), NAME_LINK_MESSAGE);
}

export const PASSWORD_MAX_MESSAGE = `A senha deve ter no máximo ${TEXT_MAX.password} caracteres`;

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

/** A list of ids (an event's tables, say): each one valid, at most `max` of them. */
export function idListField(max: number, message = 'Identificador inválido') {
  return z.array(idField(message)).max(max, `No máximo ${max} itens`);
}

export const SLUG_MIN_MESSAGE = 'Slug deve ter pelo menos 3 caracteres';
export const SLUG_FORMAT_MESSAGE = 'Slug deve conter apenas letras minúsculas, números e hífens';

/** A slug as slugify() makes it: it becomes a URL path segment, so nothing else is allowed. */
export function slugField() {
  return z
    .string({ error: SLUG_MIN_MESSAGE })
    .trim()
    .min(3, { error: SLUG_MIN_MESSAGE, abort: true })
    .max(TEXT_MAX.title, { error: tooLongMessage('Slug', TEXT_MAX.title), abort: true })
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
    .max(TEXT_MAX.url, 'Endereço da imagem muito longo')
    .nullable()
    .default(null)
    .transform((v) => (v === '' ? null : v));
}

/** '' → null, for optional text stored as null. */
export function emptyToNull(value: string | null | undefined): string | null {
  const v = value?.trim() ?? '';
  return v === '' ? null : v;
}

/** Masked ('529.982.247-25') or bare digits, check digits verified; the server stores cpfDigits(cpf). */
export function cpfField() {
  return z
    .string({ error: 'CPF é obrigatório' })
    .trim()
    .min(11, { error: 'CPF é obrigatório', abort: true })
    .max(14, { error: 'CPF inválido', abort: true })
    .refine(isValidCpf, 'CPF inválido');
}

/** Whether a string is the value of an `<input type="datetime-local">` ('2027-03-05T20:00', São Paulo time). */
export function isLocalDateTime(value: string): boolean {
  try {
    parseSaoPauloLocal(value);
    return true;
  } catch {
    return false;
  }
}
